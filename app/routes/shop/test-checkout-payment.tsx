import { data } from "react-router";
import { formatPrice } from "~/shared/money";
import { TestInvoiceCheckoutView, type TestInvoiceCheckoutData } from "~/components/shop/test-invoice-checkout-view";
import { paymentProvider } from "~/server/payments/provider.server";
import { NOINDEX_NOFOLLOW } from "~/shared/robots";
import type { Route } from "./+types/test-checkout-payment";

// The built-in test checkout for an invoice payment (a retainer), opened with the booking link's
// token. The test provider checks the link and owns the confirmation; elsewhere there is no page.

export async function loader({ params, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const payment = await paymentProvider().openInvoiceCheckoutPage(params.paymentId, token);
  const headers = { "Cache-Control": "no-store" };
  if (!payment) return data<TestInvoiceCheckoutData>({ state: "not-found" }, { status: 404, headers });
  if (payment.status !== "pending") {
    return data<TestInvoiceCheckoutData>({ state: "closed", bookingPath: payment.bookingPath }, { headers });
  }
  return data<TestInvoiceCheckoutData>(
    {
      state: "open",
      label: payment.label,
      proposalTitle: payment.proposalTitle,
      amount: formatPrice(payment.amountCents),
      email: payment.clientEmail,
      bookingPath: payment.bookingPath,
    },
    { headers },
  );
}

export async function action({ params, request }: Route.ActionArgs) {
  return paymentProvider().confirmInvoiceCheckoutForm(request, params.paymentId);
}

// The order page's: no-store for the page, and Connection: close when the form was refused unread.
export { headers } from "./test-checkout";

export const meta: Route.MetaFunction = () => [
  { title: "Test checkout" },
  { name: "robots", content: NOINDEX_NOFOLLOW },
];

export default function TestCheckoutPayment({ loaderData, actionData }: Route.ComponentProps) {
  return <TestInvoiceCheckoutView data={loaderData} result={actionData} />;
}
