import { env, type Env } from "../env.server";
import { stripeProvider } from "./stripe-provider.server";
import { testProvider } from "./test-provider.server";

// One interface for taking payment (DECISIONS §3): Stripe Checkout when a key is configured,
// otherwise the site's own test checkout. Nothing else in the app knows which one runs.

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

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  startCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
}

export function paymentProvider(config: Env = env()): PaymentProvider {
  return config.paymentsProvider === "stripe" ? stripeProvider(config) : testProvider(config);
}
