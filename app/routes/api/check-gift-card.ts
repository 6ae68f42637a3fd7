import { data } from "react-router";
import { jsonError } from "~/server/http/json-request.server";
import { cartFigures, readCartRequest } from "~/server/orders/shop-cart-request.server";
import { checkGiftCard } from "~/server/shop/gift-card-redemptions.server";
import { GIFT_CARD_PAYS_NO_GIFT_CARD, giftCardPaysCents } from "~/shared/shop/gift-card-sale";
import type { Route } from "./+types/check-gift-card";

// POST /functions/v1/check-gift-card { items, shipping?, coupon?, giftCard } → { giftCard: { code,
// balanceCents, appliesCents } } or 400 { error } in words (decision 046): the cart's Apply beside
// the coupon's. The server prices the cart (coupon, shipping, tax) and says how much of the total
// the card pays; the checkout reads the balance again and redeems it with the order.

export async function action({ request }: Route.ActionArgs) {
  // Codes are not to be guessed by the thousand: the same budget as the coupon's.
  const read = await readCartRequest(request, "gift-card", "Too many tries; please wait a few minutes");
  if (!read.ok) return read.response;
  const typed = read.body.giftCard?.trim();
  if (!typed) return jsonError(400, "Enter a gift card code.", { giftCard: "Enter a gift card code." });
  const cart = await cartFigures(request, read.body);
  if (!cart.ok) return cart.response;
  const card = await checkGiftCard(typed);
  if (!card.ok) return jsonError(400, card.error, { giftCard: card.error });
  // A gift card never pays for the gift cards in the cart (decision 051): said in words when that is all there is.
  const appliesCents = giftCardPaysCents(card.balanceCents, cart.figures.totalCents, cart.lines);
  if (appliesCents === 0) return jsonError(400, GIFT_CARD_PAYS_NO_GIFT_CARD, { giftCard: GIFT_CARD_PAYS_NO_GIFT_CARD });
  return data(
    {
      giftCard: {
        code: card.code,
        balanceCents: card.balanceCents,
        appliesCents,
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function loader() {
  return jsonError(405, "Method not allowed", undefined, { Allow: "POST" });
}
