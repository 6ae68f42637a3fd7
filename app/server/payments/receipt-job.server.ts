import { paymentParts } from "~/shared/booking/invoice-codes";
import { refundParts } from "~/shared/booking/invoice-refunds";
import type { Kysely } from "kysely";
import { z } from "zod";
import { invoiceSums } from "~/shared/booking/ledger";
import { studioDate } from "~/shared/galleries/gallery-rules";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { receiptMail, oneOffInvoicePath, type ReceiptFacts } from "../invoices/invoice-mails.server";
import { PermanentJobError, registerCheckedJobKind } from "../jobs/jobs.server";
import { recordPdfOnce } from "../jobs/pdf-once.server";
import { giftCardRefundOf } from "../shop/gift-card-redemptions.server";
import { enqueueMail } from "../mail/outbox.server";
import { mediaStorage, type MediaStorage } from "../media/storage.server";
import { arizonaDateTime } from "../proposals/booking-views.server";
import { ledgerInvoice, ledgerPayments } from "./invoice-ledger.server";
import { paymentWithInvoice } from "./invoice-payments.server";
import { RECEIPT_JOB } from "./receipt-job-kind";
import { renderReceiptPdf } from "./receipt-pdf.server";
import { PAYMENT_METHOD_WORDS as METHOD_WORDS } from "~/shared/invoices/invoice-view";

// The `payment-receipt` job, queued with { paymentId } in the transaction that settled a payment
// or a refund (card or outside the site): makes the receipt PDF, stores it privately, records its
// key and mails it to the client, as the contract-pdf job does. Run twice, it stores one file (the
// key is fixed by the payment) and the second run finds receipt_key set and sends nothing.

const payloadSchema = z.object({ paymentId: z.number().int().positive() });

async function receiptFacts(db: Kysely<Database>, paymentId: number) {
  const row = await paymentWithInvoice(db, paymentId)
    .select([
      "payments.id",
      "payments.kind",
      "payments.status",
      "payments.amount_cents",
      "payments.method",
      "payments.provider",
      "payments.provider_payment_ref",
      "payments.provider_session_id",
      "payments.paid_at",
      "payments.receipt_key",
      "payments.coupon_code",
      "payments.discount_cents",
      "payments.gift_card_code",
      "payments.gift_card_cents",
      "invoices.id as invoiceId",
      "invoices.label",
      "invoices.amount_cents as invoiceCents",
      "invoices.due_on",
      "invoices.status as invoiceStatus",
      "invoices.token as invoiceToken",
      "proposals.token",
      "clients.id as clientId",
      "clients.names",
      "clients.email",
    ])
    .executeTakeFirst();
  if (!row) throw new PermanentJobError(`Payment ${paymentId} does not exist`);
  if (row.status !== "paid") throw new PermanentJobError(`Payment ${paymentId} is ${row.status}: no receipt`);
  const invoiceId = Number(row.invoiceId);
  const invoice = ledgerInvoice({
    id: invoiceId,
    amount_cents: row.invoiceCents,
    due_on: row.due_on,
    status: row.invoiceStatus,
  });
  const sums = invoiceSums(invoice, await ledgerPayments(db, { invoiceId }), studioDate(new Date()));
  const refund = row.kind === "refund";
  // A refund's part put back on a gift card (decision 052): the card, masked, and its balance then.
  const giftCard = refund && Number(row.gift_card_cents) > 0 ? await giftCardRefundOf(db, Number(row.id)) : null;
  const onCardOnly = refund && giftCard !== null && Number(row.gift_card_cents) === Number(row.amount_cents);
  const site = env().SITE_URL;
  const page = row.invoiceToken ? oneOffInvoicePath(row.invoiceToken) : `/book/${encodeURIComponent(row.token ?? "")}`;
  const facts: ReceiptFacts = {
    paymentId: Number(row.id),
    kind: row.kind,
    amountCents: Number(row.amount_cents),
    method: onCardOnly ? "Gift card" : METHOD_WORDS[row.method],
    provider: row.provider,
    reference: row.provider_payment_ref ?? row.provider_session_id ?? `${row.kind}-${row.id}`,
    on: arizonaDateTime(row.paid_at ?? new Date()),
    invoiceLabel: row.label,
    invoiceId,
    clientNames: row.names,
    clientEmail: row.email,
    owedCents: sums.owedCents,
    pageUrl: `${site}${page}`,
    // A coupon's discount and a gift card's part, when there were any (decision 052).
    parts: refund ? refundParts(row) : paymentParts(row),
    giftCard,
  };
  return { facts, storedKey: row.receipt_key, clientId: Number(row.clientId) };
}

export async function makeReceipt(
  db: Kysely<Database>,
  paymentId: number,
  storage: MediaStorage = mediaStorage(),
): Promise<"stored" | "already-stored"> {
  const { facts, storedKey } = await receiptFacts(db, paymentId);
  if (storedKey) return "already-stored";
  const config = env();
  const key = `private/receipt-${facts.kind}-${facts.paymentId}.pdf`;
  await storage.put(key, Buffer.from(await renderReceiptPdf(facts, config.SITE_NAME)), "application/pdf");
  const site = { name: config.SITE_NAME, email: config.SITE_EMAIL, url: config.SITE_URL };
  return recordPdfOnce(db, { table: "payments", column: "receipt_key", id: paymentId }, key, (trx) =>
    enqueueMail(receiptMail(facts, key, site), trx),
  );
}

export function registerReceiptJob() {
  registerCheckedJobKind(RECEIPT_JOB, { maxAttempts: 8, baseDelayMs: 30_000 }, payloadSchema, (payload, context) =>
    makeReceipt(context.app.db, payload.paymentId),
  );
}
