import { z } from "zod";
import { invoiceRefundSources } from "~/shared/booking/invoice-refunds";
import { leftToRefund } from "~/shared/shop/refund-split";
import { isSaved } from "../admin/editor/edit-result.server";
import { toIso, type AppDatabase } from "../db/db.server";
import { writeTransaction } from "../db/write-transaction.server";
import { recordRefund } from "../invoices/invoice-refunds.server";
import { registerCheckedJobKind } from "../jobs/jobs.server";
import { enqueueMail } from "../mail/outbox.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import { paymentProvider } from "../payments/provider.server";
import type { PaymentProvider } from "../payments/payment-types";
import { lifecycleSite, takenMails } from "./session-lifecycle-mails.server";
import { SESSION_TAKEN_JOB } from "./session-lifecycle-settle.server";
import { loadSessionBooking } from "./session-lifecycle.server";

// Giving a retainer back through the invoice ledger's own refund (recordRefund: a refund row, the
// provider's refund with an idempotency key, the timeline, the receipt). A card payment is refunded
// through the provider for what is left of it, and a gift card's part goes back on the card (a
// retainer the card paid wholly asks no provider); a payment recorded outside the site is only
// reported: she gives it back herself. A refund already given (or in flight) leaves nothing to
// refund, so running this twice never gives money back twice.

export interface RetainerRefund {
  refundedCents: number;
  /** Paid outside the site: hers to give back. */
  outsideCents: number;
  /** A card refund the provider refused: she is told to do it in the provider's dashboard. */
  failedCents: number;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Refunds what is left of every payment of the proposal's retainer invoice. */
export async function refundRetainer(
  app: AppDatabase,
  proposalId: number,
  note: string,
  provider: PaymentProvider = paymentProvider(),
): Promise<RetainerRefund> {
  const result: RetainerRefund = { refundedCents: 0, outsideCents: 0, failedCents: 0 };
  const retainer = await app.db
    .selectFrom("invoices")
    .select("id")
    .where("proposal_id", "=", proposalId)
    .where("position", "=", 1)
    .executeTakeFirst();
  if (!retainer) return result;
  const payments = await app.db
    .selectFrom("payments")
    .select(["id", "amount_cents", "gift_card_cents", "provider", "provider_payment_ref"])
    .where("invoice_id", "=", retainer.id)
    .where("kind", "=", "payment")
    .where("status", "=", "paid")
    .orderBy("id")
    .execute();
  for (const payment of payments) {
    const refunds = await app.db
      .selectFrom("payments")
      .select(["amount_cents", "gift_card_cents"])
      .where("refund_of", "=", payment.id)
      .where("status", "in", ["paid", "pending"])
      .execute();
    const left = leftToRefund(invoiceRefundSources(payment, refunds));
    if (left.providerCents + left.giftCardCents <= 0) continue;
    // Money taken outside the site is hers to give back; a gift card's part (a payment the card
    // paid, wholly or in part) always goes back on the card through the ledger's own refund.
    if (left.providerCents > 0 && (payment.provider !== provider.name || !payment.provider_payment_ref)) {
      result.outsideCents += left.providerCents + left.giftCardCents;
      continue;
    }
    const cents = left.providerCents + left.giftCardCents;
    const refund = await recordRefund(
      Number(retainer.id),
      { paymentId: String(payment.id), amount: dollars(cents), how: "provider", note },
      provider,
      app,
    );
    if (isSaved(refund)) result.refundedCents += cents;
    else result.failedCents += cents;
  }
  return result;
}

/** The taken session's job: refund, void the retainer, tell the client and her, once. */
export async function refundTakenSession(app: AppDatabase, bookingId: number, provider?: PaymentProvider) {
  const booking = await loadSessionBooking(app.db, { id: bookingId });
  if (!booking || booking.proposalId === null) return;
  const money = await refundRetainer(
    app,
    booking.proposalId,
    "The session's time was taken while the client paid.",
    provider,
  );
  // A provider that refused: retried by the job; the mails wait until the money is back.
  if (money.failedCents > 0) throw new Error(`session ${bookingId}: ${money.failedCents} cents not refunded yet`);
  const site = await lifecycleSite(app.db);
  const mailed = await writeTransaction(app, async (trx) => {
    // Once: the reminders' once-only row, kind "taken-refund", keyed by the booking and its time.
    const row = await trx
      .insertInto("session_reminders")
      .values({ booking_id: booking.id, kind: "taken-refund", starts_at: toIso(new Date(booking.start * 60_000)) })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(row.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable("invoices")
      .set({ status: "void" })
      .where("proposal_id", "=", booking.proposalId)
      .where("status", "=", "open")
      .execute();
    for (const mail of takenMails(booking, site, money)) await enqueueMail(mail, trx);
    return true;
  });
  if (mailed) wakeOutboxWorker();
}

export function registerSessionTakenJob() {
  registerCheckedJobKind(
    SESSION_TAKEN_JOB,
    { maxAttempts: 8, baseDelayMs: 60_000 },
    z.object({ bookingId: z.number().int() }),
    (payload, context) => refundTakenSession(context.app, payload.bookingId),
  );
}
