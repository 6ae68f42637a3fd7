import { Link } from "react-router";

// What a waitlist or offer link says when it cannot be opened.

/** The link's page data when it did not open: limited (with when to try again) or unknown. */
export function MiniLinkProblem({ link }: { link: { state: string } | { state: string; retryAfterSeconds: number } }) {
  const state = link.state === "limited" ? "limited" : "unknown";
  const retryAfterSeconds = "retryAfterSeconds" in link ? link.retryAfterSeconds : undefined;
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
  return (
    <div className="mx-auto max-w-2xl px-4 pt-28 pb-16 sm:px-6">
      <h1 className="text-4xl">{state === "limited" ? "Too many tries" : "This link is not valid"}</h1>
      <p className="mt-4 text-lg">
        {state === "limited"
          ? `Several links that do not exist were opened from your connection. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`
          : "Please check that you copied the whole link from the e-mail."}
      </p>
      <Link to="/" className="btn-outline mt-8">
        Return to Home
      </Link>
    </div>
  );
}
