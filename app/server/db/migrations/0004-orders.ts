import type { AppMigration } from "../dialect";
import { belongsTo, createIndex, timestamps, timestampType, withId } from "../migration-kit";

// Orders from the shop (DECISIONS §3): one row per checkout started, its lines priced from the
// catalogue at that moment, and the status the photographer moves it through.
export const orders: AppMigration = {
  name: "0004-orders",
  async up(db, ctx) {
    await withId(db.schema.createTable("orders"), ctx)
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("total_cents", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull().defaultTo("usd"))
      .addColumn("payment_provider", "text", (c) => c.notNull())
      .addColumn("payment_session_id", "text", (c) => c.unique())
      // Unguessable; opens the built-in test checkout page of this order and nothing else.
      .addColumn("access_token", "text", (c) => c.notNull())
      .addColumn("customer_email", "text")
      .addColumn("shipping_name", "text")
      .addColumn("shipping_address", "text")
      .addColumn("tracking_url", "text")
      .$call(timestamps(ctx))
      .addColumn("paid_at", timestampType(ctx))
      .execute();
    await createIndex(db, "orders_status_idx", "orders", ["status", "created_at"]);

    await withId(db.schema.createTable("order_lines"), ctx)
      .addColumn("order_id", "integer", belongsTo("orders"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("cart_id", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("size", "text", (c) => c.notNull())
      .addColumn("unit_cents", "integer", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("note", "text")
      .execute();
    await createIndex(db, "order_lines_order_idx", "order_lines", ["order_id", "position"]);
  },
};
