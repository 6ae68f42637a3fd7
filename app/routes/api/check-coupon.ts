import { data } from "react-router";
import { env } from "~/server/env.server";
import { jsonError, readJson, validate } from "~/server/http/json-request.server";
import { checkoutBodySchema, priceRequestCart } from "~/server/orders/price-cart.server";
import { checkCoupon } from "~/server/shop/coupons.server";
import { clientAddress } from "~/server/security/client-address.server";
import { hitRateLimit } from "~/server/security/rate-limit.server";
import type { Route } from "./+types/check-coupon";

// POST /functions/v1/check-coupon { items, coupon } → { coupon: terms } or 400 { error } in words
// (decision 045): the cart's Apply button. The cart shows the discount with the same pure rules
// (app/shared/shop/coupon-rules.ts); the checkout checks the code again and claims its use.

export async function action({ request }: Route.ActionArgs) {
  // Codes are not to be guessed by the thousand.
  const limit = await hitRateLimit("coupon", clientAddress(request), {
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
  if (!valid.value.coupon?.trim()) return jsonError(400, "Enter a coupon code.", { coupon: "Enter a coupon code." });
  const priced = await priceRequestCart(request, valid.value.items);
  if (!priced.ok) return jsonError(400, priced.error, priced.fields);
  const checked = await checkCoupon(valid.value.coupon, priced.lines);
  if (!checked.ok) return jsonError(400, checked.error, { coupon: checked.error });
  return data({ coupon: checked.terms }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return jsonError(405, "Method not allowed", undefined, { Allow: "POST" });
}
