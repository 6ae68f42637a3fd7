import { PrintDetailPage } from "~/components/shop/print-pages";
import type { Route } from "./+types/golden-coast-detail";
import { printDetailMeta } from "./print-meta";
import { printDetailData } from "./shop-views.server";
import { PrintProductJsonLd } from "~/seo/page-json-ld";

export function loader() {
  return printDetailData("golden-coast");
}

export const meta: Route.MetaFunction = (args) => printDetailMeta(args, args.data);

export default function GoldenCoastDetail({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PrintDetailPage data={loaderData} />
      {loaderData.found && <PrintProductJsonLd flow="golden-coast" image={loaderData.image} />}
    </>
  );
}
