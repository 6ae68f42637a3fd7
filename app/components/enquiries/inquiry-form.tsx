import { sessionTypes } from "~/catalogue/session-types";
import { FieldError } from "~/components/forms/field-error";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { usePublicForm } from "~/components/forms/use-public-form";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import {
  EMPTY_INQUIRY,
  hasRequiredFields,
  INQUIRY_TOASTS,
  inquiryPayload,
  sendInquiry,
  type InquiryValues,
} from "./inquiry-message";

interface InquiryFormProps {
  /** Called after the server has stored the inquiry; the page then shows its Thank You screen. */
  onSent: () => void;
}

type TextField = Exclude<keyof InquiryValues, "sessionType">;

/** The server names the full name `name` (SPEC.md §7). */
const SERVER_FIELDS = { name: "fullName" };

/**
 * The inquiry form of SPEC.md §2.5 and §4.2: checks, posts JSON, toasts the outcome and marks the
 * fields the server refused.
 */
export function InquiryForm({ onSent }: InquiryFormProps) {
  const { socialLabel } = useSiteSettings();
  const { id, errors, sending, bind, onSubmit } = usePublicForm({
    empty: EMPTY_INQUIRY,
    complete: hasRequiredFields,
    send: (values, honeypot) => sendInquiry(inquiryPayload(values, honeypot)),
    toasts: INQUIRY_TOASTS,
    rename: SERVER_FIELDS,
    onSent,
  });

  const label = (name: keyof InquiryValues, text: string) => (
    <label htmlFor={`${id}-${name}`} className="field-label">
      {text}
    </label>
  );

  const input = (name: TextField, text: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      {label(name, text)}
      <input type="text" required className="field-input" {...props} {...bind(name)} />
      <FieldError errors={errors} name={name} id={`${id}-${name}`} />
    </div>
  );

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Inquiry form"
      aria-busy={sending}
      className="grid gap-6"
      data-testid="inquiry-form"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {input("fullName", "Full Name *", { autoComplete: "name" })}
        {input("email", "Email Address *", { type: "email", autoComplete: "email" })}
        {input("phone", "Phone Number *", { type: "tel", autoComplete: "tel" })}
        <div>
          {label("sessionType", "Type of session you're interested in *")}
          <select required className="field-input" {...bind("sessionType")}>
            <option value="">Select a session type</option>
            {sessionTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
          <FieldError errors={errors} name="sessionType" id={`${id}-sessionType`} />
        </div>
        {input("dateTimeframe", "Ideal Date or Timeframe *", {
          placeholder: "e.g., Spring 2024, June 15th, 2024, etc.",
        })}
        {input("location", "Desired Location *", { placeholder: "Phoenix, Scottsdale, Sedona, etc." })}
      </div>
      {input("howDidYouFind", "How did you find me? *", { placeholder: `${socialLabel}, Google, referral, etc.` })}
      <div>
        {label("story", "Tell me a bit about your story or vision for the session *")}
        <textarea rows={5} required className="field-input" {...bind("story")} />
        <FieldError errors={errors} name="story" id={`${id}-story`} />
      </div>
      <div>
        {label("additionalNotes", "Anything else you'd like me to know? (Optional)")}
        <textarea rows={3} className="field-input" {...bind("additionalNotes")} />
        <FieldError errors={errors} name="additionalNotes" id={`${id}-additionalNotes`} />
      </div>
      <HoneypotField id={`${id}-hp`} />
      <div>
        <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto">
          {sending ? "Sending..." : "Send My Inquiry"}
        </button>
      </div>
    </form>
  );
}
