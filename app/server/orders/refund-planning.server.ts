import type { Kysely } from "kysely";
import type { RefundableOrder, RefundRequest } from "~/shared/shop/refund-allocation";
import type { RefundSources } from "~/shared/shop/refund-split";
import type { Database } from "../db/schema";
import { shopCatalogue } from "../shop/shop-catalogue.server";
import type { Order } from "./order-types";
import { categorised } from "./price-cart.server";

// What an order can still give back, read for a refund (issue 31 §7, decision 047): the server
// computes the amount (app/shared/shop/refund-allocation.ts); the browser only says what to refund.
// An order a gift card paid for gives back to the provider's charge first and the rest onto the
// card (app/shared/shop/refund-split.ts).

/** Orders that were paid and may give money back (one marked refunded by hand gives nothing more). */
export const REFUNDABLE_STATUSES = new Set(["paid", "in_production", "shipped", "delivered"]);

/** Her order's coupon scope per line: false for a line outside the category of the coupon it used. */
async function discountScope(db: Kysely<Database>, order: Order): Promise<boolean[]> {
  const all = order.lines.map(() => true);
  if (order.discountCents === 0) return all;
  const coupon = await db
    .selectFrom("coupon_uses as cu")
    .innerJoin("coupons as c", "c.id", "cu.coupon_id")
    .select("c.category")
    .where("cu.order_id", "=", order.id)
    .executeTakeFirst();
  if (!coupon?.category) return all;
  return categorised(await shopCatalogue(db), order.lines).map((line) => line.category === coupon.category);
}

export async function refundableOrder(db: Kysely<Database>, order: Order): Promise<RefundableOrder> {
  const scope = await discountScope(db, order);
  return {
    totalCents: order.totalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    taxRateMillis: order.taxRateMillis,
    discountCents: order.discountCents,
    lines: order.lines.map((line, i) => ({ unitCents: line.unitCents, quantity: line.quantity, discounted: scope[i] })),
  };
}

/** Units refunded (or being refunded) per line position. */
export async function refundedUnits(db: Kysely<Database>, order: Order): Promise<number[]> {
  const rows = await db
    .selectFrom("order_refund_lines as rl")
    .innerJoin("order_refunds as r", "r.id", "rl.refund_id")
    .select(["rl.position", "rl.quantity"])
    .where("r.order_id", "=", order.id)
    .where("r.status", "in", ["pending", "paid"])
    .execute();
  const units = order.lines.map(() => 0);
  for (const row of rows) units[Number(row.position)] = (units[Number(row.position)] ?? 0) + Number(row.quantity);
  return units;
}

/** What each means of payment took and was given back so far (refunds given or in progress). */
export async function refundSources(db: Kysely<Database>, order: Order): Promise<RefundSources> {
  const given = await db
    .selectFrom("order_refunds")
    .select(["amount_cents", "gift_card_cents"])
    .where("order_id", "=", order.id)
    .where("status", "in", ["pending", "paid"])
    .execute();
  const giftCardRefundedCents = given.reduce((sum, r) => sum + Number(r.gift_card_cents), 0);
  const all = given.reduce((sum, r) => sum + Number(r.amount_cents), 0);
  return {
    providerPaidCents: order.totalCents - order.giftCardCents,
    giftCardPaidCents: order.giftCardCents,
    providerRefundedCents: all - giftCardRefundedCents,
    giftCardRefundedCents,
  };
}

/** The charge to refund: the stored one; a test order paid before it was stored still has nothing to give back. */
export function paymentRefOf(order: Order): string | null {
  if (order.paymentRef) return order.paymentRef;
  return order.paymentProvider === "test" ? `pi_test_local_order_${order.id}` : null;
}

export const SOLD_GIFT_CARD_REFUND =
  "A gift card this order sold cannot be refunded from here: cancel the card on its page under Gift cards (if it is unused), then refund its amount in your Stripe dashboard. The prints of the order can be refunded line by line.";

/** Whether a refund would give back a gift card the order sold (the whole order, or one of its lines). */
export function refundsSoldGiftCard(order: Order, request: RefundRequest): boolean {
  const sold = (position: number) => Boolean(order.lines[position]?.giftCard);
  if (request.kind === "full") return order.lines.some((_, position) => sold(position));
  return request.lines.some((line) => line.quantity > 0 && sold(line.position));
}
