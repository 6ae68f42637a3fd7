import { ReviewForm } from "~/components/testimonials/review-form";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import type { Route } from "./+types/leave-review";

// Prerendered: the form is fixed content; it posts JSON to /functions/v1/submit-testimonial.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    ...siteFromMatches(matches),
    title: "Leave Us a Review",
    description: "Share your experience of your session or wedding day. Every review is read before it appears.",
    path: "/leave-review",
  });

export default function LeaveReviewPage() {
  const settings = useSiteSettings();
  return (
    <div className="page-shell">
      <div className="mx-auto max-w-2xl">
        <header className="text-center">
          <h1 className="text-4xl sm:text-5xl">Leave Us a Review</h1>
          <p className="mt-3 text-lg text-ink-soft">
            I would love to hear about your experience. Your words help other couples and families find their
            photographer.
          </p>
        </header>

        <div className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8">
          <ReviewForm />
        </div>

        <section aria-labelledby="more-reviews" className="mt-12 text-center">
          <h2 id="more-reviews" className="text-2xl">
            Share your review elsewhere too
          </h2>
          <ul className="mt-6 flex flex-col items-center gap-4 sm:flex-row sm:justify-center">
            <li>
              <a href={settings.googleReviewsUrl} target="_blank" rel="noopener noreferrer" className="btn-outline">
                Review us on Google
              </a>
            </li>
            <li>
              <a href={settings.weddingReviewsUrl} target="_blank" rel="noopener noreferrer" className="btn-outline">
                Review our weddings (wedding clients only)
              </a>
            </li>
          </ul>
        </section>

        <p className="mt-12 text-center font-serif text-xl text-ink-soft italic">
          Thank you for trusting me with your story. It means the world to me.
        </p>
      </div>
    </div>
  );
}
