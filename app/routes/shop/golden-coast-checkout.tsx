import { PrintCheckoutPage } from "~/components/shop/print-pages";
import type { Route } from "./+types/golden-coast-checkout";
import { printCheckoutMeta } from "./print-meta";
import { printCheckoutData } from "./shop-views.server";

export function loader({ params }: Route.LoaderArgs) {
  return printCheckoutData("golden-coast", undefined, params.size);
}

export const meta: Route.MetaFunction = (args) => printCheckoutMeta(args, args.data);

export default function GoldenCoastCheckout({ loaderData }: Route.ComponentProps) {
  return <PrintCheckoutPage data={loaderData} />;
}
