import type { Kysely, Selectable, Transaction } from "kysely";
import { parseStoredCrop } from "~/shared/shop/print-crop";
import type { GiftCardPurchase } from "~/shared/shop/gift-card-sale";
import { db as sharedDb, toIso } from "../db/db.server";
import type { Database, OrderLinesTable, OrdersTable, OrderStatus } from "../db/schema";
import type { Order, ShippingAddress } from "./order-types";

// Reading orders and their lines back (with the gift cards their lines issued); writes are in
// order-writes.server.ts.

/** The shared database or an open transaction: reads run inside a caller's transaction too. */
export type Executor = Kysely<Database> | Transaction<Database>;

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
