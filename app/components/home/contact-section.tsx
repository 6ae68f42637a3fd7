import { Link } from "react-router";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { ContactForm } from "./contact-form";
import type { HomeTexts } from "./home-data";
import { LineIcon } from "~/components/ui/line-icon";

/** "GET IN TOUCH": the short contact form and the studio's details (SPEC §2.3). */
export function ContactSection({ texts }: { texts: Pick<HomeTexts, "basedIn" | "serviceArea"> }) {
  const { email, socialUrl, socialLabel } = useSiteSettings();
  return (
    <section id="contact" aria-labelledby="contact-heading" className="relative bg-sand-100 py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="contact-heading" className="text-center text-4xl sm:text-5xl">
          GET IN TOUCH
        </h2>
        <div className="mt-10 rounded-2xl bg-white p-6 shadow-sm sm:p-10">
          <ContactForm />
        </div>
        <footer className="mt-10 grid gap-2 text-center text-ink-soft">
          <p className="font-serif text-2xl text-ink">{texts.basedIn}</p>
          <p>{texts.serviceArea}</p>
          <p>
            <a
              href={`mailto:${email}`}
              className="inline-flex items-center gap-2 text-ink underline-offset-4 hover:underline"
            >
              <LineIcon className="h-5 w-5 text-clay">
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <path d="M3 7l9 6 9-6" />
              </LineIcon>
              {email}
            </a>
          </p>
          <p>
            <a
              href={socialUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 font-medium text-clay underline-offset-4 hover:underline"
            >
              <LineIcon className="h-5 w-5">
                <rect x="3" y="3" width="18" height="18" rx="5" />
                <circle cx="12" cy="12" r="4" />
                <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
              </LineIcon>
              {socialLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
          <p>
            <Link to="/book-a-session" className="font-medium text-clay underline-offset-4 hover:underline">
              Book a session online
            </Link>
          </p>
        </footer>
      </div>
    </section>
  );
}
