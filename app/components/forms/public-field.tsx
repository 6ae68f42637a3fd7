import type { ReactNode } from "react";
import type { FieldErrors } from "~/shared/field-errors";
import { FieldError } from "./field-error";
import { HoneypotField } from "./honeypot-field";

// The parts the public forms (contact, inquiry, review, the gift card's) draw alike: a field with its
// label and the server's message, and the form's end, the anti-spam field and the send button.

/**
 * A public form's fields by name: `field("email", "Email *", <input {...bind("email")} />)` draws
 * the label above the control (whose id is `${formId}-email`, as bind gives it) and the server's
 * message under it.
 */
export function publicFields<K extends string>(formId: string, errors: FieldErrors) {
  return (name: K, label: string, control: ReactNode) => (
    <PublicField id={`${formId}-${name}`} name={name} label={label} errors={errors}>
      {control}
    </PublicField>
  );
}

/** A field: the control's element id, its form name, its label and the server's messages. */
export interface PublicFieldProps {
  id: string;
  name: string;
  label: string;
  errors: FieldErrors;
}

/** The label above the control (`children`, whose element id is `id`), the server's message under it. */
export function PublicField({ id, name, label, errors, children }: PublicFieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      <FieldError errors={errors} name={name} id={id} />
    </div>
  );
}

/** The form's end: the honeypot (its id after the form's), then Send, which says "Sending..." while it posts. */
export function SendButton({ formId, sending, children }: { formId: string; sending: boolean; children: string }) {
  return (
    <>
      <HoneypotField id={`${formId}-hp`} />
      <div>
        <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto">
          {sending ? "Sending..." : children}
        </button>
      </div>
    </>
  );
}
