import type { FieldErrors } from "~/shared/field-errors";
import type { ClientValues } from "~/shared/clients/client.schema";
import { fieldsFrom } from "../editor/editor-field";

// The client's details as form fields, for the new-client page and the details editor.

export function ClientDetailsFields({
  value,
  errors,
}: {
  value: (name: keyof ClientValues) => string;
  errors: FieldErrors;
}) {
  const field = fieldsFrom(value, errors);
  const email = { type: "email", inputProps: { inputMode: "email" } } as const;
  return (
    <div className="space-y-5">
      {field(
        "names",
        "Names",
        "The couple or family as you address them, for example Anna & Ben Ruiz or The Nguyen family.",
      )}
      {field("email", "E-mail", "Proposals and booking mails go to this address.", email)}
      {field("otherEmail", "Second e-mail (optional)", "A partner's or parent's address, for your reference.", email)}
      {field("phone", "Phone (optional)", "", { inputProps: { placeholder: "(602) 555-0142" } })}
      {field("notes", "Notes (optional)", "Only you see these.", 5)}
    </div>
  );
}
