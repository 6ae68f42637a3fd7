import { useId, useState } from "react";
import { sessionTypes } from "~/catalogue";
import { toast } from "~/components/ui/toast-store";
import { useSiteSettings } from "~/site/use-site-settings";
import {
  EMPTY_INQUIRY,
  hasRequiredFields,
  INQUIRY_TOASTS,
  inquiryPayload,
  sendInquiry,
  type InquiryValues,
} from "./inquiry-message";

interface InquiryFormProps {
  /** The hidden anti-spam field's name (app/server/security/honeypot.ts). */
  honeypotField: string;
  /** Called after the server has stored the inquiry; the page then shows its Thank You screen. */
  onSent: () => void;
}

type TextField = Exclude<keyof InquiryValues, "sessionType">;

/** The inquiry form of SPEC.md §2.5 and §4.2: checks, posts JSON, toasts the outcome. */
export function InquiryForm({ honeypotField, onSent }: InquiryFormProps) {
  const { email: studioEmail, socialLabel } = useSiteSettings();
  const [values, setValues] = useState<InquiryValues>(EMPTY_INQUIRY);
  const [sending, setSending] = useState(false);
  const id = useId();

  const bind = (name: keyof InquiryValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
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
    </div>
  );

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    // `required` stops empty fields in the browser, but whitespace passes it: this rule decides.
    if (!hasRequiredFields(values)) {
      toast({ ...INQUIRY_TOASTS.missing, variant: "destructive" });
      return;
    }
    const honeypot = String(new FormData(e.currentTarget).get(honeypotField) ?? "");
    setSending(true);
    const ok = await sendInquiry(inquiryPayload(values, { field: honeypotField, value: honeypot }));
    setSending(false);
    if (!ok) {
      toast({ ...INQUIRY_TOASTS.failure(studioEmail), variant: "destructive" });
      return;
    }
    setValues(EMPTY_INQUIRY);
    toast(INQUIRY_TOASTS.success);
    onSent();
  };

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
      </div>
      <div>
        {label("additionalNotes", "Anything else you'd like me to know? (Optional)")}
        <textarea rows={3} className="field-input" {...bind("additionalNotes")} />
      </div>
      {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-hp`}>Leave this field empty</label>
        <input id={`${id}-hp`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto">
          {sending ? "Sending..." : "Send My Inquiry"}
        </button>
      </div>
    </form>
  );
}
