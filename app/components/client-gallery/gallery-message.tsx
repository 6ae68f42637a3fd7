import type { ReactNode } from "react";
import type { PhotographerContact } from "./gallery-types";

/** A gallery link that cannot show photos (wrong, not ready, closed), said plainly, with the way to ask. */
export function GalleryMessage({
  heading,
  children,
  contact,
}: {
  heading: string;
  children: ReactNode;
  contact: PhotographerContact;
}) {
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-28 pb-16 text-center">
      <h1 className="text-3xl sm:text-4xl">{heading}</h1>
      <div className="mt-4 space-y-3 text-lg text-ink-soft">{children}</div>
      <ContactLine contact={contact} />
    </div>
  );
}

export function ContactLine({ contact }: { contact: PhotographerContact }) {
  return (
    <p className="mt-8 text-ink-soft">
      Questions? Write to {contact.siteName} at{" "}
      <a href={`mailto:${contact.email}`} className="font-medium text-clay underline underline-offset-4">
        {contact.email}
      </a>
      .
    </p>
  );
}
