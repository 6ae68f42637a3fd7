import { TestCheckoutView } from "~/components/shop/test-checkout-view";
import { orderCheckoutPage } from "~/server/payments/order-checkout-page.server";
import { paymentProvider } from "~/server/payments/provider.server";
import type { Route } from "./+types/test-checkout";
import { NOINDEX_NOFOLLOW } from "~/shared/robots";

// The built-in test checkout (DECISIONS §3), server-rendered per order. The test provider opens
// the page for a valid link and owns the form's confirmation; elsewhere the page does not exist.

export async function loader({ params, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return orderCheckoutPage(await paymentProvider().openCheckoutPage(params.orderId, token));
}

export async function action({ params, request }: Route.ActionArgs) {
  return paymentProvider().confirmCheckoutForm(request, params.orderId);
}

// A page route applies its loader's and action's headers only through this export: no-store for
// the order's page, and Connection: close when the form was refused unread.
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, key) => merged.set(key, value));
  return merged;
}

export const meta: Route.MetaFunction = () => [
  { title: "Test checkout" },
  { name: "robots", content: NOINDEX_NOFOLLOW },
];

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <TestCheckoutView data={loaderData} result={actionData} />;
}
