import { arizonaWallClock } from "./arizona-clock";
import { clockLabel } from "./clock";

// A time as a client reads it on the booking pages and her timeline, always in Arizona time:
// dates are calendar dates ("YYYY-MM-DD"), instants are epoch minutes (UTC).

const LONG = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const SHORT = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

const calendar = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Tuesday, December 1". */
export const longDayWords = (date: string) => LONG.format(calendar(date));

/** "Tue, Dec 1" → "Tue Dec 1". */
export const shortDayWords = (date: string) => SHORT.format(calendar(date)).replace(",", "");

/** "5:00 pm" of an instant. */
export const clockWords = (epochMinute: number) => clockLabel(arizonaWallClock(epochMinute).minute);

/** "Tue Dec 1, 5:00 pm". */
export function slotWords(epochMinute: number): string {
  const { date, minute } = arizonaWallClock(epochMinute);
  return `${shortDayWords(date)}, ${clockLabel(minute)}`;
}

/** "60 minutes", "2 hours", "1 hour 30 minutes". */
export function lengthWords(minutes: number): string {
  if (minutes < 60 || minutes % 30 !== 0 || (minutes % 60 !== 0 && minutes < 90)) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} hour${hours === 1 ? "" : "s"}`;
  return rest === 0 ? (hours === 1 ? "60 minutes" : h) : `${h} ${rest} minutes`;
}

export const ARIZONA_TIME_NOTE = "All times are Arizona time (no daylight saving).";
