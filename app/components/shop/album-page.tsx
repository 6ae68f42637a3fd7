import type { ReactNode } from "react";
import { Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import { FeatureList } from "./feature-list";
import type { AlbumPageData } from "~/shared/shop/shop-views";

/** The frame the three album pages share: heading, photo, description, cards, bullets. */
export function AlbumPage({
  album,
  heading,
  cards,
  after,
}: {
  album: AlbumPageData;
  heading: string;
  cards: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="page-shell">
      <Link to="/all-products" className="back-link">
        ← Back to All Products
      </Link>
      <h1 className="mt-6 text-center text-4xl sm:text-5xl">{heading}</h1>
      <div className="mt-10 grid items-start gap-10 md:grid-cols-2">
        <div className="overflow-hidden rounded-lg bg-sand-100 shadow-sm">
          <Picture
            image={album.image}
            alt={album.title}
            priority
            sizes="(min-width: 768px) 50vw, 100vw"
            imgClassName="w-full"
          />
        </div>
        <div className="flex flex-col gap-6">
          <p className="leading-relaxed text-ink-soft">{album.description}</p>
          <FeatureList features={album.features} />
        </div>
      </div>
      <h2 className="mt-14 text-center text-3xl">Choose Your Album</h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{cards}</div>
      {after}
    </div>
  );
}
