import { formatPrice } from "~/shared/money";
import { createFlowDocument } from "../proposals/contract-pdf-layout.server";
import type { ReceiptFacts } from "../invoices/invoice-mails.server";

// A payment's or a refund's receipt as a one-page PDF, laid out with the contract PDF's writer.

export async function renderReceiptPdf(facts: ReceiptFacts, siteName: string): Promise<Uint8Array> {
  const refund = facts.kind === "refund";
  const title = `${refund ? "Refund receipt" : "Receipt"} ${facts.paymentId}`;
  const { doc, flow } = await createFlowDocument({ title, author: siteName });
  flow.text(siteName, { size: 18, bold: true });
  flow.text(title, { size: 14, before: 6 });
  if (facts.provider === "test") {
    flow.text("TEST PAYMENT: made through the test checkout; no card was charged.", { bold: true, before: 6 });
  }
  flow.rule(10);
  const rows: [string, string][] = [
    ["Client", facts.clientNames],
    ["For", facts.invoiceLabel],
    [refund ? "Refunded" : "Received", formatPrice(facts.amountCents)],
    ...(facts.parts && facts.parts.length > 1
      ? facts.parts.map((part): [string, string] => [part.label, formatPrice(part.cents)])
      : []),
    ["How", facts.method],
    ["Date (Arizona)", facts.on],
    ["Reference", facts.reference],
    ["Still owed on this invoice", formatPrice(facts.owedCents)],
  ];
  for (const [label, value] of rows) {
    flow.text(label, { soft: true, size: 9, before: 6 });
    flow.text(value, { size: 12 });
  }
  flow.rule(10);
  flow.text(`Your invoices: ${facts.pageUrl}`, { soft: true, size: 9 });
  flow.stampPages(title);
  return doc.save();
}
