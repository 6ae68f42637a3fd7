import { PrintSelectSizePage } from "~/components/shop/print-pages";
import type { Route } from "./+types/floral-select-size";
import { printSelectSizeMeta } from "./print-meta";
import { printSelectSizeData } from "./shop-views.server";

export function loader({ params }: Route.LoaderArgs) {
  return printSelectSizeData("floral", params.id);
}

export const meta: Route.MetaFunction = (args) => printSelectSizeMeta(args, args.data);

export default function FloralPrintSelectSize({ loaderData }: Route.ComponentProps) {
  return <PrintSelectSizePage data={loaderData} />;
}
