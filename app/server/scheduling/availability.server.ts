import type { Kysely, Selectable } from "kysely";
import { arizonaEpochMinute, arizonaWallClock, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { miniSlots } from "~/shared/scheduling/mini-slots";
import {
  bookableWindow,
  busySpan,
  freeSessionStarts,
  overlapsAny,
  shiftDate,
  type DayOfStarts,
  type SessionRules,
  type WeeklyRange,
} from "~/shared/scheduling/slots";
import type { Database } from "../db/schema";
import type { MiniDaysTable, SessionTypesTable } from "../db/scheduler-schema";
import { loadBusy } from "./busy-time.server";

// What is free, read from the database for the pure rules of ~/shared/scheduling: the public
// pages list it, the hold checks the time asked for against it.

export type SessionTypeRow = Selectable<SessionTypesTable>;
export type MiniDayRow = Selectable<MiniDaysTable>;

export const rulesOf = (type: SessionTypeRow): SessionRules => ({
  durationMinutes: Number(type.duration_minutes),
  bufferBeforeMinutes: Number(type.buffer_before_minutes),
  bufferAfterMinutes: Number(type.buffer_after_minutes),
  minNoticeHours: Number(type.min_notice_hours),
  maxDaysAhead: Number(type.max_days_ahead),
});

export async function activeSessionType(db: Kysely<Database>, slug: string): Promise<SessionTypeRow | undefined> {
  return db
    .selectFrom("session_types")
    .selectAll()
    .where("slug", "=", slug)
    .where("active", "=", true)
    .executeTakeFirst();
}

export async function publishedMiniDay(db: Kysely<Database>, slug: string): Promise<MiniDayRow | undefined> {
  return db
    .selectFrom("mini_days")
    .selectAll()
    .where("slug", "=", slug)
    .where("published", "=", true)
    .executeTakeFirst();
}

async function weeklyAndDatesOff(db: Kysely<Database>, fromDate: string, toDate: string) {
  const [hours, off] = await Promise.all([
    db.selectFrom("availability_hours").select(["weekday", "start_minute", "end_minute"]).execute(),
    db.selectFrom("dates_off").select("date").where("date", ">=", fromDate).where("date", "<=", toDate).execute(),
  ]);
  const weekly: WeeklyRange[] = hours.map((h) => ({
    weekday: Number(h.weekday),
    startMinute: Number(h.start_minute),
    endMinute: Number(h.end_minute),
  }));
  return { weekly, datesOff: new Set(off.map((d) => d.date)) };
}

/**
 * The free starts of a session type from `fromDate` for `days` days (clipped to what the type lets
 * a client book now).
 */
export async function sessionTypeStarts(
  db: Kysely<Database>,
  type: SessionTypeRow,
  now: Date,
  fromDate: string,
  days: number,
  /** A booking whose own time counts as free (moving it), or "ignore-busy" for what she offers at all. */
  exceptBookingId?: number | "ignore-busy",
): Promise<DayOfStarts[]> {
  const rules = rulesOf(type);
  const nowMinute = epochMinuteOf(now);
  const { latest } = bookableWindow(rules, nowMinute);
  const lastDate = arizonaWallClock(latest - 1).date;
  const toDate = [shiftDate(fromDate, days - 1), lastDate].sort()[0]!;
  if (toDate < fromDate) return [];
  const { weekly, datesOff } = await weeklyAndDatesOff(db, fromDate, toDate);
  const busy =
    exceptBookingId === "ignore-busy"
      ? []
      : await loadBusy(
          db,
          arizonaEpochMinute(fromDate, 0) - 240,
          arizonaEpochMinute(toDate, 1_440) + 240,
          now,
          exceptBookingId,
        );
  return freeSessionStarts({ rules, weekly, datesOff, busy, now: nowMinute, fromDate, toDate });
}

/**
 * Whether the type offers `start` at all now (her hours, dates off, notice, how far ahead), held or
 * booked time aside: a time that passes this but cannot be claimed is "taken", never "not offered",
 * however the race with another client's hold falls.
 */
export async function offersStart(db: Kysely<Database>, type: SessionTypeRow, now: Date, start: number) {
  const day = await sessionTypeStarts(db, type, now, arizonaWallClock(start).date, 1, "ignore-busy");
  return (day[0]?.starts ?? []).includes(start);
}

export interface MiniSlot {
  start: number;
  end: number;
  free: boolean;
}

/** Every slot of a mini-session day, and whether it is free now (past slots are not). */
export async function miniDaySlots(
  db: Kysely<Database>,
  day: MiniDayRow,
  now: Date,
  exceptBookingId?: number,
): Promise<MiniSlot[]> {
  const times = miniSlots({
    startMinute: Number(day.start_minute),
    endMinute: Number(day.end_minute),
    slotMinutes: Number(day.slot_minutes),
    gapMinutes: Number(day.gap_minutes),
    limit: day.slot_limit === null ? null : Number(day.slot_limit),
  });
  const from = arizonaEpochMinute(day.date, 0);
  const busy = await loadBusy(db, from, from + 1_440, now, exceptBookingId);
  const nowMinute = epochMinuteOf(now);
  return times.map((t) => {
    const start = arizonaEpochMinute(day.date, t.start);
    const end = arizonaEpochMinute(day.date, t.end);
    return { start, end, free: start > nowMinute && !overlapsAny(miniSpan(start, end), busy) };
  });
}

/** A mini slot takes only its own minutes (the gaps are the buffers). */
export const miniSpan = (start: number, end: number) =>
  busySpan(start, { durationMinutes: end - start, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 });
