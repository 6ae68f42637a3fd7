import type { AppMigration } from "../dialect";
import { identity, integer, text, timestamps } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// Her calendar (issue 29 §4, docs/decisions/035-calendar-feed.md): the private feed's secret, one
// row, replaced from the admin (the old address stops working at once). The feed reads booked
// sessions and open invoices' due dates; these indexes answer it without reading every row.
export const calendar: AppMigration = {
  name: "0025-calendar",
  async up(db, ctx) {
    await createTable(db, ctx, "calendar_feeds", {
      id: identity,
      version: integer.notNull().defaultTo(1),
      /** 32 random bytes, base64url: the feed's address is /calendar/<secret>.ics. */
      secret: text.notNull(),
      ...timestamps,
    }).execute();
    await createIndex(db, "proposals_calendar_idx", "proposals", ["status", "session_date"]);
    await createIndex(db, "invoices_due_idx", "invoices", ["status", "due_on"]);
  },
};
