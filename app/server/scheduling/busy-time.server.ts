import type { Kysely } from "kysely";
import { arizonaEpochMinute } from "~/shared/scheduling/arizona-clock";
import { parseClock } from "~/shared/scheduling/clock";
import { granulesOf, type BusyInterval } from "~/shared/scheduling/slots";
import type { Database } from "../db/schema";

// session_busy: the rule that two bookings never overlap, kept by the database. A held or booked
// time writes one row per 5-minute granule it takes (buffers included), keyed by the granule, with
// `on conflict do nothing`: when fewer rows went in than were asked for, someone else holds part
// of that time, on SQLite or PostgreSQL, from this process or another. The caller's transaction
// then rolls back (a hold) or gives the time up (a settlement), and nothing is half-written.

/** Takes `span` for the booking; false (and nothing kept) when any of it is already taken. */
export async function claimSpan(trx: Kysely<Database>, bookingId: number, span: BusyInterval): Promise<boolean> {
  const keys = granulesOf(span);
  if (keys.length === 0) return true;
  const inserted = await trx
    .insertInto("session_busy")
    .values(keys.map((minute) => ({ minute, booking_id: bookingId })))
    .onConflict((oc) => oc.column("minute").doNothing())
    .returning("minute")
    .execute();
  if (inserted.length === keys.length) return true;
  await releaseSpan(trx, bookingId);
  return false;
}

/** Gives back every granule the booking holds. */
export async function releaseSpan(trx: Kysely<Database>, bookingId: number): Promise<void> {
  await trx.deleteFrom("session_busy").where("booking_id", "=", bookingId).execute();
}

/** Runs of consecutive granules as intervals (the rows come ordered by minute). */
function granuleRuns(minutes: readonly number[], step: number): BusyInterval[] {
  const runs: BusyInterval[] = [];
  for (const minute of minutes) {
    const last = runs.at(-1);
    if (last && last.to === minute) last.to = minute + step;
    else runs.push({ from: minute, to: minute + step });
  }
  return runs;
}

/**
 * Her busy time between two instants (epoch minutes): every held or booked self-booked time, and
 * every session booked by a proposal (its session length when set, else its whole Arizona day:
 * a wedding takes the day).
 */
export async function loadBusy(
  db: Kysely<Database>,
  from: number,
  to: number,
  now: Date,
  /** A booking being moved: its own time does not stand in its way. */
  exceptBookingId?: number,
): Promise<BusyInterval[]> {
  // A hold that has lapsed still has its rows until the next hold sweeps them: it is free already.
  const granules = await db
    .selectFrom("session_busy")
    .innerJoin("session_bookings as b", "b.id", "session_busy.booking_id")
    .select("session_busy.minute")
    .where("session_busy.minute", ">=", from - 24 * 60)
    .where("session_busy.minute", "<", to)
    .where((w) => w.or([w("b.status", "!=", "held"), w("b.hold_expires_at", ">", now.toISOString())]))
    .$if(exceptBookingId !== undefined, (q) => q.where("b.id", "!=", exceptBookingId!))
    .orderBy("session_busy.minute")
    .execute();
  const busy = granuleRuns(
    granules.map((g) => Number(g.minute)),
    5,
  );
  const fromDate = new Date((from - 24 * 60) * 60_000).toISOString().slice(0, 10);
  const toDate = new Date((to + 24 * 60) * 60_000).toISOString().slice(0, 10);
  const proposals = await db
    .selectFrom("proposals")
    .leftJoin("session_bookings as sb", "sb.proposal_id", "proposals.id")
    .select(["proposals.session_date", "proposals.session_time", "proposals.session_minutes"])
    .where("proposals.status", "in", ["signed", "booked"])
    .where("sb.id", "is", null)
    .where("proposals.session_date", ">=", fromDate)
    .where("proposals.session_date", "<=", toDate)
    .execute();
  for (const p of proposals) {
    if (!p.session_date) continue;
    const start = p.session_time ? parseClock(p.session_time) : undefined;
    busy.push(
      start !== undefined && p.session_minutes
        ? {
            from: arizonaEpochMinute(p.session_date, start),
            to: arizonaEpochMinute(p.session_date, start + p.session_minutes),
          }
        : { from: arizonaEpochMinute(p.session_date, 0), to: arizonaEpochMinute(p.session_date, 1_440) },
    );
  }
  return busy.filter((b) => b.to > from && b.from < to);
}
