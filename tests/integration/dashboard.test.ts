import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientLedger } from "~/server/clients/client-ledger.server";
import { dashboardFigures } from "~/server/dashboard/dashboard-figures.server";
import type { DashboardView } from "~/shared/dashboard/dashboard-view";
import { addDays } from "~/shared/booking/pricing";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { buildDashboardHistory, NOW, type DashboardHistory } from "./dashboard-history";

// The dashboard's figures (issue 29 §5) on SQLite and PostgreSQL, from a known year of business
// (dashboard-history.ts): every number checked, and the money owed checked against the ledger's
// own arithmetic on the same rows.

const MONTHS = [
  "2025-04",
  "2025-05",
  "2025-06",
  "2025-07",
  "2025-08",
  "2025-09",
  "2025-10",
  "2025-11",
  "2025-12",
  "2026-01",
  "2026-02",
  "2026-03",
];
/** Twelve months from April 2025, with the given values by month. */
const year = (values: Record<string, number>) => MONTHS.map((m) => values[m] ?? 0);

describe.each(databaseKinds)("the dashboard's figures on %s", (kind) => {
  let database: TestDatabase;
  let history: DashboardHistory;
  let figures: DashboardView;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    history = await buildDashboardHistory(database.db);
    figures = await dashboardFigures(database, NOW);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("counts enquiries and bookings in Arizona months, the edge of February included", () => {
    expect(figures.series.months).toEqual(MONTHS);
    expect(figures.series.enquiries).toEqual(
      year({ "2025-04": 1, "2025-06": 1, "2026-01": 1, "2026-02": 2, "2026-03": 3 }),
    );
    // Signed and booked: A on Feb 28 in Phoenix (March 1 in UTC), B in March, D in May; C is only signed.
    expect(figures.series.bookings).toEqual(year({ "2025-05": 1, "2026-02": 1, "2026-03": 1 }));
  });

  it("sums money received as the ledger does: payments less refunds when settled, and shop sales apart", () => {
    expect(figures.series.receivedSessions).toEqual(
      year({ "2025-05": 60_000, "2025-08": 40_000, "2026-02": 130_000, "2026-03": 120_000 }),
    );
    expect(figures.series.receivedShop).toEqual(year({ "2025-12": 20_000, "2026-02": 4_500, "2026-03": 15_000 }));
  });

  it("the sessions' money agrees with every client's ledger", async () => {
    const { a, b, c, d } = history.clients;
    const ledgers = await Promise.all([a, b, c, d].map((id) => clientLedger(id, database.db, NOW)));
    const kept = ledgers.reduce((sum, l) => sum + l.paidCents - l.refundedCents, 0);
    // The only settled payment outside the twelve months: $100 on March 31, 2025 in Phoenix.
    expect(figures.series.receivedSessions.reduce((s, v) => s + v, 0)).toBe(kept - 10_000);
  });

  it("says where the year's enquiries came from and how many booked", () => {
    expect(figures.sources.map((s) => [s.key, s.enquiries, s.booked])).toEqual([
      ["instagram", 2, 1],
      ["referral", 1, 0],
      ["search", 1, 0],
      ["wedding-sites", 1, 1],
      ["other", 1, 0],
      ["unsaid", 2, 0],
    ]);
    expect(figures.conversion).toEqual({ enquiries: 8, booked: 2, percent: 25 });
  });

  it("totals what is due in 30 days and what is overdue by the ledger's rule, each linked to its client", async () => {
    const { a, b, c, d } = history.clients;
    const { aSecond, bSecond, cRetainer, dOneOff } = history.invoices;
    expect(figures.due.today).toBe("2026-03-15");
    expect(figures.due.dueSoon).toMatchObject({ totalCents: 200_000, count: 2 });
    expect(figures.due.dueSoon.invoices.map((i) => [i.invoiceId, i.clientId, i.owedCents, i.dueOn])).toEqual([
      [cRetainer, c, 50_000, null],
      [aSecond, a, 150_000, "2026-04-01"],
    ]);
    expect(figures.due.overdue).toMatchObject({ totalCents: 125_000, count: 2 });
    expect(figures.due.overdue.invoices.map((i) => [i.invoiceId, i.clientId, i.owedCents, i.clientNames])).toEqual([
      [dOneOff, d, 25_000, "Dee Walsh"],
      [bSecond, b, 100_000, "Ben Ortiz"],
    ]);

    const ledgerInvoices = (await Promise.all([a, b, c, d].map((id) => clientLedger(id, database.db, NOW)))).flatMap(
      (l) => l.invoices,
    );
    const horizon = addDays("2026-03-15", 30);
    const owed = (pick: (i: (typeof ledgerInvoices)[number]) => boolean) =>
      ledgerInvoices.filter(pick).reduce((sum, i) => sum + i.owedCents, 0);
    expect(figures.due.overdue.totalCents).toBe(owed((i) => i.state === "overdue"));
    expect(figures.due.dueSoon.totalCents).toBe(
      owed((i) => i.state === "due" && (i.dueOn === null || i.dueOn <= horizon)),
    );
  });

  it("lists the booked sessions to come, soonest first", () => {
    expect(figures.sessions.map((s) => [s.clientId, s.sessionDate])).toEqual([
      [history.clients.b, "2026-03-20"],
      [history.clients.a, "2026-05-02"],
    ]);
  });

  it("a payment at 2026-03-01T03:00Z is February's in Phoenix, a minute after 07:00Z March's", async () => {
    const { a } = history.clients;
    const invoice = await database.db
      .insertInto("invoices")
      .values({ client_id: a, position: 9, label: "Edge", amount_cents: 2, due_on: null, status: "paid" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("payments")
      .values([
        {
          invoice_id: invoice.id,
          client_id: a,
          amount_cents: 1,
          method: "cash",
          status: "paid",
          paid_at: "2026-03-01T03:00:00.000Z",
        },
        {
          invoice_id: invoice.id,
          client_id: a,
          amount_cents: 1,
          method: "cash",
          status: "paid",
          paid_at: "2026-03-01T07:01:00.000Z",
        },
      ])
      .execute();
    const again = await dashboardFigures(database, NOW);
    expect(again.series.receivedSessions.slice(-2)).toEqual([130_001, 120_001]);
  });
});
