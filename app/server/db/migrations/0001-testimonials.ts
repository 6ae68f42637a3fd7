import { sql } from "kysely";
import type { AppMigration } from "../dialect";
import { createdAt, createIndex, withId } from "../migration-kit";

// The testimonials table with exactly the columns of SPEC.md §3.
export const testimonials: AppMigration = {
  name: "0001-testimonials",
  async up(db, ctx) {
    await withId(db.schema.createTable("testimonials"), ctx)
      .addColumn("bride_name", "text", (c) => c.notNull())
      .addColumn("groom_name", "text")
      .addColumn("review_text", "text", (c) => c.notNull())
      .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn("is_approved", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("category", "text")
      .addColumn("photo_url", "text")
      .$call(createdAt(ctx))
      .execute();
    await createIndex(db, "testimonials_public_idx", "testimonials", ["is_approved", "category", "created_at"]);
  },
};
