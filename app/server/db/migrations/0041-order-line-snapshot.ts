import type { AppMigration } from "../dialect";

// An order line keeps what was sold (issue 31 §1, decision 050's amendment): beside its title, size
// and unit price (always kept), the product's photo (`image_key`, the picture key it was shown
// with: a built-in photo or `library/{id}`) and its shop category (`category`, which a category
// coupon's share of a refund is worked out from). A product she renames, re-photographs, moves to
// another category or retires later leaves past orders as they were. Null on lines written before
// (their category is looked up in today's catalogue, as it was) and on client-gallery prints (no
// shop category; their photo is print_photo_id). SQLite adds one column per statement.
export const orderLineSnapshot: AppMigration = {
  name: "0041-order-line-snapshot",
  async up(db) {
    await db.schema.alterTable("order_lines").addColumn("image_key", "text").execute();
    await db.schema.alterTable("order_lines").addColumn("category", "text").execute();
  },
};
