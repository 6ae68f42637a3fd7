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

/** A timed session's end when its length is known (a self-booked session's session_minutes). */
export function sessionEnd(start: ReturnType<typeof sessionStart>, minutes: number | null | undefined): { end?: Date } {
  if ("allDay" in start || !minutes) return {};
  return { end: new Date(start.start.getTime() + minutes * 60_000) };
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

/** What the feed says of one event: the subset of ical-generator's event the feed uses. */
export interface FeedEventData {
  id: string;
  start: ReturnType<typeof sessionStart>;
  /** A timed event's end (same wall clock and zone as its start); none: no DTEND. */
  end?: Date;
  summary: string;
  location: string | null;
  description: string;
  url: string;
}

// RFC 5545 §3.3.11 TEXT, as ical-generator escapes it.
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");
const pad = (n: number) => String(n).padStart(2, "0");
/** "20261127T200000Z". */
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * One VEVENT, line for line as ical-generator writes it (calendar-feed.server.test.ts compares the
 * two), but in a few microseconds instead of a few dozen: her feed writes a thousand and more
 * (issue 29 §7: ≤ 100 ms for ten years of a busy studio, bench/studio.ts). Not folded.
 */
export function eventText(event: FeedEventData, stamp: Date): string {
  const { start } = event;
  const wallClock = (d: Date) =>
    `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}T${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
  const dtend = event.end && "timezone" in start ? [`DTEND;TZID=${start.timezone}:${wallClock(event.end)}`] : [];
  const dtstart =
    "allDay" in start
      ? `DTSTART;VALUE=DATE:${start.start.getUTCFullYear()}${pad(start.start.getUTCMonth() + 1)}${pad(start.start.getUTCDate())}\r\nX-MICROSOFT-CDO-ALLDAYEVENT:TRUE\r\nX-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE`
      : `DTSTART;TZID=${start.timezone}:${wallClock(start.start)}`;
  return [
    "BEGIN:VEVENT",
    `UID:${event.id}`,
    "SEQUENCE:0",
    `DTSTAMP:${utcStamp(stamp)}`,
    dtstart,
    ...dtend,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL;VALUE=URI:${escapeText(event.url)}`,
    "END:VEVENT\r\n",
  ].join("\r\n");
}

/**
 * The calendar's text: its head and VTIMEZONE from ical-generator, then the events (eventText),
 * folded in linear time (ical-generator 8 measures every character with a new TextEncoder while
 * folding, which takes seconds for a few thousand events; fixed in its version 11, which needs Node 22).
 */
export function calendarText(calendar: ICalCalendar, events: readonly FeedEventData[], stamp: Date): string {
  const zones = [...new Set(events.flatMap((e) => ("timezone" in e.start ? [e.start.timezone] : [])))];
  const body = [...zones.map((z) => `${vtimezone(z)}\r\n`), ...events.map((e) => eventText(e, stamp))].join("");
  const shell = calendar.toString();
  const end = shell.lastIndexOf("END:VCALENDAR");
  return `${shell.slice(0, end)}${foldIcs(body)}${shell.slice(end)}`;
}
