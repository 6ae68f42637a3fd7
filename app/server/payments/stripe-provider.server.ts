import { data } from "react-router";
import type { Env } from "../env.server";
import type { PaymentProvider } from "./payment-types";
import { stripeClient } from "./stripe-client.server";
import { createCheckoutSession } from "./stripe-checkout-session.server";
import { confirmStripeWebhook } from "./stripe-webhook.server";

/**
 * Stripe as the payment provider: Checkout sessions (stripe-checkout-session.server.ts), its signed
 * webhook (stripe-webhook.server.ts) and refunds of the payment intents it settled.
 */
export function stripeProvider(config: Env): PaymentProvider {
  return {
    name: "stripe",
    startCheckout: (request) => createCheckoutSession(config, request),

    async refund({ paymentRef, amountCents, idempotencyKey }) {
      const refund = await stripeClient(config).refunds.create(
        { payment_intent: paymentRef, amount: amountCents },
        { idempotencyKey },
      );
      return { refundRef: refund.id };
    },

    confirmWebhook: (request) => confirmStripeWebhook(config, request),

    // The test checkout does not exist while Stripe takes the payments.
    async openCheckoutPage() {
      return undefined;
    },
    async openInvoiceCheckoutPage() {
      return undefined;
    },
    confirmCheckoutForm: noTestCheckout,
    confirmInvoiceCheckoutForm: noTestCheckout,
  };
}

async function noTestCheckout() {
  return data(
    { errors: { form: "This checkout link is not valid." }, values: {} },
    { status: 404, headers: { Connection: "close" } },
  );
}
