import type { ExportPeriod } from "~/shared/exports/export-period";
import type { AppDatabase } from "../db/db.server";
import { bookingLines } from "./booking-money-lines.server";
import type { MoneyLine } from "./money-line";
import { shopLines } from "./shop-money-lines.server";

// Every payment and refund of a period, as her accountant reads them (issue 29 §6,
// docs/decisions/040): the booking ledger's settled rows (with the tax part of each, shared over
// the invoice's whole history) and the shop's paid orders, a refunded order also as a refund on
// the day it was marked refunded. Months are Arizona months, computed by the database.

const inPeriod = (line: MoneyLine, { from, to }: ExportPeriod) => {
  const month = line.at.slice(0, 7);
  return month >= from && month <= to;
};

/** The period's lines, in Arizona time order (bookings before the shop within a minute). */
export async function moneyHistory(app: AppDatabase, period: ExportPeriod): Promise<MoneyLine[]> {
  const lines = [...(await bookingLines(app, period)), ...(await shopLines(app, period))];
  return lines.filter((line) => inPeriod(line, period)).sort((a, b) => a.at.localeCompare(b.at));
}
