import { sql, type Kysely } from "kysely";
import { addClientEvent } from "../clients/client-events.server";
import type { Database } from "../db/schema";
import { enqueueJob } from "../jobs/jobs.server";
import { claimSpan, releaseSpan } from "./busy-time.server";
import { expireLapsedHolds } from "./expire-holds.server";
import { offerFreedMiniSlots } from "./hold-time.server";
import {
  closeSessionProposal,
  loadSessionBooking,
  sessionWhat,
  sessionWhenText,
  spanAt,
  type SessionBooking,
} from "./session-lifecycle.server";

// The retainer's payment of a self-booked session (docs/decisions/042, "A payment in flight"):
// called by bookOnRetainer inside the settlement's transaction, before the proposal is booked.
// A hold still standing becomes the booking. A hold that lapsed while the client paid re-claims
// its time through session_busy's key: free, she is booked; taken by someone else, nothing is
// booked, the proposal is withdrawn, and a durable job gives the money back and tells both.

/** The job that refunds the retainer of a session whose time was taken while the client paid. */
export const SESSION_TAKEN_JOB = "scheduling.session-taken-refund";

export type SessionSettlement = "not-self-booked" | "booked" | "taken";

/** Books the proposal's held time, or gives it up when it is no longer hers. */
export async function settleSessionBooking(
  trx: Kysely<Database>,
  proposalId: number,
  now: Date,
): Promise<SessionSettlement> {
  const booking = await loadSessionBooking(trx, { proposalId });
  if (!booking) return "not-self-booked";
  if (booking.status === "booked") return "booked";
  const standing =
    booking.status === "held" && booking.holdExpiresAt !== null && booking.holdExpiresAt > now.toISOString();
  if (standing) {
    await markBooked(trx, booking, now);
    return "booked";
  }
  if (booking.status === "held" || booking.status === "expired") {
    // Lapsed holds (this one among them) give their time back first; then this one asks again.
    await offerFreedMiniSlots(trx, await expireLapsedHolds(trx, now));
    await releaseSpan(trx, booking.id);
    if (await claimSpan(trx, booking.id, spanAt(booking, booking.start))) {
      await markBooked(trx, booking, now);
      return "booked";
    }
  }
  await giveUp(trx, booking, now);
  return "taken";
}

async function markBooked(trx: Kysely<Database>, booking: Pick<SessionBooking, "id" | "miniDay" | "email">, now: Date) {
  await trx
    .updateTable("session_bookings")
    .set({ status: "booked", hold_expires_at: null, updated_at: now })
    .where("id", "=", booking.id)
    .execute();
  // Someone waiting in the day's line who booked a freed slot herself leaves the line: no offer of
  // a second slot goes to her, and the next person moves up.
  if (booking.miniDay && booking.email) {
    await trx
      .updateTable("mini_waitlist")
      .set({ status: "booked", updated_at: now })
      .where("mini_day_id", "=", booking.miniDay.id)
      .where(sql<string>`lower(email)`, "=", booking.email.toLowerCase())
      .where("status", "=", "waiting")
      .execute();
  }
}

async function giveUp(
  trx: Kysely<Database>,
  booking: NonNullable<Awaited<ReturnType<typeof loadSessionBooking>>>,
  now: Date,
) {
  await trx
    .updateTable("session_bookings")
    .set({ status: booking.status === "cancelled" ? "cancelled" : "expired", hold_expires_at: null, updated_at: now })
    .where("id", "=", booking.id)
    .execute();
  // The paid retainer is refunded by the job, then voided there.
  await closeSessionProposal(trx, booking.proposalId, now);
  if (booking.clientId !== null) {
    await addClientEvent(trx, {
      clientId: booking.clientId,
      kind: "note",
      summary:
        `${sessionWhat(booking)} on ${sessionWhenText(booking.start)}: the hold lapsed while the client was paying ` +
        "and someone else took the time. Not booked; the retainer is being refunded and the client was asked to pick another time.",
      related: booking.proposalId === null ? undefined : { type: "proposal", id: booking.proposalId },
    });
  }
  await enqueueJob(SESSION_TAKEN_JOB, { bookingId: booking.id }, trx);
}
