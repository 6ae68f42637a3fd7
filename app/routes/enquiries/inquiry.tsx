import { useState } from "react";
import { Link } from "react-router";
import { InquiryForm } from "~/components/enquiries/inquiry-form";
import { InquiryThankYou } from "~/components/enquiries/inquiry-thank-you";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import type { Route } from "./+types/inquiry";

// /inquiry (SPEC.md §2.5): rendered once and cached; the form posts to /functions/v1/send-contact-email.

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Let's Connect — Inquire",
    description:
      "Tell me about the wedding, family, maternity, newborn, senior or branding session you're dreaming of in Phoenix, Scottsdale, Sedona or beyond.",
    path: "/inquiry",
    ...siteFromMatches(matches),
  });

export default function InquiryPage() {
  const [sent, setSent] = useState(false);
  return (
    <div className="page-shell max-w-3xl">
      <Link to="/" className="back-link">
        ← Back to Home
      </Link>
      {sent ? (
        <InquiryThankYou />
      ) : (
        <>
          <header className="mt-8 mb-10 text-center">
            <h1 className="text-4xl sm:text-5xl">Let&apos;s Connect</h1>
            <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-ink-soft">
              I&apos;d love to hear about you and the moments you want to remember. Share a few details about the
              session you have in mind, and I&apos;ll get back to you personally with availability and next steps.
            </p>
          </header>
          <InquiryForm onSent={() => setSent(true)} />
        </>
      )}
    </div>
  );
}
