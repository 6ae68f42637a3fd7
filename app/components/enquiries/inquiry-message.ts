// The inquiry form's rules, messages and payload (SPEC.md §2.5, §4.2, §5, §7, §8), apart from React.

import { postJson, type PostResult } from "~/components/forms/post-json";
import { sendFailure } from "~/components/forms/form-toasts";

export interface InquiryValues {
  fullName: string;
  email: string;
  phone: string;
  sessionType: string;
  dateTimeframe: string;
  location: string;
  howDidYouFind: string;
  story: string;
  additionalNotes: string;
}

export const EMPTY_INQUIRY: InquiryValues = {
  fullName: "",
  email: "",
  phone: "",
  sessionType: "",
  dateTimeframe: "",
  location: "",
  howDidYouFind: "",
  story: "",
  additionalNotes: "",
};

export const INQUIRY_ENDPOINT = "/functions/v1/send-contact-email";

export const INQUIRY_TOASTS = {
  missing: {
    title: "Please fill in all required fields",
    description: "All fields except 'Anything else you'd like me to know?' are required.",
  },
  failure: sendFailure,
  success: {
    title: "Inquiry sent successfully!",
    description: "Thank you for your inquiry. I'll get back to you soon!",
  },
} as const;

const REQUIRED: ReadonlyArray<keyof InquiryValues> = [
  "fullName",
  "email",
  "phone",
  "sessionType",
  "dateTimeframe",
  "location",
  "howDidYouFind",
  "story",
];

/** Every field but additionalNotes must hold more than whitespace. */
export function hasRequiredFields(values: InquiryValues): boolean {
  return REQUIRED.every((key) => values[key].trim() !== "");
}

/** The JSON body of SPEC.md §7: fullName travels as `name`; the honeypot under its own name. */
export function inquiryPayload(values: InquiryValues, honeypot: { field: string; value: string }) {
  return {
    name: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    sessionType: values.sessionType,
    dateTimeframe: values.dateTimeframe.trim(),
    location: values.location.trim(),
    howDidYouFind: values.howDidYouFind.trim(),
    story: values.story.trim(),
    additionalNotes: values.additionalNotes.trim(),
    [honeypot.field]: honeypot.value,
  };
}

/** Posts the inquiry: ok when the server stored it, else its refusal and the fields it named. */
export function sendInquiry(payload: Record<string, string>, fetchImpl: typeof fetch = fetch): Promise<PostResult> {
  return postJson(INQUIRY_ENDPOINT, payload, fetchImpl);
}
