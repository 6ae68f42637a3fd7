import { PrintGallery as Gallery } from "~/components/shop/print-gallery";
import { ShopPageJsonLd } from "~/seo/page-json-ld";
import type { Route } from "./+types/print-gallery";
import { shopMeta } from "./shop-meta";
import { printGalleryData, printFlowOf } from "~/server/shop/shop-views.server";
import { designPhotos } from "~/server/content/design-photos.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";

// The gallery of every print flow that declares one (/floral-gallery, /landscape-gallery).

export async function loader({ pattern, request }: Route.LoaderArgs) {
  return (await designPhotos(request)).apply(printGalleryData(await shopCatalogue(), printFlowOf(pattern)));
}

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, {
    title: args.data?.heading ?? "",
    description: args.data?.description ?? "",
    image: args.data?.cards[0]?.image,
  });

export default function PrintGallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Gallery gallery={loaderData} />
      <ShopPageJsonLd name={loaderData.name} path={loaderData.path} />
    </>
  );
}
