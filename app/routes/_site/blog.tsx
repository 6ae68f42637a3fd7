import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { ArticleLinks } from "~/components/blog/article-links";
import { TableOfContents } from "~/components/blog/table-of-contents";
import { VenueSection } from "~/components/blog/venue-section";
import { leadPhoto, venueArticle } from "~/content/blog/phoenix-wedding-venues";
import { getImages, ogImageUrl } from "~/images/images.server";
import { absoluteUrl } from "~/seo/json-ld";
import { blogPostingJsonLd, breadcrumbListJsonLd } from "~/seo/json-ld-pages";
import { JsonLd } from "~/seo/json-ld-script";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { siteSettings } from "~/site/settings.server";

const PATH = "/blog";

// Prerendered: runs at build time and reads only the image manifest and the site's settings.
// The structured data is built here, so the page's browser bundle carries no JSON-LD builders.
export async function loader() {
  const { siteUrl, siteName } = await siteSettings();
  const ogImage = ogImageUrl(leadPhoto.key);
  return {
    venueImages: venueArticle.venues.map((venue) => getImages(venue.photos.map((photo) => photo.key))),
    ogImage,
    jsonLd: [
      blogPostingJsonLd({
        headline: venueArticle.title,
        description: venueArticle.description,
        url: absoluteUrl(siteUrl, PATH),
        image: absoluteUrl(siteUrl, ogImage),
        datePublished: venueArticle.datePublished,
        siteUrl,
        siteName,
      }),
      breadcrumbListJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Blog", path: PATH },
      ]),
    ],
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta({
    title: venueArticle.title,
    description: venueArticle.description,
    path: PATH,
    ...siteFromMatches(matches),
    image: loaderData?.ogImage,
    imageAlt: leadPhoto.alt,
    type: "article",
  }),
  { property: "article:published_time", content: venueArticle.datePublished },
  { property: "article:section", content: venueArticle.kicker },
];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page-shell">
      <Link to="/" className="back-link">
        <span aria-hidden="true">←&nbsp;</span>Back to Home
      </Link>
      <article className="mx-auto mt-6 max-w-3xl">
        <header className="mx-auto max-w-prose text-center">
          <p className="text-sm font-medium tracking-[0.2em] text-clay uppercase">{venueArticle.kicker}</p>
          <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{venueArticle.title}</h1>
          <p className="mt-4 text-sm text-ink-soft">
            <time dateTime={venueArticle.datePublished}>{venueArticle.dateDisplay}</time>
          </p>
        </header>
        <div className="mx-auto mt-8 max-w-prose space-y-4 text-lg leading-relaxed">
          {venueArticle.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        <div className="mx-auto max-w-prose">
          <TableOfContents
            heading={venueArticle.tocHeading}
            entries={venueArticle.venues.map((venue) => ({ id: venue.slug, label: venue.name }))}
          />
        </div>
        {venueArticle.venues.map((venue, i) => (
          <VenueSection key={venue.slug} venue={venue} number={i + 1} images={loaderData.venueImages[i] ?? []} />
        ))}
        <section aria-labelledby="closing-heading" className="mx-auto mt-20 max-w-prose text-center">
          <h2 id="closing-heading" className="text-3xl sm:text-4xl">
            {venueArticle.closingHeading}
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed">
            {venueArticle.closing.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </section>
        <ArticleLinks />
      </article>
      <JsonLd data={loaderData.jsonLd} />
    </div>
  );
}
