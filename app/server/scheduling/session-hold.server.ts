import type { Kysely } from "kysely";
import type { SessionHoldView } from "~/shared/scheduling/booking-views";
import { overlapsAny } from "~/shared/scheduling/slots";
import { clockWords } from "~/shared/scheduling/slot-words";
import { type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { bookingOfProposal, holdStands, offerOf } from "./booked-offer.server";
import { claimSpan, loadBusy, releaseSpan } from "./busy-time.server";
import { expireLapsedHolds } from "./expire-holds.server";
import { offerFreedMiniSlots } from "./hold-time.server";

// A self-booked proposal's time while the client signs and pays (docs/decisions/042): the booking
// page says until when it is held, or that it went to someone else once the hold lapsed; the pay
// button first makes the hold cover the checkout, re-claiming a lapsed time that is still free.

/** How long a checkout may take: the hold is made to last at least this long when it starts. */
export const CHECKOUT_HOLD_MINUTES = 30;

/** The hold of the proposal's self-booked time, or null (not self-booked, or booked already). */
export async function sessionHoldOf(
  db: Kysely<Database>,
  proposalId: number,
  now: Date,
): Promise<SessionHoldView | null> {
  const booking = await bookingOfProposal(db, proposalId);
  if (!booking || booking.status === "booked" || booking.status === "cancelled") return null;
  if (holdStands(booking, now))
    return { state: "held", until: clockWords(Math.floor(booking.holdExpiresAt!.getTime() / 60_000)) };
  const found = await offerOf(db, booking);
  if (!found) return null;
  const busy = await loadBusy(db, found.span.from, found.span.to, now);
  return overlapsAny(found.span, busy)
    ? { state: "taken", pickAgainPath: found.offer.pickAgainPath }
    : { state: "lapsed" };
}

export type CheckoutHold = { ok: true } | { ok: false; message: string };

export const takenMessage = (pickAgainPath: string) =>
  `Sorry — your hold on this time ran out and someone else has booked it since, so it cannot be paid for. Please pick another time: ${pickAgainPath}`;

/**
 * Before a checkout of the proposal's retainer: a standing hold is made to last the checkout; a
 * lapsed one re-claims its time if it is still free (in one transaction with the sweep of lapsed
 * holds), or the checkout is refused. Proposals that are not self-booked pass.
 */
export async function keepHoldForCheckout(app: AppDatabase, proposalId: number, now: Date): Promise<CheckoutHold> {
  const until = new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
  const booking = await bookingOfProposal(app.db, proposalId);
  if (!booking || booking.status === "booked") return { ok: true };
  const found = await offerOf(app.db, booking);
  if (!found) return { ok: true };
  const taken = { ok: false, message: takenMessage(found.offer.pickAgainPath) } as const;
  if (booking.status === "cancelled") return taken;
  return writeTransaction(app, async (trx) => {
    if (holdStands(booking, now)) {
      await trx
        .updateTable("session_bookings")
        .set({ hold_expires_at: until, updated_at: now })
        .where("id", "=", booking.id)
        .where("status", "=", "held")
        .where("hold_expires_at", "<", until.toISOString())
        .execute();
      return { ok: true };
    }
    await offerFreedMiniSlots(trx, await expireLapsedHolds(trx, now));
    await releaseSpan(trx, booking.id);
    if (!(await claimSpan(trx, booking.id, found.span))) return taken;
    await trx
      .updateTable("session_bookings")
      .set({ status: "held", hold_expires_at: until, updated_at: now })
      .where("id", "=", booking.id)
      .execute();
    return { ok: true };
  });
}
