import { data, Link } from "react-router";
import { BackButton } from "~/components/portfolio/back-button";
import { PortfolioPhotos } from "~/components/portfolio/portfolio-photos";
import { portfolioPage } from "~/server/content/portfolios.server";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { portfolioPath, portfolioSlugs } from "~/shared/portfolio-slugs";
import { PortfolioJsonLd } from "~/seo/page-json-ld";
import type { Route } from "./+types/portfolio";

// One module for the eight galleries (registered as portfolio-<slug> in app/routes.ts): the
// portfolio is chosen by the path; its words, photos and order are the database's (edited in
// /admin/portfolios), rendered into the page cache and re-rendered when they change.
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  const slug = portfolioSlugs.find((s) => portfolioPath(s) === path);
  if (!slug) throw data("Not found", { status: 404 });
  return portfolioPage(slug);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta({
        ...siteFromMatches(matches),
        title: loaderData.cardTitle,
        description: loaderData.description,
        path: loaderData.route,
        image: loaderData.ogImage,
      })
    : [];

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { title, subtitle, images, hasLightbox } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-20 pb-16 sm:px-6">
      <BackButton />
      <header className="mt-8 mb-12 text-center">
        <h1 className="text-4xl sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-soft">{subtitle}</p>
      </header>
      <PortfolioPhotos images={images} hasLightbox={hasLightbox} />
      <PortfolioJsonLd name={loaderData.cardTitle} description={subtitle} path={loaderData.route} images={images} />
      <div className="mt-12 flex flex-wrap items-center justify-center gap-4">
        <BackButton />
        {/* Replaces this entry, so Back from the inquiry form skips the gallery (SPEC §2.4). */}
        <Link to="/inquiry" replace className="btn-primary">
          Contact Me
        </Link>
      </div>
    </div>
  );
}
