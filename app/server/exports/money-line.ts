import { formatPrice } from "~/shared/money";
import { discountLabel } from "~/shared/shop/coupon-rules";
import { giftCardLabel } from "~/shared/shop/gift-card-rules";
import { SHIPPING_CHOICE_LABELS } from "~/shared/shop/shop-charges";
import type { PaymentMethod } from "../db/booking-schema";

// A line of the money history (money-history.server.ts), and the notes its "what" column adds to
// a payment or refund: discount, gift card, delivery.

export interface MoneyLine {
  /** Arizona wall clock, "YYYY-MM-DD HH:MM"; its first 7 characters are the month. */
  at: string;
  source: "booking" | "shop";
  kind: "payment" | "refund";
  client: string;
  what: string;
  method: PaymentMethod;
  providerRef: string;
  /** Positive, like the stored rows; a refund's sign is its kind. */
  amountCents: number;
  taxCents: number;
  note: string;
}

export const TEST_NOTE = "Test checkout: no card was charged";

/**
 * "; Gift card (••••-••••-7KQ2) $20.00 back, card $5.00" for a refund that put part (or all) back on
 * the gift card that paid (an order's, decision 047 amendment 2; an invoice payment's, decision 052):
 * the amount stays the whole refund (the sale and its tax reversed), the note says where it went.
 */
export function refundGiftCardNote(refund: {
  gift_card_code: string | null;
  gift_card_cents: number;
  amount_cents: number;
}) {
  const cents = Number(refund.gift_card_cents);
  if (!refund.gift_card_code || cents === 0) return "";
  const rest = Number(refund.amount_cents) - cents;
  return `; ${giftCardLabel(refund.gift_card_code)} ${formatPrice(cents)} back${rest > 0 ? `, card ${formatPrice(rest)}` : ""}`;
}

/** "; Discount (SPRING10) -$5.00" for an order with a coupon (decision 045); nothing otherwise. */
export function discountNote(order: { coupon_code: string | null; discount_cents: number }): string {
  if (!order.coupon_code || Number(order.discount_cents) === 0) return "";
  return `; ${discountLabel(order.coupon_code)} ${formatPrice(-Number(order.discount_cents))}`;
}

/**
 * "; Gift card (••••-••••-7KQ2) paid $20.00, card $38.24" for an order a gift card paid part or
 * all of (decision 046): the amount stays the order's total (the sale and its tax), the note says
 * how it was paid.
 */
export function giftCardNote(order: {
  gift_card_code: string | null;
  gift_card_cents: number;
  total_cents: number;
}): string {
  const cents = Number(order.gift_card_cents);
  if (!order.gift_card_code || cents === 0) return "";
  const rest = Number(order.total_cents) - cents;
  return `; ${giftCardLabel(order.gift_card_code)} paid ${formatPrice(cents)}${rest > 0 ? `, card ${formatPrice(rest)}` : ""}`;
}

/** "; Shipping $8.00" or "; Local pick-up (Phoenix area)"; nothing for an order without a choice. */
export function deliveryNote(order: { shipping_choice: "ship" | "pickup" | null; shipping_cents: number }): string {
  if (order.shipping_choice === "pickup") return `; ${SHIPPING_CHOICE_LABELS.pickup}`;
  if (order.shipping_choice === "ship")
    return `; ${SHIPPING_CHOICE_LABELS.ship} ${formatPrice(Number(order.shipping_cents))}`;
  return "";
}
