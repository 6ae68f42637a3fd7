import type { AppMigration } from "../dialect";
import { boolean, integer, text } from "../migration-columns";
import { addColumns } from "../migration-kit";

// Shipping and sales tax in the print shop (issue 31 §3–4, docs/decisions/044-shop-tax-shipping.md).
// Her choices live on the site settings row (a content table: the cached /cart re-renders when she
// saves); every default leaves the shop as SPEC.md describes it: no tax on shop orders and no
// shipping rate (shipping_flat_cents null = shipping not charged), no local pick-up. Each order
// keeps what it was charged: shipping, tax, the rate and the delivery chosen. SQLite adds one
// column per statement.
export const shopCharges: AppMigration = {
  name: "0030-shop-charges",
  async up(db, ctx) {
    await addColumns(db, ctx, "site_settings", {
      shop_tax_enabled: boolean.notNull().defaultTo(false),
      shop_tax_shipping: boolean.notNull().defaultTo(false),
      shipping_flat_cents: integer,
      shipping_per_extra_cents: integer.notNull().defaultTo(0),
      shipping_free_over_cents: integer,
      pickup_enabled: boolean.notNull().defaultTo(false),
      pickup_note: text.notNull().defaultTo(""),
    });
    await addColumns(db, ctx, "orders", {
      shipping_cents: integer.notNull().defaultTo(0),
      tax_cents: integer.notNull().defaultTo(0),
      tax_rate_millis: integer.notNull().defaultTo(0),
      // "ship" or "pickup"; null when the shop offered no choice (no shipping set, no pick-up).
      shipping_choice: text,
    });
  },
};
