import { Link } from "react-router";

/** The closing call to action (SPEC §2.3, item 9). */
export function LeaveReview() {
  return (
    <section aria-label="Leave a review" className="bg-sand-50 py-16 text-center">
      <Link to="/leave-review" className="btn-primary">
        Leave Us a Review
      </Link>
      <p className="mt-4 text-sm text-ink-soft">Share your experience and help other potential clients find us</p>
    </section>
  );
}
