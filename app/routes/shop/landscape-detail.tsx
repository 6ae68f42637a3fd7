import { PrintDetailPage } from "~/components/shop/print-pages";
import type { Route } from "./+types/landscape-detail";
import { printDetailMeta } from "./print-meta";
import { printDetailData } from "./shop-views.server";
import { PrintProductJsonLd } from "~/seo/page-json-ld";

export function loader({ params }: Route.LoaderArgs) {
  return printDetailData("landscape", params.id);
}

export const meta: Route.MetaFunction = (args) => printDetailMeta(args, args.data);

export default function LandscapePrintDetail({ loaderData, params }: Route.ComponentProps) {
  return (
    <>
      <PrintDetailPage data={loaderData} />
      {loaderData.found && <PrintProductJsonLd flow="landscape" id={params.id} image={loaderData.image} />}
    </>
  );
}
