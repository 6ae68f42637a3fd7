import { tzOffset } from "@date-fns/tz";
import ical, { ICalCalendarMethod } from "ical-generator";

// The booked session as an .ics file (attached to the booking confirmation), in Arizona time.
// The UID is the proposal's, so a later update of the same session replaces the event in the
// client's calendar instead of adding a second one.

const ARIZONA = "America/Phoenix";

interface SessionForCalendar {
  proposalId: number;
  title: string;
  /** "YYYY-MM-DD", Arizona time. */
  sessionDate: string;
  /** "HH:MM", or null: an all-day event. */
  sessionTime: string | null;
  place: string;
  /** The client's booking page, for the event's link. */
  bookingUrl: string;
}

interface CalendarSite {
  name: string;
  email: string;
  siteUrl: string;
}

/**
 * Arizona keeps one UTC offset all year (no daylight saving), so a single STANDARD block is the
 * whole zone; the offset itself comes from the time zone database, not from this file.
 */
function vtimezone(zone: string): string {
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

/** The stable UID of a proposal's session. */
function sessionUid(proposalId: number, siteUrl: string): string {
  return `proposal-${proposalId}@${new URL(siteUrl).hostname}`;
}

export function sessionIcs(session: SessionForCalendar, site: CalendarSite, stamp: Date = new Date()): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Booking", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: vtimezone },
  });
  const [year, month, day] = session.sessionDate.split("-").map(Number) as [number, number, number];
  const [hour, minute] = (session.sessionTime ?? "00:00").split(":").map(Number) as [number, number];
  // ical-generator prints a zoned time from the Date's own clock fields (these are Arizona's
  // wall-clock date and time, written with TZID=America/Phoenix) and an all-day date in UTC.
  const start = session.sessionTime
    ? new Date(year, month - 1, day, hour, minute)
    : new Date(Date.UTC(year, month - 1, day));
  calendar.createEvent({
    id: sessionUid(session.proposalId, site.siteUrl),
    stamp,
    start,
    ...(session.sessionTime ? { timezone: ARIZONA } : { allDay: true }),
    summary: `${session.title} — ${site.name}`,
    location: session.place || null,
    description: `Your session with ${site.name}. Your booking: ${session.bookingUrl}`,
    url: session.bookingUrl,
    organizer: { name: site.name, email: site.email },
  });
  return calendar.toString();
}
