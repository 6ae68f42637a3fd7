import type { Kysely } from "kysely";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { invoiceSums, type InvoiceSums, type LedgerInvoice, type LedgerPayment } from "~/shared/booking/ledger";
import type { Database } from "../db/schema";

// The ledger's rows as its arithmetic (app/shared/booking/ledger.ts) reads them, and the one
// place an invoice's stored status follows its payments: after every payment or refund the
// invoice is `paid` exactly when what it received, net of refunds, covers it (docs/decisions/034).

type Scope = { clientId: number } | { invoiceId: number };

/** The payments and refunds against a client's invoices (or one invoice's), as the ledger sums them. */
export async function ledgerPayments(db: Kysely<Database>, scope: Scope): Promise<LedgerPayment[]> {
  const rows = await db
    .selectFrom("payments")
    .select(["id", "invoice_id", "kind", "amount_cents", "status", "discount_cents"])
    .$if("clientId" in scope, (q) => q.where("client_id", "=", (scope as { clientId: number }).clientId))
    .$if("invoiceId" in scope, (q) => q.where("invoice_id", "=", (scope as { invoiceId: number }).invoiceId))
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    invoiceId: Number(r.invoice_id),
    kind: r.kind,
    amountCents: Number(r.amount_cents),
    status: r.status,
    discountCents: Number(r.discount_cents),
  }));
}

/** An invoice's columns as the invoice pages show it and ledgerInvoice reads it (admin and one-off pages). */
export const INVOICE_PAGE_COLUMNS = [
  "invoices.id",
  "invoices.label",
  "invoices.amount_cents",
  "invoices.tax_cents",
  "invoices.due_on",
  "invoices.status",
] as const;

export const ledgerInvoice = (row: {
  id: number;
  amount_cents: number;
  due_on: string | null;
  status: LedgerInvoice["status"];
}): LedgerInvoice => ({
  id: Number(row.id),
  amountCents: Number(row.amount_cents),
  dueOn: row.due_on,
  status: row.status,
});

/**
 * Sets the invoice's status from its rows (open ↔ paid; void stays void) inside the caller's
 * transaction, and answers its sums and whether it was paid before.
 */
export async function refreshInvoiceStatus(
  trx: Kysely<Database>,
  invoiceId: number,
  now: Date,
): Promise<InvoiceSums & { wasPaid: boolean }> {
  // A no-op write first: it takes the invoice's row lock (PostgreSQL), so two settlements of one
  // invoice at once run one after the other and the second reads the first's committed rows.
  await trx
    .updateTable("invoices")
    .set((eb) => ({ status: eb.ref("status") }))
    .where("id", "=", invoiceId)
    .execute();
  const row = await trx
    .selectFrom("invoices")
    .select(["id", "amount_cents", "due_on", "status"])
    .where("id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  const sums = invoiceSums(ledgerInvoice(row), await ledgerPayments(trx, { invoiceId }), studioDate(now));
  const wasPaid = row.status === "paid";
  if (row.status !== "void" && wasPaid !== (sums.state === "paid")) {
    await trx
      .updateTable("invoices")
      .set(sums.state === "paid" ? { status: "paid", paid_at: now } : { status: "open", paid_at: null })
      .where("id", "=", invoiceId)
      .execute();
  }
  return { ...sums, wasPaid };
}
