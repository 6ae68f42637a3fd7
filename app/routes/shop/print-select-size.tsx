import { PrintSelectSizePage } from "~/components/shop/print-pages";
import type { Route } from "./+types/print-select-size";
import { printSelectSizeMeta } from "./print-meta";
import { printFlowOf, printSelectSizeData } from "~/server/shop/shop-views.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";

// The size-selection page of every print flow (registered per flow in app/routes.ts).

export async function loader({ params, pattern }: Route.LoaderArgs) {
  return printSelectSizeData(await shopCatalogue(), printFlowOf(pattern), params.id);
}

export const meta: Route.MetaFunction = (args) => printSelectSizeMeta(args, args.data);

export default function PrintSelectSize({ loaderData }: Route.ComponentProps) {
  return <PrintSelectSizePage data={loaderData} />;
}
