// The home contact form's rules and messages (SPEC §4.1, §5, §8), apart from the React form.

import { postJson, type PostResult } from "~/components/forms/post-json";
import { sendFailure } from "~/components/forms/form-toasts";

export interface ContactValues {
  name: string;
  email: string;
  /** "Wedding Date (if applicable)", yyyy-mm-dd or "". */
  date: string;
  location: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", date: "", location: "", message: "" };

export const CONTACT_ENDPOINT = "/functions/v1/send-contact-email";

export const CONTACT_TOASTS = {
  missing: { title: "Please fill in required fields", description: "Name, email, and message are required." },
  failure: sendFailure,
  success: {
    title: "Message sent successfully!",
    description: "Thank you for your inquiry. I'll get back to you soon!",
  },
} as const;

/** Name, email and message must hold more than whitespace; date and location are optional. */
export function hasRequiredFields(values: ContactValues): boolean {
  return [values.name, values.email, values.message].every((value) => value.trim() !== "");
}

/** The JSON body the endpoint accepts; the honeypot travels under its own field name. */
export function contactPayload(
  values: ContactValues,
  honeypot: { field: string; value: string },
): Record<string, string> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    date: values.date,
    location: values.location.trim(),
    message: values.message.trim(),
    [honeypot.field]: honeypot.value,
  };
}

/** Posts the message: ok when the server took it, else its refusal and the fields it named. */
export function sendContactMessage(
  payload: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<PostResult> {
  return postJson(CONTACT_ENDPOINT, payload, fetchImpl);
}
