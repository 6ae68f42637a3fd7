import type { Generated } from "kysely";
import type { Timestamp } from "./row-types";

// Migration 0026: the reminders sent (issue 29 §2, docs/decisions/036-reminders.md). `Database`
// in schema.ts lists them; clients.reminders_off is in booking-schema.ts.

export type InvoiceReminderKind = "before" | "due" | "after";

export interface InvoiceRemindersTable {
  invoice_id: number;
  kind: InvoiceReminderKind;
  due_on: string;
  sent_at: Generated<Timestamp>;
}

export interface ProposalRemindersTable {
  proposal_id: number;
  expires_on: string;
  sent_at: Generated<Timestamp>;
}

export interface ReminderTables {
  invoice_reminders: InvoiceRemindersTable;
  proposal_reminders: ProposalRemindersTable;
}
