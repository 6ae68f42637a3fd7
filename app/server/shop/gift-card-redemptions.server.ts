import { sql } from "kysely";
import { normalizeGiftCardCode } from "~/shared/shop/gift-card-rules";
import { db as sharedDb } from "../db/db.server";
import {
  addEntry,
  GIFT_CARD_CANCELLED,
  GIFT_CARD_EMPTY,
  NO_SUCH_GIFT_CARD_CODE,
  type Executor,
} from "./gift-cards.server";

// A gift card as a means of payment (decision 046): the cart's and the checkout's look at a code,
// the order's redemption (one conditional write in the order's transaction), the value an unpaid
// order gives back, and a refund's part put back on the card (decision 047, amendment 2; an invoice
// payment's refund too, decision 052).

export type GiftCardCheck = { ok: true; id: number; code: string; balanceCents: number } | { ok: false; error: string };

/** Whether `code` is a card with something on it: the cart's Apply and the checkout's first look. */
export async function checkGiftCard(typed: string, db: Executor = sharedDb()): Promise<GiftCardCheck> {
  const code = normalizeGiftCardCode(typed);
  if (code === null) return { ok: false, error: NO_SUCH_GIFT_CARD_CODE };
  const row = await db.selectFrom("gift_cards").selectAll().where("code", "=", code).executeTakeFirst();
  if (!row) return { ok: false, error: NO_SUCH_GIFT_CARD_CODE };
  if (row.status === "cancelled") return { ok: false, error: GIFT_CARD_CANCELLED };
  const balanceCents = Number(row.balance_cents);
  if (balanceCents <= 0) return { ok: false, error: GIFT_CARD_EMPTY };
  return { ok: true, id: Number(row.id), code: row.code, balanceCents };
}

/**
 * Redeems `amountCents` of the card for this order, in the order's transaction: one conditional
 * UPDATE (active, balance_cents >= amount), then the "redeemed" entry. False when the balance is
 * no longer there (another cart took it): the caller rolls the order back.
 */
export async function redeemGiftCard(
  trx: Executor,
  cardId: number,
  orderId: number,
  amountCents: number,
): Promise<boolean> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return false;
  const result = await trx
    .updateTable("gift_cards")
    .set({ balance_cents: sql<number>`balance_cents - ${amountCents}`, updated_at: new Date() })
    .where("id", "=", cardId)
    .where("status", "=", "active")
    .where("balance_cents", ">=", amountCents)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await addEntry(trx, { cardId, kind: "redeemed", amountCents: -amountCents, orderId });
  return true;
}

/**
 * Puts back what an order took from a gift card (the order ended unpaid, or was refunded): a
 * "released" entry and the balance restored, once per order (a second call finds it released).
 * On a card cancelled since, the value comes back and is cancelled again, so its balance stays 0.
 * Returns the cents put back.
 */
export const releaseGiftCardRedemption = (executor: Executor, orderId: number, note = "") =>
  releaseHeldValue(executor, { orderId }, note);

/** The same for an invoice payment that ended unpaid (decision 052). */
export const releaseInvoiceGiftCard = (executor: Executor, paymentId: number) =>
  releaseHeldValue(executor, { paymentId });

/** What took a card's value: a shop order, or an invoice payment; its entries name it. */
type ValueHolder = { orderId: number } | { paymentId: number };

async function releaseHeldValue(executor: Executor, holder: ValueHolder, note = ""): Promise<number> {
  const [column, id, by] =
    "orderId" in holder
      ? (["order_id", holder.orderId, "order"] as const)
      : (["payment_id", holder.paymentId, "invoice payment"] as const);
  const entry = (kind: "redeemed" | "released") =>
    executor
      .selectFrom("gift_card_entries")
      .select(["id", "gift_card_id", "amount_cents"])
      .where(column, "=", id)
      .where("kind", "=", kind)
      .executeTakeFirst();
  const redeemed = await entry("redeemed");
  if (!redeemed) return 0;
  if (await entry("released")) return 0;
  const cardId = Number(redeemed.gift_card_id);
  const cents = -Number(redeemed.amount_cents);
  // The unique (order_id, kind) and (payment_id, kind) make a concurrent second release fail
  // rather than pay twice.
  await addEntry(executor, { cardId, kind: "released", amountCents: cents, ...holder, note });
  const card = await executor.selectFrom("gift_cards").select("status").where("id", "=", cardId).executeTakeFirst();
  if (card?.status === "cancelled") {
    await addEntry(executor, {
      cardId,
      kind: "cancelled",
      amountCents: -cents,
      note: `Released by ${by} #${id} after the card was cancelled`,
    });
    return cents;
  }
  await executor
    .updateTable("gift_cards")
    .set({ balance_cents: sql<number>`balance_cents + ${cents}`, updated_at: new Date() })
    .where("id", "=", cardId)
    .execute();
  return cents;
}

export interface GiftCardRefund {
  /** The card's code (receipts mask it). */
  code: string;
  /** The cents put back on the card by this refund. */
  cents: number;
  /** The card's balance afterwards: 0 for a card cancelled since, whose value is cancelled again. */
  balanceCents: number;
  cancelled: boolean;
}

/** The refund a card's part comes back from: a shop order's, or an invoice payment's (decision 052). */
export type RefundOrigin =
  | { orderId: number; refundId: number }
  /** paymentId: the invoice payment that redeemed the card; refundId: its refund row (payments.id, kind refund). */
  | { invoiceId: number; paymentId: number; refundId: number };

/** Where the card's redemption and the refund's entry are found, per origin. */
function originOf(refund: RefundOrigin) {
  return "orderId" in refund
    ? {
        redeemedBy: ["e.order_id", refund.orderId] as const,
        link: { order_refund_id: refund.refundId },
        linkColumn: "order_refund_id" as const,
        what: `order #${refund.orderId}`,
      }
    : {
        redeemedBy: ["e.payment_id", refund.paymentId] as const,
        link: { invoice_refund_id: refund.refundId },
        linkColumn: "invoice_refund_id" as const,
        what: `invoice #${refund.invoiceId} (payment #${refund.paymentId})`,
      };
}

/**
 * Puts the gift card's part of one refund back on the card that paid (issue 31 §7, decisions 047
 * and 052): a "refunded" entry (+cents, naming the refund) and the balance restored, in the caller's
 * transaction, the one that records the refund as given. Once per refund: a retried step finds its
 * entry (and the unique index on order_refund_id / invoice_refund_id refuses a concurrent second). A
 * card cancelled since gets the value and has it cancelled again, as a release does. Null when the
 * order or payment redeemed no card (nothing to put back).
 */
export async function refundToGiftCard(
  executor: Executor,
  refund: RefundOrigin & { cents: number },
): Promise<GiftCardRefund | null> {
  const origin = originOf(refund);
  const redeemed = await executor
    .selectFrom("gift_card_entries as e")
    .innerJoin("gift_cards as c", "c.id", "e.gift_card_id")
    .select(["c.id", "c.code", "c.status"])
    .where(origin.redeemedBy[0], "=", origin.redeemedBy[1])
    .where("e.kind", "=", "redeemed")
    .executeTakeFirst();
  if (!redeemed) return null;
  const cardId = Number(redeemed.id);
  const already = await executor
    .selectFrom("gift_card_entries")
    .select("amount_cents")
    .where(origin.linkColumn, "=", refund.refundId)
    .executeTakeFirst();
  if (!already && refund.cents > 0) {
    await executor
      .insertInto("gift_card_entries")
      .values({
        gift_card_id: cardId,
        kind: "refunded",
        amount_cents: refund.cents,
        order_id: null,
        ...origin.link,
        note: `Refund of ${origin.what}`,
      })
      .execute();
    if (redeemed.status === "cancelled") {
      await addEntry(executor, {
        cardId,
        kind: "cancelled",
        amountCents: -refund.cents,
        note: `Refunded by ${origin.what} after the card was cancelled`,
      });
    } else {
      await executor
        .updateTable("gift_cards")
        .set({ balance_cents: sql<number>`balance_cents + ${refund.cents}`, updated_at: new Date() })
        .where("id", "=", cardId)
        .execute();
    }
  }
  const card = await executor
    .selectFrom("gift_cards")
    .select(["balance_cents", "status"])
    .where("id", "=", cardId)
    .executeTakeFirstOrThrow();
  return {
    code: redeemed.code,
    cents: already ? Number(already.amount_cents) : refund.cents,
    balanceCents: Number(card.balance_cents),
    cancelled: card.status === "cancelled",
  };
}

/**
 * What an invoice refund put back on a gift card, as its receipt tells the client: the card, the
 * cents and the balance right after it (the ledger's sum up to that entry, so a receipt made later
 * says the same). Null when the refund put nothing on a card.
 */
export async function giftCardRefundOf(executor: Executor, invoiceRefundId: number): Promise<GiftCardRefund | null> {
  const entry = await executor
    .selectFrom("gift_card_entries as e")
    .innerJoin("gift_cards as c", "c.id", "e.gift_card_id")
    .select(["e.id", "e.gift_card_id", "e.amount_cents", "c.code", "c.status"])
    .where("e.invoice_refund_id", "=", invoiceRefundId)
    .executeTakeFirst();
  if (!entry) return null;
  const upTo = await executor
    .selectFrom("gift_card_entries")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_cents"), eb.lit(0)).as("cents"))
    .where("gift_card_id", "=", entry.gift_card_id)
    .where("id", "<=", entry.id)
    .executeTakeFirstOrThrow();
  const cancelled = entry.status === "cancelled";
  return {
    code: entry.code,
    cents: Number(entry.amount_cents),
    balanceCents: cancelled ? 0 : Number(upTo.cents),
    cancelled,
  };
}
