import type { ReactNode } from "react";
import { FeatureList } from "./feature-list";
import { ALL_PRODUCTS, ProductPhoto, ShopPage } from "./shop-page";
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
    <ShopPage back={ALL_PRODUCTS}>
      <h1 className="mt-6 text-center text-4xl sm:text-5xl">{heading}</h1>
      <div className="mt-10 grid items-start gap-10 md:grid-cols-2">
        <ProductPhoto image={album.image} alt={album.title} />
        <div className="flex flex-col gap-6">
          <p className="leading-relaxed text-ink-soft">{album.description}</p>
          <FeatureList features={album.features} />
        </div>
      </div>
      <h2 className="mt-14 text-center text-3xl">Choose Your Album</h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{cards}</div>
      {after}
    </ShopPage>
  );
}
