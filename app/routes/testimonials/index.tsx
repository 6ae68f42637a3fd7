import { Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import { testimonialTiles } from "~/catalogue/site-images";
import { hasImage } from "~/images/images.server";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import type { Route } from "./+types/index";
import { designPhotos } from "~/server/content/design-photos.server";

// The two tiles of SPEC.md §2.8: the built-in pictures, or the photos she chose (decision 048).
export async function loader({ request }: Route.LoaderArgs) {
  const photos = await designPhotos(request);
  const tile = (slot: { key: string; alt: string }) => (hasImage(slot.key) ? photos.image(slot.key) : null);
  return {
    loveStories: tile(testimonialTiles.loveStories),
    lifeStories: tile(testimonialTiles.lifeStories),
    ogImage: hasImage(testimonialTiles.loveStories.key)
      ? photos.ogImageUrl(testimonialTiles.loveStories.key)
      : undefined,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    ...siteFromMatches(matches),
    title: "Testimonials",
    description: "Love stories from couples and life stories from families, in their own words.",
    path: "/testimonials",
    image: loaderData?.ogImage,
  });

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const tiles = [
    { title: "Love Stories", to: "/testimonials/love-stories", image: loaderData.loveStories },
    { title: "Life Stories", to: "/testimonials/life-stories", image: loaderData.lifeStories },
  ];
  return (
    <div className="page-shell">
      <header className="text-center">
        <h1 className="text-4xl sm:text-5xl">Testimonials</h1>
        <p className="mt-3 text-lg text-ink-soft">In the words of the couples and families I&apos;ve photographed.</p>
      </header>
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-2">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="group relative block aspect-[3/2] overflow-hidden rounded-2xl bg-sand-200 shadow-sm"
            >
              {tile.image && (
                <Picture
                  image={tile.image}
                  alt=""
                  sizes="(min-width: 640px) 50vw, 100vw"
                  fill
                  className="absolute inset-0 block transition-transform duration-500 group-hover:scale-105"
                />
              )}
              <span className="absolute inset-0 bg-gradient-to-t from-ink/70 via-ink/10 to-transparent" />
              <span className="absolute inset-x-0 bottom-0 p-6 text-center font-serif text-3xl text-white">
                {tile.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-12 text-center">
        <Link to="/leave-review" className="btn-outline">
          Leave Us a Review
        </Link>
      </p>
    </div>
  );
}
