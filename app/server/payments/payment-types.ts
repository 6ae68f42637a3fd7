import type { data, redirect } from "react-router";
import type { ChargeLine } from "~/shared/shop/shop-charges";
import type { Order, ShippingAddress } from "../orders/order-types";

// The payment provider's interface and the words shared by the providers, settlement and the
// routes. Kept apart from provider.server.ts (which picks a provider) so that the providers
// import their interface without importing each other.

/** What a checkout pays: a shop order, or a payment row against a client's invoice. */
export type PaymentTarget = { kind: "order"; orderId: number } | { kind: "invoice"; paymentId: number };

export interface CheckoutLine {
  title: string;
  size: string;
  unitCents: number;
  quantity: number;
}

export interface CheckoutRequest {
  target: PaymentTarget;
  /**
   * The secret behind the checkout: the order's token, the proposal's booking-link token or a
   * one-off invoice's own token (the
   * test checkout's link carries it; Stripe's idempotency key is derived from it).
   */
  accessToken: string;
  /** An invoice's: the client's page the checkout returns to (/book/<token> or /invoice/<token>). */
  returnPath?: string;
  lines: readonly CheckoutLine[];
  /**
   * A shop order's shipping (the one delivery chosen in the cart, Stripe's single shipping option)
   * and sales tax (its own line item), decision 044; absent or empty for the seeded shop and invoices.
   */
  charges?: readonly ChargeLine[];
  /**
   * What a gift card pays of a shop order (decision 046): the provider charges the total less this.
   * Absent or 0 without one.
   */
  giftCardCents?: number;
  /** A shop order picked up locally: no address to collect. */
  pickup?: boolean;
  /** Known up front only when the caller sends one; the hosted page collects it otherwise. */
  customerEmail: string | null;
}

interface HostedCheckout {
  /** The provider's reference for this checkout; the success page shows it. */
  sessionId: string;
  /** Where the visitor pays. */
  url: string;
}

/** An invoice payment as its test checkout page shows it. */
export interface InvoiceCheckout {
  paymentId: number;
  status: "pending" | "paid" | "failed";
  sessionId: string | null;
  amountCents: number;
  currency: string;
  /** "Retainer". */
  label: string;
  proposalTitle: string;
  clientEmail: string;
  /** The booking page the client returns to. */
  bookingPath: string;
}

/** A refund of (part of) a card payment the provider took. */
export interface RefundRequest {
  /** The charge's reference as the provider gave it when the payment settled (Stripe's payment_intent). */
  paymentRef: string;
  amountCents: number;
  /** Unique to this refund: a retried request never refunds twice. */
  idempotencyKey: string;
}

/** What the test checkout's form answers when it refuses the input. */
export interface CheckoutFormErrors {
  errors: Record<string, string>;
  values: Record<string, string>;
}

type WebhookAnswer = ReturnType<typeof data<Record<string, unknown>>>;
type CheckoutFormAnswer = ReturnType<typeof redirect> | ReturnType<typeof data<CheckoutFormErrors>>;

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  startCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
  /** POST /api/webhooks/stripe: the provider's server-to-server confirmation, verified. */
  confirmWebhook(request: Request): Promise<WebhookAnswer>;
  /** GET /test-checkout/:orderId?token=…: the order behind a valid link, if this provider has such a page. */
  openCheckoutPage(orderIdParam: string, token: string | null): Promise<Order | undefined>;
  /** POST /test-checkout/:orderId?token=…: the buyer's own confirmation on that page, verified. */
  confirmCheckoutForm(request: Request, orderIdParam: string): Promise<CheckoutFormAnswer>;
  /** GET /test-checkout/payment/:paymentId?token=…: the same page for an invoice payment. */
  openInvoiceCheckoutPage(paymentIdParam: string, token: string | null): Promise<InvoiceCheckout | undefined>;
  /** POST /test-checkout/payment/:paymentId?token=…: its confirmation. */
  confirmInvoiceCheckoutForm(request: Request, paymentIdParam: string): Promise<CheckoutFormAnswer>;
  /** Gives back (part of) a card payment; answers the provider's reference of the refund. Throws when refused. */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
}

/**
 * A provider's verified word on a checkout, whatever it pays; settlePayment (settle.server.ts)
 * is the one place that applies it.
 */
export type PaymentOutcome =
  | {
      kind: "paid";
      target: PaymentTarget;
      sessionId: string;
      /** What the provider says it charged; compared with what is owed before anything is paid. */
      amountCents: number | null;
      currency: string | null;
      customerEmail: string | null;
      shippingAddress: ShippingAddress | null;
      /** The provider's reference of the charge (Stripe's payment_intent id), kept to refund it. */
      paymentRef?: string | null;
    }
  /** The checkout ended without payment (expired, delayed payment declined). */
  | { kind: "failed"; target: PaymentTarget; sessionId: string }
  /** Nothing changes yet (a delayed payment method has not settled), or the event is not ours. */
  | { kind: "none"; reason: string };
