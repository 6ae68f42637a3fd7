import { PrintGallery } from "~/components/shop/print-gallery";
import type { Route } from "./+types/floral-gallery";
import { shopMeta } from "./shop-meta";
import { galleryData } from "./shop-views.server";
import { ShopPageJsonLd } from "~/seo/page-json-ld";

export function loader() {
  return galleryData("floral", "Floral Prints & Botanical Art");
}

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, {
    title: "Floral Prints & Botanical Art",
    description:
      "Fine-art floral prints of roses, peonies, tulips and dried flowers, printed on archival paper and ready to frame.",
    image: args.data?.cards[0]?.image,
  });

export default function FloralGallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PrintGallery gallery={loaderData} />
      <ShopPageJsonLd name="Floral Prints" path="/floral-gallery" />
    </>
  );
}
