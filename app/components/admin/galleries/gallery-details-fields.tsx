import type { FieldErrors } from "~/shared/field-errors";
import { fieldsFrom } from "../editor/editor-field";
import { AccessCodeField } from "./access-code-field";

// The fields the new gallery form and the settings share (the same names, NEW_GALLERY_FIELDS): its
// title, the client, the session's date, the access code and the expiry date.

export function GalleryDetailsFields({
  value,
  errors,
  titleHelp,
  code,
  suggestedCode,
}: {
  /** What each field shows: what was typed, or what is saved. */
  value: (name: string) => string;
  errors: FieldErrors;
  titleHelp: string;
  /** The access code's label and help (a new gallery needs one; the settings may change it). */
  code: { label: string; help: string };
  /** A random 6-digit code to offer (suggestAccessCode). */
  suggestedCode: string;
}) {
  const field = fieldsFrom(value, errors);
  return (
    <>
      {field("title", "Title", titleHelp)}
      {field("clientName", "Client's name", "For you, and to greet the client.")}
      {field("clientEmail", "Client's e-mail", "Where the expiry reminders go.", { type: "email" })}
      {field("sessionDate", "Session date (optional)", "The day of the shoot.", { type: "date" })}
      <AccessCodeField label={code.label} help={code.help} suggestion={suggestedCode} errors={errors} />
      {field(
        "expiresOn",
        "Expiry date (optional)",
        "The gallery closes at the end of this day (Phoenix time). Leave it blank to keep it open.",
        { type: "date" },
      )}
    </>
  );
}
