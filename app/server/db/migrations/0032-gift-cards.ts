import type { AppMigration } from "../dialect";
import { identity, integer, text, timestamp, timestamps } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// Gift cards for the print shop (issue 31 §6, docs/decisions/046-gift-cards.md). A card's value is
// its ledger (gift_card_entries: issued +, redeemed −, released +, cancelled −); balance_cents is
// the ledger's sum kept on the card in the same transaction as each entry, so a redemption is one
// conditional UPDATE (balance_cents >= amount) inside the order's transaction and two carts never
// spend the same dollar. gift_card_deliveries: each mailing of the card (first send, resends),
// marked once its mail is queued. gift_card_settings: her amounts for the issue form. Each order
// keeps the code and what the card paid of it.
export const giftCards: AppMigration = {
  name: "0032-gift-cards",
  async up(db, ctx) {
    await createTable(db, ctx, "gift_cards", {
      id: identity,
      /** XXXX-XXXX-XXXX from a 31-letter alphabet without look-alikes. */
      code: text.notNull().unique(),
      amount_cents: integer.notNull(),
      balance_cents: integer.notNull(),
      recipient_name: text.notNull(),
      recipient_email: text.notNull(),
      message: text.notNull().defaultTo(""),
      /** Who bought or issued it (her e-mail for a card issued in the admin). */
      issued_by: text.notNull(),
      /** active | cancelled */
      status: text.notNull().defaultTo("active"),
      ...timestamps,
    }).execute();
    await createTable(db, ctx, "gift_card_entries", {
      id: identity,
      gift_card_id: integer.notNull().references("gift_cards.id", "cascade"),
      /** issued | redeemed | released | cancelled */
      kind: text.notNull(),
      /** Signed: + issued and released, − redeemed and cancelled. */
      amount_cents: integer.notNull(),
      order_id: integer.references("orders.id", "set null"),
      note: text.notNull().defaultTo(""),
      actor: text.notNull().defaultTo(""),
      created_at: timestamp.notNull().defaultToNow(),
    })
      .addUniqueConstraint("gift_card_entries_order_once", ["order_id", "kind"])
      .execute();
    await createIndex(db, "gift_card_entries_card", "gift_card_entries", ["gift_card_id"]);
    await createTable(db, ctx, "gift_card_deliveries", {
      id: identity,
      gift_card_id: integer.notNull().references("gift_cards.id", "cascade"),
      requested_by: text.notNull(),
      /** The stored PDF, recorded with the queued mail (recordPdfOnce): null until then. */
      pdf_key: text,
      created_at: timestamp.notNull().defaultToNow(),
    }).execute();
    await createTable(db, ctx, "gift_card_settings", {
      id: integer.primaryKey(),
      version: integer.notNull().defaultTo(1),
      /** Comma-separated cents, e.g. "5000,10000,25000". */
      amounts: text.notNull(),
      ...timestamps,
    }).execute();
    await db.insertInto("gift_card_settings").values({ id: 1, amounts: "5000,10000,25000" }).execute();
    const orders = () => db.schema.alterTable("orders");
    await orders().addColumn("gift_card_code", "text").execute();
    await orders()
      .addColumn("gift_card_cents", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
