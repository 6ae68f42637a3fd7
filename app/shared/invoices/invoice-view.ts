// What the invoice page (/admin/invoices/:id) receives of each payment and refund
// (app/server/invoices/invoice-page.server.ts builds it). Browser-safe: types only.

export interface InvoicePaymentRow {
  id: number;
  kind: "payment" | "refund";
  amountCents: number;
  method: "card" | "cash" | "check" | "transfer";
  provider: string | null;
  status: "pending" | "paid" | "failed";
  note: string;
  refundOf: number | null;
  at: string;
  /** A payment's or refund's parts in words (discount, gift card, card charge), "" when no code took part. */
  codes: string;
  /** What can still be refunded of a received payment, gift card part included (0 for the rest). */
  refundableCents: number;
  /** Of that, what is left on the money side (the card charge, or a payment made outside the site). */
  moneyLeftCents: number;
  /** Her refund form's help: how much, and where it goes back (the card payment first, then the gift card). */
  refundHelp: string;
}

/** Every way a payment is made, in her words (the invoice page, the client page, receipts, her accountant's files). */
export const PAYMENT_METHOD_WORDS = { card: "Card", cash: "Cash", check: "Check", transfer: "Bank transfer" } as const;
