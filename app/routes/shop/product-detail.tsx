import { ProductDetailPage } from "~/components/shop/product-detail-page";
import type { Route } from "./+types/product-detail";
import { missingMeta, shopMeta } from "./shop-meta";
import { productDetailData } from "~/server/shop/shop-views.server";
import { ProductJsonLd } from "~/seo/page-json-ld";
import { designPhotos } from "~/server/content/design-photos.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  return (await designPhotos(request)).apply(productDetailData(await shopCatalogue(), params.id));
}

export const meta: Route.MetaFunction = (args) =>
  args.data?.found
    ? shopMeta(args, {
        title: args.data.product.title,
        description: args.data.product.description,
        image: args.data.image,
      })
    : missingMeta(args, "Product not found");

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProductDetailPage data={loaderData} />
      {loaderData.found && <ProductJsonLd product={loaderData.ld} image={loaderData.image} />}
    </>
  );
}
