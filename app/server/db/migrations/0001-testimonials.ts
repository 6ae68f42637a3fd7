import { sql } from "kysely";
import type { AppMigration } from "../dialect";
import { boolean, createdAt, identity, integer, text } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// The testimonials table with exactly the columns of SPEC.md §3.
export const testimonials: AppMigration = {
  name: "0001-testimonials",
  async up(db, ctx) {
    await createTable(db, ctx, "testimonials", {
      id: identity,
      bride_name: text.notNull(),
      groom_name: text,
      review_text: text.notNull(),
      rating: integer.notNull().check(sql`rating between 1 and 5`),
      is_approved: boolean.notNull().defaultTo(false),
      category: text,
      photo_url: text,
      ...createdAt,
    }).execute();
    await createIndex(db, "testimonials_public_idx", "testimonials", ["is_approved", "category", "created_at"]);
  },
};
