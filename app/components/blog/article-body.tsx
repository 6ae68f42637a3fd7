import type { BlogArticleView } from "~/shared/blog-article";
import { MarkdownHtml } from "./markdown-html";
import { TableOfContents } from "./table-of-contents";
import { VenueSection } from "./venue-section";

/** The article under its header: introduction, contents, venues, closing. Shared with the editor's preview. */
export function ArticleBody({ article }: { article: BlogArticleView }) {
  return (
    <>
      <MarkdownHtml html={article.introHtml} className="mx-auto mt-8 max-w-prose" />
      <div className="mx-auto max-w-prose">
        <TableOfContents
          heading={article.tocHeading}
          entries={article.venues.map((venue) => ({ id: venue.slug, label: venue.name }))}
        />
      </div>
      {article.venues.map((venue, i) => (
        <VenueSection key={venue.slug} venue={venue} number={i + 1} />
      ))}
      <section aria-labelledby="closing-heading" className="mx-auto mt-20 max-w-prose text-center">
        <h2 id="closing-heading" className="text-3xl sm:text-4xl">
          {article.closingHeading}
        </h2>
        <MarkdownHtml html={article.closingHtml} className="mt-4" />
      </section>
    </>
  );
}
