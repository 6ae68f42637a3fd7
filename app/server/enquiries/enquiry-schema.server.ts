import { z } from "zod";
import { sessionTypeValues } from "~/catalogue";

// What the send-contact-email endpoint accepts (SPEC.md §3, §5, §7). Both forms post to it; the
// payload's shape says which one it is. Bounds from DECISIONS.md §3; unknown fields are dropped.

export const SHORT_MAX = 200;
export const LONG_MAX = 5000;
const EMAIL_MAX = 254;

/** A required single-line value, trimmed; the messages name the field as the form labels it. */
function required(label: string, max = SHORT_MAX) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional value: absent, null and blank all mean "not given" and read as "". */
function optional(label: string, max = SHORT_MAX) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? "");
}

const email = required("Email", EMAIL_MAX).pipe(z.email("Please enter a valid email address"));

export const contactSchema = z.object({
  kind: z.literal("contact"),
  name: required("Name"),
  email,
  date: optional("Wedding date"),
  location: optional("Location"),
  message: required("Message", LONG_MAX),
});

export const inquirySchema = z.object({
  kind: z.literal("inquiry"),
  name: required("Full name"),
  email,
  phone: required("Phone number"),
  sessionType: z.enum(sessionTypeValues, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? "Type of session is required"
        : "Please choose one of the listed session types",
  }),
  dateTimeframe: required("Ideal date or timeframe"),
  location: required("Desired location"),
  howDidYouFind: required("How did you find me"),
  story: required("Your story or vision", LONG_MAX),
  additionalNotes: optional("Additional notes", LONG_MAX),
});

/** Fields only the inquiry page sends: any of them present means the payload is an inquiry. */
const INQUIRY_ONLY = ["phone", "sessionType", "dateTimeframe", "howDidYouFind", "story", "additionalNotes"];

export const enquirySchema = z.preprocess(
  (body) => {
    if (!body || typeof body !== "object" || Array.isArray(body)) return body;
    const kind = INQUIRY_ONLY.some((key) => key in body) ? "inquiry" : "contact";
    return { ...body, kind };
  },
  z.discriminatedUnion("kind", [contactSchema, inquirySchema], { error: "Expected a JSON object" }),
);

export type EnquiryMessage = z.infer<typeof enquirySchema>;
