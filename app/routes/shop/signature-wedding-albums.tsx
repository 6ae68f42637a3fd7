import { signatureWeddingAlbumCartId, weddingAlbum } from "~/catalogue";
import { SignatureWeddingAlbumsPage } from "~/components/shop/signature-wedding-albums-page";
import type { Route } from "./+types/signature-wedding-albums";
import { shopMeta } from "./shop-meta";
import { albumPageData } from "./shop-views.server";
import { AlbumProductJsonLd } from "~/seo/page-json-ld";

export function loader() {
  return albumPageData(weddingAlbum, signatureWeddingAlbumCartId);
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
      <AlbumProductJsonLd album="wedding" path="/signature-wedding-albums" image={loaderData.image} />
    </>
  );
}
