import type { Kysely } from "kysely";
import { invoiceSums } from "~/shared/booking/ledger";
import { studioDate } from "~/shared/galleries/gallery-rules";
import type { Database } from "../db/schema";
import { INVOICE_PAGE_COLUMNS, ledgerInvoice, ledgerPayments } from "../payments/invoice-ledger.server";

// A one-off invoice found by its own link's token (/invoice/<token>, decision 034): the row, its
// client, and its sums from the ledger at this Arizona date. The token names this invoice only.

export async function findOneOffInvoice(db: Kysely<Database>, token: string, now: Date) {
  const row = await db
    .selectFrom("invoices")
    .innerJoin("clients", "clients.id", "invoices.client_id")
    .select([...INVOICE_PAGE_COLUMNS, "clients.id as clientId", "clients.names", "clients.email"])
    .where("invoices.token", "=", token)
    .executeTakeFirst();
  if (!row) return undefined;
  const id = Number(row.id);
  const sums = invoiceSums(ledgerInvoice(row), await ledgerPayments(db, { invoiceId: id }), studioDate(now));
  return {
    id,
    label: row.label,
    amountCents: Number(row.amount_cents),
    taxCents: Number(row.tax_cents),
    dueOn: row.due_on,
    client: { id: Number(row.clientId), names: row.names, email: row.email },
    sums,
  };
}
