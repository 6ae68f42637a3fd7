import { sql } from "kysely";
import type { AppMigration } from "../dialect";

// Moderation state for testimonials (DECISIONS.md §3 "Studio admin"): a row can be hidden by the
// photographer, and pinned to the top or bottom of its page. Pinning replaces the spec's fixed list
// of named couples. A row is "waiting" while it is neither approved nor hidden.
export const testimonialPins: AppMigration = {
  name: "0005-testimonial-pins",
  async up(db) {
    await db.schema
      .alterTable("testimonials")
      .addColumn("pin_position", "text", (c) => c.check(sql`pin_position in ('top', 'bottom')`))
      .execute();
    await db.schema.alterTable("testimonials").addColumn("pin_order", "integer").execute();
    await db.schema
      .alterTable("testimonials")
      .addColumn("hidden", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();
  },
};
