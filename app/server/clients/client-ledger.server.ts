import { paymentPartsNote } from "~/shared/booking/invoice-codes";
import { refundPartsNote } from "~/shared/booking/invoice-refunds";
import type { Kysely } from "kysely";
import type { ClientLedgerView, ClientProposalView } from "~/shared/clients/client-ledger";
import { invoiceSums, ledgerTotals } from "~/shared/booking/ledger";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { db as sharedDb, toIso } from "../db/db.server";
import type { Database } from "../db/schema";
import { ledgerInvoice } from "../payments/invoice-ledger.server";

// What a client's page shows of their proposals, invoices and payments, read from the rows the
// proposal and payment flows write. The balance is the ledger's sum, computed here every time
// and never stored: what the invoices ask (void ones aside), less the payments received, plus the
// refunds given back (app/shared/booking/ledger.ts, docs/decisions/034-ledger.md).

const isoOrNull = (value: string | Date | null) => (value === null ? null : toIso(value));

export async function clientProposals(
  clientId: number,
  db: Kysely<Database> = sharedDb(),
): Promise<ClientProposalView[]> {
  const rows = await db
    .selectFrom("proposals")
    .select(["id", "title", "status", "revision", "sent_at", "signed_at"])
    .where("client_id", "=", clientId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    status: r.status,
    revision: Number(r.revision),
    sentAt: isoOrNull(r.sent_at),
    signedAt: isoOrNull(r.signed_at),
  }));
}

export async function clientLedger(
  clientId: number,
  db: Kysely<Database> = sharedDb(),
  now = new Date(),
): Promise<ClientLedgerView> {
  const [invoiceRows, paymentRows] = await Promise.all([
    db
      .selectFrom("invoices")
      .select(["id", "label", "amount_cents", "due_on", "status"])
      .where("client_id", "=", clientId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("payments")
      .select(["id", "invoice_id", "kind", "amount_cents", "method", "status", "paid_at", "created_at"])
      .select(["discount_cents", "coupon_code", "gift_card_code", "gift_card_cents", "provider"])
      .where("client_id", "=", clientId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
  ]);
  const payments = paymentRows.map((r) => ({
    id: Number(r.id),
    invoiceId: Number(r.invoice_id),
    kind: r.kind,
    amountCents: Number(r.amount_cents),
    // A coupon's discount counts toward the invoice (decision 052); shown with the payment.
    discountCents: Number(r.discount_cents),
    // A refund a gift card took part in: what went back on the card and to the card payment.
    codes: r.kind === "payment" ? paymentPartsNote(r) : refundPartsNote(r),
    method: r.method,
    status: r.status,
    paidAt: isoOrNull(r.paid_at),
    createdAt: toIso(r.created_at),
  }));
  const ledger = invoiceRows.map(ledgerInvoice);
  const today = studioDate(now);
  const invoices = invoiceRows.map((r, index) => {
    const sums = invoiceSums(ledger[index]!, payments, today);
    return {
      id: Number(r.id),
      label: r.label,
      amountCents: Number(r.amount_cents),
      dueOn: r.due_on,
      status: r.status,
      paidCents: sums.netCents,
      refundedCents: sums.refundedCents,
      owedCents: sums.owedCents,
      state: sums.state,
    };
  });
  return { invoices, payments, ...ledgerTotals(ledger, payments) };
}
