import type { AppMigration } from "../dialect";
import { identity, integer, text, timestamp, timestamps } from "../migration-columns";
import { addColumns, createIndex, createTable } from "../migration-kit";

// Fulfilment of shop orders (issue 31 §7, docs/decisions/047-shop-fulfilment.md). Each order line
// may keep the crop she chose for the lab (`crop`: JSON {x, y, w, h}, fractions 0..1 of the photo);
// each order keeps the provider's charge reference (to refund it) and `refunded_cents`, the sum of
// its refunds, written only by a conditional UPDATE on the value read (the double-refund guard).
// `order_refunds` holds each refund (pending while the provider is asked, then paid or failed),
// `order_refund_lines` what it gave back per line (position, quantity, cents). The studio's
// address, for the packing slip, is a site setting. SQLite adds one column per statement.
export const shopFulfilment: AppMigration = {
  name: "0033-shop-fulfilment",
  async up(db, ctx) {
    await db.schema.alterTable("order_lines").addColumn("crop", "text").execute();
    await addColumns(db, ctx, "orders", {
      payment_ref: text,
      refunded_cents: integer.notNull().defaultTo(0),
    });
    await db.schema
      .alterTable("site_settings")
      .addColumn("studio_address", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await createTable(db, ctx, "order_refunds", {
      id: identity,
      order_id: integer.belongsTo("orders"),
      /** pending | paid | failed */
      status: text.notNull(),
      full_refund: integer.notNull().defaultTo(0),
      amount_cents: integer.notNull(),
      tax_cents: integer.notNull().defaultTo(0),
      shipping_cents: integer.notNull().defaultTo(0),
      provider: text.notNull(),
      provider_ref: text,
      refunded_at: timestamp,
      ...timestamps,
    }).execute();
    await createIndex(db, "order_refunds_order_id", "order_refunds", ["order_id"]);
    await createTable(db, ctx, "order_refund_lines", {
      id: identity,
      refund_id: integer.belongsTo("order_refunds"),
      position: integer.notNull(),
      quantity: integer.notNull(),
      cents: integer.notNull(),
    }).execute();
    await createIndex(db, "order_refund_lines_refund_id", "order_refund_lines", ["refund_id"]);
  },
};
