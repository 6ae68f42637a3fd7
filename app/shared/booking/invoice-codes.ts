import { discountLabel, type CouponTerms } from "~/shared/shop/coupon-rules";
import { giftCardLabel } from "~/shared/shop/gift-card-rules";
import { formatPrice } from "~/shared/money";
import { basisPointsOf, shareOf } from "./money-rounding";

// What a coupon and a gift card do to one invoice payment (issue 31 §5–6, decision 052): pure, so
// the pay action, the receipts and the tests compute the same cents. The coupon comes off the part
// of what is owed before tax, and the tax is recomputed on what is left (in proportion, by the one
// half-up rule, as decision 040 splits an invoice's tax); the gift card then pays part or all of
// what remains, like money (decision 046); the provider is asked for the rest.

export interface OwedOnInvoice {
  /** What the ledger says is still owed, tax included. */
  owedCents: number;
  /** The sales tax inside owedCents. */
  owedTaxCents: number;
}

export interface InvoicePaymentFigures {
  /** Before the coupon, tax included (= owedCents). */
  owedCents: number;
  /** The coupon's part before tax. */
  discountNetCents: number;
  /** The tax no longer owed because of it. */
  discountTaxCents: number;
  /** discountNet + discountTax: what the coupon takes off the invoice. */
  discountCents: number;
  /** The tax on what is left. */
  taxCents: number;
  /** What is paid with money: owed − discount (the gift card and the provider together). */
  dueCents: number;
  giftCardCents: number;
  /** What the provider is asked for: due − gift card. */
  chargeCents: number;
}

/** What the coupon takes off the pre-tax part of what is owed (0 when under its minimum). */
export function invoiceDiscountNet(netCents: number, terms: CouponTerms | null): number {
  if (!terms) return 0;
  if (terms.minOrderCents !== null && netCents < terms.minOrderCents) return 0;
  const off =
    terms.kind === "percent"
      ? basisPointsOf(netCents, Math.min(Math.max(terms.percentOff ?? 0, 0), 100) * 100)
      : Math.max(terms.amountOffCents ?? 0, 0);
  return Math.min(off, netCents);
}

/** The figures of one payment of what is owed, with an optional coupon and a card's balance. */
export function invoicePaymentFigures(
  owed: OwedOnInvoice,
  coupon: CouponTerms | null,
  giftCardBalanceCents = 0,
): InvoicePaymentFigures {
  const owedTax = Math.min(Math.max(owed.owedTaxCents, 0), owed.owedCents);
  const net = owed.owedCents - owedTax;
  const discountNetCents = invoiceDiscountNet(net, coupon);
  const taxCents = discountNetCents === 0 ? owedTax : shareOf(owedTax, net - discountNetCents, net);
  const discountTaxCents = owedTax - taxCents;
  const discountCents = discountNetCents + discountTaxCents;
  const dueCents = owed.owedCents - discountCents;
  const giftCardCents = Math.min(Math.max(giftCardBalanceCents, 0), dueCents);
  return {
    owedCents: owed.owedCents,
    discountNetCents,
    discountTaxCents,
    discountCents,
    taxCents,
    dueCents,
    giftCardCents,
    chargeCents: dueCents - giftCardCents,
  };
}

/** A settled payment's columns that say what the codes did (decision 052). */
export interface PaymentCodeColumns {
  amount_cents: number;
  coupon_code: string | null;
  discount_cents: number;
  gift_card_code: string | null;
  gift_card_cents: number;
}

/**
 * A payment as the client and the photographer read it: the coupon's discount, the gift card's
 * part and what the card provider charged, which add up to what it settled on the invoice.
 */
export function paymentParts(row: PaymentCodeColumns): { label: string; cents: number }[] {
  const parts: { label: string; cents: number }[] = [];
  const discount = Number(row.discount_cents);
  const card = Number(row.gift_card_cents);
  if (row.coupon_code && discount > 0) parts.push({ label: discountLabel(row.coupon_code), cents: -discount });
  if (row.gift_card_code && card > 0) parts.push({ label: giftCardLabel(row.gift_card_code), cents: card });
  const charged = chargedCents(row);
  if (charged > 0 || parts.length === 0) parts.push({ label: "Paid by card", cents: charged });
  return parts;
}

/**
 * What a payment took from the card (or outside the site): its amount less its gift card part. Of a
 * refund row, its money side: what went back to the card payment (or by her hand), not on the card.
 */
export function chargedCents(row: Pick<PaymentCodeColumns, "amount_cents" | "gift_card_cents">): number {
  return Number(row.amount_cents) - Number(row.gift_card_cents);
}

/** "Discount (SAVE10) -$10.86 · Gift card (••••-••••-7KQ2) $30.00 · Paid by card $67.74", or "" for a plain payment. */
export function paymentPartsNote(row: PaymentCodeColumns): string {
  const parts = paymentParts(row);
  return parts.length > 1 ? parts.map((part) => `${part.label} ${formatPrice(part.cents)}`).join(" · ") : "";
}
