// Where a refund goes back to when a gift card paid part (or all) of what is refunded (issue 31
// §7): a shop order (docs/decisions/047-shop-fulfilment.md, amendment 2) and a booking invoice's
// payment (docs/decisions/052-invoice-codes.md) follow this one rule. Pure, so her order and
// invoice pages show before she confirms exactly what the server then gives back.
//
// The rule: the card payment first — what the provider took, less what was refunded to it before —
// and only the rest back onto the gift card. The buyer paid that part in money, so money comes back
// first (a buyer left holding store credit for a returned print is a buyer who disputes the charge
// with her bank); the gift card's part then goes back on the card it came from. A full refund gives
// both back in full whichever rule applies. No rounding is involved: both parts are whole cents.

import { formatPrice } from "~/shared/money";

export interface RefundSources {
  /** What the provider charged (the order's total less the gift card's part). */
  providerPaidCents: number;
  /** What the gift card paid. */
  giftCardPaidCents: number;
  /** Refunded to the provider's charge so far (refunds given or in progress). */
  providerRefundedCents: number;
  /** Put back on the gift card so far (refunds given or in progress). */
  giftCardRefundedCents: number;
}

export interface RefundSplit {
  providerCents: number;
  giftCardCents: number;
}

export type SplitResult = ({ ok: true } & RefundSplit) | { ok: false; error: string };

/** What is left to give back on each side: never below 0. */
export function leftToRefund(sources: RefundSources): RefundSplit {
  return {
    providerCents: Math.max(sources.providerPaidCents - sources.providerRefundedCents, 0),
    giftCardCents: Math.max(sources.giftCardPaidCents - sources.giftCardRefundedCents, 0),
  };
}

/** Splits a refund of `amountCents` between the provider's charge and the gift card. */
export function splitRefund(sources: RefundSources, amountCents: number): SplitResult {
  const { providerCents: providerLeft, giftCardCents: giftCardLeft } = leftToRefund(sources);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    return { ok: false, error: "There is nothing to refund." };
  }
  if (amountCents > providerLeft + giftCardLeft) {
    return { ok: false, error: "That is more than is left to refund on this order." };
  }
  const providerCents = Math.min(amountCents, providerLeft);
  return { ok: true, providerCents, giftCardCents: amountCents - providerCents };
}

/**
 * Her words for where a refund went, when a gift card took part: "$X to the card payment, $Y back on
 * gift card ••••-••••-7KQ2", or "$Y back on gift card …" alone; "" when the card took nothing.
 * `money` names the other side ("to the card payment", or "given back by you" for money she gave back herself).
 */
export function refundSplitWords(split: RefundSplit, maskedCard: string, money = "to the card payment"): string {
  if (split.giftCardCents === 0) return "";
  const onCard = `${formatPrice(split.giftCardCents)} back on gift card ${maskedCard}`;
  return split.providerCents > 0 ? `${formatPrice(split.providerCents)} ${money}, ${onCard}` : onCard;
}
