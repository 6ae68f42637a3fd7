import { daysUntilExpiry } from "~/shared/galleries/gallery-rules";
import type { InvoiceReminderKind } from "../db/reminders-schema";

// When each reminder is due (issue 29 §2, docs/decisions/036-reminders.md), from Arizona dates
// ("YYYY-MM-DD") and the moment of the scan. Pure, so the rules are unit-tested on their own;
// the scan (./reminders.server.ts) sends each due one once.

/** Days from `now`'s Arizona date to `date`: 0 on the day, negative after. */
export const daysTo = (date: string, now: Date) => daysUntilExpiry(date, now);

/** The window of each payment reminder, in days to the due date (both ends included). */
export const INVOICE_REMINDER_WINDOWS: Record<InvoiceReminderKind, { from: number; to: number }> = {
  // From 7 days before until the day before: a server down that morning still sends it later.
  before: { from: 7, to: 1 },
  // On the day only: the next day it would no longer be true.
  due: { from: 0, to: 0 },
  // From 3 days after, for a week; older debts are hers to chase, not a robot's.
  after: { from: -3, to: -9 },
};

/** How far the scan looks at due dates, in days from today (the windows' ends). */
export const INVOICE_SCAN_DAYS = { past: 9, ahead: 7 } as const;

/** The payment reminder due now for an invoice due on `dueOn`, if any. */
export function dueInvoiceReminder(dueOn: string, now: Date): InvoiceReminderKind | undefined {
  const days = daysTo(dueOn, now);
  return (Object.keys(INVOICE_REMINDER_WINDOWS) as InvoiceReminderKind[]).find((kind) => {
    const window = INVOICE_REMINDER_WINDOWS[kind];
    return days <= window.from && days >= window.to;
  });
}

/** A sent proposal is reminded of from this many days before it expires, to its last day. */
export const PROPOSAL_REMINDER_DAYS = 3;

/**
 * Whether the one proposal reminder is due: from 3 days before the expiry date to that day, and
 * only for a proposal sent on an earlier day (one sent today needs no reminder today).
 */
export function proposalReminderDue(expiresOn: string, sentOn: string, now: Date): boolean {
  const days = daysTo(expiresOn, now);
  return days >= 0 && days <= PROPOSAL_REMINDER_DAYS && daysTo(sentOn, now) < 0;
}
