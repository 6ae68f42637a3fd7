import { publicFields, SendButton } from "~/components/forms/public-field";
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
  const field = publicFields<keyof typeof EMPTY_CONTACT>(id, errors);

  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="grid gap-5" data-testid="contact-form">
      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          "name",
          "Name *",
          <input {...bind("name")} type="text" required autoComplete="name" className="field-input" />,
        )}
        {field(
          "email",
          "Email *",
          <input {...bind("email")} type="email" required autoComplete="email" className="field-input" />,
        )}
        {field("date", "Wedding Date (if applicable)", <input {...bind("date")} type="date" className="field-input" />)}
        {field(
          "location",
          "Location",
          <input {...bind("location")} type="text" placeholder="Sedona, Arizona" className="field-input" />,
        )}
      </div>
      {field(
        "message",
        "Tell Me About Your Vision *",
        <textarea {...bind("message")} rows={4} required className="field-input" />,
      )}
      <SendButton formId={id} sending={sending}>
        Send Message
      </SendButton>
    </form>
  );
}
