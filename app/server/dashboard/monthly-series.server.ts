import { sql, type SelectQueryBuilder } from "kysely";
import type { OrderStatus } from "../db/schema";
import type { MonthlySeries } from "~/shared/dashboard/dashboard-view";
import { fillMonths, lastMonths, monthEnd, monthStart } from "~/shared/dashboard/studio-months";
import type { AppDatabase } from "../db/db.server";
import { studioMonthOf } from "../db/studio-time-sql.server";

// The dashboard's months (issue 29 §5): enquiries, bookings and money received in each of the last
// twelve Arizona months, each counted and summed by the database, grouped by month, over an
// indexed range of one timestamp (migration 0028).
// - An enquiry counts in the month it arrived (`created_at`).
// - A booking is a proposal whose retainer is paid (status `booked`, docs/decisions/032-booking.md),
//   counted in the month the client signed it (`signed_at`).
// - Money received is the ledger's: settled payments less settled refunds, each in the month it
//   was paid or given back (`paid_at`; docs/decisions/034-ledger.md). Shop sales are their own series:
//   orders paid in that month, refunded orders aside.

/** Shop orders whose money the studio has and keeps. */
export const SHOP_SALE_STATUSES: readonly OrderStatus[] = ["paid", "in_production", "shipped", "delivered"];

type Row = { month: string; value: string | number | bigint | null };
const numbers = (rows: Row[]) => rows.map((r) => ({ month: r.month, value: Number(r.value ?? 0) }));

export async function monthlySeries({ db, dialect }: AppDatabase, now: Date): Promise<MonthlySeries> {
  const months = lastMonths(now);
  const from = monthStart(months[0]!);
  const to = monthEnd(months[months.length - 1]!);
  const month = (column: string) => studioMonthOf(dialect, column);
  /** What every series shares: the rows of the twelve months by one timestamp, grouped by its month. */
  const inMonths =
    (column: string) =>
    <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
      query.where(sql.ref(column), ">=", from).where(sql.ref(column), "<", to).groupBy(month(column));

  const [enquiries, bookings, sessions, shop] = await Promise.all([
    db
      .selectFrom("enquiries")
      .select([month("created_at").as("month"), (eb) => eb.fn.countAll<number>().as("value")])
      .$call(inMonths("created_at"))
      .execute(),
    db
      .selectFrom("proposals")
      .select([month("signed_at").as("month"), (eb) => eb.fn.countAll<number>().as("value")])
      .where("status", "=", "booked")
      .$call(inMonths("signed_at"))
      .execute(),
    db
      .selectFrom("payments")
      .select([
        month("paid_at").as("month"),
        sql<number>`sum(case when kind = 'refund' then -amount_cents else amount_cents end)`.as("value"),
      ])
      .where("status", "=", "paid")
      .$call(inMonths("paid_at"))
      .execute(),
    db
      .selectFrom("orders")
      .select([month("paid_at").as("month"), (eb) => eb.fn.sum<number>("total_cents").as("value")])
      .where("status", "in", SHOP_SALE_STATUSES)
      .$call(inMonths("paid_at"))
      .execute(),
  ]);
  return {
    months,
    enquiries: fillMonths(months, numbers(enquiries)),
    bookings: fillMonths(months, numbers(bookings)),
    receivedSessions: fillMonths(months, numbers(sessions)),
    receivedShop: fillMonths(months, numbers(shop)),
  };
}
