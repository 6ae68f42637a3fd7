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

/**
 * One content line folded to at most 75 octets, never inside a character. At most 3 octets per
 * UTF-16 code unit (4 per surrogate pair of 2), so a line under 26 units is never too long and is
 * returned as it is, as is any line that turns out to fit.
 */
export function foldLine(line: string): string {
  if (line.length < 26) return line;
  let parts: string[] | undefined;
  let start = 0;
  let octets = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    // A surrogate pair (one character outside the BMP) is two code units and four octets.
    const pair = code >= 0xd800 && code <= 0xdbff;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (octets + size > MAX_OCTETS) {
      (parts ??= []).push(line.slice(start, i));
      start = i;
      // The continuation line's leading space.
      octets = 1;
    }
    octets += size;
    if (pair) i++;
  }
  if (!parts) return line;
  parts.push(line.slice(start));
  return parts.join("\r\n ");
}

/**
 * What the feed says of one event: the subset of ical-generator's event the feed uses, its start
 * as sessionStart takes it (Arizona's date, and its wall-clock time or null for all day).
 */
export interface FeedEventData {
  id: string;
  /** "YYYY-MM-DD". */
  date: string;
  /** "HH:MM", or null: an all-day event. */
  time: string | null;
  /** A timed event's length in minutes (its DTEND), when known: a self-booked session's. */
  minutes?: number | null;
  summary: string;
  location: string | null;
  description: string;
  url: string;
}

// RFC 5545 §3.3.11 TEXT, as ical-generator escapes it; most of the feed's values need nothing,
// and the rest need no function call per character.
const SPECIAL = /[\\;,\r\n]/;
const escapeText = (text: string) =>
  SPECIAL.test(text) ? text.replace(/[\\;,]/g, "\\$&").replace(/\r\n|\r|\n/g, "\\n") : text;
/** "20261127T200000Z": a DTSTAMP. */
export const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/**
 * "YYYYMMDDTHHMMSS" of `minutes` after a wall-clock date and time: Arizona keeps one offset all
 * year, so UTC arithmetic on the wall clock is exact.
 */
function wallClockAfter(date: string, time: string, minutes: number): string {
  const at = new Date(`${date}T${time.slice(0, 5)}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() + minutes);
  return at.toISOString().slice(0, 19).replace(/[-:]/g, "");
}

/** "2026-11-27" → "20261127". */
const basicDate = (date: string) => `${date.slice(0, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`;

/**
 * One VEVENT's content lines, unfolded, line for line as ical-generator writes them from
 * sessionStart's Date (calendar-feed.server.test.ts compares the two), but written from the date's
 * and time's own digits in a few microseconds instead of a few dozen: her feed writes a thousand
 * and more (issue 29 §7: ≤ 100 ms for ten years of a busy studio, bench/studio.ts). `dtstamp` is
 * utcStamp's, made once per calendar.
 */
function eventLines(event: FeedEventData, dtstamp: string): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${event.id}`, "SEQUENCE:0", `DTSTAMP:${dtstamp}`];
  if (event.time === null) {
    lines.push(
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
      "X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE",
    );
  } else {
    lines.push(`DTSTART;TZID=${ARIZONA}:${basicDate(event.date)}T${event.time.slice(0, 2)}${event.time.slice(3, 5)}00`);
    if (event.minutes) lines.push(`DTEND;TZID=${ARIZONA}:${wallClockAfter(event.date, event.time, event.minutes)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push(`DESCRIPTION:${escapeText(event.description)}`, `URL;VALUE=URI:${escapeText(event.url)}`, "END:VEVENT");
  return lines;
}

/** One VEVENT as ical-generator writes it: CRLF after every line, not folded. */
export function eventText(event: FeedEventData, stamp: Date): string {
  return `${eventLines(event, utcStamp(stamp)).join("\r\n")}\r\n`;
}

/** Bytes appended to one growing buffer: the feed is written straight into its UTF-8 body. */
class ByteWriter {
  private buffer: Buffer<ArrayBuffer>;
  private length = 0;

  constructor(sizeHint: number) {
    this.buffer = Buffer.allocUnsafe(Math.max(sizeHint, 1024));
  }

  write(text: string) {
    // At most 3 octets per UTF-16 code unit.
    const room = text.length * 3;
    if (this.length + room > this.buffer.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + room));
      this.buffer.copy(bigger, 0, 0, this.length);
      this.buffer = bigger;
    }
    this.length += this.buffer.write(text, this.length, "utf8");
  }

  bytes(): Buffer<ArrayBuffer> {
    return this.buffer.subarray(0, this.length);
  }
}

/** A written event is about 400 octets; a first guess that rarely needs to grow. */
const OCTETS_PER_EVENT = 512;

/**
 * The calendar's UTF-8 text: its head and VTIMEZONE from ical-generator, then the events
 * (eventLines), each line folded on its own (ical-generator 8 measures every character with a new
 * TextEncoder while folding, which takes seconds for a few thousand events; fixed in its version 11,
 * which needs Node 22). Each event is written into one growing buffer as soon as it is made: a busy
 * studio's feed is half a megabyte, mostly UTF-16 in JavaScript (an em dash, a "ễ"), and joining it
 * into one string first, then encoding that, was two thirds of the feed's time (bench/studio.ts).
 */
export function calendarBytes(
  calendar: ICalCalendar,
  events: readonly FeedEventData[],
  stamp: Date,
): Buffer<ArrayBuffer> {
  const shell = calendar.toString();
  const end = shell.lastIndexOf("END:VCALENDAR");
  const out = new ByteWriter(shell.length + events.length * OCTETS_PER_EVENT);
  out.write(shell.slice(0, end));
  if (events.some((e) => e.time !== null)) out.write(`${vtimezone(ARIZONA)}\r\n`);
  const dtstamp = utcStamp(stamp);
  for (const event of events) {
    let text = "";
    for (const line of eventLines(event, dtstamp)) text += `${foldLine(line)}\r\n`;
    out.write(text);
  }
  out.write(shell.slice(end));
  return out.bytes();
}
