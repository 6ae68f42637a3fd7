import { PrintSelectSizePage } from "~/components/shop/print-pages";
import type { Route } from "./+types/tulip-select-size";
import { printSelectSizeMeta } from "./print-meta";
import { printSelectSizeData } from "./shop-views.server";

export function loader() {
  return printSelectSizeData("tulip");
}

export const meta: Route.MetaFunction = (args) => printSelectSizeMeta(args, args.data);

export default function TulipPrintSelectSize({ loaderData }: Route.ComponentProps) {
  return <PrintSelectSizePage data={loaderData} />;
}
