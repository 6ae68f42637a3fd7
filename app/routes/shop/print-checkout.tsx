import { PrintCheckoutPage } from "~/components/shop/print-pages";
import type { Route } from "./+types/print-checkout";
import { printCheckoutMeta } from "./print-meta";
import { printCheckoutData, printFlowOf } from "~/server/shop/shop-views.server";
import { designPhotos } from "~/server/content/design-photos.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";

// The checkout page of every print flow, one per size (registered per flow in app/routes.ts).

export async function loader({ params, pattern, request }: Route.LoaderArgs) {
  return (await designPhotos(request)).apply(
    printCheckoutData(await shopCatalogue(), printFlowOf(pattern), params.id, params.size),
  );
}

export const meta: Route.MetaFunction = (args) => printCheckoutMeta(args, args.data);

export default function PrintCheckout({ loaderData }: Route.ComponentProps) {
  return <PrintCheckoutPage data={loaderData} />;
}
