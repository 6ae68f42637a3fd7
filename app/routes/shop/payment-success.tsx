import { PaymentSuccessView } from "~/components/cart/payment-success-view";
import type { Route } from "./+types/payment-success";
import { shopMeta } from "./shop-meta";
import { NOINDEX } from "~/shared/robots";

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, { title: "Payment Successful!", description: "Thank you for your purchase.", robots: NOINDEX });

export default function PaymentSuccess() {
  return <PaymentSuccessView />;
}
