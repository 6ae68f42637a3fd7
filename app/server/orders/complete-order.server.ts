import type { Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { enqueueMail } from "../mail/outbox.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import { wakeJobsWorker } from "../jobs/jobs-worker.server";
import { issueOrderGiftCards } from "../shop/gift-card-issue.server";
import { customerReceipt, photographerMail } from "./order-mails.server";
import { findById } from "./order-reads.server";
import { markFailed, markPaid, type PaymentDetails } from "./order-writes.server";
import { amountDueCents, type Order } from "./order-types";

/** A provider's word that an order was paid, with what it says it charged. */
export interface PaidConfirmation extends PaymentDetails {
  /** What the provider charged, in the smallest unit; null when it did not say. */
  amountCents: number | null;
  currency: string | null;
}

export type CompleteOrderResult =
  | { completed: true; order: Order }
  | { completed: false; reason: "not-found" | "not-pending" | "amount-mismatch" | "other-session" };

/**
 * The one way an order becomes paid, shared by every payment provider: the amount charged must be
 * the order's total in its currency, the status change and both mails commit together, and only
 * the first confirmation of an order does anything.
 */
export async function completeOrder(
  details: PaidConfirmation,
  database: Kysely<Database> = sharedDb(),
): Promise<CompleteOrderResult> {
  const config = env();
  let issuedCards = false;
  const result = await database.transaction().execute(async (trx): Promise<CompleteOrderResult> => {
    const before = await findById(details.orderId, trx);
    if (!before) return { completed: false, reason: "not-found" };
    if (before.status !== "pending") return { completed: false, reason: "not-pending" };
    // The provider charges the total less the gift card's part (decision 046).
    if (details.amountCents !== amountDueCents(before) || details.currency?.toLowerCase() !== before.currency) {
      // Never paid on a different amount: the photographer would ship what nobody paid for.
      console.error(
        `payments: order ${before.id}: charged amount ${details.amountCents ?? "(none)"} ${details.currency ?? "(none)"} ` +
          `is not the order's ${amountDueCents(before)} ${before.currency} due; not marked paid`,
      );
      return { completed: false, reason: "amount-mismatch" };
    }
    if (!(await markPaid(details, trx))) return { completed: false, reason: "other-session" };
    // The gift cards this order sold (decision 051): issued and queued for mailing with the payment,
    // only by the first confirmation (the one that moved the order from pending).
    const paid = await findById(details.orderId, trx);
    if (paid && (await issueOrderGiftCards(trx, paid)) > 0) issuedCards = true;
    const order = await findById(details.orderId, trx);
    if (!order) throw new Error(`Order ${details.orderId} vanished while being completed`);
    await enqueueMail(photographerMail(order, config.SITE_EMAIL, config.SITE_NAME), trx);
    if (order.customerEmail) {
      await enqueueMail(customerReceipt(order, order.customerEmail, config.SITE_NAME, config.SITE_EMAIL), trx);
    }
    return { completed: true, order };
  });
  // The mails are committed: deliver them now rather than at the next poll.
  if (result.completed) wakeOutboxWorker();
  if (result.completed && issuedCards) wakeJobsWorker();
  return result;
}

/** The provider gave up on this order's checkout: pending → failed, nothing else. */
export async function failOrder(
  orderId: number,
  sessionId: string,
  database: Kysely<Database> = sharedDb(),
): Promise<boolean> {
  return markFailed(orderId, sessionId, database);
}
