import { Link } from "react-router";
import { collections, workPage } from "~/catalogue/collections";
import { Picture } from "~/components/ui/picture";
import { getImage, ogImageUrl } from "~/images/images.server";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import type { Route } from "./+types/work";

// Prerendered: each card's cover is the first image of its collection.
export function loader() {
  const cards = collections.map((c) => {
    const [cover] = c.images;
    if (!cover) throw new Error(`Collection ${c.slug} has no images`);
    return {
      slug: c.slug,
      route: c.route,
      title: c.title,
      description: c.description,
      image: getImage(cover.key),
      alt: cover.alt,
    };
  });
  return { cards, ogImage: cards[0] ? ogImageUrl(collections[0]!.images[0]!.key) : undefined };
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
              <Picture
                image={card.image}
                alt={card.alt}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                priority={i < 4}
                className="block aspect-[4/5] overflow-hidden"
                imgClassName="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                fill
              />
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
