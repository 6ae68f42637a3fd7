import { createHash } from "node:crypto";
import { data } from "react-router";
import type Stripe from "stripe";
import type { Env } from "../env.server";
import { jsonError, readBodyLimited } from "../http/json-request.server";
import type { ShippingAddress } from "../orders/order-types";
import type { CheckoutLine, CheckoutRequest, PaymentOutcome, PaymentProvider, PaymentTarget } from "./payment-types";
import { settlePayment, type SettleResult } from "./settle.server";
import { stripeClient, verifyWebhook } from "./stripe-client.server";

/** Stripe's events are a few kB; anything far larger is not Stripe. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

/** "Pink Peonies (8x10)" unless the title already names the size. */
export function lineName(line: Pick<CheckoutLine, "title" | "size">): string {
  return line.title.includes(line.size) ? line.title : `${line.title} (${line.size})`;
}

/**
 * Stripe keeps idempotency keys for a day per account. An order id is handed out again by a fresh
 * or restored database (or another site on the same account), and its key would then return the
 * old order's session. The order's random token is unique; it is hashed because it also opens the
 * order's test checkout and has no business leaving the site.
 */
export function checkoutIdempotencyKey(accessToken: string): string {
  return `checkout-${createHash("sha256").update(accessToken).digest("hex")}`;
}

/** Stripe Checkout: a hosted page that takes the card, the e-mail and (for an order) a US address. */
export function stripeProvider(config: Env): PaymentProvider {
  return {
    name: "stripe",
    async startCheckout(request) {
      const stripe = stripeClient(config);
      const discounts = await discountParams(stripe, request);
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            ...request.lines.map((line) => ({
              quantity: line.quantity,
              price_data: {
                currency: "usd",
                unit_amount: line.unitCents,
                product_data: { name: lineName(line) },
              },
            })),
            ...shippingLineItems(request),
            ...taxLineItems(request),
          ],
          ...targetParams(request, config.SITE_URL),
          ...shippingParams(request),
          ...discounts,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        },
        // A retried request for the same order or payment never opens a second session.
        { idempotencyKey: checkoutIdempotencyKey(idempotencySecret(request)) },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },

    async refund({ paymentRef, amountCents, idempotencyKey }) {
      const refund = await stripeClient(config).refunds.create(
        { payment_intent: paymentRef, amount: amountCents },
        { idempotencyKey },
      );
      return { refundRef: refund.id };
    },

    async confirmWebhook(request) {
      // Cheap checks first: nothing is read from a request that cannot be a valid event.
      const secret = config.STRIPE_WEBHOOK_SECRET;
      if (!secret) return data({ error: "Webhook is not configured" }, { status: 503, headers: unread });
      const signature = request.headers.get("stripe-signature");
      if (!signature) return jsonError(400, "Missing Stripe-Signature header", undefined, unread);
      const declared = Number(request.headers.get("content-length") ?? "0");
      if (!(declared <= MAX_WEBHOOK_BYTES)) return payloadTooLarge();
      const raw = await readBodyLimited(request, MAX_WEBHOOK_BYTES);
      if (raw === null) return payloadTooLarge();

      let event: Stripe.Event;
      try {
        event = verifyWebhook(raw.toString("utf8"), signature, secret);
      } catch {
        return jsonError(400, "Invalid signature");
      }
      // Always 200 once the event is verified: Stripe retries anything else, and a refused
      // amount or a late event will not change by being sent again.
      return data({ received: true, ...summary(await settlePayment(outcomeOf(event))) });
    },

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
  return data({ errors: { form: "This checkout link is not valid." }, values: {} }, { status: 404, headers: unread });
}

/** Where the session points and what it says it pays: an order ships, an invoice payment does not. */
function targetParams(request: CheckoutRequest, siteUrl: string): Stripe.Checkout.SessionCreateParams {
  const { target } = request;
  if (target.kind === "order") {
    return {
      metadata: { order_id: String(target.orderId) },
      client_reference_id: String(target.orderId),
      success_url: `${siteUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}/cart`,
      ...(request.pickup ? {} : { shipping_address_collection: { allowed_countries: ["US"] } }),
    };
  }
  const booking = `${siteUrl}${request.returnPath ?? `/book/${encodeURIComponent(request.accessToken)}`}`;
  return {
    metadata: { payment_id: String(target.paymentId) },
    client_reference_id: `payment-${target.paymentId}`,
    success_url: booking,
    cancel_url: booking,
  };
}

/** The sales tax of a shop order, as a line item of its own (decision 044). */
function taxLineItems(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  return (request.charges ?? [])
    .filter((charge) => charge.kind === "tax")
    .map((charge) => ({
      quantity: 1,
      price_data: { currency: "usd", unit_amount: charge.cents, product_data: { name: charge.label } },
    }));
}

/**
 * The one delivery the buyer chose in the cart, as the session's only shipping option: Stripe's
 * total is then exactly the server's (tax on shipping included in the tax line). A pick-up
 * collects no address (targetParams).
 */
function shippingParams(request: CheckoutRequest): Partial<Stripe.Checkout.SessionCreateParams> {
  const shipping = (request.charges ?? []).find((charge) => charge.kind === "shipping");
  return shipping && !paysByGiftCard(request)
    ? {
        shipping_options: [
          {
            shipping_rate_data: {
              type: "fixed_amount",
              display_name: shipping.label,
              fixed_amount: { amount: shipping.cents, currency: "usd" },
            },
          },
        ],
      }
    : {};
}

/** Part of the order is paid by a gift card (decision 046). */
function paysByGiftCard(request: CheckoutRequest): boolean {
  return (request.giftCardCents ?? 0) > 0;
}

/**
 * With a gift card, the shipping is a line item rather than a shipping option (decision 046): a
 * Stripe coupon comes off the line items only, and the card may pay for the shipping too.
 */
function shippingLineItems(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  if (!paysByGiftCard(request)) return [];
  return (request.charges ?? [])
    .filter((charge) => charge.kind === "shipping" && charge.cents > 0)
    .map((charge) => ({
      quantity: 1,
      price_data: { currency: "usd", unit_amount: charge.cents, product_data: { name: charge.label } },
    }));
}

/**
 * A coupon's discount (decision 045). Checkout refuses negative line items, so the discount is a
 * Stripe coupon of exactly the server's amount (amount_off in cents, once), made for this order
 * and applied to its session: Stripe takes it off the items, and its amount_total is the server's
 * total (the tax is a line item at the server's amount, computed on the discounted lines).
 */
async function discountParams(
  stripe: Stripe,
  request: CheckoutRequest,
): Promise<Partial<Stripe.Checkout.SessionCreateParams>> {
  const discount = (request.charges ?? []).find((charge) => charge.kind === "discount");
  const discountCents = discount ? -discount.cents : 0;
  // A gift card's part (decision 046) comes off the same way: the items (lines, shipping and tax
  // line) come to total + discount, so Stripe's amount_total is total − gift card, to the cent.
  const giftCardCents = request.giftCardCents ?? 0;
  if (discountCents + giftCardCents <= 0) return {};
  const name = [discount?.label, giftCardCents > 0 ? "Gift card" : null].filter(Boolean).join(" + ");
  const coupon = await stripe.coupons.create(
    { amount_off: discountCents + giftCardCents, currency: "usd", duration: "once", name: name.slice(0, 40) },
    { idempotencyKey: `${checkoutIdempotencyKey(idempotencySecret(request))}-coupon` },
  );
  return { discounts: [{ coupon: coupon.id }] };
}

/** An order has a token of its own; an invoice's payments share the proposal's, so add the payment. */
function idempotencySecret(request: CheckoutRequest): string {
  return request.target.kind === "order"
    ? request.accessToken
    : `${request.accessToken}/payment/${request.target.paymentId}`;
}

/** What Stripe's dashboard shows for the delivery; never the order itself. */
function summary(settled: SettleResult): Record<string, unknown> {
  if (settled.outcome === "paid") {
    return settled.result.completed ? { completed: true } : { completed: false, reason: settled.result.reason };
  }
  if (settled.outcome === "failed") return { failed: settled.changed };
  return { ignored: settled.reason };
}

/** Answers given before the body is read close the connection: its unread rest stays on the socket. */
const unread = { Connection: "close" };

function payloadTooLarge() {
  return jsonError(413, `Request body is larger than ${MAX_WEBHOOK_BYTES} bytes`, undefined, unread);
}

/** Stripe's event in terms of what it pays: the mapping from Checkout's life cycle to a status. */
export function outcomeOf(event: Stripe.Event): PaymentOutcome {
  // Signed is not well-formed: a session without an object or an id is ignored, not dereferenced.
  const object = (event.data as { object?: unknown } | undefined)?.object;
  if (!object || typeof object !== "object" || typeof (object as { id?: unknown }).id !== "string") {
    return { kind: "none", reason: "malformed checkout session" };
  }
  switch (event.type) {
    case "checkout.session.completed":
      // Delayed methods (bank debits) complete unpaid and settle later with async_payment_*.
      if (event.data.object.payment_status === "unpaid") return { kind: "none", reason: "awaiting payment" };
      return paid(event.data.object);
    case "checkout.session.async_payment_succeeded":
      return paid(event.data.object);
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const target = targetOf(event.data.object);
      if (target === null) return { kind: "none", reason: "no order or payment" };
      return { kind: "failed", target, sessionId: event.data.object.id };
    }
    default:
      return { kind: "none", reason: `${event.type} is not handled` };
  }
}

function paid(session: Stripe.Checkout.Session): PaymentOutcome {
  const target = targetOf(session);
  if (target === null) return { kind: "none", reason: "no order or payment" };
  return {
    kind: "paid",
    target,
    sessionId: session.id,
    amountCents: typeof session.amount_total === "number" ? session.amount_total : null,
    currency: text(session.currency),
    customerEmail: text(session.customer_details?.email) ?? text(session.customer_email),
    shippingAddress: shippingFrom(session),
    paymentRef:
      typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
  };
}

/** The session's metadata names an order or an invoice payment (never both: then it is not ours). */
function targetOf(session: Stripe.Checkout.Session): PaymentTarget | null {
  const orderId = idOf(session.metadata?.order_id);
  const paymentId = idOf(session.metadata?.payment_id);
  if (orderId !== null && paymentId === null) return { kind: "order", orderId };
  if (paymentId !== null && orderId === null) return { kind: "invoice", paymentId };
  return null;
}

function idOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

function shippingFrom(session: Stripe.Checkout.Session): ShippingAddress | null {
  // Newer API versions keep it under collected_information; older ones on the session.
  const legacy = (
    session as unknown as { shipping_details?: Stripe.Checkout.Session.CollectedInformation.ShippingDetails | null }
  ).shipping_details;
  const details = session.collected_information?.shipping_details ?? legacy ?? null;
  const address = details?.address;
  const line1 = text(address?.line1);
  if (!line1) return null;
  return {
    name: text(details?.name) ?? text(session.customer_details?.name),
    line1,
    line2: text(address?.line2),
    city: text(address?.city) ?? "",
    state: text(address?.state) ?? "",
    postalCode: text(address?.postal_code) ?? "",
    country: text(address?.country) ?? "",
  };
}

/** A string field of the event, or null: a signed event is still checked for types. */
function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}
