import type { Kysely } from "kysely";
import { arizonaWallClock, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { clockLabel, clockValue } from "~/shared/scheduling/clock";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { busySpan, type BusyInterval } from "~/shared/scheduling/slots";
import { toIso } from "../db/db.server";
import type { Database } from "../db/schema";
import type { SessionBookingStatus } from "../db/scheduler-schema";
import { miniSpan, rulesOf, type MiniDayRow, type SessionTypeRow } from "./availability.server";

// A self-booked time as every step after the hold reads it (docs/decisions/042): the settlement
// that books it, the client's /session/<token> page, her schedule, the reminders. One loader, one
// way to say when and where, one span (the type's buffers, or the mini slot's own minutes).

export interface SessionBooking {
  id: number;
  token: string;
  status: SessionBookingStatus;
  start: number;
  end: number;
  holdExpiresAt: string | null;
  clientId: number | null;
  proposalId: number | null;
  names: string;
  email: string;
  place: string;
  type: SessionTypeRow | null;
  miniDay: MiniDayRow | null;
}

const minuteOf = (value: Date | string) => epochMinuteOf(new Date(toIso(value)));

/** The booking by id or token, with its type or mini-session day. */
export async function loadSessionBooking(
  db: Kysely<Database>,
  by: { id: number } | { token: string } | { proposalId: number },
): Promise<SessionBooking | undefined> {
  let query = db.selectFrom("session_bookings").selectAll();
  if ("id" in by) query = query.where("id", "=", by.id);
  else if ("token" in by) query = query.where("token", "=", by.token);
  else query = query.where("proposal_id", "=", by.proposalId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [type, miniDay] = await Promise.all([
    row.session_type_id === null
      ? undefined
      : db.selectFrom("session_types").selectAll().where("id", "=", row.session_type_id).executeTakeFirst(),
    row.mini_day_id === null
      ? undefined
      : db.selectFrom("mini_days").selectAll().where("id", "=", row.mini_day_id).executeTakeFirst(),
  ]);
  return {
    id: Number(row.id),
    token: row.token,
    status: row.status,
    start: minuteOf(row.starts_at),
    end: minuteOf(row.ends_at),
    holdExpiresAt: row.hold_expires_at === null ? null : toIso(row.hold_expires_at),
    clientId: row.client_id === null ? null : Number(row.client_id),
    proposalId: row.proposal_id === null ? null : Number(row.proposal_id),
    names: row.names,
    email: row.email,
    place: row.place,
    type: type ?? null,
    miniDay: miniDay ?? null,
  };
}

/** The time a booking starting at `start` takes from her day. */
export function spanAt(booking: Pick<SessionBooking, "type" | "start" | "end">, start: number): BusyInterval {
  if (booking.type) return busySpan(start, rulesOf(booking.type));
  return miniSpan(start, start + (booking.end - booking.start));
}

/** What was booked, in her words: the type's name or the mini day's title. */
export const sessionWhat = (booking: Pick<SessionBooking, "type" | "miniDay">) =>
  booking.type?.name ?? booking.miniDay?.title ?? "Your session";

/** "Tuesday, December 1, 2026 at 5:00 pm, Arizona time". */
export function sessionWhenText(start: number): string {
  const { date, minute } = arizonaWallClock(start);
  return `${formatCalendarDate(date)} at ${clockLabel(minute)}, Arizona time`;
}

/** The proposal's session_date and session_time ("HH:MM") of a start. */
export function proposalWhen(start: number) {
  const { date, minute } = arizonaWallClock(start);
  return { session_date: date, session_time: clockValue(minute) };
}

/** Where the session is: the client's place when she chose it, else the type's or the day's. */
export const sessionPlace = (booking: Pick<SessionBooking, "place" | "type" | "miniDay">) =>
  booking.place || (booking.type?.place_kind === "fixed" ? booking.type.place : "") || booking.miniDay?.place || "";

/** Where a client picks another time of the same kind. */
export const pickAgainPath = (booking: Pick<SessionBooking, "type" | "miniDay">) =>
  booking.type
    ? `/book-a-session/${booking.type.slug}`
    : booking.miniDay
      ? `/minis/${booking.miniDay.slug}`
      : "/book-a-session";

export const sessionManagePath = (token: string) => `/session/${encodeURIComponent(token)}`;

/**
 * The session will not happen: a proposal not booked yet is withdrawn (its link closes, so nobody
 * pays for a time she does not have); a booked one stays, the record of what was signed and paid.
 * Whatever is still open on it is void.
 */
export async function closeSessionProposal(trx: Kysely<Database>, proposalId: number | null, now: Date) {
  if (proposalId === null) return;
  await trx
    .updateTable("proposals")
    .set({ status: "withdrawn", updated_at: now })
    .where("id", "=", proposalId)
    .where("status", "in", ["sent", "signed"])
    .execute();
  await trx
    .updateTable("invoices")
    .set({ status: "void" })
    .where("proposal_id", "=", proposalId)
    .where("status", "=", "open")
    .execute();
}
