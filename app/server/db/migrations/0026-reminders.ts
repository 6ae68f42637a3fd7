import type { AppMigration } from "../dialect";
import { belongsTo, createIndex, nowDefault, timestampType } from "../migration-kit";

// Reminders (issue 29 §2, docs/decisions/036-reminders.md): a row per reminder sent, written in
// the same transaction as its mail, whose primary key makes each reminder once-only across
// instances and restarts. The date it reminded of is part of the key: a moved due date (or a new
// expiry date) is a new key, so it gets its own reminders. And a switch per client to send none.
export const reminders: AppMigration = {
  name: "0026-reminders",
  async up(db, ctx) {
    /** She turned the automatic reminders off for this client. */
    await db.schema
      .alterTable("clients")
      .addColumn("reminders_off", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();

    await db.schema
      .createTable("invoice_reminders")
      .addColumn("invoice_id", "integer", belongsTo("invoices"))
      /** "before" (7 days before) | "due" (on the day) | "after" (3 days after). */
      .addColumn("kind", "text", (c) => c.notNull())
      /** The due date it reminded of. */
      .addColumn("due_on", "text", (c) => c.notNull())
      .addColumn("sent_at", timestampType(ctx), nowDefault(ctx))
      .addPrimaryKeyConstraint("invoice_reminders_pk", ["invoice_id", "kind", "due_on"])
      .execute();

    await db.schema
      .createTable("proposal_reminders")
      .addColumn("proposal_id", "integer", belongsTo("proposals"))
      /** The expiry date it reminded of. */
      .addColumn("expires_on", "text", (c) => c.notNull())
      .addColumn("sent_at", timestampType(ctx), nowDefault(ctx))
      .addPrimaryKeyConstraint("proposal_reminders_pk", ["proposal_id", "expires_on"])
      .execute();

    // The scans read open invoices by due date and sent proposals by expiry date.
    // invoices(status, due_on) is 0025-calendar's invoices_due_idx.
    await createIndex(db, "proposals_expiry_idx", "proposals", ["status", "expires_on"]);
  },
};
