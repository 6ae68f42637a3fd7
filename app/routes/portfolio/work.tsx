import { Link } from "react-router";
import { workPage } from "~/catalogue/collections";
import { Picture } from "~/components/ui/picture";
import { largestFallbackUrl } from "~/images/srcset";
import { workCards } from "~/server/content/portfolios.server";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import type { Route } from "./+types/work";

// Each card is a portfolio's words and cover (its first photo unless another is chosen), read from
// the database; the page is cached and re-rendered when a portfolio changes.
export async function loader() {
  const cards = await workCards();
  const first = cards[0]?.image;
  return { cards, ogImage: first ? largestFallbackUrl(first) : undefined };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    ...siteFromMatches(matches),
    title: "Portfolio Collections",
    description:
      "Wedding, family, engagement, maternity, newborn, senior, branding and empowerment photography collections from Arizona and beyond.",
    path: "/work",
    image: loaderData?.ogImage,
  });

export default function WorkPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page-shell">
      <h1 className="text-center text-4xl sm:text-5xl">{workPage.heading}</h1>
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.cards.map((card, i) => (
          <li key={card.slug}>
            <Link
              to={card.route}
              data-testid="collection-card"
              className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm transition-shadow hover:shadow-lg"
            >
              {card.image ? (
                <Picture
                  image={card.image}
                  alt={card.alt}
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  priority={i === 0}
                  className="block aspect-[4/5] overflow-hidden"
                  imgClassName="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                  fill
                />
              ) : (
                // A portfolio without a ready photo keeps its card's shape.
                <div className="block aspect-[4/5] bg-sand-100" />
              )}
              <div className="flex flex-1 flex-col p-5">
                <h2 className="text-2xl">{card.title}</h2>
                <p className="mt-2 flex-1 text-sm text-ink-soft">{card.description}</p>
                <span className="mt-4 text-sm font-medium text-clay">{workPage.cardLink}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-12 text-center">
        <Link to={workPage.back.to} className="back-link">
          {workPage.back.label}
        </Link>
      </p>
    </div>
  );
}
