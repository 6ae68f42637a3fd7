import type { data } from "react-router";
import type { z } from "zod";
import { orderFigures, type OrderFigures } from "~/shared/shop/shop-charges";
import { goodsLines } from "~/shared/shop/gift-card-sale";
import { readShopCharges } from "../content/site-settings.server";
import { env } from "../env.server";
import { jsonError, readJson, validate } from "../http/json-request.server";
import { clientAddress } from "../security/client-address.server";
import { hitRateLimit } from "../security/rate-limit.server";
import { checkCoupon, type CouponCheck } from "../shop/coupons.server";
import type { OrderLine } from "./order-types";
import { checkoutBodySchema, priceRequestCart } from "./price-cart.server";

// What the shop's cart endpoints share (the checkout, the coupon's and the gift card's Apply): a
// budget of tries per address, the cart's body read and checked, and the server's own figures for
// it — the lines priced from her price sheets, the coupon checked again, her shipping and tax.

type Refused = { ok: false; response: ReturnType<typeof data<unknown>> };

/** The cart's body, within this address's budget of tries for `bucket` ("payment", "coupon", "gift-card"). */
export async function readCartRequest(
  request: Request,
  bucket: string,
  tooMany: string,
): Promise<{ ok: true; body: z.output<typeof checkoutBodySchema> } | Refused> {
  const limit = await hitRateLimit(bucket, clientAddress(request), {
    max: env().PAYMENT_RATE_LIMIT_MAX,
    windowSeconds: 600,
  });
  if (!limit.allowed) {
    return {
      ok: false,
      response: jsonError(429, tooMany, undefined, { "Retry-After": String(limit.retryAfterSeconds) }),
    };
  }
  const body = await readJson(request);
  if (!body.ok) return { ok: false, response: body.response };
  const valid = validate(checkoutBodySchema, body.value);
  if (!valid.ok) return { ok: false, response: valid.response };
  return { ok: true, body: valid.value };
}

/** The server's figures for this cart (decisions 044–045), or the refusal in words. */
export async function cartFigures(
  request: Request,
  body: z.output<typeof checkoutBodySchema>,
): Promise<
  { ok: true; lines: OrderLine[]; coupon: Extract<CouponCheck, { ok: true }> | null; figures: OrderFigures } | Refused
> {
  // Priced at her current prices; prints from client galleries only for a browser with that
  // gallery's access (its cookie).
  const priced = await priceRequestCart(request, body.items);
  if (!priced.ok) return { ok: false, response: jsonError(400, priced.error, priced.fields) };
  const lines = priced.lines;
  // A coupon is checked on the goods alone: a gift card sold takes no discount (decision 051).
  const coupon = body.coupon?.trim() ? await checkCoupon(body.coupon, goodsLines(lines)) : null;
  if (coupon && !coupon.ok) return { ok: false, response: jsonError(400, coupon.error, { coupon: coupon.error }) };
  const figured = orderFigures(lines, await readShopCharges(), body.shipping, coupon?.terms ?? null);
  if (!figured.ok) return { ok: false, response: jsonError(400, figured.error, { shipping: figured.error }) };
  return { ok: true, lines, coupon, figures: figured.figures };
}
