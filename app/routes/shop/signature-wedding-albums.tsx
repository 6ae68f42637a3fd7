import { weddingAlbum } from "~/catalogue";
import { SignatureWeddingAlbumsPage } from "~/components/shop/signature-wedding-albums-page";
import type { Route } from "./+types/signature-wedding-albums";
import { shopMeta } from "./shop-meta";
import { albumPageData } from "~/server/shop/shop-views.server";
import { ProductJsonLd } from "~/seo/page-json-ld";

export function loader() {
  return albumPageData(weddingAlbum, "signature-wedding-album", "/signature-wedding-albums");
}

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, {
    title: "Signature Wedding Albums",
    description: args.data?.description ?? "",
    image: args.data?.image,
  });

export default function SignatureWeddingAlbums({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SignatureWeddingAlbumsPage album={loaderData} />
      <ProductJsonLd product={loaderData.ld} image={loaderData.image} />
    </>
  );
}
