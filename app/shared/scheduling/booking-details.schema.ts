import { z } from "zod";

// "Your details" on /session/<token>/details (a session or a mini-session slot): what the client
// types before she signs, checked by the same rules on the page and the server. The place is asked
// only when the session type leaves it to her (its question is the field's label).

export const DETAILS_FIELDS = ["names", "email", "phone", "place"] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];
export type BookingDetails = Record<DetailsField, string>;

const base = z.object({
  names: z
    .string()
    .trim()
    .min(1, "Please enter your name (or your family’s names, e.g. Anna & Ben Ruiz).")
    .max(200, "Please keep the names to 200 characters or fewer."),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your e-mail address: your confirmation goes there.")
    .max(254, "This e-mail address is too long.")
    .pipe(z.email("Please enter an e-mail address like anna@example.com.")),
  phone: z
    .string()
    .trim()
    .min(1, "Please enter a phone number, in case we need to reach you on the day.")
    .max(40, "Please keep the phone number to 40 characters or fewer.")
    .refine((p) => /^[0-9+().\-\s/x]+$/i.test(p), "Please use digits, spaces and + ( ) - only, e.g. (602) 555-0142."),
  place: z.string().trim().max(500, "Please keep the place to 500 characters or fewer."),
});

/** The schema for a booking that asks for the place (`askPlace`) or not (the place is then ignored). */
export function bookingDetailsSchema(askPlace: boolean) {
  return base.superRefine((value, ctx) => {
    if (askPlace && value.place === "")
      ctx.addIssue({ code: "custom", path: ["place"], message: "Please tell us where you would like to meet." });
  });
}

export type DetailsErrors = Partial<Record<DetailsField, string>>;

/** The form's values, or the first message of each field that is wrong. */
export function parseBookingDetails(
  input: Partial<Record<string, unknown>>,
  askPlace: boolean,
): { ok: true; value: BookingDetails } | { ok: false; errors: DetailsErrors; values: BookingDetails } {
  const values = Object.fromEntries(
    DETAILS_FIELDS.map((f) => [f, typeof input[f] === "string" ? (input[f] as string) : ""]),
  ) as BookingDetails;
  const parsed = bookingDetailsSchema(askPlace).safeParse(values);
  if (parsed.success) return { ok: true, value: { ...parsed.data, place: askPlace ? parsed.data.place : "" } };
  const errors: DetailsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DetailsField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}
