import { addDays } from "~/shared/booking/pricing";
import { studioDate } from "~/shared/galleries/gallery-rules";
import type { AppDatabase } from "../db/db.server";
import { toIso } from "../db/db.server";
import type { InvoiceReminderKind } from "../db/reminders-schema";
import { sentReminderKeys } from "./sent-reminders.server";
import { dueInvoiceReminder, INVOICE_SCAN_DAYS, PROPOSAL_REMINDER_DAYS, proposalReminderDue } from "./reminder-rules";

// Which reminders are due now and not sent yet: a cheap read, run by every server process's look
// and by the sweep job. Sending re-checks each one in its own transaction
// (./reminder-send.server.ts): what is read here may change before then.

export interface DueInvoiceReminder {
  invoiceId: number;
  kind: InvoiceReminderKind;
  dueOn: string;
}

export interface DueProposalReminder {
  proposalId: number;
  expiresOn: string;
}

export interface DueReminders {
  invoices: DueInvoiceReminder[];
  proposals: DueProposalReminder[];
}

/** Open invoices due within the reminder windows, of clients who get reminders, less those sent. */
async function dueInvoiceReminders(app: AppDatabase, now: Date, today: string): Promise<DueInvoiceReminder[]> {
  const rows = await app.db
    .selectFrom("invoices")
    .innerJoin("clients", "clients.id", "invoices.client_id")
    .select(["invoices.id", "invoices.due_on"])
    .where("invoices.status", "=", "open")
    // "YYYY-MM-DD" compares as text.
    .where("invoices.due_on", ">=", addDays(today, -INVOICE_SCAN_DAYS.past))
    .where("invoices.due_on", "<=", addDays(today, INVOICE_SCAN_DAYS.ahead))
    .where("clients.reminders_off", "=", false)
    .where("clients.status", "!=", "lost")
    .execute();
  const due = rows.flatMap((row) => {
    const kind = row.due_on ? dueInvoiceReminder(row.due_on, now) : undefined;
    return kind ? [{ invoiceId: Number(row.id), kind, dueOn: row.due_on! }] : [];
  });
  if (due.length === 0) return [];
  const done = await sentReminderKeys(
    app.db,
    "invoice_reminders",
    due.map((d) => d.invoiceId),
  );
  return due.filter((d) => !done.has(`${d.invoiceId}:${d.kind}:${d.dueOn}`));
}

/** Sent proposals within 3 days of their expiry, sent on an earlier day, not reminded of yet. */
async function dueProposalReminders(app: AppDatabase, now: Date, today: string): Promise<DueProposalReminder[]> {
  const rows = await app.db
    .selectFrom("proposals")
    .innerJoin("clients", "clients.id", "proposals.client_id")
    .leftJoin("proposal_reminders", (join) =>
      join
        .onRef("proposal_reminders.proposal_id", "=", "proposals.id")
        .onRef("proposal_reminders.expires_on", "=", "proposals.expires_on"),
    )
    .select(["proposals.id", "proposals.expires_on", "proposals.sent_at"])
    .where("proposals.status", "=", "sent")
    .where("proposals.expires_on", ">=", today)
    .where("proposals.expires_on", "<=", addDays(today, PROPOSAL_REMINDER_DAYS))
    .where("clients.reminders_off", "=", false)
    .where("clients.status", "!=", "lost")
    .where("proposal_reminders.proposal_id", "is", null)
    .execute();
  return rows
    .filter((r) => r.sent_at !== null && proposalReminderDue(r.expires_on, studioDate(new Date(toIso(r.sent_at))), now))
    .map((r) => ({ proposalId: Number(r.id), expiresOn: r.expires_on }));
}

/** The reminders due at `now` (Arizona dates) and not sent yet. */
export async function dueReminders(app: AppDatabase, now: Date): Promise<DueReminders> {
  const today = studioDate(now);
  const [invoices, proposals] = await Promise.all([
    dueInvoiceReminders(app, now, today),
    dueProposalReminders(app, now, today),
  ]);
  return { invoices, proposals };
}
