import { formatPrice } from "~/shared/money";
import { maskedCode } from "~/shared/shop/gift-card-rules";
import type { RefundSources, RefundSplit } from "~/shared/shop/refund-split";
import { chargedCents, type PaymentCodeColumns } from "./invoice-codes";

// Refunding an invoice payment a gift card helped pay (issue 31 §6–7, decision 052's amendment):
// the refund is split by the shop's rule (app/shared/shop/refund-split.ts: the card payment first,
// then the gift card), so both desks behave the same. A refund row keeps its whole amount in
// amount_cents and the part put back on the card in gift_card_cents, as a payment row keeps the
// part the card paid: chargedCents() of either is the money side. Pure, so her page shows the
// figures the server then applies.

type MoneyColumns = Pick<PaymentCodeColumns, "amount_cents" | "gift_card_cents">;

/** A payment's two sides and what its refunds (given or in progress) gave back to each. */
export function invoiceRefundSources(payment: MoneyColumns, refunds: readonly MoneyColumns[]): RefundSources {
  let providerRefundedCents = 0;
  let giftCardRefundedCents = 0;
  for (const refund of refunds) {
    providerRefundedCents += chargedCents(refund);
    giftCardRefundedCents += Number(refund.gift_card_cents);
  }
  return {
    providerPaidCents: chargedCents(payment),
    giftCardPaidCents: Number(payment.gift_card_cents),
    providerRefundedCents,
    giftCardRefundedCents,
  };
}

/** Her refund form's help (what is left on each side): how much, and where it goes back. */
export function refundHelp(left: RefundSplit, giftCardCode: string | null): string {
  const total = formatPrice(left.providerCents + left.giftCardCents);
  if (!giftCardCode) return `Up to ${total}.`;
  const card = maskedCode(giftCardCode);
  if (left.providerCents === 0) return `Up to ${total}, all of it back on gift card ${card}.`;
  return (
    `Up to ${total}. A gift card (${card}) paid part of this payment: a refund goes back to the card payment first ` +
    `(${formatPrice(left.providerCents)} left to give back there), then onto the gift card (${formatPrice(left.giftCardCents)} left).`
  );
}

type RefundRow = MoneyColumns & Pick<PaymentCodeColumns, "gift_card_code"> & { provider: string | null };

/**
 * A refund's parts when a gift card took some of it: the money side (to the card paid with, or
 * given back directly when she gave it back outside the site), then the part back on the card.
 * None for a refund no gift card took part in.
 */
export function refundParts(row: RefundRow): { label: string; cents: number }[] {
  const card = Number(row.gift_card_cents);
  if (!row.gift_card_code || card === 0) return [];
  const money = chargedCents(row);
  const moneyLabel = row.provider === null ? "Given back directly" : "Back to the card paid with";
  return [
    ...(money > 0 ? [{ label: moneyLabel, cents: money }] : []),
    { label: `Back on gift card ${maskedCode(row.gift_card_code)}`, cents: card },
  ];
}

/** "Back to the card paid with $67.74 · Back on gift card ••••-••••-7KQ2 $30.00", or "". */
export function refundPartsNote(row: RefundRow): string {
  return refundParts(row)
    .map((part) => `${part.label} ${formatPrice(part.cents)}`)
    .join(" · ");
}
