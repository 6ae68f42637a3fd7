import type { Kysely } from "kysely";
import { arizonaWallClock, dateOfEpochMinute, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { formatDollars } from "~/shared/money";
import { shiftDate } from "~/shared/scheduling/slots";
import { addClientEvent } from "../clients/client-events.server";
import type { AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { enqueueMail } from "../mail/outbox.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import { miniDaySlots, sessionTypeStarts } from "./availability.server";
import { claimSpan, releaseSpan } from "./busy-time.server";
import { expireLapsedHolds } from "./expire-holds.server";
import { offerFreedMiniSlots } from "./hold-time.server";
import { cancelledMails, lifecycleSite, movedMails } from "./session-lifecycle-mails.server";
import {
  closeSessionProposal,
  loadSessionBooking,
  proposalWhen,
  sessionWhat,
  sessionWhenText,
  spanAt,
  type SessionBooking,
} from "./session-lifecycle.server";

// Moving and cancelling a booked self-booked session, by the client on /session/<token> within the
// type's change_notice_hours, or by her from the schedule (she may pass the notice). A move is one
// transaction: lapsed holds swept, the old granules released, the new ones claimed (on a conflict
// everything rolls back and other times are offered), the booking and its proposal's session_date
// and session_time updated (the calendar feed reads the proposal). A cancellation frees the time at
// once, and a freed mini slot goes to the waitlist's offer job in the same transaction.

/** A mini-session day has no rules of its own: changes until a day before. */
export const MINI_CHANGE_NOTICE_HOURS = 24;
const ALTERNATIVES = 12;

export type Actor = "client" | "admin";

export const changeNoticeHours = (booking: Pick<SessionBooking, "type">) =>
  booking.type ? Number(booking.type.change_notice_hours) : MINI_CHANGE_NOTICE_HOURS;

/** Whether the client may still change the session herself at `now`. */
export const clientMayChange = (booking: SessionBooking, now: Date) =>
  booking.status === "booked" && epochMinuteOf(now) + changeNoticeHours(booking) * 60 <= booking.start;

/**
 * The free starts the booking could move to (its own time not counted as taken): the type's over
 * four weeks from a week before the session (or today), or the other free slots of the same mini day. She
 * (admin) is not held to the type's notice or reach.
 */
export async function moveChoices(
  db: Kysely<Database>,
  booking: SessionBooking,
  now: Date,
  by: Actor,
): Promise<number[]> {
  if (booking.miniDay) {
    const slots = await miniDaySlots(db, booking.miniDay, now, booking.id);
    return slots.filter((s) => s.free && s.start !== booking.start).map((s) => s.start);
  }
  if (!booking.type) return [];
  const type = by === "admin" ? { ...booking.type, min_notice_hours: 0, max_days_ahead: 730 } : booking.type;
  // From a week before the session (today at the earliest), for four weeks.
  const today = arizonaWallClock(epochMinuteOf(now)).date;
  const weekBefore = shiftDate(arizonaWallClock(booking.start).date, -7);
  const days = await sessionTypeStarts(db, type, now, weekBefore > today ? weekBefore : today, 28, booking.id);
  return days
    .flatMap((d) => d.starts)
    .filter((s) => s !== booking.start)
    .slice(0, by === "admin" ? 200 : 60);
}

export type ChangeOutcome =
  | { ok: true; booking: SessionBooking }
  | { ok: false; reason: "not-found" | "not-booked" | "too-late" | "not-offered" | "taken"; alternatives: number[] };

class Taken extends Error {}

async function refusal(
  db: Kysely<Database>,
  booking: SessionBooking,
  reason: "too-late" | "not-offered" | "taken" | "not-booked",
  now: Date,
  by: Actor,
): Promise<ChangeOutcome> {
  const alternatives =
    reason === "too-late" || reason === "not-booked"
      ? []
      : (await moveChoices(db, booking, now, by)).slice(0, ALTERNATIVES);
  return { ok: false, reason, alternatives };
}

/** Moves a booked session to `start` (epoch minutes), or changes nothing and offers other times. */
export async function moveSessionBooking(
  app: AppDatabase,
  options: { bookingId: number; start: number; by: Actor; now?: Date },
): Promise<ChangeOutcome> {
  const now = options.now ?? new Date();
  const booking = await loadSessionBooking(app.db, { id: options.bookingId });
  if (!booking) return { ok: false, reason: "not-found", alternatives: [] };
  if (booking.status !== "booked") return refusal(app.db, booking, "not-booked", now, options.by);
  if (options.by === "client" && !clientMayChange(booking, now))
    return refusal(app.db, booking, "too-late", now, "client");
  if (!(await moveChoices(app.db, booking, now, options.by)).includes(options.start))
    return refusal(app.db, booking, "not-offered", now, options.by);
  const site = await lifecycleSite(app.db);
  const length = booking.end - booking.start;
  const moved: SessionBooking = { ...booking, start: options.start, end: options.start + length };
  try {
    await writeTransaction(app, async (trx) => {
      await offerFreedMiniSlots(trx, await expireLapsedHolds(trx, now));
      const updated = await trx
        .updateTable("session_bookings")
        .set({ starts_at: dateOfEpochMinute(moved.start), ends_at: dateOfEpochMinute(moved.end), updated_at: now })
        .where("id", "=", booking.id)
        .where("status", "=", "booked")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new Taken();
      await releaseSpan(trx, booking.id);
      if (!(await claimSpan(trx, booking.id, spanAt(booking, moved.start)))) throw new Taken();
      let sequence = 1;
      if (booking.proposalId !== null) {
        const proposal = await trx
          .updateTable("proposals")
          .set({ ...proposalWhen(moved.start), updated_at: now, version: (eb) => eb("version", "+", 1) })
          .where("id", "=", booking.proposalId)
          .returning("version")
          .executeTakeFirst();
        sequence = Number(proposal?.version ?? 1);
      }
      if (booking.clientId !== null) {
        await addClientEvent(trx, {
          clientId: booking.clientId,
          kind: "session_moved",
          summary:
            `${sessionWhat(booking)} moved ${options.by === "client" ? "by the client" : ""} from ${sessionWhenText(booking.start)} to ${sessionWhenText(moved.start)}.`.replace(
              "  ",
              " ",
            ),
          related: booking.proposalId === null ? undefined : { type: "proposal", id: booking.proposalId },
        });
      }
      for (const mail of movedMails(moved, booking.start, site, options.by, sequence)) await enqueueMail(mail, trx);
    });
  } catch (error) {
    if (error instanceof Taken) return refusal(app.db, booking, "taken", now, options.by);
    throw error;
  }
  wakeOutboxWorker();
  return { ok: true, booking: moved };
}

/** The retainer paid on the session's proposal, in cents (what the page calls the deposit). */
export async function depositPaidCents(db: Kysely<Database>, proposalId: number | null): Promise<number> {
  if (proposalId === null) return 0;
  const rows = await db
    .selectFrom("payments")
    .innerJoin("invoices", "invoices.id", "payments.invoice_id")
    .select(["payments.kind", "payments.amount_cents"])
    .where("invoices.proposal_id", "=", proposalId)
    .where("invoices.position", "=", 1)
    .where("payments.status", "=", "paid")
    .execute();
  return rows.reduce((sum, r) => sum + (r.kind === "refund" ? -1 : 1) * Number(r.amount_cents), 0);
}

/** What happens to the deposit, said plainly (the sample agreement: non-refundable unless she cancels). */
export function depositWords(depositCents: number, refunded: boolean): string {
  if (depositCents <= 0) return "Nothing was paid, so nothing is owed or refunded.";
  return refunded
    ? // Promised, not reported: the refund is made after this mail is queued, and may need her hand
      // (a card the provider refuses, cash); its own receipt tells the client when it is made.
      `Your ${formatDollars(depositCents)} deposit will be refunded: you will get a receipt by e-mail when it is made (a card refund can take a few days to show).`
    : `Your ${formatDollars(depositCents)} deposit is non-refundable, as your agreement says.`;
}

/**
 * Cancels a booked session (the client within the notice; she at any time), frees its time, and
 * mails both. `refunded` only says what the mails tell the client: her refund goes through the
 * ledger after this commits (schedule-admin.server.ts).
 */
export async function cancelSessionBooking(
  app: AppDatabase,
  options: { bookingId: number; by: Actor; refund?: boolean; now?: Date },
): Promise<ChangeOutcome & { depositCents?: number }> {
  const now = options.now ?? new Date();
  const booking = await loadSessionBooking(app.db, { id: options.bookingId });
  if (!booking) return { ok: false, reason: "not-found", alternatives: [] };
  const cancellable = booking.status === "booked" || (options.by === "admin" && booking.status === "held");
  if (!cancellable) return { ok: false, reason: "not-booked", alternatives: [] };
  if (options.by === "client" && !clientMayChange(booking, now))
    return { ok: false, reason: "too-late", alternatives: [] };
  const depositCents = await depositPaidCents(app.db, booking.proposalId);
  const site = await lifecycleSite(app.db);
  const done = await writeTransaction(app, async (trx) => {
    const updated = await trx
      .updateTable("session_bookings")
      .set({ status: "cancelled", cancelled_at: now, hold_expires_at: null, updated_at: now })
      .where("id", "=", booking.id)
      .where("status", "=", booking.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await releaseSpan(trx, booking.id);
    if (booking.miniDay) await offerFreedMiniSlots(trx, [{ miniDayId: Number(booking.miniDay.id) }]);
    // The feed leaves out a booked proposal whose session is cancelled.
    await closeSessionProposal(trx, booking.proposalId, now);
    const deposit = depositWords(depositCents, options.refund === true);
    if (booking.clientId !== null) {
      await addClientEvent(trx, {
        clientId: booking.clientId,
        kind: "note",
        summary: `${sessionWhat(booking)} on ${sessionWhenText(booking.start)} cancelled by ${options.by === "client" ? "the client" : "you"}; the time is free again. ${deposit}`,
        related: booking.proposalId === null ? undefined : { type: "proposal", id: booking.proposalId },
      });
    }
    if (booking.email)
      for (const mail of cancelledMails(booking, site, options.by, deposit)) await enqueueMail(mail, trx);
    return true;
  });
  if (!done) return { ok: false, reason: "not-booked", alternatives: [] };
  wakeOutboxWorker();
  return { ok: true, booking: { ...booking, status: "cancelled" }, depositCents };
}
