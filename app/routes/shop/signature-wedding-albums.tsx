import { ConfirmedAlbumPage } from "~/components/shop/confirmed-album-page";
import type { Route } from "./+types/signature-wedding-albums";
import { albumMeta } from "./shop-meta";
import { albumPageData } from "~/server/shop/shop-views.server";
import { ProductJsonLd } from "~/seo/page-json-ld";
import { designPhotos } from "~/server/content/design-photos.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";

export async function loader({ request }: Route.LoaderArgs) {
  return (await designPhotos(request)).apply(
    albumPageData(await shopCatalogue(), "signature-wedding-album", "/signature-wedding-albums"),
  );
}

export const meta: Route.MetaFunction = (args) => albumMeta(args, "Signature Wedding Albums");

export default function SignatureWeddingAlbums({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ConfirmedAlbumPage album={loaderData} heading="Signature Wedding Albums" added="Signature Wedding Album" />
      <ProductJsonLd product={loaderData.ld} image={loaderData.image} />
    </>
  );
}
