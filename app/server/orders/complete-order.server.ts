import type { Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { enqueueMail } from "../mail/outbox.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import { customerReceipt, photographerMail } from "./order-mails.server";
import { findById, markPaid, type PaymentDetails } from "./orders-repository.server";
import type { Order } from "./order-types";

export type CompleteOrderResult = { completed: true; order: Order } | { completed: false };

/**
 * The one way an order becomes paid, shared by the Stripe webhook and the built-in test
 * checkout: the status change and both mails commit together, and only the first
 * confirmation of an order does anything.
 */
export async function completeOrder(
  details: PaymentDetails,
  database: Kysely<Database> = sharedDb(),
): Promise<CompleteOrderResult> {
  const config = env();
  const result = await database.transaction().execute(async (trx): Promise<CompleteOrderResult> => {
    if (!(await markPaid(details, trx))) return { completed: false } as const;
    const order = await findById(details.orderId, trx);
    if (!order) throw new Error(`Order ${details.orderId} vanished while being completed`);
    await enqueueMail(photographerMail(order, config.SITE_EMAIL, config.SITE_NAME), trx);
    if (order.customerEmail) {
      await enqueueMail(customerReceipt(order, order.customerEmail, config.SITE_NAME, config.SITE_EMAIL), trx);
    }
    return { completed: true, order } as const;
  });
  // The mails are committed: deliver them now rather than at the next poll.
  if (result.completed) wakeOutboxWorker();
  return result;
}
