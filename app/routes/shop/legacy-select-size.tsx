import { PrintSelectSizePage } from "~/components/shop/print-pages";
import type { Route } from "./+types/legacy-select-size";
import { printSelectSizeMeta } from "./print-meta";
import { printSelectSizeData } from "./shop-views.server";

export function loader({ params }: Route.LoaderArgs) {
  return printSelectSizeData("legacy", params.id);
}

export const meta: Route.MetaFunction = (args) => printSelectSizeMeta(args, args.data);

export default function LegacyProductSelectSize({ loaderData }: Route.ComponentProps) {
  return <PrintSelectSizePage data={loaderData} />;
}
