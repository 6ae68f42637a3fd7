import type { AppMigration } from "../dialect";
import { integer, text } from "../migration-columns";
import { createIndex, createReminderLog } from "../migration-kit";

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

    await createReminderLog(db, ctx, "invoice_reminders", {
      invoice_id: integer.belongsTo("invoices"),
      /** "before" (7 days before) | "due" (on the day) | "after" (3 days after). */
      kind: text.notNull(),
      /** The due date it reminded of. */
      due_on: text.notNull(),
    });

    await createReminderLog(db, ctx, "proposal_reminders", {
      proposal_id: integer.belongsTo("proposals"),
      /** The expiry date it reminded of. */
      expires_on: text.notNull(),
    });

    // The scans read open invoices by due date and sent proposals by expiry date.
    // invoices(status, due_on) is 0025-calendar's invoices_due_idx.
    await createIndex(db, "proposals_expiry_idx", "proposals", ["status", "expires_on"]);
  },
};
