import { NOINDEX_NOFOLLOW } from "~/shared/robots";
import { PAYMENT_METHOD_WORDS } from "~/shared/invoices/invoice-view";
import { csvDocument, money, type CsvCell } from "~/shared/exports/csv";
import {
  accountantFileName,
  isAccountantFile,
  periodFromSearch,
  periodMonths,
  type AccountantFile,
  type ExportPeriod,
} from "~/shared/exports/export-period";
import { database, type AppDatabase } from "../db/db.server";
import { moneyHistory } from "./money-history.server";
import type { MoneyLine } from "./money-line";

// The two files of /admin/exports (issue 29 §6, docs/decisions/040): every payment and refund, and
// a summary per Arizona month, bookings and shop apart. Refunds are negative amounts in the list
// and positive "refunded" figures in the summary, so each column adds up as an accountant expects.

const BUILDERS: Record<AccountantFile, (app: AppDatabase, period: ExportPeriod) => Promise<string>> = {
  "payments.csv": paymentsCsv,
  "monthly-summary.csv": summaryCsv,
};
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": NOINDEX_NOFOLLOW } as const;
const SOURCE_WORDS = { booking: "Booking", shop: "Shop sale" } as const;
const signed = (line: MoneyLine, cents: number) => (line.kind === "refund" ? -cents : cents);

/**
 * GET /admin/exports/<file>?year=… or ?from=…&to=… (the caller has checked the session): the file
 * as an attachment nobody caches; 404 for another file, 400 with her words for a bad period.
 */
export async function accountantFileResponse(fileName: string | undefined, search: URLSearchParams, app = database()) {
  const plain = (status: number, text: string) =>
    new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE } });
  if (!isAccountantFile(fileName)) return plain(404, "There is no such file.");
  const period = periodFromSearch(search);
  if (!period.ok) return plain(400, period.error);
  return new Response(await BUILDERS[fileName](app, period.period), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${accountantFileName(fileName, period.period)}"`,
      ...PRIVATE,
    },
  });
}

export const PAYMENTS_HEADER = [
  "Date (Arizona time)",
  "Client",
  "For",
  "Booking or shop",
  "Kind",
  "Method",
  "Provider reference",
  "Amount",
  "Sales tax part",
  "Note",
] as const;

export async function paymentsCsv(app: AppDatabase, period: ExportPeriod): Promise<string> {
  const rows = (await moneyHistory(app, period)).map((line): CsvCell[] => [
    line.at,
    line.client,
    line.what,
    SOURCE_WORDS[line.source],
    line.kind === "refund" ? "Refund" : "Payment",
    PAYMENT_METHOD_WORDS[line.method],
    line.providerRef,
    money(signed(line, line.amountCents)),
    money(signed(line, line.taxCents)),
    line.note,
  ]);
  return csvDocument(PAYMENTS_HEADER, rows);
}

interface Sums {
  received: number;
  refunded: number;
  tax: number;
}

const part = (kind: string) => [`${kind} received`, `${kind} refunded`, `${kind} net`, `${kind} sales tax`];
export const SUMMARY_HEADER = ["Month", ...part("Bookings"), ...part("Shop"), ...part("Total")];

const cells = (s: Sums): CsvCell[] => [
  money(s.received),
  money(s.refunded),
  money(s.received - s.refunded),
  money(s.tax),
];
const plus = (a: Sums, b: Sums): Sums => ({
  received: a.received + b.received,
  refunded: a.refunded + b.refunded,
  tax: a.tax + b.tax,
});
const zero = (): Sums => ({ received: 0, refunded: 0, tax: 0 });

/** One row per Arizona month of the period (empty months too), then the period's total. */
export async function summaryCsv(app: AppDatabase, period: ExportPeriod): Promise<string> {
  const months = new Map(periodMonths(period).map((m) => [m, { booking: zero(), shop: zero() }]));
  for (const line of await moneyHistory(app, period)) {
    const sums = months.get(line.at.slice(0, 7))![line.source];
    if (line.kind === "refund") sums.refunded += line.amountCents;
    else sums.received += line.amountCents;
    sums.tax += signed(line, line.taxCents);
  }
  const total = { booking: zero(), shop: zero() };
  const rows: CsvCell[][] = [];
  for (const [month, { booking, shop }] of months) {
    total.booking = plus(total.booking, booking);
    total.shop = plus(total.shop, shop);
    rows.push([month, ...cells(booking), ...cells(shop), ...cells(plus(booking, shop))]);
  }
  rows.push(["Total", ...cells(total.booking), ...cells(total.shop), ...cells(plus(total.booking, total.shop))]);
  return csvDocument(SUMMARY_HEADER, rows);
}
