import type { Kysely, Selectable, Transaction } from "kysely";
import { parseStoredCrop } from "~/shared/shop/print-crop";
import { NO_SHOP_CHARGES, orderFigures, type OrderFigures } from "~/shared/shop/shop-charges";
import { db as sharedDb, toIso } from "../db/db.server";
import type { Database, OrderLinesTable, OrdersTable, OrderStatus } from "../db/schema";
import { claimCouponUse, releaseCouponUse, USED_UP } from "../shop/coupons.server";
import { redeemGiftCard, releaseGiftCardRedemption } from "../shop/gift-card-redemptions.server";
import { GIFT_CARD_CHANGED } from "../shop/gift-cards.server";
import type { GiftCardPurchase } from "~/shared/shop/gift-card-sale";
import { orderTransitions, type Order, type OrderLine, type ShippingAddress } from "./order-types";

// Orders and their lines. Prices arrive here already resolved from the catalogue.

type Executor = Kysely<Database> | Transaction<Database>;

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

type IssuedCards = ReadonlyMap<string, { id: number; code: string }>;

function toOrder(row: Selectable<OrdersTable>, lines: Selectable<OrderLinesTable>[], issued: IssuedCards): Order {
  return {
    id: Number(row.id),
    status: row.status,
    totalCents: Number(row.total_cents),
    shippingCents: Number(row.shipping_cents),
    taxCents: Number(row.tax_cents),
    taxRateMillis: Number(row.tax_rate_millis),
    couponCode: row.coupon_code,
    discountCents: Number(row.discount_cents),
    giftCardCode: row.gift_card_code,
    giftCardCents: Number(row.gift_card_cents),
    shippingChoice: row.shipping_choice === "ship" || row.shipping_choice === "pickup" ? row.shipping_choice : null,
    currency: row.currency,
    paymentProvider: row.payment_provider,
    paymentSessionId: row.payment_session_id,
    paymentRef: row.payment_ref,
    refundedCents: Number(row.refunded_cents),
    accessToken: row.access_token,
    customerEmail: row.customer_email,
    shippingAddress: parseAddress(row.shipping_address),
    trackingUrl: row.tracking_url,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    paidAt: row.paid_at === null ? null : toIso(row.paid_at),
    lines: lines
      .sort((a, b) => a.position - b.position)
      .map((line) => {
        const crop = parseStoredCrop(line.crop);
        const giftCard = parseGiftCardPurchase(line.gift_card);
        const issuedCard = issued.get(`${row.id}:${line.position}`);
        return {
          cartId: line.cart_id,
          title: line.title,
          size: line.size,
          unitCents: Number(line.unit_cents),
          quantity: Number(line.quantity),
          note: line.note,
          ...(line.gallery_photo_id === null ? {} : { galleryPhotoId: Number(line.gallery_photo_id) }),
          ...(line.print_photo_id === null ? {} : { printPhotoId: Number(line.print_photo_id) }),
          ...(crop ? { crop } : {}),
          ...(giftCard ? { giftCard } : {}),
          ...(issuedCard ? { issuedCard } : {}),
          ...(line.image_key === null ? {} : { imageKey: line.image_key }),
          ...(line.category === null ? {} : { category: line.category }),
        };
      }),
  };
}

function parseAddress(stored: string | null): ShippingAddress | null {
  if (!stored) return null;
  try {
    return JSON.parse(stored) as ShippingAddress;
  } catch {
    return null;
  }
}

function parseGiftCardPurchase(stored: string | null): GiftCardPurchase | null {
  if (!stored) return null;
  try {
    return JSON.parse(stored) as GiftCardPurchase;
  } catch {
    return null;
  }
}

async function withLines(rows: Selectable<OrdersTable>[], executor: Executor): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // The cards these orders' gift-card lines issued once paid (decision 051), by "order:position".
  const cards = await executor
    .selectFrom("gift_cards")
    .select(["id", "code", "order_id", "order_line_position"])
    .where("order_id", "in", ids)
    .execute();
  const issued: IssuedCards = new Map(
    cards.map((card) => [`${card.order_id}:${card.order_line_position}`, { id: Number(card.id), code: card.code }]),
  );
  const lines = await executor
    .selectFrom("order_lines")
    .selectAll()
    .where(
      "order_id",
      "in",
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => Number(line.order_id) === Number(row.id)),
      issued,
    ),
  );
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

export async function findById(id: number, database: Executor = sharedDb()): Promise<Order | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await database.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await withLines([row], database))[0] : undefined;
}

export async function findBySession(sessionId: string, database: Executor = sharedDb()): Promise<Order | undefined> {
  const row = await database
    .selectFrom("orders")
    .selectAll()
    .where("payment_session_id", "=", sessionId)
    .executeTakeFirst();
  return row ? (await withLines([row], database))[0] : undefined;
}

/** Newest first; the admin's order list. */
export async function list(
  options: { status?: OrderStatus; limit?: number; offset?: number } = {},
  database: Executor = sharedDb(),
): Promise<Order[]> {
  let query = database.selectFrom("orders").selectAll();
  if (options.status) query = query.where("status", "=", options.status);
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 500))
    .offset(Math.max(options.offset ?? 0, 0))
    .execute();
  return withLines(rows, database);
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
