import type { AppMigration } from "../dialect";
import { boolean, identity, integer, text, timestamps } from "../migration-columns";
import { createTable } from "../migration-kit";

// Coupons in the print shop (issue 31 §5, docs/decisions/045-shop-coupons.md). A code is stored in
// upper case (unique, matched case-insensitively); percent_off (1–100) or amount_off_cents; the
// whole order (category null) or one shop category; optional minimum, Arizona dates (inclusive)
// and maximum uses. `uses` is claimed by a conditional UPDATE in the transaction that creates the
// order; coupon_uses names the order that holds each use, so an unpaid order gives its use back.
// Each order keeps its code and the discount it was given.
export const shopCoupons: AppMigration = {
  name: "0031-shop-coupons",
  async up(db, ctx) {
    await createTable(db, ctx, "coupons", {
      id: identity,
      version: integer.notNull().defaultTo(1),
      code: text.notNull().unique(),
      /** percent | amount */
      kind: text.notNull(),
      percent_off: integer,
      amount_off_cents: integer,
      category: text,
      min_order_cents: integer,
      starts_on: text,
      ends_on: text,
      max_uses: integer,
      uses: integer.notNull().defaultTo(0),
      active: boolean.notNull().defaultTo(true),
      ...timestamps,
    }).execute();
    await createTable(db, ctx, "coupon_uses", {
      id: identity,
      coupon_id: integer.notNull().references("coupons.id", "cascade"),
      order_id: integer.notNull().unique().references("orders.id", "cascade"),
    }).execute();
    const orders = () => db.schema.alterTable("orders");
    await orders().addColumn("coupon_code", "text").execute();
    await orders()
      .addColumn("discount_cents", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
