import type { data, redirect } from "react-router";
import { env, type Env } from "../env.server";
import type { Order } from "../orders/order-types";
import { stripeProvider } from "./stripe-provider.server";
import { testProvider } from "./test-provider.server";

// One interface for taking payment (DECISIONS §3): Stripe Checkout when a key is configured,
// otherwise the site's own test checkout. A provider owns the whole life of a payment: it starts
// the checkout, verifies the confirmation that comes back (Stripe's signed webhook, the test
// checkout's form with the order's token) and says what it means for the order
// (settlePayment in settle.server.ts applies that). The routes only hand requests over.

export interface CheckoutLine {
  title: string;
  size: string;
  unitCents: number;
  quantity: number;
}

export interface CheckoutRequest {
  orderId: number;
  /** The order's unguessable token (the test checkout's link carries it). */
  accessToken: string;
  lines: readonly CheckoutLine[];
  /** Known up front only when the caller sends one; the hosted page collects it otherwise. */
  customerEmail: string | null;
}

export interface HostedCheckout {
  /** The provider's reference for this checkout; the success page shows it. */
  sessionId: string;
  /** Where the visitor pays. */
  url: string;
}

/** What the test checkout's form answers when it refuses the input. */
export interface CheckoutFormErrors {
  errors: Record<string, string>;
  values: Record<string, string>;
}

export type WebhookAnswer = ReturnType<typeof data<Record<string, unknown>>>;
export type CheckoutFormAnswer = ReturnType<typeof redirect> | ReturnType<typeof data<CheckoutFormErrors>>;

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  startCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
  /** POST /api/webhooks/stripe: the provider's server-to-server confirmation, verified. */
  confirmWebhook(request: Request): Promise<WebhookAnswer>;
  /** GET /test-checkout/:orderId?token=…: the order behind a valid link, if this provider has such a page. */
  openCheckoutPage(orderIdParam: string, token: string | null): Promise<Order | undefined>;
  /** POST /test-checkout/:orderId?token=…: the buyer's own confirmation on that page, verified. */
  confirmCheckoutForm(request: Request, orderIdParam: string): Promise<CheckoutFormAnswer>;
}

export function paymentProvider(config: Env = env()): PaymentProvider {
  return config.paymentsProvider === "stripe" ? stripeProvider(config) : testProvider(config);
}
