import { useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toast-store";
import { StarRatingInput } from "./star-rating-input";

const ENDPOINT = "/functions/v1/submit-testimonial";
const DEFAULT_RATING = 5;

/**
 * The testimonial form of SPEC.md §2.8 and §8. Required fields are checked trimmed before
 * anything is sent; success clears the form and puts the rating back to 5.
 */
interface ReviewFormProps {
  /** The honeypot's field name and the length bounds, from the server modules that check them. */
  honeypotField: string;
  limits: { name: number; reviewText: number };
}

export function ReviewForm({ honeypotField, limits }: ReviewFormProps) {
  const [brideName, setBrideName] = useState("");
  const [groomName, setGroomName] = useState("");
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [reviewText, setReviewText] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);

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
    try {
      const response = await fetch(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          bride_name: bride,
          groom_name: groomName.trim() || null,
          review_text: text,
          rating,
          [honeypotField]: honeypot.current?.value ?? "",
        }),
      });
      if (!response.ok) throw new SubmitRefused(await refusalDetail(response));
      setBrideName("");
      setGroomName("");
      setReviewText("");
      setRating(DEFAULT_RATING);
      toast({ title: "Thank you! Your testimonial has been submitted for review." });
    } catch (error) {
      console.error("testimonial submit failed", error);
      const detail = error instanceof SubmitRefused ? error.message : "";
      toast({
        title: "Failed to submit testimonial. Please try again.",
        ...(detail ? { description: detail } : {}),
        variant: "destructive",
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-6" aria-label="Leave a review">
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor="review-bride-name" className="field-label">
            Your First Name *
          </label>
          <input
            id="review-bride-name"
            name="bride_name"
            className="field-input"
            required
            maxLength={limits.name}
            autoComplete="given-name"
            value={brideName}
            onChange={(e) => setBrideName(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="review-groom-name" className="field-label">
            Partner&apos;s First Name (optional)
          </label>
          <input
            id="review-groom-name"
            name="groom_name"
            className="field-input"
            maxLength={limits.name}
            autoComplete="off"
            value={groomName}
            onChange={(e) => setGroomName(e.target.value)}
          />
        </div>
      </div>

      <StarRatingInput name="rating" value={rating} onChange={setRating} disabled={submitting} />

      <div>
        <label htmlFor="review-text" className="field-label">
          Your Review *
        </label>
        <textarea
          id="review-text"
          name="review_text"
          className="field-input"
          rows={6}
          required
          maxLength={limits.reviewText}
          value={reviewText}
          onChange={(e) => setReviewText(e.target.value)}
        />
      </div>

      {/* A field people never see or reach; bots that fill every input give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="review-website">Leave this field empty</label>
        <input id="review-website" name={honeypotField} ref={honeypot} tabIndex={-1} autoComplete="off" />
      </div>

      <p className="text-sm text-ink-soft">Your testimonial will be reviewed before appearing on our website.</p>

      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit Review"}
        </button>
      </div>
    </form>
  );
}

class SubmitRefused extends Error {}

/** The server's own words for a refusal (a field too long, too many reviews), or "" when it gave none. */
async function refusalDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: string; fields?: Record<string, string> };
    return (body.fields ? Object.values(body.fields)[0] : undefined) ?? body.error ?? "";
  } catch {
    return "";
  }
}
