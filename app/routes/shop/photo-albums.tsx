import { ConfirmedAlbumPage } from "~/components/shop/confirmed-album-page";
import type { Route } from "./+types/photo-albums";
import { albumMeta } from "./shop-meta";
import { albumPageData } from "~/server/shop/shop-views.server";
import { ProductJsonLd } from "~/seo/page-json-ld";
import { designPhotos } from "~/server/content/design-photos.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";

export async function loader({ request }: Route.LoaderArgs) {
  return (await designPhotos(request)).apply(albumPageData(await shopCatalogue(), "photo-album", "/photo-albums"));
}

export const meta: Route.MetaFunction = (args) => albumMeta(args, "Signature Photo Albums");

export default function PhotoAlbums({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ConfirmedAlbumPage album={loaderData} heading="Signature Photo Albums" kind="Photo Album" added="Photo Album" />
      <ProductJsonLd product={loaderData.ld} image={loaderData.image} />
    </>
  );
}
