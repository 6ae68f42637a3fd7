import { data } from "react-router";
import { formatPrice } from "~/shared/money";
import { chargeLines } from "~/shared/shop/shop-charges";
import { TestCheckoutView, type TestCheckoutData } from "~/components/shop/test-checkout-view";
import { paymentProvider } from "~/server/payments/provider.server";
import type { Route } from "./+types/test-checkout";
import { NOINDEX_NOFOLLOW } from "~/shared/robots";

// The built-in test checkout (DECISIONS §3), server-rendered per order. The test provider opens
// the page for a valid link and owns the form's confirmation; elsewhere the page does not exist.

export async function loader({ params, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const order = await paymentProvider().openCheckoutPage(params.orderId, token);
  const headers = { "Cache-Control": "no-store" };
  if (!order) return data<TestCheckoutData>({ state: "not-found" }, { status: 404, headers });
  if (order.status !== "pending") {
    return data<TestCheckoutData>(
      { state: "closed", orderId: order.id, sessionId: order.paymentSessionId },
      { headers },
    );
  }
  return data<TestCheckoutData>(
    {
      state: "open",
      orderId: order.id,
      total: formatPrice(order.totalCents),
      pickup: order.shippingChoice === "pickup",
      charges: chargeLines(order).map((charge) => ({ label: charge.label, amount: formatPrice(charge.cents) })),
      lines: order.lines.map((line) => ({
        title: line.title,
        size: line.size,
        quantity: line.quantity,
        unitPrice: formatPrice(line.unitCents),
        amount: formatPrice(line.unitCents * line.quantity),
        note: line.note,
      })),
    },
    { headers },
  );
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
