import { CartView } from "~/components/cart/cart-view";
import type { Route } from "./+types/cart";
import { shopMeta } from "./shop-meta";

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, { title: "Your Cart", description: "Your selected prints and albums.", robots: "noindex" });

export default function Cart() {
  return <CartView />;
}
