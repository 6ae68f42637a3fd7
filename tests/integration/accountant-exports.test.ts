import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentsCsv, summaryCsv } from "~/server/exports/accountant-files.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { insertKnownHistory } from "./accountant-fixtures";

// Her accountant's files from a known history (accountant-fixtures.ts), in process, on SQLite and
// PostgreSQL: every line of the payments file and every month of the summary, Arizona months
// computed by each database (a payment at 2026-03-01T03:00Z is February's), the tax part of
// partial payments and refunds, shop sales, and the period boundaries.

const lines = (csv: string) => {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
  return csv.slice(1, -2).split("\r\n");
};

describe.each(databaseKinds)("her accountant's files on %s", (kind) => {
  let database: TestDatabase;
  let orders: { shipped: number; refunded: number };
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orders = await insertKnownHistory(database.db);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  const year2026 = { from: "2026-01", to: "2026-12" };
  const wedding = "Your wedding at the Desert Botanical Garden";

  it("lists every payment and refund of the year, in Arizona time, with its tax part", async () => {
    expect(lines(await paymentsCsv(database, year2026))).toEqual([
      "Date (Arizona time),Client,For,Booking or shop,Kind,Method,Provider reference,Amount,Sales tax part,Note",
      // The mini session was paid in 2025: its refund in January gives back the tax it carried.
      `2026-01-05 09:00,"'=HYPERLINK(""http://x"", ""Sis, Bo"")",Mini session,Booking,Refund,Card,re_test_mini,-325.80,-25.80,Test checkout: no card was charged`,
      `2026-01-15 11:00,Anna & Ben Ruiz,${wedding}: Retainer,Booking,Payment,Card,pi_retainer,1086.00,86.00,`,
      `2026-02-10 13:00,Kim Lee,Shop order #${orders.shipped}: 1 × Garden Roses Print (8x10); 1 × Vintage Peonies (11x14),Shop sale,Payment,Card,cs_live_1,100.00,0.00,`,
      // 03:00 UTC on March 1 is 8 p.m. on February 28 in Arizona.
      `2026-02-28 20:00,Anna & Ben Ruiz,${wedding}: Balance,Booking,Payment,Cash,,333.33,26.40,`,
      `2026-03-10 10:00,Anna & Ben Ruiz,${wedding}: Balance,Booking,Payment,Check,,333.33,26.39,check #1042`,
      `2026-04-02 09:00,Anna & Ben Ruiz,${wedding}: Balance,Booking,Refund,Check,,-100.00,-7.92,"Overpaid, ""gave back"""`,
      `2026-05-05 09:00,Anna & Ben Ruiz,${wedding}: Balance,Booking,Payment,Bank transfer,,433.34,34.32,`,
      `2026-06-30 16:30,pat@example.com,Shop order #${orders.refunded}: 1 × Signature Photo Album (8x8),Shop sale,Payment,Card,test_2,150.00,0.00,Test checkout: no card was charged`,
      `2026-07-31 22:00,pat@example.com,Shop order #${orders.refunded}: 1 × Signature Photo Album (8x8),Shop sale,Refund,Card,test_2,-150.00,0.00,Test checkout: no card was charged`,
    ]);
  });

  it("sums each Arizona month, bookings and shop apart, and the year; the balance's tax adds up exactly", async () => {
    const zero = "0.00,0.00,0.00,0.00";
    expect(lines(await summaryCsv(database, year2026))).toEqual([
      "Month,Bookings received,Bookings refunded,Bookings net,Bookings sales tax,Shop received,Shop refunded,Shop net,Shop sales tax,Total received,Total refunded,Total net,Total sales tax",
      `2026-01,1086.00,325.80,760.20,60.20,${zero},1086.00,325.80,760.20,60.20`,
      "2026-02,333.33,0.00,333.33,26.40,100.00,0.00,100.00,0.00,433.33,0.00,433.33,26.40",
      `2026-03,333.33,0.00,333.33,26.39,${zero},333.33,0.00,333.33,26.39`,
      `2026-04,0.00,100.00,-100.00,-7.92,${zero},0.00,100.00,-100.00,-7.92`,
      `2026-05,433.34,0.00,433.34,34.32,${zero},433.34,0.00,433.34,34.32`,
      `2026-06,${zero},150.00,0.00,150.00,0.00,150.00,0.00,150.00,0.00`,
      `2026-07,${zero},0.00,150.00,-150.00,0.00,0.00,150.00,-150.00,0.00`,
      ...["08", "09", "10", "11", "12"].map((m) => `2026-${m},${zero},${zero},${zero}`),
      // The retainer's 86.00 + the balance's 79.19 in full, less the mini session's 25.80 given back.
      "Total,2186.00,425.80,1760.20,139.39,250.00,150.00,100.00,0.00,2436.00,575.80,1860.20,139.39",
    ]);
  });

  it("keeps to the period's Arizona months at both ends", async () => {
    const february = lines(await paymentsCsv(database, { from: "2026-02", to: "2026-02" }));
    expect(february.slice(1).map((l) => l.slice(0, 16))).toEqual(["2026-02-10 13:00", "2026-02-28 20:00"]);
    const march = lines(await paymentsCsv(database, { from: "2026-03", to: "2026-03" }));
    expect(march.slice(1).map((l) => l.slice(0, 16))).toEqual(["2026-03-10 10:00"]);
    const december = lines(await paymentsCsv(database, { from: "2025-12", to: "2025-12" }));
    expect(december.slice(1)).toEqual([
      `2025-12-20 10:00,"'=HYPERLINK(""http://x"", ""Sis, Bo"")",Mini session,Booking,Payment,Card,pi_test_mini,325.80,25.80,Test checkout: no card was charged`,
      expect.stringMatching(
        /^2025-12-31 13:00,Old Order,Shop order #\d+: 1 × Singular Rose \(16x20\),Shop sale,Payment,Card,cs_live_0,65\.00,0\.00,$/,
      ),
    ]);
    const empty = lines(await summaryCsv(database, { from: "2024-01", to: "2024-02" }));
    expect(empty.slice(1)).toEqual([
      "2024-01,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00",
      "2024-02,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00",
      "Total,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00",
    ]);
  });

  it("adds the months of the balance to exactly its tax, whatever the period split", async () => {
    const monthsTax = async (from: string, to: string) =>
      lines(await summaryCsv(database, { from, to }))
        .slice(1, -1)
        .reduce((sum, row) => sum + Math.round(Number(row.split(",")[4]) * 100), 0);
    const split = (await monthsTax("2026-01", "2026-03")) + (await monthsTax("2026-04", "2026-12"));
    expect(split).toBe(8_600 + 7_919 - 2_580);
  });
});
