import crypto from "node:crypto";
import type { AppDatabase } from "../app/server/db/db.server";
import { giftCardCode } from "../app/shared/shop/gift-card-rules";

// Issue 31 §8's races, run over HTTP against the built server: `racers` carts check out at the same
// moment, each from its own address, for a coupon's last use and for a gift card's last dollar.
// Whatever the timing, exactly one may get each; the rest are told in words. Counted from the
// database afterwards, so an oversold coupon or card cannot hide behind a 200.

const CART = [{ id: "pink-peonies-8x10", quantity: 1 }];

export interface RaceFigures {
  racers: number;
  won: number;
  refused: number;
  other: number[];
  /** Uses held by orders (coupon) or dollars taken (gift card), read from the database. */
  claimed: number;
  limit: number;
}

async function checkout(url: string, n: number, body: Record<string, unknown>) {
  const res = await fetch(`${url}/functions/v1/create-payment`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.31.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({ customerEmail: null, items: CART, ...body }),
  });
  await res.arrayBuffer();
  return res.status;
}

async function race(url: string, racers: number, body: Record<string, unknown>) {
  const statuses = await Promise.all(Array.from({ length: racers }, (_, n) => checkout(url, n, body)));
  return {
    racers,
    won: statuses.filter((s) => s === 200).length,
    refused: statuses.filter((s) => s === 400).length,
    other: statuses.filter((s) => s !== 200 && s !== 400),
  };
}

/** A coupon with one use left of `limit`; `racers` carts race for it. */
export async function raceCouponLastUse(url: string, app: AppDatabase, racers: number): Promise<RaceFigures> {
  const limit = 10;
  const row = await app.db
    .insertInto("coupons")
    .values({
      code: "BENCHLAST",
      kind: "percent",
      percent_off: 10,
      amount_off_cents: null,
      category: null,
      min_order_cents: null,
      starts_on: null,
      ends_on: null,
      max_uses: limit,
      uses: limit - 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const figures = await race(url, racers, { coupon: "BENCHLAST" });
  const coupon = await app.db.selectFrom("coupons").select("uses").where("id", "=", row.id).executeTakeFirstOrThrow();
  return { ...figures, claimed: Number(coupon.uses), limit };
}

/** A gift card with $1.00 left; `racers` carts each want it to pay $1.00 of their order. */
export async function raceGiftCardLastDollar(url: string, app: AppDatabase, racers: number): Promise<RaceFigures> {
  const code = giftCardCode((n) => crypto.randomBytes(n));
  const card = await app.db
    .insertInto("gift_cards")
    .values({
      code,
      amount_cents: 100,
      balance_cents: 100,
      recipient_name: "Bench",
      recipient_email: "bench@example.com",
      issued_by: "bench",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto("gift_card_entries")
    .values({ gift_card_id: card.id, kind: "issued", amount_cents: 100, order_id: null })
    .execute();
  const figures = await race(url, racers, { giftCard: code });
  const taken = await app.db
    .selectFrom("gift_card_entries")
    .select((eb) => eb.fn.sum<number>("amount_cents").as("cents"))
    .where("gift_card_id", "=", card.id)
    .where("kind", "=", "redeemed")
    .executeTakeFirst();
  const after = await app.db
    .selectFrom("gift_cards")
    .select("balance_cents")
    .where("id", "=", card.id)
    .executeTakeFirstOrThrow();
  if (Number(after.balance_cents) < 0) throw new Error(`gift card balance went below zero: ${after.balance_cents}`);
  return { ...figures, claimed: -Number(taken?.cents ?? 0), limit: 100 };
}
