import { arizonaEpochMinute, arizonaWallClock, weekdayOf } from "./arizona-clock";

// Which times a client may book: pure, so the public pages, the hold (which checks the time asked
// for is one of these) and the tests compute the same list. Times are epoch minutes (UTC); days and
// hours are Arizona wall-clock (./arizona-clock.ts). A session must fit inside her hours; its
// buffers may reach outside them but never into another booking (session_busy is the same rule,
// enforced by the database).

/** session_busy's unit: every length, buffer and start is a multiple of it. */
export const GRANULE_MINUTES = 5;
/** Offered starts are on the quarter hour within her hours. */
export const START_STEP_MINUTES = 15;

export interface WeeklyRange {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface SessionRules {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeHours: number;
  maxDaysAhead: number;
}

/** A time already taken, epoch minutes, end exclusive. */
export interface BusyInterval {
  from: number;
  to: number;
}

/** The minutes a booking takes from her day: the session and its buffers, widened to whole granules. */
export function busySpan(
  start: number,
  rules: Pick<SessionRules, "durationMinutes" | "bufferBeforeMinutes" | "bufferAfterMinutes">,
): BusyInterval {
  const from = start - rules.bufferBeforeMinutes;
  const to = start + rules.durationMinutes + rules.bufferAfterMinutes;
  return {
    from: Math.floor(from / GRANULE_MINUTES) * GRANULE_MINUTES,
    to: Math.ceil(to / GRANULE_MINUTES) * GRANULE_MINUTES,
  };
}

/** The granules (epoch minutes) of a span: the keys session_busy writes. */
export function granulesOf(span: BusyInterval): number[] {
  const keys: number[] = [];
  for (let minute = span.from; minute < span.to; minute += GRANULE_MINUTES) keys.push(minute);
  return keys;
}

/** Whether a span meets any busy interval (sorted or not). */
export function overlapsAny(span: BusyInterval, busy: readonly BusyInterval[]): boolean {
  return busy.some((b) => b.from < span.to && span.from < b.to);
}

export interface DayOfStarts {
  /** "YYYY-MM-DD", Arizona. */
  date: string;
  /** Epoch minutes of each free start, ascending. */
  starts: number[];
}

export interface AvailabilityInput {
  rules: SessionRules;
  weekly: readonly WeeklyRange[];
  /** Dates she is off ("YYYY-MM-DD"). */
  datesOff: ReadonlySet<string>;
  busy: readonly BusyInterval[];
  /** Epoch minutes. */
  now: number;
  /** The first and last date to look at (Arizona), inclusive. */
  fromDate: string;
  toDate: string;
}

/** "YYYY-MM-DD" plus `days`. */
export function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The first and last date a client may book on now (Arizona), by the type's notice and reach. */
export function bookableWindow(rules: SessionRules, now: number): { earliest: number; latest: number } {
  const earliest = now + rules.minNoticeHours * 60;
  const lastDate = shiftDate(arizonaWallClock(now).date, rules.maxDaysAhead);
  return { earliest, latest: arizonaEpochMinute(lastDate, 1_440) };
}

/** Free starts for a session of `rules`, day by day over the dates asked (days without any are left out). */
export function freeSessionStarts(input: AvailabilityInput): DayOfStarts[] {
  const { rules } = input;
  const { earliest, latest } = bookableWindow(rules, input.now);
  const days: DayOfStarts[] = [];
  for (let date = input.fromDate; date <= input.toDate; date = shiftDate(date, 1)) {
    if (input.datesOff.has(date)) continue;
    const weekday = weekdayOf(date);
    const starts = new Set<number>();
    for (const range of input.weekly) {
      if (range.weekday !== weekday) continue;
      const first = Math.ceil(range.startMinute / START_STEP_MINUTES) * START_STEP_MINUTES;
      for (let minute = first; minute + rules.durationMinutes <= range.endMinute; minute += START_STEP_MINUTES) {
        const start = arizonaEpochMinute(date, minute);
        if (start < earliest || start + rules.durationMinutes > latest) continue;
        if (!overlapsAny(busySpan(start, rules), input.busy)) starts.add(start);
      }
    }
    if (starts.size > 0) days.push({ date, starts: [...starts].sort((a, b) => a - b) });
  }
  return days;
}

/** Whether `start` is one a client may book now: the check the hold makes on what she sent. */
export function isFreeStart(input: Omit<AvailabilityInput, "fromDate" | "toDate">, start: number): boolean {
  const date = arizonaWallClock(start).date;
  return (freeSessionStarts({ ...input, fromDate: date, toDate: date })[0]?.starts ?? []).includes(start);
}
