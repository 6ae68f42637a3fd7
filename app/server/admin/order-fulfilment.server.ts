import type { Kysely } from "kysely";
import { formatPrice } from "~/shared/money";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { escapeHtml } from "../mail/html";
import { enqueueMail } from "../mail/outbox.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import { orderSubject } from "../orders/order-mails.server";
import type { Order, OrderStatus } from "../orders/order-types";
import { setStatus, type SetStatusResult } from "../orders/order-writes.server";

// The admin's status changes. Marking an order shipped also tells the customer, in the same
// transaction: the status never changes without the mail being queued, nor the other way round.

export async function changeOrderStatus(
  id: number,
  status: OrderStatus,
  options: { trackingUrl?: string | null } = {},
  db: Kysely<Database> = sharedDb(),
): Promise<SetStatusResult> {
  const result = await db.transaction().execute(async (trx) => {
    const changed = await setStatus(
      id,
      status,
      status === "shipped" ? { trackingUrl: options.trackingUrl ?? null } : {},
      trx,
    );
    if (changed.ok && status === "shipped" && changed.order.customerEmail) {
      await enqueueMail(shippedMail(changed.order, changed.order.customerEmail), trx);
    }
    return changed;
  });
  if (result.ok && status === "shipped") wakeOutboxWorker();
  return result;
}

function shippedMail(order: Order, to: string) {
  const { SITE_NAME, SITE_EMAIL } = env();
  const lines = order.lines.map((l) => `${l.quantity} × ${l.title} (${l.size})`);
  const tracking = order.trackingUrl;
  const text = [
    `Good news: your order #${order.id} from ${SITE_NAME} is on its way.`,
    "",
    ...lines,
    `Total: ${formatPrice(order.totalCents)}`,
    "",
    tracking ? `Track your parcel: ${tracking}` : "You will receive it within a few days.",
    "",
    `Questions? Just reply to this e-mail or write to ${SITE_EMAIL}.`,
  ].join("\n");
  const html = [
    `<p>Good news: your order #${order.id} from ${escapeHtml(SITE_NAME)} is on its way.</p>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
    `<p>Total: ${formatPrice(order.totalCents)}</p>`,
    tracking
      ? `<p><a href="${escapeHtml(tracking)}">Track your parcel</a></p>`
      : "<p>You will receive it within a few days.</p>",
    `<p>Questions? Just reply to this e-mail or write to ${escapeHtml(SITE_EMAIL)}.</p>`,
  ].join("\n");
  return {
    kind: "order-shipped",
    to,
    replyTo: SITE_EMAIL,
    subject: orderSubject(order, `Your order #${order.id} has shipped`),
    text,
    html,
    related: { type: "order", id: order.id },
  };
}
