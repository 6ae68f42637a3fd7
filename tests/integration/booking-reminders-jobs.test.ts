import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { claimNextJob, enqueueJob, runDueJobs } from "~/server/jobs/jobs.server";
import { queueSweepUnlessWaiting } from "~/server/jobs/sweep-watch.server";
import {
  anyReminderDue,
  BOOKING_REMINDER_JOB,
  registerBookingReminderJob,
  setReminderClockForTests,
  sweepBookingReminders,
} from "~/server/reminders/reminders.server";
import { databaseKinds } from "../helpers/databases";
import { databaseWithUrl, type UrlDatabase } from "./backup-helpers";
import { reminderMails } from "./reminders-fixtures";
import { insertSignedProposal } from "./signed-proposal-fixtures";

// The reminders as the servers run them: the look queues the sweep as a durable job, and the job
// workers of two instances run it under leases. Each reminder is sent once with both workers
// racing, and once after a worker died mid-sweep (its lease runs out, another takes the job over).

registerBookingReminderJob();

/** On the balance's due day (2027-09-16), noon in Phoenix. */
const dueDay = new Date("2027-09-16T19:00:00Z");

describe.each(databaseKinds)("booking reminder jobs on %s", (kind) => {
  let app: UrlDatabase;
  let other: AppDatabase;

  beforeAll(async () => {
    app = await databaseWithUrl(kind);
    // PostgreSQL: a second pool, as a second instance. SQLite: one connection in this process (its
    // driver is synchronous); two server processes on one file: booking-reminders-servers.test.ts.
    other = kind === "postgres" ? openDatabase(app.url) : app;
    setReminderClockForTests(() => dueDay);
  });
  afterAll(async () => {
    setReminderClockForTests(undefined);
    if (other !== app) await other?.db.destroy();
    await app?.cleanup();
  });
  beforeEach(async () => {
    await app.db.updateTable("clients").set({ reminders_off: true }).execute();
    await app.db.deleteFrom("jobs").execute();
  });

  const runBoth = async (now = new Date()) => {
    const results = await Promise.all(
      [app, other].map((instance) => runDueJobs({ app: instance, leaseMs: 60_000, now: () => now })),
    );
    return results.reduce((sum, r) => sum + r.done, 0);
  };
  const reminderJobs = () =>
    app.db.selectFrom("jobs").select(["state"]).where("kind", "=", BOOKING_REMINDER_JOB).execute();

  it("are queued by the look and run by two racing workers, each reminder sent once", async () => {
    const clients = await Promise.all(
      [1, 2, 3].map((n) => insertSignedProposal(app.db, { email: `race${n}-${kind}@example.com` })),
    );
    const invoices = clients.flatMap((c) => c.invoices.map((i) => i.id));
    expect(await anyReminderDue(app)).toBe(true);

    // Both instances look at once: one sweep is waiting after, or two if they crossed (harmless).
    const queued = await Promise.all([
      queueSweepUnlessWaiting(app, BOOKING_REMINDER_JOB),
      queueSweepUnlessWaiting(other, BOOKING_REMINDER_JOB),
    ]);
    expect(queued.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    // As if they had crossed: a second sweep job, for the other worker to run at the same time.
    if (queued.filter(Boolean).length === 1) await enqueueJob(BOOKING_REMINDER_JOB, {}, other.db);

    expect(await runBoth()).toBeGreaterThanOrEqual(2);
    expect((await reminderJobs()).every((j) => j.state === "done")).toBe(true);
    const mails = await reminderMails(app.db, { invoices });
    expect(mails.map((m) => m.kind)).toEqual(Array(3).fill("invoice-reminder-due"));
    expect(new Set(mails.map((m) => m.related)).size).toBe(3);
    expect(await anyReminderDue(app)).toBe(false);

    // The next looks find nothing due and queue nothing.
    expect(await runBoth()).toBe(0);
  });

  it("sends nothing twice after a worker died mid-sweep and another took the job over", async () => {
    const signed = await insertSignedProposal(app.db, { email: `restart-${kind}@example.com` });
    const invoices = signed.invoices.map((i) => i.id);
    expect(await queueSweepUnlessWaiting(app, BOOKING_REMINDER_JOB)).toBe(true);

    // The first process claims the sweep and sends the reminder, then dies before marking it done.
    const claimed = await claimNextJob(new Date(), 60_000, app, [BOOKING_REMINDER_JOB]);
    expect(claimed?.kind).toBe(BOOKING_REMINDER_JOB);
    expect(await sweepBookingReminders(app)).toEqual({ invoices: 1, proposals: 0 });

    // Restarted: nothing to do while the lease lasts; once it has run out, the job runs again.
    expect(await runBoth()).toBe(0);
    expect(await runBoth(new Date(Date.now() + 61_000))).toBe(1);
    expect((await reminderJobs()).map((j) => j.state)).toEqual(["done"]);
    expect((await reminderMails(app.db, { invoices })).map((m) => m.kind)).toEqual(["invoice-reminder-due"]);

    // A fresh process (a new connection) sweeping again: still nothing new.
    const restarted = openDatabase(app.url);
    try {
      expect(await sweepBookingReminders(restarted)).toEqual({ invoices: 0, proposals: 0 });
    } finally {
      await restarted.db.destroy();
    }
    expect(await reminderMails(app.db, { invoices })).toHaveLength(1);
  });
});
