import { WeddingAlbumsPage } from "~/components/shop/wedding-albums-page";
import type { Route } from "./+types/wedding-albums";
import { albumMeta } from "./shop-meta";
import { albumPageData } from "~/server/shop/shop-views.server";
import { ProductJsonLd } from "~/seo/page-json-ld";
import { designPhotos } from "~/server/content/design-photos.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";

export async function loader({ request }: Route.LoaderArgs) {
  const shop = await shopCatalogue();
  return (await designPhotos(request)).apply(
    albumPageData(shop, "wedding-album", "/wedding-albums", shop.weddingAlbumExtras),
  );
}

export const meta: Route.MetaFunction = (args) => albumMeta(args, "Wedding Albums");

export default function WeddingAlbums({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <WeddingAlbumsPage album={loaderData} />
      <ProductJsonLd product={loaderData.ld} image={loaderData.image} />
    </>
  );
}
