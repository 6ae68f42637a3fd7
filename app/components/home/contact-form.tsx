import { FieldError } from "~/components/forms/field-error";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { usePublicForm } from "~/components/forms/use-public-form";
import {
  CONTACT_TOASTS,
  contactPayload,
  EMPTY_CONTACT,
  hasRequiredFields,
  sendContactMessage,
} from "./contact-message";

/**
 * The "GET IN TOUCH" form (SPEC §2.3, §4.1): validates, posts JSON, toasts the outcome and marks
 * the fields the server refused.
 */
export function ContactForm() {
  const { id, errors, sending, bind, onSubmit } = usePublicForm({
    empty: EMPTY_CONTACT,
    complete: hasRequiredFields,
    send: (values, honeypot) => sendContactMessage(contactPayload(values, honeypot)),
    toasts: CONTACT_TOASTS,
  });

  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="grid gap-5" data-testid="contact-form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="field-label">
            Name *
          </label>
          <input {...bind("name")} type="text" required autoComplete="name" className="field-input" />
          <FieldError errors={errors} name="name" id={`${id}-name`} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            Email *
          </label>
          <input {...bind("email")} type="email" required autoComplete="email" className="field-input" />
          <FieldError errors={errors} name="email" id={`${id}-email`} />
        </div>
        <div>
          <label htmlFor={`${id}-date`} className="field-label">
            Wedding Date (if applicable)
          </label>
          <input {...bind("date")} type="date" className="field-input" />
          <FieldError errors={errors} name="date" id={`${id}-date`} />
        </div>
        <div>
          <label htmlFor={`${id}-location`} className="field-label">
            Location
          </label>
          <input {...bind("location")} type="text" placeholder="Sedona, Arizona" className="field-input" />
          <FieldError errors={errors} name="location" id={`${id}-location`} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="field-label">
          Tell Me About Your Vision *
        </label>
        <textarea {...bind("message")} rows={4} required className="field-input" />
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
