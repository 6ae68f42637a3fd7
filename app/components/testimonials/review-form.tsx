import { useState, type FormEvent } from "react";
import { invalidProps } from "~/components/forms/field-error";
import { PublicField } from "~/components/forms/public-field";
import { HoneypotField, honeypotValue } from "~/components/forms/honeypot-field";
import { toast } from "~/components/ui/toast-store";
import { postJson } from "~/components/forms/post-json";
import type { FieldErrors } from "~/shared/field-errors";
import { HONEYPOT_FIELD } from "~/shared/honeypot";
import { NAME_MAX, REVIEW_TEXT_MAX } from "~/shared/testimonial-limits";
import { StarRatingInput } from "./star-rating-input";

const ENDPOINT = "/functions/v1/submit-testimonial";
const DEFAULT_RATING = 5;

/**
 * The testimonial form of SPEC.md §2.8 and §8. Required fields are checked trimmed before
 * anything is sent; success clears the form and puts the rating back to 5; a refusal marks the
 * fields the server named (its keys are the JSON body's: bride_name, review_text, …).
 */
export function ReviewForm() {
  const [brideName, setBrideName] = useState("");
  const [groomName, setGroomName] = useState("");
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [reviewText, setReviewText] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const bride = brideName.trim();
    const text = reviewText.trim();
    if (!bride || !text) {
      toast({
        title: "Please fill in all required fields",
        description: "Your first name and your review are required.",
        variant: "destructive",
      });
      return;
    }
    setSubmitting(true);
    const result = await postJson(ENDPOINT, {
      bride_name: bride,
      groom_name: groomName.trim() || null,
      review_text: text,
      rating,
      [HONEYPOT_FIELD]: honeypotValue(event.currentTarget),
    });
    setSubmitting(false);
    if (result.ok) {
      setErrors({});
      setBrideName("");
      setGroomName("");
      setReviewText("");
      setRating(DEFAULT_RATING);
      toast({ title: "Thank you! Your testimonial has been submitted for review." });
      return;
    }
    setErrors(result.fields);
    // The server's own words for the refusal (a field too long, too many reviews), when it gave any.
    const detail = Object.values(result.fields)[0] ?? result.error;
    toast({
      title: "Failed to submit testimonial. Please try again.",
      ...(detail ? { description: detail } : {}),
      variant: "destructive",
    });
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-6" aria-label="Leave a review">
      <div className="grid gap-6 sm:grid-cols-2">
        <PublicField id="review-bride-name" name="bride_name" label="Your First Name *" errors={errors}>
          <input
            id="review-bride-name"
            name="bride_name"
            className="field-input"
            required
            maxLength={NAME_MAX}
            autoComplete="given-name"
            {...invalidProps(errors, "bride_name", "review-bride-name")}
            value={brideName}
            onChange={(e) => setBrideName(e.target.value)}
          />
        </PublicField>
        <PublicField id="review-groom-name" name="groom_name" label="Partner's First Name (optional)" errors={errors}>
          <input
            id="review-groom-name"
            name="groom_name"
            className="field-input"
            maxLength={NAME_MAX}
            autoComplete="off"
            {...invalidProps(errors, "groom_name", "review-groom-name")}
            value={groomName}
            onChange={(e) => setGroomName(e.target.value)}
          />
        </PublicField>
      </div>

      <StarRatingInput name="rating" value={rating} onChange={setRating} disabled={submitting} />

      <PublicField id="review-text" name="review_text" label="Your Review *" errors={errors}>
        <textarea
          id="review-text"
          name="review_text"
          className="field-input"
          rows={6}
          required
          maxLength={REVIEW_TEXT_MAX}
          {...invalidProps(errors, "review_text", "review-text")}
          value={reviewText}
          onChange={(e) => setReviewText(e.target.value)}
        />
      </PublicField>

      <HoneypotField id="review-website" />

      <p className="text-sm text-ink-soft">Your testimonial will be reviewed before appearing on our website.</p>

      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit Review"}
        </button>
      </div>
    </form>
  );
}
