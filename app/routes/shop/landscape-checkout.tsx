import { PrintCheckoutPage } from "~/components/shop/print-pages";
import type { Route } from "./+types/landscape-checkout";
import { printCheckoutMeta } from "./print-meta";
import { printCheckoutData } from "./shop-views.server";

export function loader({ params }: Route.LoaderArgs) {
  return printCheckoutData("landscape", params.id, params.size);
}

export const meta: Route.MetaFunction = (args) => printCheckoutMeta(args, args.data);

export default function LandscapePrintCheckout({ loaderData }: Route.ComponentProps) {
  return <PrintCheckoutPage data={loaderData} />;
}
