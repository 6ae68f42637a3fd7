import { photoAlbum } from "~/catalogue";
import { PhotoAlbumsPage } from "~/components/shop/photo-albums-page";
import type { Route } from "./+types/photo-albums";
import { shopMeta } from "./shop-meta";
import { albumPageData } from "~/server/shop/shop-views.server";
import { ProductJsonLd } from "~/seo/page-json-ld";

export function loader() {
  return albumPageData(photoAlbum, "photo-album", "/photo-albums");
}

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, {
    title: "Signature Photo Albums",
    description: args.data?.description ?? "",
    image: args.data?.image,
  });

export default function PhotoAlbums({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PhotoAlbumsPage album={loaderData} />
      <ProductJsonLd product={loaderData.ld} image={loaderData.image} />
    </>
  );
}
