import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { formatPrice } from "~/shared/money";
import { giftCardBackSentence } from "~/shared/shop/gift-card-rules";
import type { MailAttachment } from "../mail/attachments.server";
import type { OutgoingMail } from "../mail/outbox.server";
import type { GiftCardRefund } from "../shop/gift-card-redemptions.server";

// The ledger's mails to the client (issue 29 §1): a one-off invoice with its link, and the receipt
// of a payment or a refund with its PDF attached (by storage key). Plain text, as the other mails.

interface MailSite {
  name: string;
  email: string;
  url: string;
}

interface OneOff {
  id: number;
  label: string;
  totalCents: number;
  taxCents: number;
  dueOn: string;
  token: string;
  client: { names: string; email: string };
}

export const oneOffInvoicePath = (token: string) => `/invoice/${encodeURIComponent(token)}`;

export function oneOffInvoiceMail(invoice: OneOff, site: MailSite): OutgoingMail {
  return {
    kind: "invoice-sent",
    to: invoice.client.email,
    replyTo: site.email,
    subject: `Invoice: ${invoice.label} — ${site.name}`,
    text: [
      `Dear ${invoice.client.names},`,
      "",
      `Here is your invoice for ${invoice.label}:`,
      `${formatPrice(invoice.totalCents)}${invoice.taxCents ? ` (including ${formatPrice(invoice.taxCents)} sales tax)` : ""}, due ${formatCalendarDate(invoice.dueOn)}.`,
      "",
      `You can see it and pay it by card here: ${site.url}${oneOffInvoicePath(invoice.token)}`,
      "Questions? Simply reply to this e-mail.",
      "",
      site.name,
    ].join("\n"),
    related: { type: "invoice", id: invoice.id },
  };
}

export interface ReceiptFacts {
  paymentId: number;
  kind: "payment" | "refund";
  amountCents: number;
  /** "Card", "Cash", "Check", "Bank transfer". */
  method: string;
  provider: string | null;
  reference: string;
  /** "November 27, 2026" (Arizona). */
  on: string;
  invoiceLabel: string;
  invoiceId: number;
  clientNames: string;
  clientEmail: string;
  /** Still owed on the invoice after this, in cents. */
  owedCents: number;
  /** Where she sees her invoices: the booking page or the one-off invoice's page. */
  pageUrl: string;
  /**
   * A payment's coupon discount, gift card part and card charge, or a refund's money side and the
   * part back on a gift card (decision 052); one part or none: no lines.
   */
  parts?: { label: string; cents: number }[];
  /** What a refund put back on a gift card, and the card's balance then. */
  giftCard?: GiftCardRefund | null;
}

/** "Discount (SAVE10): -$10.86" lines of a payment with codes; none for a plain payment. */
export function receiptPartLines(facts: Pick<ReceiptFacts, "parts">): string[] {
  const parts = facts.parts ?? [];
  return parts.length > 1 ? parts.map((part) => `${part.label}: ${formatPrice(part.cents)}`) : [];
}

export function receiptFilename(facts: Pick<ReceiptFacts, "kind" | "paymentId">): string {
  return `${facts.kind === "refund" ? "Refund receipt" : "Receipt"} ${facts.paymentId}.pdf`;
}

export function receiptMail(facts: ReceiptFacts, key: string, site: MailSite): OutgoingMail {
  const attachment: MailAttachment = {
    filename: receiptFilename(facts),
    contentType: "application/pdf",
    storageKey: key,
  };
  const refund = facts.kind === "refund";
  const test = facts.provider === "test";
  return {
    kind: refund ? "refund-receipt" : "payment-receipt",
    to: facts.clientEmail,
    replyTo: site.email,
    subject: `${test ? "[TEST] " : ""}${refund ? "Refund" : "Receipt"} — ${facts.invoiceLabel} — ${site.name}`,
    text: [
      ...(test ? ["TEST PAYMENT: made through the test checkout; no card was charged.", ""] : []),
      `Dear ${facts.clientNames},`,
      "",
      refund
        ? `${formatPrice(facts.amountCents)} of your payment for ${facts.invoiceLabel} has been refunded (${facts.method.toLowerCase()}, ${facts.on}).`
        : `Thank you: ${formatPrice(facts.amountCents)} for ${facts.invoiceLabel} is received (${facts.method.toLowerCase()}, ${facts.on}).`,
      ...receiptPartLines(facts),
      ...(facts.giftCard ? [giftCardBackSentence(facts.giftCard)] : []),
      `Reference: ${facts.reference}`,
      facts.owedCents > 0
        ? `Still to pay on this invoice: ${formatPrice(facts.owedCents)}.`
        : "Nothing more is owed on this invoice.",
      "",
      `The receipt is attached as a PDF. Your invoices: ${facts.pageUrl}`,
      "Questions? Simply reply to this e-mail.",
      "",
      site.name,
    ].join("\n"),
    related: { type: "invoice", id: facts.invoiceId },
    attachments: [attachment],
  };
}
