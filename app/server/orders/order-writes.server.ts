import type { Kysely } from "kysely";
import { NO_SHOP_CHARGES, orderFigures, type OrderFigures } from "~/shared/shop/shop-charges";
import { db as sharedDb } from "../db/db.server";
import type { Database, OrderStatus } from "../db/schema";
import { claimCouponUse, releaseCouponUse, USED_UP } from "../shop/coupons.server";
import { redeemGiftCard, releaseGiftCardRedemption } from "../shop/gift-card-redemptions.server";
import { GIFT_CARD_CHANGED } from "../shop/gift-cards.server";
import { orderTransitions, type Order, type OrderLine, type ShippingAddress } from "./order-types";
import { findById, type Executor } from "./order-reads.server";

// Storing orders and moving them along. Prices arrive here already resolved from the catalogue.

export interface NewOrder {
  lines: readonly OrderLine[];
  /** The server's figures for these lines (app/shared/shop/shop-charges.ts); default: the lines alone. */
  figures?: OrderFigures;
  paymentProvider: string;
  accessToken: string;
  /** The coupon whose use this order claims (decision 045); its code and discount are in `figures`. */
  couponId?: number;
  /** The gift card paying part or all of the total (decision 046), redeemed with the order. */
  giftCard?: { id: number; code: string; cents: number };
}

/** The gift card's balance went to another checkout while this one was being priced. */
export class GiftCardChangedError extends Error {
  constructor() {
    super(GIFT_CARD_CHANGED);
  }
}

/** The coupon's last use went to another checkout while this one was being priced. */
export class CouponUsedUpError extends Error {
  constructor() {
    super(USED_UP);
  }
}
/** An order of lines alone: no shipping, no tax (the seeded shop, the seed script's sample). */
function linesOnly(lines: readonly OrderLine[]): OrderFigures {
  const result = orderFigures(lines, NO_SHOP_CHARGES);
  if (!result.ok) throw new Error(result.error);
  return result.figures;
}

/**
 * Stores a pending order and its lines in one transaction, with the use of its coupon and the
 * redemption of its gift card: when the coupon has none left, or the card no longer holds the
 * amount, nothing is stored and CouponUsedUpError or GiftCardChangedError is thrown.
 */
export async function createOrder(order: NewOrder, database: Kysely<Database> = sharedDb()): Promise<Order> {
  const figures = order.figures ?? linesOnly(order.lines);
  const id = await database.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("orders")
      .values({
        total_cents: figures.totalCents,
        shipping_cents: figures.shippingCents,
        tax_cents: figures.taxCents,
        tax_rate_millis: figures.taxRateMillis,
        shipping_choice: figures.shippingChoice,
        coupon_code: figures.couponCode,
        discount_cents: figures.discountCents,
        gift_card_code: order.giftCard?.code ?? null,
        gift_card_cents: order.giftCard?.cents ?? 0,
        payment_provider: order.paymentProvider,
        payment_session_id: null,
        access_token: order.accessToken,
        customer_email: null,
        shipping_name: null,
        shipping_address: null,
        tracking_url: null,
        paid_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const orderId = Number(row.id);
    if (order.couponId !== undefined && !(await claimCouponUse(trx, order.couponId, orderId)))
      throw new CouponUsedUpError();
    // The card pays after the coupon, shipping and tax: one conditional write, like the coupon's use.
    if (order.giftCard && !(await redeemGiftCard(trx, order.giftCard.id, orderId, order.giftCard.cents)))
      throw new GiftCardChangedError();
    await trx
      .insertInto("order_lines")
      .values(
        order.lines.map((line, position) => ({
          order_id: orderId,
          position,
          cart_id: line.cartId,
          title: line.title,
          size: line.size,
          unit_cents: line.unitCents,
          quantity: line.quantity,
          note: line.note,
          gallery_photo_id: line.galleryPhotoId ?? null,
          print_photo_id: line.printPhotoId ?? null,
          gift_card: line.giftCard ? JSON.stringify(line.giftCard) : null,
          image_key: line.imageKey ?? null,
          category: line.category ?? null,
        })),
      )
      .execute();
    return orderId;
  });
  const created = await findById(id, database);
  if (!created) throw new Error(`Order ${id} vanished after insert`);
  return created;
}

export async function attachPaymentSession(
  orderId: number,
  sessionId: string,
  database: Executor = sharedDb(),
): Promise<void> {
  await database
    .updateTable("orders")
    .set({ payment_session_id: sessionId, updated_at: new Date() })
    .where("id", "=", orderId)
    .execute();
}

export type SetStatusResult = { ok: true; order: Order } | { ok: false; error: string };

/**
 * Moves an order along paid → in_production → shipped (tracking URL) → delivered, or to
 * refunded. The update is conditional on the status read, so two admins cannot race it.
 */
export async function setStatus(
  id: number,
  status: OrderStatus,
  options: { trackingUrl?: string | null } = {},
  database: Kysely<Database> = sharedDb(),
): Promise<SetStatusResult> {
  const current = await findById(id, database);
  if (!current) return { ok: false, error: "Order not found" };
  if (!orderTransitions[current.status].includes(status)) {
    return { ok: false, error: `An order that is ${current.status} cannot become ${status}` };
  }
  const result = await database
    .updateTable("orders")
    .set({
      status,
      updated_at: new Date(),
      ...(options.trackingUrl !== undefined ? { tracking_url: options.trackingUrl } : {}),
    })
    .where("id", "=", id)
    .where("status", "=", current.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, error: "The order changed meanwhile; reload it" };
  if (status === "failed") {
    await releaseCouponUse(database, id);
    await releaseGiftCardRedemption(database, id, "Checkout failed");
  }
  const order = await findById(id, database);
  return order ? { ok: true, order } : { ok: false, error: "Order not found" };
}

export interface PaymentDetails {
  orderId: number;
  sessionId: string;
  customerEmail: string | null;
  shippingAddress: ShippingAddress | null;
  /** The provider's charge, to refund it later (decision 047). */
  paymentRef?: string | null;
}

/**
 * pending → paid, only once: a repeated or late confirmation updates no row and returns false.
 * A session id other than the one this order's checkout was opened with is refused too.
 */
export async function markPaid(details: PaymentDetails, trx: Executor): Promise<boolean> {
  const result = await trx
    .updateTable("orders")
    .set({
      status: "paid",
      payment_session_id: details.sessionId,
      payment_ref: details.paymentRef ?? null,
      customer_email: details.customerEmail,
      shipping_name: details.shippingAddress?.name ?? null,
      shipping_address: details.shippingAddress ? JSON.stringify(details.shippingAddress) : null,
      paid_at: new Date(),
      updated_at: new Date(),
    })
    .where("id", "=", details.orderId)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("payment_session_id", "is", null), eb("payment_session_id", "=", details.sessionId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * pending → failed when the provider gives up on this order's checkout (expired, declined
 * delayed payment). Only for the session the order was opened with; a paid order never fails.
 */
export async function markFailed(orderId: number, sessionId: string, trx: Executor = sharedDb()): Promise<boolean> {
  const result = await trx
    .updateTable("orders")
    .set({ status: "failed", updated_at: new Date() })
    .where("id", "=", orderId)
    .where("status", "=", "pending")
    .where("payment_session_id", "=", sessionId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  // An order never paid gives its coupon's use back (decision 045).
  await releaseCouponUse(trx, orderId);
  // …and what it took from a gift card (decision 046).
  await releaseGiftCardRedemption(trx, orderId, "Checkout expired or failed");
  return true;
}
