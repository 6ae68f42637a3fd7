import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import { tokensMatch } from "../admin/sessions.server";
import type { Env } from "../env.server";
import { findById } from "../orders/order-reads.server";
import { amountDueCents, type Order, asksForAddress } from "../orders/order-types";
import { findInvoiceCheckout } from "./invoice-payments.server";
import type { InvoiceCheckout, PaymentProvider } from "./payment-types";
import { settlePayment } from "./settle.server";
import { addressForm, checkoutNotFound, emailForm, readCheckoutForm, refusedForm } from "./test-checkout-form.server";

/**
 * The built-in test checkout (DECISIONS §3): the "hosted page" is /test-checkout/{orderId} (or
 * /test-checkout/payment/{paymentId} for an invoice) on this site, opened with the link's token;
 * submitting its form is the confirmation. No card is involved, so every mail and admin view of
 * such a payment says TEST.
 */
export function testProvider(config: Env): PaymentProvider {
  const openOrder = async (orderIdParam: string, token: string | null): Promise<Order | undefined> => {
    if (config.paymentsProvider !== "test" || !token) return undefined;
    const order = await findById(Number(orderIdParam));
    return order && tokensMatch(token, order.accessToken) ? order : undefined;
  };
  const openInvoice = async (paymentIdParam: string, token: string | null): Promise<InvoiceCheckout | undefined> => {
    if (config.paymentsProvider !== "test" || !token) return undefined;
    const found = await findInvoiceCheckout(Number(paymentIdParam));
    if (!found || !tokensMatch(token, found.accessToken)) return undefined;
    const { accessToken: _secret, ...checkout } = found;
    return checkout;
  };
  const linkToken = (request: Request) => new URL(request.url).searchParams.get("token");

  return {
    name: "test",
    async startCheckout(request) {
      const sessionId = `cs_test_local_${randomBytes(12).toString("hex")}`;
      const { target } = request;
      const path =
        target.kind === "order" ? `/test-checkout/${target.orderId}` : `/test-checkout/payment/${target.paymentId}`;
      const url = new URL(path, config.SITE_URL);
      url.searchParams.set("token", request.accessToken);
      return { sessionId, url: url.toString() };
    },

    async refund() {
      // Nothing was charged, so nothing is given back: the refund row is the record (marked TEST).
      return { refundRef: `re_test_local_${randomBytes(12).toString("hex")}` };
    },

    async confirmWebhook() {
      // No Stripe here, so no webhook: a 5xx would tell a sender to try again.
      return data({ error: "This site takes no Stripe webhooks" }, { status: 404, headers: { Connection: "close" } });
    },

    openCheckoutPage: openOrder,
    openInvoiceCheckoutPage: openInvoice,

    async confirmCheckoutForm(request, orderIdParam) {
      // The link's token (the form posts back to its own URL) is checked before any body is read.
      const order = await openOrder(orderIdParam, linkToken(request));
      if (!order) return checkoutNotFound();
      const body = await readCheckoutForm(request);
      if (!body.ok) return body.answer;
      if (body.form.intent === "cancel") return redirect("/cart");
      // A local pick-up collects no address, as Stripe's page then asks for none (decision 044).
      const parsed = !asksForAddress(order)
        ? emailForm.transform((v) => ({ email: v.email, address: null })).safeParse(body.form)
        : addressForm.safeParse(body.form);
      if (!parsed.success) return refusedForm(parsed.error.issues, body.form);
      if (order.status !== "pending") {
        // Paid (or failed) already: a second submit changes nothing.
        return order.paymentSessionId
          ? redirect(`/payment-success?session_id=${encodeURIComponent(order.paymentSessionId)}`)
          : checkoutNotFound();
      }
      const sessionId = order.paymentSessionId ?? `cs_test_local_order_${order.id}`;
      await settlePayment({
        kind: "paid",
        target: { kind: "order", orderId: order.id },
        sessionId,
        // Nothing is charged: the "amount" is the order's own, less what a gift card paid.
        amountCents: amountDueCents(order),
        currency: order.currency,
        customerEmail: parsed.data.email,
        shippingAddress: parsed.data.address,
        // What a refund of the order through the test provider names (decision 047).
        paymentRef: `pi_test_local_${randomBytes(12).toString("hex")}`,
      });
      return redirect(`/payment-success?session_id=${encodeURIComponent(sessionId)}`);
    },

    async confirmInvoiceCheckoutForm(request, paymentIdParam) {
      const payment = await openInvoice(paymentIdParam, linkToken(request));
      if (!payment) return checkoutNotFound();
      const body = await readCheckoutForm(request);
      if (!body.ok) return body.answer;
      if (body.form.intent === "cancel") return redirect(payment.bookingPath);
      const parsed = emailForm.safeParse(body.form);
      if (!parsed.success) return refusedForm(parsed.error.issues, body.form);
      // Paid, failed, or never given a session: a second submit changes nothing.
      if (payment.status !== "pending" || !payment.sessionId) return redirect(payment.bookingPath);
      await settlePayment({
        kind: "paid",
        target: { kind: "invoice", paymentId: payment.paymentId },
        sessionId: payment.sessionId,
        // Nothing is charged: the "amount" is the payment row's own, which came from the invoice.
        amountCents: payment.amountCents,
        currency: payment.currency,
        customerEmail: parsed.data.email,
        shippingAddress: null,
        // What a refund through the test provider names, as Stripe's payment_intent would be.
        paymentRef: `pi_test_local_${randomBytes(12).toString("hex")}`,
      });
      return redirect(payment.bookingPath);
    },
  };
}
