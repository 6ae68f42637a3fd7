import type { AppMigration } from "../dialect";
import { createdAt, identity, text, timestamp } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// Every contact or inquiry message, stored before it is e-mailed (DECISIONS.md §3: none is lost).
// One table for both forms: the home form leaves the inquiry-only columns empty.
export const enquiries: AppMigration = {
  name: "0003-enquiries",
  async up(db, ctx) {
    await createTable(db, ctx, "enquiries", {
      id: identity,
      kind: text.notNull(),
      name: text.notNull(),
      email: text.notNull(),
      phone: text,
      session_type: text,
      date_text: text,
      location: text,
      how_found: text,
      message: text.notNull(),
      additional_notes: text,
      status: text.notNull().defaultTo("new"),
      handled_at: timestamp,
      ...createdAt,
    }).execute();
    await createIndex(db, "enquiries_inbox_idx", "enquiries", ["status", "created_at"]);
  },
};
