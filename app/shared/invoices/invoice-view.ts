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
  /** A payment's discount, gift card part and card charge in words, "" when it used no code. */
  codes: string;
  /** What can still be refunded of a received payment: of what the card was charged (0 for the rest). */
  refundableCents: number;
  /** The part of a payment a gift card paid (not refunded from this page). */
  giftCardCents: number;
}

/** Every way a payment is made, in her words (the invoice page, the client page, receipts, her accountant's files). */
export const PAYMENT_METHOD_WORDS = { card: "Card", cash: "Cash", check: "Check", transfer: "Bank transfer" } as const;
