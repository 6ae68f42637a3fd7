export interface TocEntry {
  id: string;
  label: string;
}

/**
 * In-page links to each venue. Plain fragment links: they work before hydration and without
 * JavaScript, and the browser moves focus to the section for keyboard users.
 */
export function TableOfContents({ heading, entries }: { heading: string; entries: readonly TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="my-10 rounded-lg border border-sand-200 bg-sand-100 px-6 py-5">
      <h2 id="toc-heading" className="text-2xl">
        {heading}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-6 marker:text-clay">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-ink underline-offset-4 hover:text-clay hover:underline">
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
