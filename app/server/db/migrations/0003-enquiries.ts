import type { AppMigration } from "../dialect";
import { nowDefault, timestampType, withId } from "../dialect";

// Every contact or inquiry message, stored before it is e-mailed (DECISIONS.md §3: none is lost).
// One table for both forms: the home form leaves the inquiry-only columns empty.
export const enquiries: AppMigration = {
  name: "0003-enquiries",
  async up(db, ctx) {
    await withId(db.schema.createTable("enquiries"), ctx)
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("session_type", "text")
      .addColumn("date_text", "text")
      .addColumn("location", "text")
      .addColumn("how_found", "text")
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("additional_notes", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
      .addColumn("handled_at", timestampType(ctx))
      .addColumn("created_at", timestampType(ctx), nowDefault(ctx))
      .execute();
    await db.schema.createIndex("enquiries_inbox_idx").on("enquiries").columns(["status", "created_at"]).execute();
  },
};
