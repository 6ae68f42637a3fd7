import { useId, useState } from "react";
import { FieldError, invalidProps } from "~/components/forms/field-error";
import { HoneypotField, honeypotValue } from "~/components/forms/honeypot-field";
import { toast } from "~/components/ui/toast-store";
import { formFieldErrors } from "~/components/forms/post-json";
import { HONEYPOT_FIELD } from "~/shared/honeypot";
import type { FieldErrors } from "~/shared/field-errors";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import {
  CONTACT_TOASTS,
  contactPayload,
  EMPTY_CONTACT,
  hasRequiredFields,
  sendContactMessage,
  type ContactValues,
} from "./contact-message";

/**
 * The "GET IN TOUCH" form (SPEC §2.3, §4.1): validates, posts JSON, toasts the outcome and marks
 * the fields the server refused.
 */
export function ContactForm() {
  const { email: studioEmail } = useSiteSettings();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();

  const field = (name: keyof ContactValues) => ({
    id: `${id}-${name}`,
    name,
    ...invalidProps(errors, name, `${id}-${name}`),
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
    const honeypot = honeypotValue(e.currentTarget);
    setSending(true);
    const result = await sendContactMessage(contactPayload(values, { field: HONEYPOT_FIELD, value: honeypot }));
    setSending(false);
    setErrors(formFieldErrors(result));
    if (result.ok) {
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
          <FieldError errors={errors} name="name" id={`${id}-name`} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            Email *
          </label>
          <input {...field("email")} type="email" required autoComplete="email" className="field-input" />
          <FieldError errors={errors} name="email" id={`${id}-email`} />
        </div>
        <div>
          <label htmlFor={`${id}-date`} className="field-label">
            Wedding Date (if applicable)
          </label>
          <input {...field("date")} type="date" className="field-input" />
          <FieldError errors={errors} name="date" id={`${id}-date`} />
        </div>
        <div>
          <label htmlFor={`${id}-location`} className="field-label">
            Location
          </label>
          <input {...field("location")} type="text" placeholder="Sedona, Arizona" className="field-input" />
          <FieldError errors={errors} name="location" id={`${id}-location`} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="field-label">
          Tell Me About Your Vision *
        </label>
        <textarea {...field("message")} rows={4} required className="field-input" />
        <FieldError errors={errors} name="message" id={`${id}-message`} />
      </div>
      <HoneypotField id={`${id}-hp`} />
      <div>
        <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto">
          {sending ? "Sending..." : "Send Message"}
        </button>
      </div>
    </form>
  );
}
