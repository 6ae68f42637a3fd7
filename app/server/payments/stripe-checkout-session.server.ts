import { createHash } from "node:crypto";
import type Stripe from "stripe";
import type { Env } from "../env.server";
import type { CheckoutLine, CheckoutRequest } from "./payment-types";
import { stripeClient } from "./stripe-client.server";

// The Stripe Checkout session of a shop order or an invoice payment: its line items, shipping,
// tax and discounts add up to exactly the server's total, and a retry never opens a second one.

/** "Pink Peonies (8x10)" unless the title already names the size. */
function lineName(line: Pick<CheckoutLine, "title" | "size">): string {
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
export async function createCheckoutSession(config: Env, request: CheckoutRequest) {
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
