import { z } from "zod";
import { defineIntents } from "~/shared/admin/intents";

// The moderation forms of /admin/testimonials/:id: their intents, what each accepts (the words are
// the ones the page shows), and the mapping between the edit form and the submission's fields.

export const TESTIMONIAL_INTENTS = defineIntents(["approve", "hide", "edit", "photo", "remove-photo", "pin", "unpin"]);

export const NO_SUCH_TESTIMONIAL = "No such testimonial.";

export const categorySchema = z.enum(["love_stories", "life_stories"]);

export const pinSchema = z.object({
  position: z.enum(["top", "bottom"], { error: "Choose top or bottom" }),
  order: z.coerce
    .number({ error: "The order must be a whole number" })
    .int("The order must be a whole number")
    .min(-999, "The order must be between -999 and 999")
    .max(999, "The order must be between -999 and 999"),
});

/** The edit form's fields; the public submission's schema checks them (one set of bounds). */
export const TESTIMONIAL_EDIT_FIELDS = ["brideName", "groomName", "reviewText", "rating"] as const;

export type TestimonialEditValues = Record<(typeof TESTIMONIAL_EDIT_FIELDS)[number], string>;

/** The submission's field names → the edit form's, so each message lands under its field. */
export const EDIT_FIELD_NAMES: Readonly<Record<string, string>> = {
  bride_name: "brideName",
  groom_name: "groomName",
  review_text: "reviewText",
};

/** The edit form's values in the submission's shape, for its schema to check. */
export const submissionOf = (values: TestimonialEditValues) => ({
  bride_name: values.brideName,
  groom_name: values.groomName,
  review_text: values.reviewText,
  rating: Number(values.rating.trim()),
});
