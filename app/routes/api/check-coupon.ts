import { data } from "react-router";
import { jsonError } from "~/server/http/json-request.server";
import { readCartRequest } from "~/server/orders/shop-cart-request.server";
import { priceRequestCart } from "~/server/orders/price-cart.server";
import { checkCoupon } from "~/server/shop/coupons.server";
import { goodsLines } from "~/shared/shop/gift-card-sale";
import type { Route } from "./+types/check-coupon";

// POST /functions/v1/check-coupon { items, coupon } → { coupon: terms } or 400 { error } in words
// (decision 045): the cart's Apply button. The cart shows the discount with the same pure rules
// (app/shared/shop/coupon-rules.ts); the checkout checks the code again and claims its use.

export async function action({ request }: Route.ActionArgs) {
  // Codes are not to be guessed by the thousand.
  const read = await readCartRequest(request, "coupon", "Too many tries; please wait a few minutes");
  if (!read.ok) return read.response;
  const valid = { value: read.body };
  if (!valid.value.coupon?.trim()) return jsonError(400, "Enter a coupon code.", { coupon: "Enter a coupon code." });
  const priced = await priceRequestCart(request, valid.value.items);
  if (!priced.ok) return jsonError(400, priced.error, priced.fields);
  // Gift cards sold take no discount (decision 051): the coupon is checked on the goods alone.
  const checked = await checkCoupon(valid.value.coupon, goodsLines(priced.lines));
  if (!checked.ok) return jsonError(400, checked.error, { coupon: checked.error });
  return data({ coupon: checked.terms }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return jsonError(405, "Method not allowed", undefined, { Allow: "POST" });
}
