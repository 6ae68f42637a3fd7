import type { AppMigration } from "../dialect";
import { createUniqueIndex } from "../migration-kit";

// Refunds of shop orders a gift card paid for (issue 31 §7, docs/decisions/047-shop-fulfilment.md,
// amendment 2). Each refund keeps how much of it went back onto the gift card (the rest went to the
// provider's charge), and the card's `refunded` ledger entry names the refund it belongs to. The
// unique index on gift_card_entries.order_refund_id makes a retried step credit the card once. A
// `refunded` entry leaves order_id null (the refund names its order): the (order_id, kind)
// constraint of 0032 allows one entry of a kind per order, and an order may be refunded in parts.
// SQLite adds one column per statement.
export const giftCardRefunds: AppMigration = {
  name: "0039-gift-card-refunds",
  async up(db) {
    await db.schema
      .alterTable("order_refunds")
      .addColumn("gift_card_cents", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("gift_card_entries").addColumn("order_refund_id", "integer").execute();
    await createUniqueIndex(db, "gift_card_entries_refund_once", "gift_card_entries", ["order_refund_id"]);
  },
};
