import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError, invalidProps } from "~/components/forms/field-error";
import { HoneypotField } from "~/components/forms/honeypot-field";
import type { FieldErrors } from "~/shared/field-errors";

// The waitlist form of a full day: names, e-mail, phone (optional). A plain POST; a refusal comes
// back with her words kept and each problem under its field.

export interface WaitlistFormState {
  message?: string;
  fields?: FieldErrors;
  values?: Record<string, string>;
  ok?: boolean;
}

export function MiniWaitlistForm({ intent, state }: { intent: string; state: WaitlistFormState }) {
  const id = useId();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const fields = state.fields ?? {};
  const values = state.values ?? {};
  const field = (name: string, label: string, type: string, autoComplete: string, required: boolean) => (
    <div className="mt-4">
      <label htmlFor={`${id}-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={name === "email" ? 254 : 200}
        defaultValue={values[name] ?? ""}
        className="field-input"
        {...invalidProps(fields, name, `${id}-${name}`)}
      />
      <FieldError errors={fields} name={name} id={`${id}-${name}`} />
    </div>
  );
  return (
    <Form method="post" noValidate className="relative mt-4" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="sr-only">
        Join the waitlist
      </h3>
      <input type="hidden" name="intent" value={intent} />
      <HoneypotField id={`${id}-website`} />
      {field("names", "Your name(s)", "text", "name", true)}
      {field("email", "E-mail", "email", "email", true)}
      {field("phone", "Phone (optional)", "tel", "tel", false)}
      {state.message && (
        <p
          role={state.ok ? "status" : "alert"}
          data-testid="waitlist-message"
          className={`mt-4 rounded-md px-3 py-2 ${state.ok ? "bg-sand-100" : "bg-danger/10 text-danger"}`}
        >
          {state.message}
        </p>
      )}
      <button type="submit" className="btn-primary mt-6 w-full" disabled={sending}>
        {sending ? "Joining…" : "Join the waitlist"}
      </button>
    </Form>
  );
}
