import { FieldsSection } from "~/components/admin/admin-ui";
import { EditorCheckbox, editorControls } from "~/components/admin/editor/editor-field";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { ARIZONA_TIME } from "~/shared/scheduling/clock";
import type { TermsChoices } from "~/shared/scheduling/admin/booking-terms.schema";
import type { SessionTypeForm } from "~/shared/scheduling/admin/session-type.schema";
import { AddressField, PhotoField, PriceAndAgreementSections } from "./terms-fields";

// The inside of the session type's form (new and editor): what it is, its time, its price, where,
// what the client signs, and the booking rules; as typed when a save was refused.

const PLACE_KINDS = [
  { value: "fixed", label: "A fixed place (the address below)" },
  { value: "client", label: "The client's choice (they answer the question below)" },
];

const minutes = { inputProps: { inputMode: "numeric" as const } };

export function SessionTypeFields({
  stored,
  actionData,
  choices,
  save,
}: {
  stored: SessionTypeForm;
  actionData: unknown;
  choices: TermsChoices;
  save: { intent: string; label: string };
}) {
  const { value, errors, field, select } = editorControls(actionData, stored);
  const props = { value, errors, choices };
  return (
    <>
      <FieldsSection title="The session">
        {field("name", "Name", "As clients see it, for example Family Session.")}
        <AddressField {...props} publicPath="/book-a-session" />
        {field("description", "Description", "A few lines on the booking page: what is included.", 4)}
        <PhotoField {...props} />
      </FieldsSection>
      <FieldsSection title="Time">
        <p className="text-sm text-ink-soft">{ARIZONA_TIME} Minutes go in steps of 5.</p>
        {field("durationMinutes", "Length (minutes)", "How long the session lasts, for example 60.", minutes)}
        {field(
          "bufferBeforeMinutes",
          "Time kept free before (minutes)",
          "For travel and setting up: no other session is booked in it. 0 for none.",
          minutes,
        )}
        {field(
          "bufferAfterMinutes",
          "Time kept free after (minutes)",
          "For packing up and travel. 0 for none.",
          minutes,
        )}
      </FieldsSection>
      <FieldsSection title="Place">
        {select("placeKind", "Where", "A place you choose, or one the client chooses.", PLACE_KINDS)}
        {field(
          "place",
          "Address, or the question asked",
          "For a fixed place, its address. For the client's choice, the question, for example Where would you like to meet?",
        )}
      </FieldsSection>
      <PriceAndAgreementSections {...props} />
      <FieldsSection title="Booking rules">
        {field(
          "minNoticeHours",
          "Book at least this many hours ahead",
          "How late a client may book, for example 48.",
          minutes,
        )}
        {field("maxDaysAhead", "Book at most this many days ahead", "How far ahead, for example 90.", minutes)}
        {field(
          "changeNoticeHours",
          "Cancel or reschedule until this many hours before",
          "After that, the client's link no longer changes the booking, for example 48.",
          minutes,
        )}
        <EditorCheckbox name="active" checked={value("active") === "on"} label="Active: clients can book it" />
      </FieldsSection>
      <SaveButtons save={save} />
    </>
  );
}
