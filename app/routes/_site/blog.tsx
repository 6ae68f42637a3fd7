import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { ArticleBody } from "~/components/blog/article-body";
import { ArticleLinks } from "~/components/blog/article-links";
import { venueArticle } from "~/catalogue/phoenix-wedding-venues";
import { blogArticleForPage } from "~/server/content/blog-page.server";
import { absoluteUrl } from "~/seo/json-ld";
import { blogPostingJsonLd, breadcrumbListJsonLd } from "~/seo/json-ld-pages";
import { JsonLd } from "~/seo/json-ld-script";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { siteSettings } from "~/server/content/page-settings.server";

const PATH = "/blog";

// Rendered on the server and kept in the render cache (decision 020): the article comes from the
// database, edited in /admin/blog (decision 024). The kicker and dates are not editable and stay
// in app/catalogue/phoenix-wedding-venues.ts. The structured data is built here, so the browser bundle carries no JSON-LD builders.
export async function loader() {
  const [{ siteUrl, siteName }, article] = await Promise.all([siteSettings(), blogArticleForPage()]);
  return {
    article,
    jsonLd: [
      blogPostingJsonLd({
        headline: article.title,
        description: article.description,
        url: absoluteUrl(siteUrl, PATH),
        image: article.shareImage ? absoluteUrl(siteUrl, article.shareImage) : undefined,
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
    title: loaderData?.article.title ?? venueArticle.title,
    description: loaderData?.article.description ?? venueArticle.description,
    path: PATH,
    ...siteFromMatches(matches),
    image: loaderData?.article.shareImage,
    imageAlt: loaderData?.article.shareImageAlt,
    type: "article",
  }),
  { property: "article:published_time", content: venueArticle.datePublished },
  { property: "article:section", content: venueArticle.kicker },
];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <div className="page-shell">
      <Link to="/" className="back-link">
        <span aria-hidden="true">←&nbsp;</span>Back to Home
      </Link>
      <article className="mx-auto mt-6 max-w-3xl">
        <header className="mx-auto max-w-prose text-center">
          <p className="text-sm font-medium tracking-[0.2em] text-clay uppercase">{venueArticle.kicker}</p>
          <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{article.title}</h1>
          <p className="mt-4 text-sm text-ink-soft">
            <time dateTime={venueArticle.datePublished}>{venueArticle.dateDisplay}</time>
          </p>
        </header>
        <ArticleBody article={article} />
        <ArticleLinks />
      </article>
      <JsonLd data={loaderData.jsonLd} />
    </div>
  );
}
