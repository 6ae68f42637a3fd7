import type { Kysely } from "kysely";
import { z } from "zod";
import { epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { toIso, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { registerCheckedJobKind } from "../jobs/jobs.server";
import { enqueueMail } from "../mail/outbox.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import { miniDaySlots, type MiniDayRow } from "./availability.server";
import { holdMiniSlot, WAITLIST_OFFER_JOB } from "./hold-time.server";
import { waitlistOfferMail } from "./waitlist-mails.server";
import { mailFacts, type WaitlistEntry } from "./waitlist.server";

// The waitlist offer job (docs/decisions/042 "Waitlists"), queued with {miniDayId} whenever a mini
// slot is freed (a lapsed hold, a cancellation, someone leaving the line) and by the periodic sweep.
// One run settles the day's line, then offers every free slot to the next people waiting, first
// come first served: each offer is a hold in her name (session_bookings.waitlist_id) for the day's
// offer_hours, and a mail with her link.
//
// It may run twice, or two runs for one day at once (two slots freed, two instances): every change
// of an entry is guarded by its status, so a second run finds nothing left to do and nobody is
// offered twice. The hold comes before the entry is marked offered; a run that stopped between the
// two leaves a live hold in her name, which the next run finds and offers her ("adopts").

export const WAITLIST_OFFER_POLICY = { maxAttempts: 8, baseDelayMs: 30_000 } as const;

const payloadSchema = z.object({ miniDayId: z.number().int().positive() });

export interface OfferRunResult {
  offered: number;
  passed: number;
  booked: number;
}

interface Hold {
  id: number;
  status: string;
  starts_at: string;
  hold_expires_at: string | null;
}

const isLive = (hold: Hold, now: Date) =>
  hold.status === "held" && hold.hold_expires_at !== null && hold.hold_expires_at > now.toISOString();

/** The holds made in the entries' names, newest first per entry. */
async function holdsOf(db: Kysely<Database>, entryIds: readonly number[]): Promise<Map<number, Hold[]>> {
  const byEntry = new Map<number, Hold[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await db
    .selectFrom("session_bookings")
    .select(["id", "status", "starts_at", "hold_expires_at", "waitlist_id"])
    .where("waitlist_id", "in", entryIds)
    .orderBy("id", "desc")
    .execute();
  for (const row of rows) {
    const hold: Hold = {
      id: Number(row.id),
      status: row.status,
      starts_at: toIso(row.starts_at),
      hold_expires_at: row.hold_expires_at === null ? null : toIso(row.hold_expires_at),
    };
    const list = byEntry.get(Number(row.waitlist_id)) ?? [];
    list.push(hold);
    byEntry.set(Number(row.waitlist_id), list);
  }
  return byEntry;
}

/** Marks her entry offered (if still waiting) and mails her the link, in one transaction. */
async function markOffered(
  app: AppDatabase,
  entry: WaitlistEntry,
  day: MiniDayRow,
  hold: { start: number; until: Date },
  now: Date,
): Promise<boolean> {
  return writeTransaction(app, async (trx) => {
    const updated = await trx
      .updateTable("mini_waitlist")
      .set({ status: "offered", offer_expires_at: hold.until, updated_at: now })
      .where("id", "=", entry.id)
      .where("status", "=", "waiting")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await enqueueMail(waitlistOfferMail(mailFacts(entry, day), hold.start, hold.until), trx);
    return true;
  });
}

async function setStatus(db: Kysely<Database>, entryId: number, from: string, to: "passed" | "booked", now: Date) {
  const result = await db
    .updateTable("mini_waitlist")
    .set({ status: to, updated_at: now })
    .where("id", "=", entryId)
    .where("status", "=", from as WaitlistEntry["status"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A hold this run made that someone else's run made redundant: gone, as if never made. */
async function dropHold(app: AppDatabase, bookingId: number) {
  await writeTransaction(app, async (trx) => {
    await trx.deleteFrom("session_busy").where("booking_id", "=", bookingId).execute();
    await trx.deleteFrom("session_bookings").where("id", "=", bookingId).where("status", "=", "held").execute();
  });
}

/**
 * Settles the line: an offer whose spot was booked is "booked"; one whose hold lapsed, was let go
 * or was never made is "passed". A waiting entry with a live hold in her name is offered it.
 */
async function settleLine(app: AppDatabase, day: MiniDayRow, now: Date, result: OfferRunResult) {
  const entries = await app.db
    .selectFrom("mini_waitlist")
    .selectAll()
    .where("mini_day_id", "=", day.id)
    .where("status", "in", ["offered", "waiting"])
    .orderBy("id")
    .execute();
  const holds = await holdsOf(
    app.db,
    entries.map((e) => Number(e.id)),
  );
  for (const entry of entries) {
    const mine = holds.get(Number(entry.id)) ?? [];
    const live = mine.find((h) => isLive(h, now));
    if (entry.status === "offered") {
      if (mine.some((h) => h.status === "booked")) {
        if (await setStatus(app.db, entry.id, "offered", "booked", now)) result.booked++;
      } else if (!live && (await setStatus(app.db, entry.id, "offered", "passed", now))) result.passed++;
    } else if (live?.hold_expires_at) {
      const start = epochMinuteOf(new Date(live.starts_at));
      if (await markOffered(app, entry, day, { start, until: new Date(live.hold_expires_at) }, now)) result.offered++;
    }
  }
}

/** The end of an offer: the day's offer_hours from now, but never past the slot's start. */
export function offerDeadline(day: Pick<MiniDayRow, "offer_hours">, slotStart: number, now: Date): Date {
  return new Date(Math.min(now.getTime() + Number(day.offer_hours) * 3_600_000, slotStart * 60_000));
}

/** One run of the job for a day: settle the line, then offer each free slot to the next waiting. */
export async function offerWaitlistSpots(
  app: AppDatabase,
  miniDayId: number,
  now = new Date(),
): Promise<OfferRunResult> {
  const result: OfferRunResult = { offered: 0, passed: 0, booked: 0 };
  const day = await app.db.selectFrom("mini_days").selectAll().where("id", "=", miniDayId).executeTakeFirst();
  if (!day) return result;
  await settleLine(app, day, now, result);
  if (!day.published) return result;
  const waiting = await app.db
    .selectFrom("mini_waitlist")
    .selectAll()
    .where("mini_day_id", "=", day.id)
    .where("status", "=", "waiting")
    .orderBy("id")
    .execute();
  if (waiting.length === 0) return result;
  const free = (await miniDaySlots(app.db, day, now)).filter((s) => s.free).map((s) => s.start);
  for (const entry of waiting) {
    let start: number | undefined;
    while ((start = free.shift()) !== undefined) {
      const until = offerDeadline(day, start, now);
      const held = await holdMiniSlot(day.slug, start, now, app, { waitlistId: Number(entry.id), holdUntil: until });
      if (!held.ok) continue; // taken since we looked: the next free slot
      if (await markOffered(app, entry, day, { start, until }, now)) {
        result.offered++;
      } else {
        // Another run offered her a spot first (or adopted this very hold): keep the slot for the next person.
        const holds = (await holdsOf(app.db, [Number(entry.id)])).get(Number(entry.id)) ?? [];
        if (holds.some((h) => h.id !== held.bookingId && isLive(h, now))) {
          await dropHold(app, held.bookingId);
          free.unshift(start);
        }
      }
      break;
    }
    if (free.length === 0) break;
  }
  if (result.offered > 0) wakeOutboxWorker();
  return result;
}

/** `clock` is the tests' (the job compares holds' deadlines with it). */
export function registerWaitlistOfferJob(clock: () => Date = () => new Date()) {
  registerCheckedJobKind(WAITLIST_OFFER_JOB, WAITLIST_OFFER_POLICY, payloadSchema, (payload, context) =>
    offerWaitlistSpots(context.app, payload.miniDayId, clock()),
  );
}
