import type { AppMigration } from "../dialect";
import { createdAt, createIndex, timestampType, withId } from "../migration-kit";

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
      .$call(createdAt(ctx))
      .execute();
    await createIndex(db, "enquiries_inbox_idx", "enquiries", ["status", "created_at"]);
  },
};
