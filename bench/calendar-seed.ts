import type { Kysely } from "kysely";
import type { Database } from "../app/server/db/schema";
import { addDays } from "../app/shared/booking/pricing";
import { studioDate } from "../app/shared/galleries/gallery-rules";
import { SAMPLE_CONTENT } from "../tests/integration/booking-fixtures";

// Ten years of a busy studio for the calendar feed's benchmark (issue 29 §7): 5,000 clients with a
// proposal each, 4,000 of them booked (sessions evenly from nine years ago to a year ahead, two in
// three at a time of day), each booked one signed and with three invoices (the retainer paid at
// signing, the second instalment 90 days and the balance 30 days before the session: paid once
// due, except one in fifty left overdue) and a payment for each paid invoice.

export const CLIENTS = 5_000;
export const BOOKED = 4_000;
const BATCH = 400;

export interface SeededStudio {
  clients: number;
  proposals: number;
  invoices: number;
  payments: number;
  /** What the feed should list today: booked sessions from a year ago on, open invoices with a due date. */
  expectedEvents: (pastDays: number) => number;
}

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const FIRST = ["Anna", "Zoë", "José", "Maria", "Ben", "Nguyễn", "Olivia", "Liam", "Ava", "Noah"];
const LAST = ["Ruiz", "Nguyen", "Smith", "García", "Johnson", "Yazzie", "Begay", "Lopez", "Kim", "Brown"];

export async function seedBusyStudio(db: Kysely<Database>, now = new Date()): Promise<SeededStudio> {
  const today = studioDate(now);
  const content = JSON.stringify(SAMPLE_CONTENT);
  const schedule = JSON.stringify({ retainer: { kind: "percent", basisPoints: 3_000 }, instalments: [] });
  const clients = Array.from({ length: CLIENTS }, (_, i) => ({
    names: `${FIRST[i % 10]} & ${FIRST[(i * 7 + 3) % 10]} ${LAST[(i * 3) % 10]}`,
    email: `client${i}@example.com`,
    status: (i < BOOKED ? "booked" : "proposal_sent") as "booked" | "proposal_sent",
  }));
  await insertBatches(clients, (batch) => db.insertInto("clients").values(batch).execute());
  const clientIds = (await db.selectFrom("clients").select("id").orderBy("id").execute()).map((r) => Number(r.id));
  const span = 10 * 365;
  const sessionDate = (i: number) => addDays(today, Math.round((i / BOOKED) * span) - 9 * 365);
  const proposals = clientIds.map((clientId, i) => ({
    client_id: clientId,
    token: `bench-calendar-token-${String(i).padStart(6, "0")}-xxxxxxxxxxxxxxxx`,
    status: (i < BOOKED ? "booked" : i % 2 ? "sent" : "withdrawn") as "booked" | "sent" | "withdrawn",
    title: `Wedding at the Desert Botanical Garden (${i})`,
    session_date: i < BOOKED ? sessionDate(i) : addDays(today, 30 + (i % 300)),
    session_time: i % 3 === 0 ? null : `${String(9 + (i % 9)).padStart(2, "0")}:30`,
    session_place: "Desert Botanical Garden, 1201 N Galvin Pkwy, Phoenix, AZ 85008",
    content,
    schedule,
    tax_rate_millis: 8_600,
    expires_on: addDays(today, 14),
  }));
  await insertBatches(proposals, (batch) => db.insertInto("proposals").values(batch).execute());
  const booked = (
    await db
      .selectFrom("proposals")
      .select(["id", "client_id", "session_date"])
      .where("status", "=", "booked")
      .orderBy("id")
      .execute()
  ).map((r) => ({ id: Number(r.id), clientId: Number(r.client_id), sessionDate: r.session_date! }));
  await insertBatches(booked, (batch) =>
    db
      .insertInto("proposal_signatures")
      .values(
        batch.map((p) => ({
          proposal_id: p.id,
          revision: 1,
          package_key: "full-day",
          contract_text: "# Agreement\n\nSigned.",
          pricing: "{}",
          sha256: "0".repeat(64),
          signer_name: "Anna Ruiz",
          photographer_signature: "Maria Lopez",
          audit: "[]",
        })),
      )
      .execute(),
  );
  const invoices = booked.flatMap((p, i) => {
    const second = addDays(p.sessionDate, -90);
    const balance = addDays(p.sessionDate, -30);
    const paid = (due: string) => due < today && i % 50 !== 7;
    return [
      {
        client_id: p.clientId,
        proposal_id: p.id,
        position: 1,
        label: "Retainer",
        amount_cents: 135_000,
        due_on: null,
        status: "paid" as const,
      },
      {
        client_id: p.clientId,
        proposal_id: p.id,
        position: 2,
        label: "Second instalment",
        amount_cents: 150_000,
        due_on: second,
        status: paid(second) ? ("paid" as const) : ("open" as const),
      },
      {
        client_id: p.clientId,
        proposal_id: p.id,
        position: 3,
        label: "Balance",
        amount_cents: 166_922,
        due_on: balance,
        status: paid(balance) ? ("paid" as const) : ("open" as const),
      },
    ];
  });
  await insertBatches(invoices, (batch) => db.insertInto("invoices").values(batch).execute());
  const paidInvoices = await db
    .selectFrom("invoices")
    .select(["id", "client_id", "amount_cents"])
    .where("status", "=", "paid")
    .execute();
  await insertBatches(paidInvoices, (batch) =>
    db
      .insertInto("payments")
      .values(
        batch.map((inv) => ({
          invoice_id: Number(inv.id),
          client_id: Number(inv.client_id),
          amount_cents: Number(inv.amount_cents),
          method: "card" as const,
          provider: "test",
          provider_session_id: `bench-${inv.id}`,
          status: "paid" as const,
          paid_at: now.toISOString(),
        })),
      )
      .execute(),
  );
  const openWithDue = invoices.filter((inv) => inv.status === "open" && inv.due_on !== null).length;
  return {
    clients: CLIENTS,
    proposals: proposals.length,
    invoices: invoices.length,
    payments: paidInvoices.length,
    expectedEvents: (pastDays) => booked.filter((p) => p.sessionDate >= addDays(today, -pastDays)).length + openWithDue,
  };
}
