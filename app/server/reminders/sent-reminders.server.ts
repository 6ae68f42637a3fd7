import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

// A reminder goes once per record, kind and date (a moved date is reminded again): each sweep
// leaves out the ones its table of reminders sent already holds.

/** Each table of reminders sent: the column naming its record, and the one holding the date. */
const SENT_TABLES = {
  gallery_reminders: { id: "gallery_id", date: "expires_on" },
  invoice_reminders: { id: "invoice_id", date: "due_on" },
  session_reminders: { id: "booking_id", date: "starts_at" },
} as const;

// Kysely cannot type a query over a union of tables; every table above has these columns.
type AnySent = Kysely<{ sent: { kind: string } }>;

/**
 * The reminders already sent for these records, as `${id}:${kind}:${date}` keys; `dateText`
 * writes the stored date as the caller's own keys do.
 */
export async function sentReminderKeys(
  db: Kysely<Database>,
  table: keyof typeof SENT_TABLES,
  ids: number[],
  dateText: (date: string | Date) => string = String,
): Promise<Set<string>> {
  const { id, date } = SENT_TABLES[table];
  const rows = await (db as unknown as AnySent)
    .selectFrom(table as "sent")
    .select([sql<number>`${sql.ref(id)}`.as("record_id"), "kind", sql<string | Date>`${sql.ref(date)}`.as("date")])
    .where(sql.ref(id), "in", ids)
    .execute();
  return new Set(rows.map((row) => `${Number(row.record_id)}:${row.kind}:${dateText(row.date)}`));
}
