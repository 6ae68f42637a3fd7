import { PrintDetailPage } from "~/components/shop/print-pages";
import { ProductJsonLd } from "~/seo/page-json-ld";
import type { Route } from "./+types/print-detail";
import { printDetailMeta } from "./print-meta";
import { printDetailData, printFlowOf } from "~/server/shop/shop-views.server";
import { designPhotos } from "~/server/content/design-photos.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";

// The detail page of every print flow (registered per flow in app/routes.ts).

export async function loader({ params, pattern, request }: Route.LoaderArgs) {
  return (await designPhotos(request)).apply(printDetailData(await shopCatalogue(), printFlowOf(pattern), params.id));
}

export const meta: Route.MetaFunction = (args) => printDetailMeta(args, args.data);

export default function PrintDetail({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PrintDetailPage data={loaderData} />
      {loaderData.found && <ProductJsonLd product={loaderData.ld} image={loaderData.image} />}
    </>
  );
}
