import { sql, type Kysely } from "kysely";
import type { AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { readSiteSettings } from "../content/site-settings.server";
import { env } from "../env.server";
import { registerJobKind } from "../jobs/jobs.server";
import { enqueueMail } from "../mail/outbox.server";
import { daysUntilExpiry, isExpired, studioDate } from "~/shared/galleries/gallery-rules";
import { reminderMail, type ReminderGallery, type ReminderKind } from "./reminders-mail.server";

// Expiry reminders (docs/decisions/025 "Reminders"): a durable job sweeps the published galleries
// every 15 minutes and, 7 days and 1 day before a gallery closes, writes a gallery_reminders row
// and the client's mail in one transaction. The row's primary key (gallery, kind, expiry date)
// makes each reminder once-only across instances and restarts; a new expiry date is a new key, so
// extending a gallery makes its reminders due again.

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

type Executor = Kysely<Database>;

/**
 * One write transaction. SQLite: BEGIN IMMEDIATE takes the write lock first, so two instances'
 * sweeps wait for each other (busy_timeout) instead of failing on a stale read snapshot.
 */
async function writeTransaction<T>(app: AppDatabase, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (app.dialect === "postgres") return app.db.transaction().execute(work);
  return app.db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}

export interface SweepOptions {
  now?: Date;
  /** The site's address for the gallery link (SITE_URL). */
  siteUrl?: string;
}

/** Sends the reminders due now; returns how many it queued. Safe to run anywhere, any number of times. */
export async function sweepGalleryReminders(app: AppDatabase, options: SweepOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const today = studioDate(now);
  const inAWeek = studioDate(new Date(now.getTime() + 8 * 86_400_000));
  // "YYYY-MM-DD" compares as text: only galleries closing within the reminder window.
  const galleries = await app.db
    .selectFrom("galleries")
    .select(["id", "slug", "title", "client_name", "client_email", "expires_on"])
    .where("published_at", "is not", null)
    .where("expires_on", "is not", null)
    .where("expires_on", ">=", today)
    .where("expires_on", "<=", inAWeek)
    .execute();
  const due = galleries.flatMap((row) => {
    const kind = row.expires_on ? dueReminder(row.expires_on, now) : undefined;
    return kind ? [{ gallery: { ...row, id: Number(row.id), expires_on: row.expires_on! }, kind }] : [];
  });
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

const ts = (app: AppDatabase, date: Date) => (app.dialect === "postgres" ? date : date.toISOString());

/**
 * Queues the next sweep at `runAt` unless one is already waiting. The chain of sweeps is kept by
 * each sweep queuing its successor before it works (so a failed sweep does not end it) and by every
 * start-up calling this; two instances starting at once may queue two, which only sweeps twice.
 */
export async function scheduleReminderSweep(app: AppDatabase, runAt: Date): Promise<void> {
  const waiting = await app.db
    .selectFrom("jobs")
    .select("id")
    .where("kind", "=", REMINDER_SWEEP_JOB)
    .where("state", "=", "queued")
    .executeTakeFirst();
  if (waiting) return;
  await app.db
    .insertInto("jobs")
    .values({
      kind: REMINDER_SWEEP_JOB,
      payload: "{}",
      run_after: ts(app, runAt),
      lease_until: null,
      last_error: null,
      finished_at: null,
    })
    .execute();
}

export function registerGalleryReminderJob() {
  registerJobKind<Record<string, never>>({
    kind: REMINDER_SWEEP_JOB,
    policy: { maxAttempts: 3, baseDelayMs: 60_000 },
    async run(_payload, context) {
      await scheduleReminderSweep(context.app, new Date(Date.now() + SWEEP_EVERY_MS));
      const sent = await sweepGalleryReminders(context.app);
      if (sent) console.log(`galleries: queued ${sent} expiry reminder(s)`);
    },
  });
}
