import type { FieldErrors } from "~/shared/field-errors";
import type { ClientValues } from "~/shared/clients/client.schema";
import { EditorField } from "../editor/editor-field";

// The client's details as form fields, for the new-client page and the details editor.

export function ClientDetailsFields({
  value,
  errors,
}: {
  value: (name: keyof ClientValues) => string;
  errors: FieldErrors;
}) {
  return (
    <div className="space-y-5">
      <EditorField
        name="names"
        label="Names"
        help="The couple or family as you address them, for example Anna & Ben Ruiz or The Nguyen family."
        value={value("names")}
        errors={errors}
      />
      <EditorField
        name="email"
        label="E-mail"
        help="Proposals and booking mails go to this address."
        type="email"
        value={value("email")}
        errors={errors}
        inputProps={{ inputMode: "email" }}
      />
      <EditorField
        name="otherEmail"
        label="Second e-mail (optional)"
        help="A partner's or parent's address, for your reference."
        type="email"
        value={value("otherEmail")}
        errors={errors}
        inputProps={{ inputMode: "email" }}
      />
      <EditorField
        name="phone"
        label="Phone (optional)"
        value={value("phone")}
        errors={errors}
        inputProps={{ placeholder: "(602) 555-0142" }}
      />
      <EditorField
        name="notes"
        label="Notes (optional)"
        help="Only you see these."
        rows={5}
        value={value("notes")}
        errors={errors}
      />
    </div>
  );
}
