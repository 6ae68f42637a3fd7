import { randomBytes } from "node:crypto";
import { data } from "react-router";
import { env } from "~/server/env.server";
import { readJson, validate, jsonError } from "~/server/http/json-request.server";
import { resolveGalleryPrints } from "~/server/galleries/gallery-prints.server";
import { readShopCharges } from "~/server/content/site-settings.server";
import {
  attachPaymentSession,
  CouponUsedUpError,
  createOrder,
  GiftCardChangedError,
  setStatus,
} from "~/server/orders/orders-repository.server";
import { checkGiftCard } from "~/server/shop/gift-cards.server";
import { giftCardCheckoutUrl, GIFT_CARD_PROVIDER } from "~/server/shop/gift-card-checkout.server";
import { giftCardApplies } from "~/shared/shop/gift-card-rules";
import { categorised, checkoutBodySchema, priceCart } from "~/server/orders/price-cart.server";
import { checkCoupon } from "~/server/shop/coupons.server";
import { paymentProvider } from "~/server/payments/provider.server";
import { clientAddress } from "~/server/security/client-address.server";
import { hitRateLimit } from "~/server/security/rate-limit.server";
import { chargeLines, orderFigures } from "~/shared/shop/shop-charges";
import type { Route } from "./+types/create-payment";

// POST /functions/v1/create-payment { items, customerEmail, shipping?, coupon?, giftCard? } → { url } (SPEC §7).
// Prices come from the catalogue, shipping and sales tax from her settings (decision 044: the cart
// names only the delivery chosen, never an amount), a coupon's discount from its code (decision
// 045); a gift card pays from its balance after all of them (decision 046), and when it pays the
// whole total the order is confirmed on the site's own page, with no payment provider. The order
// is stored before the visitor is sent to pay.

export async function action({ request }: Route.ActionArgs) {
  // Generous: a visitor may retry a few times, a script may not hammer the provider.
  const limit = await hitRateLimit("payment", clientAddress(request), {
    max: env().PAYMENT_RATE_LIMIT_MAX,
    windowSeconds: 600,
  });
  if (!limit.allowed) {
    return jsonError(429, "Too many checkout attempts; please wait a few minutes", undefined, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const valid = validate(checkoutBodySchema, body.value);
  if (!valid.ok) return valid.response;
  // Prints from client galleries: only for a browser with that gallery's access (its cookie).
  const priced = priceCart(valid.value.items, await resolveGalleryPrints(request, valid.value.items));
  if (!priced.ok) return jsonError(400, priced.error, priced.fields);
  // A coupon (decision 045): the code alone comes from the cart; checked again here, claimed with the order.
  const lines = categorised(priced.lines);
  const coupon = valid.value.coupon?.trim() ? await checkCoupon(valid.value.coupon, lines) : null;
  if (coupon && !coupon.ok) return jsonError(400, coupon.error, { coupon: coupon.error });
  const figured = orderFigures(lines, await readShopCharges(), valid.value.shipping, coupon?.terms ?? null);
  if (!figured.ok) return jsonError(400, figured.error, { shipping: figured.error });
  // A gift card (decision 046): the code alone comes from the cart; its balance is read here and
  // redeemed with the order (a conditional write), after the coupon, the shipping and the tax.
  const card = valid.value.giftCard?.trim() ? await checkGiftCard(valid.value.giftCard) : null;
  if (card && !card.ok) return jsonError(400, card.error, { giftCard: card.error });
  const giftCardCents = card ? giftCardApplies(card.balanceCents, figured.figures.totalCents) : 0;
  const paidInFull = giftCardCents > 0 && giftCardCents === figured.figures.totalCents;

  const provider = paymentProvider();
  let order;
  try {
    order = await createOrder({
      lines: priced.lines,
      figures: figured.figures,
      paymentProvider: paidInFull ? GIFT_CARD_PROVIDER : provider.name,
      accessToken: randomBytes(24).toString("base64url"),
      ...(coupon ? { couponId: coupon.id } : {}),
      ...(card && giftCardCents > 0 ? { giftCard: { id: card.id, code: card.code, cents: giftCardCents } } : {}),
    });
  } catch (error) {
    if (error instanceof CouponUsedUpError) return jsonError(400, error.message, { coupon: error.message });
    if (error instanceof GiftCardChangedError) return jsonError(400, error.message, { giftCard: error.message });
    throw error;
  }
  if (paidInFull) {
    // Nothing is left for a card provider to charge: the buyer gives the e-mail and address on the
    // site's own page, which marks the order paid by gift card (gift-card-checkout.server.ts).
    const sessionId = `gc_${randomBytes(12).toString("hex")}`;
    await attachPaymentSession(order.id, sessionId);
    return data({ url: giftCardCheckoutUrl(order) }, { headers: { "Cache-Control": "no-store" } });
  }
  try {
    const checkout = await provider.startCheckout({
      target: { kind: "order", orderId: order.id },
      accessToken: order.accessToken,
      lines: order.lines,
      charges: chargeLines(order),
      giftCardCents: order.giftCardCents,
      pickup: order.shippingChoice === "pickup",
      customerEmail: valid.value.customerEmail ?? null,
    });
    await attachPaymentSession(order.id, checkout.sessionId);
    return data({ url: checkout.url }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error(`create-payment: order ${order.id}: ${(error as Error).message}`);
    await setStatus(order.id, "failed");
    return data({ error: "Checkout failed" }, { status: 502 });
  }
}

export function loader() {
  return jsonError(405, "Method not allowed", undefined, { Allow: "POST" });
}
