import { readSiteSettings } from "../content/site-settings.server";
import type { AppDatabase } from "../db/db.server";
import { env } from "../env.server";
import { registerJobKind } from "../jobs/jobs.server";
import { startSweepWatch } from "../jobs/sweep-watch.server";
import { dueReminders } from "./reminder-scan.server";
import { sendInvoiceReminder, sendProposalReminder, type ReminderSite } from "./reminder-send.server";

// The booking's reminders (issue 29 §2, docs/decisions/036-reminders.md): payments 7 days before
// their due date, on the day and 3 days after while unpaid; a sent proposal not signed 3 days
// before it expires. Triggered as the galleries' expiry reminders are (../jobs/sweep-watch.server.ts):
// every server process looks every 15 minutes with one cheap read and, when a reminder is due,
// queues the sweep as a durable job that the jobs worker runs under a lease and retries. Each
// reminder is sent once, whatever the number of instances, sweeps and restarts: a row per
// reminder, written with its mail (./reminder-send.server.ts).

export const BOOKING_REMINDER_JOB = "booking.reminders";
export const REMINDER_WATCH_MS = 15 * 60_000;

let clock: () => Date = () => new Date();

/** "Now" for the reminders (the look and the job); tests move it. */
export function reminderNow(): Date {
  return clock();
}

export function setReminderClockForTests(next?: () => Date) {
  clock = next ?? (() => new Date());
}

export interface SweepResult {
  invoices: number;
  proposals: number;
}

/** Sends the reminders due at `now`; safe to run anywhere, any number of times, at once. */
export async function sweepBookingReminders(
  app: AppDatabase,
  options: { now?: Date; siteUrl?: string } = {},
): Promise<SweepResult> {
  const due = await dueReminders(app, options.now ?? reminderNow());
  const result: SweepResult = { invoices: 0, proposals: 0 };
  if (due.invoices.length === 0 && due.proposals.length === 0) return result;
  const settings = (await readSiteSettings(app.db)).values;
  const site: ReminderSite = {
    siteUrl: options.siteUrl ?? env().SITE_URL,
    siteName: settings.siteName,
    replyTo: settings.contactEmail,
  };
  for (const reminder of due.invoices) {
    if (await sendInvoiceReminder(app, reminder, site)) result.invoices++;
  }
  for (const reminder of due.proposals) {
    if (await sendProposalReminder(app, reminder, site)) result.proposals++;
  }
  return result;
}

export function registerBookingReminderJob() {
  registerJobKind<Record<string, never>>({
    kind: BOOKING_REMINDER_JOB,
    policy: { maxAttempts: 5, baseDelayMs: 60_000 },
    async run(_payload, context) {
      const sent = await sweepBookingReminders(context.app);
      if (sent.invoices || sent.proposals) {
        console.log(`reminders: queued ${sent.invoices} payment and ${sent.proposals} proposal reminder(s)`);
      }
    },
  });
}

/** Whether any reminder is due now (the look's cheap read). */
export async function anyReminderDue(app: AppDatabase, now = reminderNow()): Promise<boolean> {
  const due = await dueReminders(app, now);
  return due.invoices.length + due.proposals.length > 0;
}

/** The look every 15 minutes: queues the sweep job when a reminder is due. */
export function startBookingReminderWatch(app?: () => AppDatabase): () => Promise<void> {
  return startSweepWatch({
    name: "booking-reminders",
    kind: BOOKING_REMINDER_JOB,
    pollMs: REMINDER_WATCH_MS,
    isDue: (db) => anyReminderDue(db),
    ...(app ? { app } : {}),
  });
}
