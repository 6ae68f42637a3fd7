import { useId, useState } from "react";
import { toast } from "~/components/ui/toast-store";
import { useSiteSettings } from "~/site/use-site-settings";
import {
  CONTACT_TOASTS,
  contactPayload,
  EMPTY_CONTACT,
  hasRequiredFields,
  sendContactMessage,
  type ContactValues,
} from "./contact-message";

interface ContactFormProps {
  /** The hidden anti-spam field's name (app/server/security/honeypot.ts), passed in by the route. */
  honeypotField: string;
}

/** The "GET IN TOUCH" form (SPEC §2.3, §4.1): validates, posts JSON, toasts the outcome. */
export function ContactForm({ honeypotField }: ContactFormProps) {
  const { email: studioEmail } = useSiteSettings();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [sending, setSending] = useState(false);
  const id = useId();

  const field = (name: keyof ContactValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    // The browser checks `required` too, but whitespace passes it: the form's own rule decides.
    if (!hasRequiredFields(values)) {
      toast({ ...CONTACT_TOASTS.missing, variant: "destructive" });
      return;
    }
    const honeypot = String(new FormData(e.currentTarget).get(honeypotField) ?? "");
    setSending(true);
    const ok = await sendContactMessage(contactPayload(values, { field: honeypotField, value: honeypot }));
    setSending(false);
    if (ok) {
      setValues(EMPTY_CONTACT);
      toast(CONTACT_TOASTS.success);
    } else {
      toast({ ...CONTACT_TOASTS.failure(studioEmail), variant: "destructive" });
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="grid gap-5" data-testid="contact-form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="field-label">
            Name *
          </label>
          <input {...field("name")} type="text" required autoComplete="name" className="field-input" />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            Email *
          </label>
          <input {...field("email")} type="email" required autoComplete="email" className="field-input" />
        </div>
        <div>
          <label htmlFor={`${id}-date`} className="field-label">
            Wedding Date (if applicable)
          </label>
          <input {...field("date")} type="date" className="field-input" />
        </div>
        <div>
          <label htmlFor={`${id}-location`} className="field-label">
            Location
          </label>
          <input {...field("location")} type="text" placeholder="Sedona, Arizona" className="field-input" />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="field-label">
          Tell Me About Your Vision *
        </label>
        <textarea {...field("message")} rows={4} required className="field-input" />
      </div>
      {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-hp`}>Leave this field empty</label>
        <input id={`${id}-hp`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto">
          {sending ? "Sending..." : "Send Message"}
        </button>
      </div>
    </form>
  );
}
