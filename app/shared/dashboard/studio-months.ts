import { STUDIO_UTC_OFFSET_HOURS, studioDate } from "../galleries/gallery-rules";

// The dashboard's months are Arizona months (America/Phoenix, UTC−7 all year): a payment at
// 2026-03-01T03:00Z was made on the evening of February 28 in Phoenix and counts in February.
// The database groups rows by these keys ("YYYY-MM"); this module names the window and fills it.

export type MonthKey = string;

/** The Phoenix month `now` falls in, "YYYY-MM". */
export function studioMonth(now: Date): MonthKey {
  return studioDate(now).slice(0, 7);
}

function shift(month: MonthKey, by: number): MonthKey {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The last `count` Phoenix months up to and including `now`'s, oldest first. */
export function lastMonths(now: Date, count = 12): MonthKey[] {
  const current = studioMonth(now);
  return Array.from({ length: count }, (_, i) => shift(current, i - count + 1));
}

/** The instant a Phoenix month begins (midnight on the 1st in Arizona). */
export function monthStart(month: MonthKey): Date {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1, -STUDIO_UTC_OFFSET_HOURS));
}

/** The instant after a Phoenix month ends: the next month's start. */
export function monthEnd(month: MonthKey): Date {
  return monthStart(shift(month, 1));
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mar" (short, under a bar) or "Mar 2026" (long, in a table or a tooltip). */
export function monthLabel(month: MonthKey, long = false): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const name = MONTH_NAMES[m - 1] ?? month;
  return long ? `${name} ${y}` : name;
}

/** One number per month of the window, 0 where the database returned no row. */
export function fillMonths(months: readonly MonthKey[], rows: readonly { month: string; value: number }[]): number[] {
  const byMonth = new Map<string, number>();
  for (const row of rows) byMonth.set(row.month, (byMonth.get(row.month) ?? 0) + row.value);
  return months.map((month) => byMonth.get(month) ?? 0);
}

/** Whole percent, rounded half up; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 100) / whole);
}
