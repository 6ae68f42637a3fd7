import { ICalCalendarMethod } from "ical-generator";
import { sessionEnd, sessionStart, sessionUid, siteCalendar } from "../calendar/ical-events.server";

// The booked session as an .ics file (attached to the booking confirmation and to the note of a
// moved session), in Arizona time. The UID is the proposal's, so a later update of the same
// session replaces the event in the client's calendar instead of adding a second one; `sequence`
// says which update this is.

interface SessionForCalendar {
  proposalId: number;
  title: string;
  /** "YYYY-MM-DD", Arizona time. */
  sessionDate: string;
  /** "HH:MM", or null: an all-day event. */
  sessionTime: string | null;
  /** The session's length when known (a self-booked session): the event ends then. */
  minutes?: number | null;
  place: string;
  /** The client's booking page, for the event's link. */
  bookingUrl: string;
  /** 0 for the first file; higher for each later change of the same session. */
  sequence?: number;
}

interface CalendarSite {
  name: string;
  email: string;
  siteUrl: string;
}

export function sessionIcs(session: SessionForCalendar, site: CalendarSite, stamp: Date = new Date()): string {
  const calendar = siteCalendar({ company: site.name, product: "Booking", method: ICalCalendarMethod.PUBLISH });
  const start = sessionStart(session.sessionDate, session.sessionTime);
  calendar.createEvent({
    id: sessionUid(session.proposalId, site.siteUrl),
    sequence: session.sequence ?? 0,
    stamp,
    ...start,
    ...sessionEnd(start, session.minutes),
    summary: `${session.title} — ${site.name}`,
    location: session.place || null,
    description: `Your session with ${site.name}. Your booking: ${session.bookingUrl}`,
    url: session.bookingUrl,
    organizer: { name: site.name, email: site.email },
  });
  return calendar.toString();
}
