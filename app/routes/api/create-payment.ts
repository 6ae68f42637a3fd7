import { asksForAddress } from "~/server/orders/order-types";
import { randomBytes } from "node:crypto";
import { data } from "react-router";
import { jsonError } from "~/server/http/json-request.server";
import { cartFigures, readCartRequest } from "~/server/orders/shop-cart-request.server";
import {
  attachPaymentSession,
  CouponUsedUpError,
  createOrder,
  GiftCardChangedError,
  setStatus,
} from "~/server/orders/order-writes.server";
import { checkGiftCard } from "~/server/shop/gift-card-redemptions.server";
import { giftCardCheckoutUrl, GIFT_CARD_PROVIDER } from "~/server/shop/gift-card-checkout.server";
import { GIFT_CARD_PAYS_NO_GIFT_CARD, giftCardPaysCents } from "~/shared/shop/gift-card-sale";
import { paymentProvider } from "~/server/payments/provider.server";
import { chargeLines } from "~/shared/shop/shop-charges";
import type { Route } from "./+types/create-payment";

// POST /functions/v1/create-payment { items, customerEmail, shipping?, coupon?, giftCard? } → { url } (SPEC §7).
// Prices come from the catalogue, shipping and sales tax from her settings (decision 044: the cart
// names only the delivery chosen, never an amount), a coupon's discount from its code (decision
// 045); a gift card pays from its balance after all of them (decision 046), and when it pays the
// whole total the order is confirmed on the site's own page, with no payment provider. The order
// is stored before the visitor is sent to pay.

export async function action({ request }: Route.ActionArgs) {
  // Generous: a visitor may retry a few times, a script may not hammer the provider.
  const read = await readCartRequest(request, "payment", "Too many checkout attempts; please wait a few minutes");
  if (!read.ok) return read.response;
  const body = read.body;
  // A coupon (decision 045): the code alone comes from the cart; checked again here, claimed with the order.
  const cart = await cartFigures(request, body);
  if (!cart.ok) return cart.response;
  const { coupon, figures } = cart;
  // A gift card (decision 046): the code alone comes from the cart; its balance is read here and
  // redeemed with the order (a conditional write), after the coupon, the shipping and the tax.
  const card = body.giftCard?.trim() ? await checkGiftCard(body.giftCard) : null;
  if (card && !card.ok) return jsonError(400, card.error, { giftCard: card.error });
  // It never pays for gift cards the cart buys (decision 051): refused in words if that is all it could pay.
  const giftCardCents = card ? giftCardPaysCents(card.balanceCents, figures.totalCents, cart.lines) : 0;
  if (card && giftCardCents === 0)
    return jsonError(400, GIFT_CARD_PAYS_NO_GIFT_CARD, { giftCard: GIFT_CARD_PAYS_NO_GIFT_CARD });
  const paidInFull = giftCardCents > 0 && giftCardCents === figures.totalCents;

  const provider = paymentProvider();
  let order;
  try {
    order = await createOrder({
      lines: cart.lines,
      figures,
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
      pickup: !asksForAddress(order),
      customerEmail: body.customerEmail ?? null,
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
