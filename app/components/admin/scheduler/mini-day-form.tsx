import { FieldsSection } from "~/components/admin/admin-ui";
import { EditorCheckbox, editorControls } from "~/components/admin/editor/editor-field";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { ARIZONA_TIME } from "~/shared/scheduling/clock";
import type { TermsChoices } from "~/shared/scheduling/admin/booking-terms.schema";
import type { MiniDayForm } from "~/shared/scheduling/admin/mini-day.schema";
import { AddressField, PhotoField, PriceAndAgreementSections } from "./terms-fields";

// The inside of the mini-session day's form (new and editor); as typed when a save was refused.
// Once slots are booked, the date and times are shown as they are and the server keeps them.

const numeric = { inputProps: { inputMode: "numeric" as const } };

export function MiniDayFields({
  stored,
  actionData,
  choices,
  booked = 0,
  save,
}: {
  stored: MiniDayForm;
  actionData: unknown;
  choices: TermsChoices;
  booked?: number;
  save: { intent: string; label: string };
}) {
  const { value, errors, field } = editorControls(actionData, stored);
  const props = { value, errors, choices };
  return (
    <>
      <FieldsSection title="The day">
        {field("title", "Title", "As clients see it, for example Fall Minis at the Desert Botanical Garden.")}
        <AddressField {...props} publicPath="/minis" />
        {field("description", "Description", "What clients get: how many photos, what to wear, the place.", 4)}
        <PhotoField {...props} />
        {field("place", "Place", "Where the mini-sessions take place (its address).")}
      </FieldsSection>
      <FieldsSection title="Date and slots">
        <p className="text-sm text-ink-soft">{ARIZONA_TIME} Times and minutes go in steps of 5.</p>
        {booked > 0 && (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
            {booked === 1 ? "1 slot is" : `${booked} slots are`} booked or being booked: the date, times, slot length
            and gap stay as they are.
          </p>
        )}
        {field("date", "Date", "The day of the mini-sessions.", { type: "date" })}
        {field("startTime", "Start time", "When the first slot starts, for example 5:00 pm.", { type: "time" })}
        {field("endTime", "End time", "The last slot ends by then, for example 8:00 pm.", { type: "time" })}
        {field("slotMinutes", "Slot length (minutes)", "For example 20.", numeric)}
        {field(
          "gapMinutes",
          "Gap between slots (minutes)",
          "A breather between families, for example 10. 0 for none.",
          numeric,
        )}
        {field(
          "slotLimit",
          "At most this many slots (optional)",
          "Leave empty to offer every slot that fits.",
          numeric,
        )}
      </FieldsSection>
      <PriceAndAgreementSections {...props} />
      <FieldsSection title="Waitlist and publishing">
        {field(
          "offerHours",
          "Offer a freed slot for (hours)",
          "When a slot frees up, the next person on the waitlist has this long to book it, for example 12.",
          numeric,
        )}
        <EditorCheckbox
          name="published"
          checked={value("published") === "on"}
          label="Published: clients can see and book it"
        />
      </FieldsSection>
      <SaveButtons save={save} />
    </>
  );
}
