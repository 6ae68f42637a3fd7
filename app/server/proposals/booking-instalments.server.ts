import type { Kysely } from "kysely";
import type { NextDueView } from "~/components/booking/booking-types";
import { invoiceSums, type InvoiceSums } from "~/shared/booking/ledger";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { formatPrice } from "~/shared/money";
import type { Database } from "../db/schema";
import { ledgerInvoice, ledgerPayments } from "../payments/invoice-ledger.server";

// The booking page's instalments after signing (issue 29 §1): every invoice of the signed
// revision with its state from the ledger (paid, due, overdue on Arizona's today, refunds netted),
// and the next one to pay, whose amount (what is still owed on it) the pay button shows.

export async function bookingInstalments(db: Kysely<Database>, signatureId: number, now: Date) {
  const rows = await db
    .selectFrom("invoices")
    .select(["id", "client_id", "position", "label", "amount_cents", "tax_cents", "due_on", "status"])
    .where("signature_id", "=", signatureId)
    .orderBy("position")
    .execute();
  const payments = rows.length ? await ledgerPayments(db, { clientId: Number(rows[0]!.client_id) }) : [];
  const today = studioDate(now);
  const invoices = rows.map((row) => ({
    ...row,
    id: Number(row.id),
    position: Number(row.position),
    sums: invoiceSums(ledgerInvoice(row), payments, today) as InvoiceSums,
  }));
  const next = invoices.find((i) => i.sums.owedCents > 0);
  return { invoices, next };
}

type Instalment = Awaited<ReturnType<typeof bookingInstalments>>["invoices"][number];

export function nextDueView(next: Instalment): NextDueView {
  return {
    label: next.label,
    amount: formatPrice(next.sums.owedCents),
    due: next.due_on ? formatCalendarDate(next.due_on) : "now",
    overdue: next.sums.state === "overdue",
  };
}

/** A card payment started on this invoice and not confirmed yet. */
export function pendingPayment(db: Kysely<Database>, invoiceId: number) {
  return db
    .selectFrom("payments")
    .select("id")
    .where("invoice_id", "=", invoiceId)
    .where("kind", "=", "payment")
    .where("status", "=", "pending")
    .executeTakeFirst();
}
