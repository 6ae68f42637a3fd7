import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, OrderStatus } from "~/server/db/schema";
import type { PaymentKind, PaymentStatus, ProposalStatus } from "~/server/db/booking-schema";

// A known year of a studio's business for the dashboard's test, written straight into the tables:
// enquiries across months and sources, clients made from some of them, proposals booked, signed
// or withdrawn, invoices paid, partly paid, overdue and void, payments (one pending, one failed),
// a refund, shop orders, and rows on both sides of an Arizona month's edge. "Today" is
// 2026-03-15 at noon in Phoenix; the figures it must give are in dashboard.test.ts.

export const NOW = new Date("2026-03-15T19:00:00Z");

type Db = Kysely<Database>;

async function enquiry(db: Db, createdAt: string, howFound: string | null): Promise<number> {
  const row = await db
    .insertInto("enquiries")
    .values({
      kind: howFound === null ? "contact" : "inquiry",
      name: "Visitor",
      email: "visitor@example.com",
      message: "Hello",
      how_found: howFound,
      created_at: createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function client(db: Db, names: string, enquiryId: number | null): Promise<number> {
  const row = await db
    .insertInto("clients")
    .values({ names, email: `${names.toLowerCase().replace(/\W+/g, ".")}@example.com`, enquiry_id: enquiryId })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function proposal(
  db: Db,
  clientId: number,
  status: ProposalStatus,
  signedAt: string | null,
  sessionDate: string,
): Promise<number> {
  const row = await db
    .insertInto("proposals")
    .values({
      client_id: clientId,
      token: crypto.randomBytes(16).toString("hex"),
      status,
      title: `Session of client ${clientId}`,
      session_date: sessionDate,
      session_time: "16:30",
      session_place: "Papago Park",
      content: "{}",
      schedule: "{}",
      expires_on: "2027-01-01",
      signed_at: signedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function invoice(
  db: Db,
  clientId: number,
  amountCents: number,
  dueOn: string | null,
  status: "open" | "paid" | "void" = "open",
): Promise<number> {
  const row = await db
    .insertInto("invoices")
    .values({
      client_id: clientId,
      position: 1,
      label: `Invoice ${amountCents}`,
      amount_cents: amountCents,
      due_on: dueOn,
      status,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function payment(
  db: Db,
  invoiceId: number,
  clientId: number,
  amountCents: number,
  paidAt: string | null,
  kind: PaymentKind = "payment",
  status: PaymentStatus = "paid",
) {
  await db
    .insertInto("payments")
    .values({
      invoice_id: invoiceId,
      client_id: clientId,
      amount_cents: amountCents,
      method: "card",
      status,
      kind,
      paid_at: paidAt,
    })
    .execute();
}

async function order(db: Db, totalCents: number, status: OrderStatus, paidAt: string | null) {
  await db
    .insertInto("orders")
    .values({
      total_cents: totalCents,
      status,
      payment_provider: "test",
      access_token: crypto.randomBytes(16).toString("hex"),
      paid_at: paidAt,
    })
    .execute();
}

export interface DashboardHistory {
  clients: { a: number; b: number; c: number; d: number };
  invoices: { aSecond: number; bSecond: number; cRetainer: number; dOneOff: number };
}

export async function buildDashboardHistory(db: Db): Promise<DashboardHistory> {
  // Enquiries. The first is 8 pm on Feb 28 in Phoenix though March 1 in UTC; the one before
  // 2025-04-01T07:00Z is March 2025 in Phoenix, outside the twelve months.
  const instagramEdge = await enquiry(db, "2026-03-01T03:00:00.000Z", "Instagram");
  await enquiry(db, "2026-03-01T08:00:00.000Z", "Google search");
  const referral = await enquiry(db, "2026-03-10T17:00:00.000Z", "My friend Jane referred me");
  await enquiry(db, "2026-03-12T17:00:00.000Z", null);
  const knot = await enquiry(db, "2026-01-20T17:00:00.000Z", "The Knot");
  await enquiry(db, "2026-02-05T17:00:00.000Z", "Yelp");
  const insta = await enquiry(db, "2025-06-10T17:00:00.000Z", "insta story");
  await enquiry(db, "2025-04-01T06:59:00.000Z", "Instagram");
  await enquiry(db, "2025-04-01T07:00:00.000Z", "   ");

  const a = await client(db, "Ana Flores", instagramEdge);
  const b = await client(db, "Ben Ortiz", knot);
  const c = await client(db, "Cara Nez", referral);
  const d = await client(db, "Dee Walsh", null);
  const e = await client(db, "Eli Park", insta);

  // Proposals: A signed on Feb 28 in Phoenix; C signed, retainer unpaid (not booked); E withdrawn.
  await proposal(db, a, "booked", "2026-03-01T02:00:00.000Z", "2026-05-02");
  await proposal(db, b, "booked", "2026-03-05T18:00:00.000Z", "2026-03-20");
  await proposal(db, c, "signed", "2026-03-11T18:00:00.000Z", "2026-06-01");
  await proposal(db, d, "booked", "2025-05-10T18:00:00.000Z", "2025-09-01");
  await proposal(db, e, "withdrawn", null, "2025-10-01");

  // A: retainer paid on Feb 28 (Phoenix); the second instalment partly paid, due in 17 days; the
  // third due after the 30 days.
  const aRetainer = await invoice(db, a, 100_000, null, "paid");
  await payment(db, aRetainer, a, 100_000, "2026-03-01T02:30:00.000Z");
  const aSecond = await invoice(db, a, 200_000, "2026-04-01");
  await payment(db, aSecond, a, 50_000, "2026-03-10T18:00:00.000Z");
  await invoice(db, a, 150_000, "2026-05-01");

  // B: retainer paid in March; the second overdue, paid 300 in February, 100 of it refunded in
  // March; a pending and a failed payment that count for nothing.
  const bRetainer = await invoice(db, b, 80_000, null, "paid");
  await payment(db, bRetainer, b, 80_000, "2026-03-05T18:05:00.000Z");
  const bSecond = await invoice(db, b, 120_000, "2026-03-01");
  await payment(db, bSecond, b, 30_000, "2026-02-10T18:00:00.000Z");
  await payment(db, bSecond, b, 10_000, "2026-03-12T18:00:00.000Z", "refund");
  await payment(db, bSecond, b, 5_000, null, "payment", "pending");
  await payment(db, bSecond, b, 7_000, null, "payment", "failed");

  // C: the retainer is due at signing (no date); a void invoice owes nothing though its date passed.
  const cRetainer = await invoice(db, c, 50_000, null);
  await invoice(db, c, 70_000, "2026-03-01", "void");

  // D: a year-old wedding, paid; a one-off invoice overdue since February; a payment at 11:59 pm on
  // March 31, 2025 in Phoenix, outside the window.
  const dRetainer = await invoice(db, d, 60_000, null, "paid");
  await payment(db, dRetainer, d, 60_000, "2025-05-10T20:00:00.000Z");
  const dFinal = await invoice(db, d, 40_000, "2025-08-01", "paid");
  await payment(db, dFinal, d, 40_000, "2025-08-01T19:00:00.000Z");
  const dOneOff = await invoice(db, d, 25_000, "2026-02-01");
  const dOld = await invoice(db, d, 10_000, null, "paid");
  await payment(db, dOld, d, 10_000, "2025-04-01T06:59:00.000Z");

  // Shop: one paid at 8 pm on Feb 28 in Phoenix; a refunded and a pending order count for nothing.
  await order(db, 4_500, "paid", "2026-03-01T03:00:00.000Z");
  await order(db, 15_000, "delivered", "2026-03-03T18:00:00.000Z");
  await order(db, 6_500, "refunded", "2026-03-04T18:00:00.000Z");
  await order(db, 9_999, "pending", null);
  await order(db, 20_000, "in_production", "2025-12-24T18:00:00.000Z");

  return { clients: { a, b, c, d }, invoices: { aSecond, bSecond, cRetainer, dOneOff } };
}
