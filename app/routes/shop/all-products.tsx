import { AllProductsPage } from "~/components/shop/all-products-page";
import type { Route } from "./+types/all-products";
import { shopMeta } from "./shop-meta";
import { allProductsData } from "~/server/shop/shop-views.server";
import { ShopPageJsonLd } from "~/seo/page-json-ld";
import { designPhotos } from "~/server/content/design-photos.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";
import { NOINDEX } from "~/shared/robots";
import { unpackImage } from "~/images/packed-image";

// /all-products/all is the same list with every card drawn: where "Show all products" leads a
// browser without JavaScript (decision 055). The cached /all-products reads no query string.
export async function loader({ request }: Route.LoaderArgs) {
  const everyCard = new URL(request.url).pathname.replace(/\/+$/, "") === "/all-products/all";
  return { ...(await designPhotos(request)).apply(allProductsData(await shopCatalogue())), everyCard };
}

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, {
    title: "All Prints & Products",
    description: "Premium fine art prints and custom photo albums",
    image: args.data?.products[0] && unpackImage(args.data.products[0].image),
    ...(args.data?.everyCard ? { robots: NOINDEX } : {}),
  });

export default function AllProducts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AllProductsPage data={loaderData} />
      <ShopPageJsonLd name="All Prints & Products" path="/all-products" />
    </>
  );
}
