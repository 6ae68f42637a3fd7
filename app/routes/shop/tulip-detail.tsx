import { PrintDetailPage } from "~/components/shop/print-pages";
import type { Route } from "./+types/tulip-detail";
import { printDetailMeta } from "./print-meta";
import { printDetailData } from "./shop-views.server";
import { PrintProductJsonLd } from "~/seo/page-json-ld";

export function loader() {
  return printDetailData("tulip");
}

export const meta: Route.MetaFunction = (args) => printDetailMeta(args, args.data);

export default function TulipPrintDetail({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PrintDetailPage data={loaderData} />
      {loaderData.found && <PrintProductJsonLd flow="tulip" image={loaderData.image} />}
    </>
  );
}
