import { sessionTypes } from "~/catalogue/session-types";
import { publicFields, SendButton } from "~/components/forms/public-field";
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

  const field = publicFields<keyof InquiryValues>(id, errors);

  const input = (name: TextField, text: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) =>
    field(name, text, <input type="text" required className="field-input" {...props} {...bind(name)} />);

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
        {field(
          "sessionType",
          "Type of session you're interested in *",
          <select required className="field-input" {...bind("sessionType")}>
            <option value="">Select a session type</option>
            {sessionTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>,
        )}
        {input("dateTimeframe", "Ideal Date or Timeframe *", {
          placeholder: "e.g., Spring 2024, June 15th, 2024, etc.",
        })}
        {input("location", "Desired Location *", { placeholder: "Phoenix, Scottsdale, Sedona, etc." })}
      </div>
      {input("howDidYouFind", "How did you find me? *", { placeholder: `${socialLabel}, Google, referral, etc.` })}
      {field(
        "story",
        "Tell me a bit about your story or vision for the session *",
        <textarea rows={5} required className="field-input" {...bind("story")} />,
      )}
      {field(
        "additionalNotes",
        "Anything else you'd like me to know? (Optional)",
        <textarea rows={3} className="field-input" {...bind("additionalNotes")} />,
      )}
      <SendButton formId={id} sending={sending}>
        Send My Inquiry
      </SendButton>
    </form>
  );
}
