import { PaymentSuccessView } from "~/components/cart/payment-success-view";
import type { Route } from "./+types/payment-success";
import { shopMeta } from "./shop-meta";

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, { title: "Payment Successful!", description: "Thank you for your purchase.", robots: "noindex" });

export default function PaymentSuccess() {
  return <PaymentSuccessView />;
}
