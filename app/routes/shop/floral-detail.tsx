import { PrintDetailPage } from "~/components/shop/print-pages";
import type { Route } from "./+types/floral-detail";
import { printDetailMeta } from "./print-meta";
import { printDetailData } from "./shop-views.server";
import { PrintProductJsonLd } from "~/seo/page-json-ld";

export function loader({ params }: Route.LoaderArgs) {
  return printDetailData("floral", params.id);
}

export const meta: Route.MetaFunction = (args) => printDetailMeta(args, args.data);

export default function FloralPrintDetail({ loaderData, params }: Route.ComponentProps) {
  return (
    <>
      <PrintDetailPage data={loaderData} />
      {loaderData.found && <PrintProductJsonLd flow="floral" id={params.id} image={loaderData.image} />}
    </>
  );
}
