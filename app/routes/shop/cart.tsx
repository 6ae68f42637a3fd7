import { CartView } from "~/components/cart/cart-view";
import type { Route } from "./+types/cart";
import { shopMeta } from "./shop-meta";
import { cartOffersData } from "~/server/shop/shop-views.server";
import { NOINDEX } from "~/shared/robots";

// Prerendered with the catalogue's price table: the page prices whatever the visitor's stored
// cart holds without a catalogue in the browser bundle.
export function loader() {
  return cartOffersData();
}

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, { title: "Your Cart", description: "Your selected prints and albums.", robots: NOINDEX });

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartView offers={loaderData.offers} />;
}
