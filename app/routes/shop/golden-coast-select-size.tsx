import { PrintSelectSizePage } from "~/components/shop/print-pages";
import type { Route } from "./+types/golden-coast-select-size";
import { printSelectSizeMeta } from "./print-meta";
import { printSelectSizeData } from "./shop-views.server";

export function loader() {
  return printSelectSizeData("golden-coast");
}

export const meta: Route.MetaFunction = (args) => printSelectSizeMeta(args, args.data);

export default function GoldenCoastSelectSize({ loaderData }: Route.ComponentProps) {
  return <PrintSelectSizePage data={loaderData} />;
}
