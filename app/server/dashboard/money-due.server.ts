import { sql } from "kysely";
import { addDays } from "~/shared/booking/pricing";
import type { MoneyDue, OwedGroup } from "~/shared/dashboard/dashboard-view";
import { studioDate } from "~/shared/galleries/gallery-rules";
import type { AppDatabase } from "../db/db.server";

// Money owed to the studio, by the ledger's rule (invoiceSums in app/shared/booking/ledger.ts):
// an invoice owes its amount less what it received and kept (settled payments less settled
// refunds), never less than nothing; a void invoice owes nothing; it is overdue when its Arizona
// due date has passed, due when it has none yet ("due at signing") or falls in the next 30 days.
// Only open invoices are read: refreshInvoiceStatus marks an invoice paid exactly when it owes
// nothing, so a paid one owes 0 here as in the ledger. The invoices_due_idx index (status, due_on)
// narrows the rows; each one's payments come from payments_invoice_idx.

export const DUE_WITHIN_DAYS = 30;
/** Invoices listed under each total; the totals count them all. */
export const LISTED_INVOICES = 8;

export async function moneyDue({ db }: AppDatabase, now: Date): Promise<MoneyDue> {
  const today = studioDate(now);
  const horizon = addDays(today, DUE_WITHIN_DAYS);
  const owing = db
    .selectFrom("invoices as i")
    .innerJoin("clients as c", "c.id", "i.client_id")
    .select(["i.id as invoice_id", "i.client_id", "c.names", "i.label", "i.due_on"])
    .select(
      // A coupon's discount is credited with its payment, like money (decision 052).
      sql<number>`i.amount_cents - coalesce((select sum(case when p.kind = 'refund' then -p.amount_cents else p.amount_cents + p.discount_cents end) from payments p where p.invoice_id = i.id and p.status = 'paid'), 0)`.as(
        "owed_cents",
      ),
    )
    .select(sql<number>`case when i.due_on < ${today} then 1 else 0 end`.as("overdue"))
    .where("i.status", "=", "open")
    .where((eb) => eb.or([eb("i.due_on", "is", null), eb("i.due_on", "<=", horizon)]))
    .as("owing");

  // One pass: each group's total and count over every owing invoice, and its first few rows
  // (overdue: oldest first; due: "at signing" first, then soonest).
  const ranked = db
    .selectFrom(owing)
    .selectAll()
    .select((eb) => [
      eb.fn
        .sum<number>("owed_cents")
        .over((w) => w.partitionBy("overdue"))
        .as("group_total"),
      eb.fn
        .countAll<number>()
        .over((w) => w.partitionBy("overdue"))
        .as("group_count"),
      eb.fn
        .agg<number>("row_number")
        .over((w) =>
          w
            .partitionBy("overdue")
            .orderBy(sql`case when due_on is null then 0 else 1 end`)
            .orderBy("due_on")
            .orderBy("invoice_id"),
        )
        .as("place"),
    ])
    .where("owed_cents", ">", 0)
    .as("ranked");
  const rows = await db
    .selectFrom(ranked)
    .selectAll()
    .where("place", "<=", LISTED_INVOICES)
    .orderBy("overdue")
    .orderBy("place")
    .execute();
  const group = (overdue: number): OwedGroup => {
    const own = rows.filter((r) => Number(r.overdue) === overdue);
    return {
      totalCents: Number(own[0]?.group_total ?? 0),
      count: Number(own[0]?.group_count ?? 0),
      invoices: own.map((r) => ({
        invoiceId: Number(r.invoice_id),
        clientId: Number(r.client_id),
        clientNames: r.names,
        label: r.label,
        dueOn: r.due_on,
        owedCents: Number(r.owed_cents),
      })),
    };
  };
  return { today, dueSoon: group(0), overdue: group(1) };
}
