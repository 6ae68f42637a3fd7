import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { arizonaWallClock, dateOfEpochMinute, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { busySpan, type BusyInterval } from "~/shared/scheduling/slots";
import { database, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { enqueueJob } from "../jobs/jobs.server";
import {
  activeSessionType,
  miniDaySlots,
  miniSpan,
  offersStart,
  publishedMiniDay,
  rulesOf,
  sessionTypeStarts,
} from "./availability.server";
import { claimSpan } from "./busy-time.server";
import { expireLapsedHolds, type LapsedHold } from "./expire-holds.server";

// Holding a time while the client gives her details, signs and pays (docs/decisions/042): a
// session_bookings row, status "held" until hold_expires_at, and its granules in session_busy,
// written in one transaction that first sweeps lapsed holds. When the time is taken the
// transaction writes nothing, and the client is offered the next free times at once.

/** How long a client has to give her details, sign and pay. */
export const HOLD_MINUTES = 20;

/** The job that offers a freed mini-session slot to the next person on the day's waitlist. */
export const WAITLIST_OFFER_JOB = "mini-waitlist-offer";

export type HoldOutcome =
  | { ok: true; bookingId: number; token: string; holdExpiresAt: Date }
  /** not-offered: the time is not one this type or day offers now; taken: someone holds it. */
  | { ok: false; reason: "not-offered" | "taken"; alternatives: number[] };

class TimeTaken extends Error {}

/** 32 random bytes, base64url: the booking's own link (/session/<token>). */
export const newSessionToken = () => crypto.randomBytes(32).toString("base64url");

/** A freed mini slot may be someone's on the waitlist: the offer job looks, after this commits. */
export async function offerFreedMiniSlots(trx: Kysely<Database>, freed: readonly Pick<LapsedHold, "miniDayId">[]) {
  const days = new Set(freed.map((f) => f.miniDayId).filter((id): id is number => id !== null));
  for (const miniDayId of days) await enqueueJob(WAITLIST_OFFER_JOB, { miniDayId }, trx);
}

export interface SpanToHold {
  sessionTypeId: number | null;
  miniDayId: number | null;
  start: number;
  end: number;
  span: BusyInterval;
  holdUntil: Date;
  waitlistId?: number | null;
}

/** Writes the held booking and takes its time, or writes nothing (false) when any of it is taken. */
export async function holdSpan(app: AppDatabase, hold: SpanToHold, now: Date) {
  try {
    return await writeTransaction(app, async (trx) => {
      await offerFreedMiniSlots(trx, await expireLapsedHolds(trx, now));
      const token = newSessionToken();
      const row = await trx
        .insertInto("session_bookings")
        .values({
          token,
          session_type_id: hold.sessionTypeId,
          mini_day_id: hold.miniDayId,
          starts_at: dateOfEpochMinute(hold.start),
          ends_at: dateOfEpochMinute(hold.end),
          status: "held",
          hold_expires_at: hold.holdUntil,
          waitlist_id: hold.waitlistId ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const bookingId = Number(row.id);
      if (!(await claimSpan(trx, bookingId, hold.span))) throw new TimeTaken();
      return { bookingId, token };
    });
  } catch (error) {
    if (error instanceof TimeTaken) return null;
    throw error;
  }
}

const ALTERNATIVES = 6;
const holdUntil = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * 60_000);

/** Holds `start` (epoch minutes) for a session of the type `slug`, if it is free and bookable now. */
export async function holdSessionTime(
  slug: string,
  start: number,
  now = new Date(),
  app: AppDatabase = database(),
): Promise<HoldOutcome> {
  const type = await activeSessionType(app.db, slug);
  if (!type) return { ok: false, reason: "not-offered", alternatives: [] };
  const from = arizonaWallClock(Math.max(start, epochMinuteOf(now))).date;
  const nextStarts = async () =>
    (await sessionTypeStarts(app.db, type, now, from, 14)).flatMap((d) => d.starts).filter((s) => s !== start);
  if (!(await offersStart(app.db, type, now, start)))
    return { ok: false, reason: "not-offered", alternatives: (await nextStarts()).slice(0, ALTERNATIVES) };
  const rules = rulesOf(type);
  const held = await holdSpan(
    app,
    {
      sessionTypeId: Number(type.id),
      miniDayId: null,
      start,
      end: start + rules.durationMinutes,
      span: busySpan(start, rules),
      holdUntil: holdUntil(now),
    },
    now,
  );
  if (!held) return { ok: false, reason: "taken", alternatives: (await nextStarts()).slice(0, ALTERNATIVES) };
  return { ok: true, ...held, holdExpiresAt: holdUntil(now) };
}

/** Holds the slot of the mini-session day `slug` starting at `start`, if it is free. */
export async function holdMiniSlot(
  slug: string,
  start: number,
  now = new Date(),
  app: AppDatabase = database(),
  offer?: { waitlistId: number; holdUntil: Date },
): Promise<HoldOutcome> {
  const day = await publishedMiniDay(app.db, slug);
  if (!day) return { ok: false, reason: "not-offered", alternatives: [] };
  const slots = await miniDaySlots(app.db, day, now);
  const freeOthers = () => slots.filter((s) => s.free && s.start !== start).map((s) => s.start);
  const slot = slots.find((s) => s.start === start);
  if (!slot) return { ok: false, reason: "not-offered", alternatives: freeOthers().slice(0, ALTERNATIVES) };
  if (!slot.free) return { ok: false, reason: "taken", alternatives: freeOthers().slice(0, ALTERNATIVES) };
  const until = offer?.holdUntil ?? holdUntil(now);
  const held = await holdSpan(
    app,
    {
      sessionTypeId: null,
      miniDayId: Number(day.id),
      start,
      end: slot.end,
      span: miniSpan(slot.start, slot.end),
      holdUntil: until,
      waitlistId: offer?.waitlistId ?? null,
    },
    now,
  );
  if (!held) {
    const fresh = await miniDaySlots(app.db, day, now);
    return {
      ok: false,
      reason: "taken",
      alternatives: fresh.filter((s) => s.free && s.start !== start).map((s) => s.start),
    };
  }
  return { ok: true, ...held, holdExpiresAt: until };
}
