import { PrintDetailPage } from "~/components/shop/print-pages";
import type { Route } from "./+types/landscape-detail";
import { printDetailMeta } from "./print-meta";
import { printDetailData } from "./shop-views.server";

export function loader({ params }: Route.LoaderArgs) {
  return printDetailData("landscape", params.id);
}

export const meta: Route.MetaFunction = (args) => printDetailMeta(args, args.data);

export default function LandscapePrintDetail({ loaderData }: Route.ComponentProps) {
  return <PrintDetailPage data={loaderData} />;
}
