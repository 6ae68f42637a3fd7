import { sql } from "kysely";
import { expect } from "vitest";
import type { AppDatabase } from "~/server/db/db.server";
import type { Sent } from "./fuzz-harness";

// What the booking fuzz compares before and after a request: the rows of every table a booking
// endpoint or a booking admin action writes, and how many proposals, invoices and payments are in
// each state (a refusal must change none of it). Rate-limit counters are left out: counting a
// wrong guess is what they are for.

const TABLES = [
  "clients",
  "client_events",
  "services",
  "contract_templates",
  "proposals",
  "proposal_signatures",
  "invoices",
  "payments",
  "jobs",
  "outbox",
  "enquiries",
  "activity_log",
] as const;

type Tally = "signedProposals" | "sentProposals" | "paidInvoices" | "paidPayments" | "bookedClients";
export type BookingState = Record<(typeof TABLES)[number] | Tally, number>;

export async function bookingState(database: AppDatabase): Promise<BookingState> {
  const selects = [
    ...TABLES.map((t) => sql<number>`(select count(*) from ${sql.table(t)})`.as(t)),
    sql<number>`(select count(*) from proposals where status in ('signed', 'booked'))`.as("signedProposals"),
    sql<number>`(select count(*) from proposals where status = 'sent')`.as("sentProposals"),
    sql<number>`(select count(*) from invoices where status = 'paid')`.as("paidInvoices"),
    sql<number>`(select count(*) from payments where status = 'paid')`.as("paidPayments"),
    sql<number>`(select count(*) from clients where status = 'booked')`.as("bookedClients"),
  ];
  const row = (await database.db.selectNoFrom(selects).executeTakeFirstOrThrow()) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as BookingState;
}

/** What must hold whatever was sent: one signature per proposal and version, amounts from the invoice. */
export async function expectBookingIntegrity(database: AppDatabase, label: string) {
  const { rows } = await sql<{ twice: number | string; wrongAmount: number | string; paidTwice: number | string }>`
    select
      (select count(*) from (select 1 from proposal_signatures group by proposal_id, revision having count(*) > 1) as s) as twice,
      (select count(*) from payments p join invoices i on i.id = p.invoice_id
        where p.amount_cents <> i.amount_cents or p.currency <> 'usd') as "wrongAmount",
      (select count(*) from (select 1 from payments where status = 'paid' group by invoice_id having count(*) > 1) as d) as "paidTwice"
  `.execute(database.db);
  expect(
    { twice: Number(rows[0]?.twice), wrongAmount: Number(rows[0]?.wrongAmount), paidTwice: Number(rows[0]?.paidTwice) },
    label,
  ).toEqual({ twice: 0, wrongAmount: 0, paidTwice: 0 });
}

/** A refusal changed nothing. */
export function expectUnchanged(
  sent: Sent,
  before: Record<string, number>,
  after: Record<string, number>,
  label: string,
) {
  if (sent.status >= 400)
    expect(after, `${label}: a refused request (${sent.status}) changed the database`).toEqual(before);
}
