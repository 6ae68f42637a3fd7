import { sql } from "kysely";
import { database, type AppDatabase } from "../db/db.server";
import { writeTransaction } from "../db/write-transaction.server";
import { readSiteSettings } from "../content/site-settings.server";
import { env } from "../env.server";
import { registerJobKind } from "../jobs/jobs.server";
import { startSweepWatch } from "../jobs/sweep-watch.server";
import { enqueueMail } from "../mail/outbox.server";
import { sentReminderKeys } from "../reminders/sent-reminders.server";
import { daysUntilExpiry, isExpired, studioDate } from "~/shared/galleries/gallery-rules";
import { reminderMail, type ReminderGallery, type ReminderKind } from "./reminders-mail.server";

// Expiry reminders (docs/decisions/025 "Reminders"), 7 days and 1 day before a gallery closes.
// Each is a gallery_reminders row written in one transaction with the client's mail; the row's
// primary key (gallery, kind, expiry date) makes it once-only across instances and restarts, and a
// new expiry date is a new key, so extending a gallery makes its reminders due again.
// Every server process looks every 15 minutes (and soon after start) with one cheap read; when a
// reminder is due it queues the sweep as a durable job, which the jobs worker runs under a lease
// and retries if the database or the mail queue fails. Nothing is queued while nothing is due.

export const REMINDER_SWEEP_JOB = "galleries.reminders";
export const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * The reminder due for a gallery closing at the end of `expiresOn`: "7d" from 7 days before, "1d"
 * from the day before (it replaces a 7-day one not sent yet); none once it has closed.
 */
export function dueReminder(expiresOn: string, now: Date): ReminderKind | undefined {
  if (isExpired(expiresOn, now)) return undefined;
  const days = daysUntilExpiry(expiresOn, now);
  if (days <= 1) return "1d";
  if (days <= 7) return "7d";
  return undefined;
}

export interface SweepOptions {
  now?: Date;
  /** The site's address for the gallery link (SITE_URL). */
  siteUrl?: string;
}

/** The reminders due now and not sent yet. */
export async function pendingReminders(
  app: AppDatabase,
  now: Date,
): Promise<Array<{ gallery: ReminderGallery; kind: ReminderKind }>> {
  const today = studioDate(now);
  const inAWeek = studioDate(new Date(now.getTime() + 8 * 86_400_000));
  // "YYYY-MM-DD" compares as text: only published galleries closing within the reminder window.
  const galleries = await app.db
    .selectFrom("galleries")
    .select(["id", "slug", "title", "client_name", "client_email", "expires_on"])
    .where("published_at", "is not", null)
    .where("expires_on", "is not", null)
    .where("expires_on", ">=", today)
    .where("expires_on", "<=", inAWeek)
    .execute();
  if (galleries.length === 0) return [];
  const done = await sentReminderKeys(
    app.db,
    "gallery_reminders",
    galleries.map((g) => g.id),
  );
  return galleries.flatMap((row) => {
    const expiresOn = row.expires_on!;
    const kind = dueReminder(expiresOn, now);
    if (!kind || done.has(`${Number(row.id)}:${kind}:${expiresOn}`)) return [];
    return [{ gallery: { ...row, id: Number(row.id), expires_on: expiresOn }, kind }];
  });
}

/** Sends the reminders due now; returns how many it queued. Safe to run anywhere, any number of times. */
export async function sweepGalleryReminders(app: AppDatabase, options: SweepOptions = {}): Promise<number> {
  const due = await pendingReminders(app, options.now ?? new Date());
  if (due.length === 0) return 0;
  const settings = (await readSiteSettings(app.db)).values;
  const site = {
    siteUrl: options.siteUrl ?? env().SITE_URL,
    siteName: settings.siteName,
    replyTo: settings.contactEmail,
  };
  let sent = 0;
  for (const { gallery, kind } of due) {
    if (await sendOnce(app, gallery, kind, site)) sent++;
  }
  return sent;
}

async function sendOnce(
  app: AppDatabase,
  gallery: ReminderGallery,
  kind: ReminderKind,
  site: Parameters<typeof reminderMail>[2],
): Promise<boolean> {
  return writeTransaction(app, async (trx) => {
    // Inserted only while the gallery is still published with this expiry date (an edit since
    // the sweep read it wins), and only once: the primary key turns a second insert into nothing.
    const result = await trx
      .insertInto("gallery_reminders")
      .columns(["gallery_id", "kind", "expires_on"])
      .expression((eb) =>
        eb
          .selectFrom("galleries")
          .select([
            "id",
            sql<ReminderKind>`cast(${kind} as text)`.as("kind"),
            sql<string>`cast(${gallery.expires_on} as text)`.as("expires_on"),
          ])
          .where("id", "=", gallery.id)
          .where("published_at", "is not", null)
          .where("expires_on", "=", gallery.expires_on),
      )
      .onConflict((oc) => oc.columns(["gallery_id", "kind", "expires_on"]).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await enqueueMail(reminderMail(gallery, kind, site), trx);
    return true;
  });
}

export function registerGalleryReminderJob() {
  registerJobKind<Record<string, never>>({
    kind: REMINDER_SWEEP_JOB,
    policy: { maxAttempts: 5, baseDelayMs: 60_000 },
    async run(_payload, context) {
      const sent = await sweepGalleryReminders(context.app);
      if (sent) console.log(`galleries: queued ${sent} expiry reminder(s)`);
    },
  });
}

/** The look every 15 minutes: queues a sweep when a reminder is due. */
export function startReminderWatch(app: () => AppDatabase = database): () => Promise<void> {
  return startSweepWatch({
    name: "gallery-reminders",
    kind: REMINDER_SWEEP_JOB,
    pollMs: SWEEP_EVERY_MS,
    isDue: async (db) => (await pendingReminders(db, new Date())).length > 0,
    app,
  });
}
