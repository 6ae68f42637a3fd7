import type { AppMigration } from "../dialect";
import { identity, integer, text, timestamp, timestamps } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// Orders from the shop (DECISIONS §3): one row per checkout started, its lines priced from the
// catalogue at that moment, and the status the photographer moves it through.
export const orders: AppMigration = {
  name: "0004-orders",
  async up(db, ctx) {
    await createTable(db, ctx, "orders", {
      id: identity,
      status: text.notNull().defaultTo("pending"),
      total_cents: integer.notNull(),
      currency: text.notNull().defaultTo("usd"),
      payment_provider: text.notNull(),
      payment_session_id: text.unique(),
      // Unguessable; opens the built-in test checkout page of this order and nothing else.
      access_token: text.notNull(),
      customer_email: text,
      shipping_name: text,
      shipping_address: text,
      tracking_url: text,
      ...timestamps,
      paid_at: timestamp,
    }).execute();
    await createIndex(db, "orders_status_idx", "orders", ["status", "created_at"]);

    await createTable(db, ctx, "order_lines", {
      id: identity,
      order_id: integer.belongsTo("orders"),
      position: integer.notNull(),
      cart_id: text.notNull(),
      title: text.notNull(),
      size: text.notNull(),
      unit_cents: integer.notNull(),
      quantity: integer.notNull(),
      note: text,
    }).execute();
    await createIndex(db, "order_lines_order_idx", "order_lines", ["order_id", "position"]);
  },
};
