import type { ReactNode } from "react";

// What a Preview button shows: the unsaved draft rendered by the public page's own code, in a
// framed panel whose heading says it is not saved yet.

export function PreviewPanel({
  id = "preview",
  heading,
  level = 2,
  testId,
  className = "mt-8",
  children,
}: {
  /** Unique on the page: the heading's id is `${id}-heading`. */
  id?: string;
  heading: string;
  /** h2 for a page's one preview, h3 inside a section. */
  level?: 2 | 3;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid={testId}
      className={`${className} rounded-md border border-gold/40 bg-sand-50 p-4`}
    >
      <Heading id={`${id}-heading`} className="mb-3 text-sm font-medium tracking-widest text-ink-soft uppercase">
        {heading}
      </Heading>
      {children}
    </section>
  );
}
