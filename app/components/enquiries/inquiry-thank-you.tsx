import { useEffect, useRef } from "react";
import { Link } from "react-router";

/** The screen that replaces the form after a successful send (SPEC.md §2.5). */
export function InquiryThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: move focus (and screen readers) to the news.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby="inquiry-thank-you" className="mx-auto max-w-2xl py-12 text-center">
      <h1 id="inquiry-thank-you" ref={heading} tabIndex={-1} className="text-4xl outline-none sm:text-5xl">
        Thank You!
      </h1>
      <p className="mt-6 text-lg leading-relaxed text-ink-soft">
        Thank you so much for reaching out! I&apos;ll be in touch shortly—keep an eye on your inbox. I can&apos;t wait
        to get to know you better!
      </p>
      <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
        <Link to="/" className="btn-primary">
          Back to Home
        </Link>
        <Link to="/work" className="btn-outline">
          View My Work
        </Link>
      </div>
    </section>
  );
}
