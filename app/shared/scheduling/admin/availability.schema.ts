import { z } from "zod";
import { defineIntents } from "~/shared/admin/intents";
import { isRealDate } from "~/shared/galleries/gallery-admin-rules";
import { clockLabel, parseClock, WEEKDAYS } from "../clock";
import { optionalText, STEP_MINUTES } from "./booking-terms.schema";

// Her weekly hours and dates off (/admin/availability; issue 30 §2). The week is posted whole:
// for each weekday its ranges as `hours.<weekday>.<n>.start` / `.end` (a row left empty is no
// range); each range starts before it ends, on 5-minute steps, and no two of a day overlap.

export const AVAILABILITY_INTENTS = defineIntents(["save-hours", "add-date", "remove-date"]);

/** Rows shown per weekday: its ranges and this many empty ones to add. */
export const EMPTY_ROWS = 1;
export const MAX_RANGES_PER_DAY = 6;

export interface HoursRange {
  weekday: number;
  start: number;
  end: number;
}

export interface TypedRange {
  weekday: number;
  row: number;
  start: string;
  end: string;
}

export const rangeField = (weekday: number, row: number, end: "start" | "end") => `hours.${weekday}.${row}.${end}`;

/** The week as typed: every row with something in it. */
export function typedWeek(values: (name: string) => string | undefined): TypedRange[] {
  const rows: TypedRange[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    for (let row = 0; row < MAX_RANGES_PER_DAY + EMPTY_ROWS; row++) {
      const start = values(rangeField(weekday, row, "start"))?.trim() ?? "";
      const end = values(rangeField(weekday, row, "end"))?.trim() ?? "";
      if (start !== "" || end !== "") rows.push({ weekday, row, start, end });
    }
  }
  return rows;
}

/** The week's ranges, or a message per field that needs a look. */
export function checkWeek(
  typed: readonly TypedRange[],
): { ok: true; ranges: HoursRange[] } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const ranges: (HoursRange & { row: number })[] = [];
  for (const t of typed) {
    const start = parseClock(t.start);
    const end = parseClock(t.end);
    const startName = rangeField(t.weekday, t.row, "start");
    const endName = rangeField(t.weekday, t.row, "end");
    if (start === undefined) fields[startName] = "Enter the start as on a clock, for example 4:00 pm or 16:00.";
    if (end === undefined) fields[endName] = "Enter the end as on a clock, for example 8:00 pm or 20:00.";
    if (start === undefined || end === undefined) continue;
    if (start % STEP_MINUTES !== 0) fields[startName] = "Times go in steps of 5 minutes (like 4:05 or 4:10 pm).";
    if (end % STEP_MINUTES !== 0) fields[endName] = "Times go in steps of 5 minutes (like 4:05 or 4:10 pm).";
    else if (end <= start) fields[endName] = "The end must be after the start.";
    if (!fields[startName] && !fields[endName]) ranges.push({ weekday: t.weekday, row: t.row, start, end });
  }
  for (let weekday = 0; weekday < 7; weekday++) {
    const day = ranges.filter((r) => r.weekday === weekday).sort((a, b) => a.start - b.start);
    if (day.length > MAX_RANGES_PER_DAY) {
      fields[rangeField(weekday, day[0]!.row, "start")] =
        `Keep to ${MAX_RANGES_PER_DAY} ranges on a ${WEEKDAYS[weekday]}.`;
    }
    for (let i = 1; i < day.length; i++) {
      const before = day[i - 1]!;
      const range = day[i]!;
      if (range.start < before.end) {
        fields[rangeField(weekday, range.row, "start")] =
          `This overlaps ${clockLabel(before.start)}–${clockLabel(before.end)} on ${WEEKDAYS[weekday]}: make one range of them, or move one.`;
      }
    }
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, ranges: ranges.map(({ weekday, start, end }) => ({ weekday, start, end })) };
}

export const DATE_OFF_FIELDS = ["date", "note"] as const;

/** A date off: a real day, today or later (`today` is Arizona's date), with an optional note. */
export const dateOffSchema = (today: string) =>
  z.object({
    date: z
      .string()
      .trim()
      .refine(isRealDate, "Enter the date, for example 2027-07-04.")
      .refine((d) => !isRealDate(d) || d >= today, "That day has passed (Arizona time): choose today or a later day."),
    note: optionalText("note", 200),
  });
