import { arizonaEpochMinute, arizonaWallClock, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { shiftDate } from "~/shared/scheduling/slots";
import { database, toIso, type AppDatabase } from "../db/db.server";
import { writeTransaction } from "../db/write-transaction.server";
import { registerJobKind } from "../jobs/jobs.server";
import { startSweepWatch } from "../jobs/sweep-watch.server";
import { enqueueMail } from "../mail/outbox.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import { reminderNow } from "../reminders/reminders.server";
import { sentReminderKeys } from "../reminders/sent-reminders.server";
import { expireLapsedHolds } from "./expire-holds.server";
import { offerFreedMiniSlots } from "./hold-time.server";
import { lifecycleSite, reminderMail, type LifecycleSite, type ReminderKind } from "./session-lifecycle-mails.server";
import { loadSessionBooking } from "./session-lifecycle.server";

// A self-booked session's reminders (issue 30 §4): two days before and on the morning of the
// session, at 7:00 am Arizona time, each with the client's /session/<token> link. Triggered as the
// booking's reminders are (../reminders/reminders.server.ts): every server process looks every 15
// minutes and queues the sweep as a durable job; each reminder is a session_reminders row (its key
// booking, kind and start time) inserted with its mail, so it goes once whatever the number of
// processes, sweeps and restarts, and again only if the session moves. The sweep also lapses holds
// nobody touched since they expired, so a freed mini slot reaches the waitlist with no traffic.

export const SESSION_REMINDER_JOB = "scheduling.session-reminders";
const WATCH_MS = 15 * 60_000;
/** 7:00 am, Arizona. */
export const REMINDER_MINUTE = 7 * 60;

/** When a reminder of a session starting at `start` (epoch minutes) becomes due. */
export function reminderDueAt(start: number, kind: ReminderKind): number {
  const { date } = arizonaWallClock(start);
  return arizonaEpochMinute(kind === "morning" ? date : shiftDate(date, -2), REMINDER_MINUTE);
}

/** The reminder due at `now` for a session starting at `start`: the latest one whose time came. */
export function dueReminderKind(start: number, now: number): ReminderKind | null {
  if (now >= start) return null;
  if (now >= reminderDueAt(start, "morning")) return "morning";
  if (now >= reminderDueAt(start, "two-days")) return "two-days";
  return null;
}

interface DueReminder {
  bookingId: number;
  kind: ReminderKind;
  startsAt: string;
}

/** Booked sessions within three days whose reminder is due and not sent. */
export async function dueSessionReminders(app: AppDatabase, now: Date): Promise<DueReminder[]> {
  const rows = await app.db
    .selectFrom("session_bookings as b")
    .leftJoin("clients as c", "c.id", "b.client_id")
    .select(["b.id", "b.starts_at", "c.reminders_off"])
    .where("b.status", "=", "booked")
    .where("b.starts_at", ">", now.toISOString())
    .where("b.starts_at", "<", new Date(now.getTime() + 3 * 86_400_000).toISOString())
    .execute();
  const due = rows.flatMap((row): DueReminder[] => {
    if (row.reminders_off) return [];
    const startsAt = toIso(row.starts_at);
    const kind = dueReminderKind(epochMinuteOf(new Date(startsAt)), epochMinuteOf(now));
    return kind ? [{ bookingId: Number(row.id), kind, startsAt }] : [];
  });
  if (due.length === 0) return [];
  const done = await sentReminderKeys(
    app.db,
    "session_reminders",
    due.map((d) => d.bookingId),
    toIso,
  );
  return due.filter((d) => !done.has(`${d.bookingId}:${d.kind}:${d.startsAt}`));
}

/** Sends one reminder if the session is still booked at that time and its row is new. */
async function sendSessionReminder(app: AppDatabase, due: DueReminder, site: LifecycleSite): Promise<boolean> {
  return writeTransaction(app, async (trx) => {
    const booking = await loadSessionBooking(trx, { id: due.bookingId });
    if (!booking || booking.status !== "booked" || booking.start * 60_000 !== Date.parse(due.startsAt)) return false;
    const row = await trx
      .insertInto("session_reminders")
      .values({ booking_id: booking.id, kind: due.kind, starts_at: due.startsAt })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(row.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await enqueueMail(reminderMail(booking, site, due.kind), trx);
    return true;
  });
}

/** Lapses the holds whose time passed, then sends the reminders due; safe anywhere, any number of times. */
export async function sweepSessionReminders(app: AppDatabase, options: { now?: Date; siteUrl?: string } = {}) {
  const now = options.now ?? reminderNow();
  const lapsed = await writeTransaction(app, async (trx) => {
    const freed = await expireLapsedHolds(trx, now);
    await offerFreedMiniSlots(trx, freed);
    return freed.length;
  });
  const due = await dueSessionReminders(app, now);
  let sent = 0;
  if (due.length > 0) {
    const site = await lifecycleSite(app.db, options.siteUrl);
    for (const reminder of due) if (await sendSessionReminder(app, reminder, site)) sent++;
  }
  if (sent > 0) wakeOutboxWorker();
  return { lapsed, sent };
}

/** Whether the sweep has anything to do (the look's cheap reads). */
export async function sessionSweepDue(app: AppDatabase, now = reminderNow()): Promise<boolean> {
  const lapsed = await app.db
    .selectFrom("session_bookings")
    .select("id")
    .where("status", "=", "held")
    .where("hold_expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return lapsed !== undefined || (await dueSessionReminders(app, now)).length > 0;
}

export function registerSessionReminderJob() {
  registerJobKind<Record<string, never>>({
    kind: SESSION_REMINDER_JOB,
    policy: { maxAttempts: 5, baseDelayMs: 60_000 },
    async run(_payload, context) {
      const { lapsed, sent } = await sweepSessionReminders(context.app);
      if (lapsed || sent) console.log(`sessions: ${lapsed} lapsed hold(s), ${sent} reminder(s) queued`);
    },
  });
}

export function startSessionReminderWatch(app: () => AppDatabase = database): () => Promise<void> {
  return startSweepWatch({
    name: "session-reminders",
    kind: SESSION_REMINDER_JOB,
    pollMs: WATCH_MS,
    isDue: (db) => sessionSweepDue(db),
    app,
  });
}
