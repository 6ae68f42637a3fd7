import { env, type Env } from "../env.server";
import type { PaymentProvider } from "./payment-types";
import { stripeProvider } from "./stripe-provider.server";
import { testProvider } from "./test-provider.server";

// One interface for taking payment (DECISIONS §3): Stripe Checkout when a key is configured,
// otherwise the site's own test checkout. A provider owns the whole life of a payment: it starts
// the checkout (for a shop order or an invoice payment), verifies the confirmation that comes
// back (Stripe's signed webhook, the test checkout's form with the link's token) and says what it
// means (settlePayment in settle.server.ts applies that). The routes only hand requests over.
// The interface and its types live in payment-types.ts, which the providers import.

export function paymentProvider(config: Env = env()): PaymentProvider {
  return config.paymentsProvider === "stripe" ? stripeProvider(config) : testProvider(config);
}
