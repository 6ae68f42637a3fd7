import { TestCheckoutView } from "~/components/shop/test-checkout-view";
import { orderCheckoutPage } from "~/server/payments/order-checkout-page.server";
import { paymentProvider } from "~/server/payments/provider.server";
import { checkoutHeaders } from "./checkout-page";
import { privatePageMeta } from "../private-page-meta";
import type { Route } from "./+types/test-checkout";

// The built-in test checkout (DECISIONS §3), server-rendered per order. The test provider opens
// the page for a valid link and owns the form's confirmation; elsewhere the page does not exist.

export async function loader({ params, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return orderCheckoutPage(await paymentProvider().openCheckoutPage(params.orderId, token));
}

export async function action({ params, request }: Route.ActionArgs) {
  return paymentProvider().confirmCheckoutForm(request, params.orderId);
}

export const headers: Route.HeadersFunction = checkoutHeaders;

export const meta: Route.MetaFunction = () => privatePageMeta("Test checkout");

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <TestCheckoutView data={loaderData} result={actionData} />;
}
