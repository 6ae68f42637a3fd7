import type { AppMigration } from "../dialect";
import { identity, integer, text } from "../migration-columns";
import { addColumns, createIndex, createTable, createUniqueIndex } from "../migration-kit";

// Coupons and gift cards on booking invoices (issue 31 §5–6, docs/decisions/052-invoice-codes.md).
// A coupon says where it can be used (`usable_on`: shop | invoices | both; existing coupons stay
// shop-only). An invoice payment keeps the coupon's code and what it took off (`discount_cents`,
// of which `discount_tax_cents` is the sales tax no longer owed), and what a gift card paid of it
// (`gift_card_cents`, inside amount_cents: the provider is asked for amount − gift card).
// `coupon_invoice_uses` names the payment holding each invoice use of a coupon (the shop's uses
// are `coupon_uses`, per order); a gift card's `redeemed`/`released` entries name the payment.
// SQLite adds one column per statement.
export const invoiceCodes: AppMigration = {
  name: "0038-invoice-codes",
  async up(db, ctx) {
    await db.schema
      .alterTable("coupons")
      .addColumn("usable_on", "text", (c) => c.notNull().defaultTo("shop"))
      .execute();
    await addColumns(db, ctx, "payments", {
      coupon_code: text,
      discount_cents: integer.notNull().defaultTo(0),
      discount_tax_cents: integer.notNull().defaultTo(0),
      gift_card_code: text,
      gift_card_cents: integer.notNull().defaultTo(0),
    });
    await createTable(db, ctx, "coupon_invoice_uses", {
      id: identity,
      coupon_id: integer.notNull().references("coupons.id", "cascade"),
      payment_id: integer.notNull().unique().references("payments.id", "cascade"),
    }).execute();
    await db.schema
      .alterTable("gift_card_entries")
      .addColumn("payment_id", "integer", (c) => c.references("payments.id").onDelete("set null"))
      .execute();
    // Once per payment and kind, as the shop's (order_id, kind): a second release cannot pay twice.
    await createUniqueIndex(db, "gift_card_entries_payment_once", "gift_card_entries", ["payment_id", "kind"]);
    await createIndex(db, "coupon_invoice_uses_coupon", "coupon_invoice_uses", ["coupon_id"]);
  },
};
