import { STUDIO_UTC_OFFSET_HOURS } from "~/shared/galleries/gallery-rules";

// Wall-clock times in Arizona (America/Phoenix) as the scheduler counts them: a date "YYYY-MM-DD"
// and minutes after its midnight. Arizona keeps UTC−7 all year (no daylight saving since 1968), so
// every conversion is a fixed offset: no day is 23 or 25 hours long, and no time happens twice.
// The scheduler's instants are epoch minutes (UTC), the unit of session_busy.

const OFFSET_MINUTES = STUDIO_UTC_OFFSET_HOURS * 60;
const DAY_MINUTES = 1_440;

/** Epoch minutes (UTC) of `minute` after midnight on `date`, Arizona time. */
export function arizonaEpochMinute(date: string, minute: number): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 60_000 + minute - OFFSET_MINUTES;
}

/** The Arizona date and minute after midnight of an instant in epoch minutes. */
export function arizonaWallClock(epochMinute: number): { date: string; minute: number } {
  const local = epochMinute + OFFSET_MINUTES;
  const dayStart = Math.floor(local / DAY_MINUTES) * DAY_MINUTES;
  return { date: new Date(dayStart * 60_000).toISOString().slice(0, 10), minute: local - dayStart };
}

export const epochMinuteOf = (date: Date): number => Math.floor(date.getTime() / 60_000);
export const dateOfEpochMinute = (minute: number): Date => new Date(minute * 60_000);

/** 0 Sunday … 6 Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
