import type { Kysely } from "kysely";
import { orderShares, unitsRefund } from "~/shared/shop/refund-allocation";
import { maskedCode } from "~/shared/shop/gift-card-rules";
import { database } from "../db/db.server";
import type { Database } from "../db/schema";
import type { OrderRefundView, RefundOptions } from "~/shared/orders/refund-view";
import type { Order } from "./order-types";
import {
  paymentRefOf,
  REFUNDABLE_STATUSES,
  refundableOrder,
  refundedUnits,
  refundSources,
} from "./refund-planning.server";

// The refunds of an order and what is left to refund, as her order page shows them.

export async function orderRefunds(db: Kysely<Database>, orderId: number): Promise<OrderRefundView[]> {
  const refunds = await db
    .selectFrom("order_refunds")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  if (refunds.length === 0) return [];
  const lines = await db
    .selectFrom("order_refund_lines")
    .selectAll()
    .where(
      "refund_id",
      "in",
      refunds.map((r) => r.id),
    )
    .orderBy("position")
    .execute();
  return refunds.map((r) => ({
    id: Number(r.id),
    status: r.status,
    full: Number(r.full_refund) === 1,
    amountCents: Number(r.amount_cents),
    giftCardCents: Number(r.gift_card_cents),
    createdAt: new Date(r.created_at).toISOString(),
    lines: lines
      .filter((l) => Number(l.refund_id) === Number(r.id))
      .map((l) => ({ position: Number(l.position), quantity: Number(l.quantity), cents: Number(l.cents) })),
  }));
}

export async function refundOptions(order: Order, db: Kysely<Database> = database().db): Promise<RefundOptions> {
  const refundable = await refundableOrder(db, order);
  const units = await refundedUnits(db, order);
  const shares = orderShares(refundable);
  const sources = await refundSources(db, order);
  const providerLeftCents = Math.max(sources.providerPaidCents - sources.providerRefundedCents, 0);
  return {
    leftCents: REFUNDABLE_STATUSES.has(order.status) ? Math.max(order.totalCents - order.refundedCents, 0) : 0,
    // Nothing left on the provider's charge (an order paid wholly by a gift card): no provider needed.
    throughProvider: paymentRefOf(order) !== null || providerLeftCents === 0,
    providerLeftCents,
    giftCardLeftCents: Math.max(sources.giftCardPaidCents - sources.giftCardRefundedCents, 0),
    giftCard: order.giftCardCode && order.giftCardCents > 0 ? maskedCode(order.giftCardCode) : null,
    lines: shares.lines.map((share, position) => {
      const already = units[position] ?? 0;
      return {
        position,
        unitsLeft: share.quantity - already,
        leftCents: unitsRefund(share, already, share.quantity - already).cents,
        soldGiftCard: Boolean(order.lines[position]?.giftCard),
      };
    }),
  };
}
