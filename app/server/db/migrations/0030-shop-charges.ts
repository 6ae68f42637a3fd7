import type { AppMigration } from "../dialect";

// Shipping and sales tax in the print shop (issue 31 §3–4, docs/decisions/044-shop-tax-shipping.md).
// Her choices live on the site settings row (a content table: the cached /cart re-renders when she
// saves); every default leaves the shop as SPEC.md describes it: no tax on shop orders and no
// shipping rate (shipping_flat_cents null = shipping not charged), no local pick-up. Each order
// keeps what it was charged: shipping, tax, the rate and the delivery chosen. SQLite adds one
// column per statement.
export const shopCharges: AppMigration = {
  name: "0030-shop-charges",
  async up(db) {
    const settings = () => db.schema.alterTable("site_settings");
    await settings()
      .addColumn("shop_tax_enabled", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();
    await settings()
      .addColumn("shop_tax_shipping", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();
    await settings().addColumn("shipping_flat_cents", "integer").execute();
    await settings()
      .addColumn("shipping_per_extra_cents", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await settings().addColumn("shipping_free_over_cents", "integer").execute();
    await settings()
      .addColumn("pickup_enabled", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();
    await settings()
      .addColumn("pickup_note", "text", (c) => c.notNull().defaultTo(""))
      .execute();

    const orders = () => db.schema.alterTable("orders");
    await orders()
      .addColumn("shipping_cents", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await orders()
      .addColumn("tax_cents", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await orders()
      .addColumn("tax_rate_millis", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    // "ship" or "pickup"; null when the shop offered no choice (no shipping set, no pick-up).
    await orders().addColumn("shipping_choice", "text").execute();
  },
};
