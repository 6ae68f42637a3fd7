import { z } from "zod";
import { NAME_MAX, REVIEW_TEXT_MAX } from "~/shared/testimonial-limits";

// What a visitor (or the photographer, editing) may set on a testimonial, with the length bounds of
// DECISIONS.md §3. Shared by the public endpoint and the admin, so both hold the same rules.

export { NAME_MAX, REVIEW_TEXT_MAX };

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const ratingSchema = z
  .number({ error: "Rating must be a whole number from 1 to 5" })
  .int("Rating must be a whole number from 1 to 5")
  .min(1, "Rating must be a whole number from 1 to 5")
  .max(5, "Rating must be a whole number from 1 to 5");

/**
 * The public submission, in the spec's field names (SPEC.md §7). Unknown keys (is_approved,
 * category, photo_url, id, created_at, …) are dropped by zod's default object parsing.
 */
export const testimonialSubmissionSchema = z.object({
  bride_name: requiredText("Your first name", NAME_MAX),
  groom_name: z
    .string({ error: "Partner's first name must be text" })
    .trim()
    .max(NAME_MAX, `Partner's first name must be at most ${NAME_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
  review_text: requiredText("Your review", REVIEW_TEXT_MAX),
  rating: ratingSchema,
});

export type TestimonialSubmission = z.infer<typeof testimonialSubmissionSchema>;
