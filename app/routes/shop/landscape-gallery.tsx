import { PrintGallery } from "~/components/shop/print-gallery";
import type { Route } from "./+types/landscape-gallery";
import { shopMeta } from "./shop-meta";
import { galleryData } from "./shop-views.server";
import { ShopPageJsonLd } from "~/seo/page-json-ld";

export function loader() {
  return galleryData("landscape", "Landscape Prints & Natural Beauty");
}

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, {
    title: "Landscape Prints & Natural Beauty",
    description:
      "Fine-art landscape prints of Arizona's canyons, coastlines, forests and mountains, printed on archival paper.",
    image: args.data?.cards[0]?.image,
  });

export default function LandscapeGallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PrintGallery gallery={loaderData} />
      <ShopPageJsonLd name="Landscape Prints" path="/landscape-gallery" />
    </>
  );
}
