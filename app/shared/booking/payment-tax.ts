import { shareOf } from "./money-rounding";

// The sales tax inside each payment and refund of an invoice (issue 29 §6, docs/decisions/040),
// for her accountant's months. An invoice's `amount_cents` includes its `tax_cents` (the proposal's
// schedule already split the tax between instalments, decision 032). The money kept on an invoice
// carries tax in proportion: taxKept(net) = tax × min(net, amount) / amount, rounded half up by the
// one rounding rule (money-rounding.ts). Each settled payment or refund carries the difference it
// makes to taxKept, so the parts telescope: however an invoice is paid, in pieces or months, the
// parts of a fully paid invoice add up to exactly its tax, and a refund gives back the tax its
// money carried.

export interface TaxedInvoice {
  amountCents: number;
  taxCents: number;
}

export interface Movement {
  id: number;
  kind: "payment" | "refund";
  /** Positive, as stored. */
  amountCents: number;
  /** A coupon's discount credited with a payment, and the tax inside it (decision 052). */
  discountCents?: number;
  discountTaxCents?: number;
}

/** The tax kept when `netCents` of the invoice has been received and kept. */
export function taxKept(invoice: TaxedInvoice, netCents: number): number {
  const covered = Math.min(Math.max(netCents, 0), invoice.amountCents);
  return shareOf(invoice.taxCents, covered, invoice.amountCents);
}

/**
 * The tax part of each settled payment and refund of one invoice (positive, like the amount), the
 * movements in the order they settled (paid_at, then id).
 */
export function taxParts(invoice: TaxedInvoice, movements: readonly Movement[]): Map<number, number> {
  const parts = new Map<number, number>();
  let net = 0;
  for (const movement of movements) {
    const before = taxKept(invoice, net);
    // A discount covers part of the invoice like money, but the tax inside it was never collected.
    const credited = movement.kind === "payment" ? (movement.discountCents ?? 0) : 0;
    const uncollected = movement.kind === "payment" ? (movement.discountTaxCents ?? 0) : 0;
    net += movement.kind === "payment" ? movement.amountCents + credited : -movement.amountCents;
    parts.set(movement.id, Math.max(0, Math.abs(taxKept(invoice, net) - before) - uncollected));
  }
  return parts;
}
