import { data } from "react-router";
import { env } from "~/server/env.server";
import { jsonError, readJson, validate } from "~/server/http/json-request.server";
import { resolveGalleryPrints } from "~/server/galleries/gallery-prints.server";
import { readShopCharges } from "~/server/content/site-settings.server";
import { categorised, checkoutBodySchema, priceCart } from "~/server/orders/price-cart.server";
import { checkCoupon } from "~/server/shop/coupons.server";
import { checkGiftCard } from "~/server/shop/gift-cards.server";
import { clientAddress } from "~/server/security/client-address.server";
import { hitRateLimit } from "~/server/security/rate-limit.server";
import { giftCardApplies } from "~/shared/shop/gift-card-rules";
import { orderFigures } from "~/shared/shop/shop-charges";
import type { Route } from "./+types/check-gift-card";

// POST /functions/v1/check-gift-card { items, shipping?, coupon?, giftCard } → { giftCard: { code,
// balanceCents, appliesCents } } or 400 { error } in words (decision 046): the cart's Apply beside
// the coupon's. The server prices the cart (coupon, shipping, tax) and says how much of the total
// the card pays; the checkout reads the balance again and redeems it with the order.

export async function action({ request }: Route.ActionArgs) {
  // Codes are not to be guessed by the thousand: the same budget as the coupon's.
  const limit = await hitRateLimit("gift-card", clientAddress(request), {
    max: env().PAYMENT_RATE_LIMIT_MAX,
    windowSeconds: 600,
  });
  if (!limit.allowed) {
    return jsonError(429, "Too many tries; please wait a few minutes", undefined, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const valid = validate(checkoutBodySchema, body.value);
  if (!valid.ok) return valid.response;
  const typed = valid.value.giftCard?.trim();
  if (!typed) return jsonError(400, "Enter a gift card code.", { giftCard: "Enter a gift card code." });
  const priced = priceCart(valid.value.items, await resolveGalleryPrints(request, valid.value.items));
  if (!priced.ok) return jsonError(400, priced.error, priced.fields);
  const lines = categorised(priced.lines);
  const coupon = valid.value.coupon?.trim() ? await checkCoupon(valid.value.coupon, lines) : null;
  if (coupon && !coupon.ok) return jsonError(400, coupon.error, { coupon: coupon.error });
  const figured = orderFigures(lines, await readShopCharges(), valid.value.shipping, coupon?.terms ?? null);
  if (!figured.ok) return jsonError(400, figured.error, { shipping: figured.error });
  const card = await checkGiftCard(typed);
  if (!card.ok) return jsonError(400, card.error, { giftCard: card.error });
  return data(
    {
      giftCard: {
        code: card.code,
        balanceCents: card.balanceCents,
        appliesCents: giftCardApplies(card.balanceCents, figured.figures.totalCents),
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function loader() {
  return jsonError(405, "Method not allowed", undefined, { Allow: "POST" });
}
