import { z } from "zod";
import { STUDIO_UTC_OFFSET_HOURS } from "~/shared/galleries/gallery-rules";

// The period of her accountant's files (issue 29 §6): a year (?year=2026) or from one month to
// another (?from=2026-01&to=2026-03), Arizona months. Shared by the screen's form and the CSV routes,
// which answer a bad period with 400 and one of these messages.

export interface ExportPeriod {
  /** "YYYY-MM", the first month. */
  from: string;
  /** "YYYY-MM", the last month (included). */
  to: string;
}

export type PeriodField = "year" | "from" | "to";
export type PeriodResult = { ok: true; period: ExportPeriod } | { ok: false; field: PeriodField; error: string };

export const MAX_MONTHS = 120;
const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;

export const PERIOD_MESSAGES = {
  missing: "Choose a year, or a first and a last month.",
  year: "Enter a year as four digits, for example 2026.",
  from: "Enter the first month as year and month, for example 2026-01.",
  to: "Enter the last month as year and month, for example 2026-12.",
  order: "The last month comes before the first: swap them, or choose a later last month.",
  long: `Choose at most ${MAX_MONTHS / 12} years at a time.`,
} as const;

const search = z.object({
  year: z
    .string()
    .regex(/^20\d\d$/, PERIOD_MESSAGES.year)
    .optional(),
  from: z.string().regex(MONTH, PERIOD_MESSAGES.from).optional(),
  to: z.string().regex(MONTH, PERIOD_MESSAGES.to).optional(),
});

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

/** The period a query string asks for; an empty field counts as absent. */
export function periodFromSearch(params: URLSearchParams): PeriodResult {
  const given = (name: string) => params.get(name)?.trim() || undefined;
  const parsed = search.safeParse({ year: given("year"), from: given("from"), to: given("to") });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, field: issue.path[0] as PeriodField, error: issue.message };
  }
  const { year, from, to } = parsed.data;
  if (year) return { ok: true, period: { from: `${year}-01`, to: `${year}-12` } };
  if (!from && !to) return { ok: false, field: "year", error: PERIOD_MESSAGES.missing };
  if (!from) return { ok: false, field: "from", error: PERIOD_MESSAGES.from };
  if (!to) return { ok: false, field: "to", error: PERIOD_MESSAGES.to };
  if (monthIndex(to) < monthIndex(from)) return { ok: false, field: "to", error: PERIOD_MESSAGES.order };
  if (monthIndex(to) - monthIndex(from) + 1 > MAX_MONTHS)
    return { ok: false, field: "from", error: PERIOD_MESSAGES.long };
  return { ok: true, period: { from, to } };
}

/** Last full year and this year, from Arizona's today ("YYYY-MM-DD"). */
export function defaultPeriods(today: string): ExportPeriod[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year].map((y) => ({ from: `${y}-01`, to: `${y}-12` }));
}

const isYear = ({ from, to }: ExportPeriod) =>
  from.endsWith("-01") && to.endsWith("-12") && from.slice(0, 4) === to.slice(0, 4);

/** Every month of the period, in order. */
export function periodMonths({ from, to }: ExportPeriod): string[] {
  const months: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) months.push(monthAt(i));
  return months;
}

/** The instants the period spans: from midnight of its first Arizona day to midnight after its last. */
export function periodBounds({ from, to }: ExportPeriod): { start: Date; end: Date } {
  const midnight = (index: number) =>
    new Date(Date.UTC(Math.floor(index / 12), index % 12, 1, -STUDIO_UTC_OFFSET_HOURS));
  return { start: midnight(monthIndex(from)), end: midnight(monthIndex(to) + 1) };
}

/** The period in a file name: "2026", "2026-03" or "2026-01-to-2026-03". */
export function periodSlug(period: ExportPeriod): string {
  if (isYear(period)) return period.from.slice(0, 4);
  return period.from === period.to ? period.from : `${period.from}-to-${period.to}`;
}

/** The query string that asks for the period. */
export function periodSearch(period: ExportPeriod): string {
  return isYear(period) ? `year=${period.from.slice(0, 4)}` : `from=${period.from}&to=${period.to}`;
}

const MONTH_NAME = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const monthName = (month: string) => MONTH_NAME.format(new Date(`${month}-15T00:00:00Z`));

/** "2026", "March 2026" or "January 2026 to March 2026". */
export function periodLabel(period: ExportPeriod): string {
  if (isYear(period)) return period.from.slice(0, 4);
  return period.from === period.to ? monthName(period.from) : `${monthName(period.from)} to ${monthName(period.to)}`;
}

/** Her accountant's two files, by the last part of their address, and the word in their file name. */
export const ACCOUNTANT_FILES = { "payments.csv": "payments", "monthly-summary.csv": "monthly-summary" } as const;
export type AccountantFile = keyof typeof ACCOUNTANT_FILES;

export const isAccountantFile = (name: string | undefined): name is AccountantFile =>
  name !== undefined && Object.hasOwn(ACCOUNTANT_FILES, name);

/** "saguaro-bee-payments-2026.csv". */
export const accountantFileName = (file: AccountantFile, period: ExportPeriod) =>
  `saguaro-bee-${ACCOUNTANT_FILES[file]}-${periodSlug(period)}.csv`;

/** Where the file downloads from: "/admin/exports/payments.csv?year=2026". */
export const accountantFileHref = (file: AccountantFile, period: ExportPeriod) =>
  `/admin/exports/${file}?${periodSearch(period)}`;
