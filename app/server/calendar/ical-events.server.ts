import { tzOffset } from "@date-fns/tz";
import ical, { type ICalCalendar, type ICalCalendarMethod } from "ical-generator";

// What every calendar file of the site shares (the client's session .ics and her private feed,
// docs/decisions/035-calendar-feed.md): Arizona time with its VTIMEZONE, a session's start (timed
// or all-day) and the stable UIDs that make calendar apps update an event instead of adding a
// second one.

export const ARIZONA = "America/Phoenix";

/**
 * Arizona keeps one UTC offset all year (no daylight saving), so a single STANDARD block is the
 * whole zone; the offset itself comes from the time zone database, not from this file.
 */
export function vtimezone(zone: string): string {
  const minutes = tzOffset(zone, new Date());
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${zone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n");
}

/** A calendar of the site's, its events written in Arizona time. */
export function siteCalendar(options: {
  company: string;
  product: string;
  method?: ICalCalendarMethod;
  name?: string;
}) {
  return ical({
    prodId: { company: options.company, product: options.product, language: "EN" },
    ...(options.method ? { method: options.method } : {}),
    ...(options.name ? { name: options.name } : {}),
    timezone: { name: null, generator: vtimezone },
  });
}

const hostOf = (siteUrl: string) => new URL(siteUrl).hostname;

/** The stable UID of a proposal's session (the client's .ics and her feed use the same). */
export function sessionUid(proposalId: number, siteUrl: string): string {
  return `proposal-${proposalId}@${hostOf(siteUrl)}`;
}

/** The stable UID of an invoice's due date in her feed. */
export function invoiceDueUid(invoiceId: number, siteUrl: string): string {
  return `invoice-${invoiceId}-due@${hostOf(siteUrl)}`;
}

/** An all-day event's start: the date itself ("YYYY-MM-DD", Arizona's calendar day). */
export function allDayStart(date: string): { start: Date; allDay: true } {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // ical-generator writes an all-day date from the Date's UTC fields.
  return { start: new Date(Date.UTC(year, month - 1, day)), allDay: true };
}

/** A session's start: at its Arizona wall-clock time, or all day when no time is set. */
export function sessionStart(
  date: string,
  time: string | null,
): { start: Date; timezone: string } | { start: Date; allDay: true } {
  if (!time) return allDayStart(date);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  // ical-generator prints a zoned time from the Date's own clock fields: Arizona's wall-clock date
  // and time, written with TZID=America/Phoenix.
  return { start: new Date(year, month - 1, day, hour, minute), timezone: ARIZONA };
}

/** RFC 5545 §3.1: content lines are at most 75 octets; longer ones go on with CRLF and a space. */
const MAX_OCTETS = 75;

function foldLine(line: string): string {
  if (Buffer.byteLength(line, "utf8") <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    // A surrogate pair (one character outside the BMP) is two code units and four octets.
    const pair = code >= 0xd800 && code <= 0xdbff;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (octets + size > MAX_OCTETS) {
      parts.push(line.slice(start, i));
      start = i;
      // The continuation line's leading space.
      octets = 1;
    }
    octets += size;
    if (pair) i++;
  }
  parts.push(line.slice(start));
  return parts.join("\r\n ");
}

/**
 * Folds every line of an iCalendar text. Each whole line is matched once: a pattern for long lines
 * only (`[^\r\n]{26,}`) tried again at every character of the short ones, which was a fifth of
 * a busy studio's feed (bench/studio.ts). At most 3 octets per UTF-16 code unit, so a line under
 * 26 units is never too long.
 */
export function foldIcs(text: string): string {
  return text.replace(/[^\r\n]+/g, (line) => (line.length < 26 ? line : foldLine(line)));
}

/**
 * The calendar's text, as `calendar.toString()` writes it but folded in linear time:
 * ical-generator 8 measures every character with a new TextEncoder while folding, which takes
 * seconds for a few thousand events (fixed in its version 11, which needs Node 22). Each event is
 * written by the library; only the folding of the whole is ours. The calendar is emptied.
 */
export function calendarText(calendar: ICalCalendar): string {
  const events = calendar.events();
  const zones = [...new Set(events.map((e) => e.timezone()).filter((z): z is string => !!z))];
  const body = [...zones.map((z) => `${vtimezone(z)}\r\n`), ...events.map((e) => e.toString())].join("");
  calendar.clear();
  const shell = calendar.toString();
  const end = shell.lastIndexOf("END:VCALENDAR");
  return `${shell.slice(0, end)}${foldIcs(body)}${shell.slice(end)}`;
}
