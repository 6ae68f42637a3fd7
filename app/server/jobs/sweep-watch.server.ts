import { database, type AppDatabase } from "../db/db.server";
import { enqueueJob } from "./jobs.server";
import { wakeJobsWorker } from "./jobs-worker.server";
import { startPollingWorker } from "./polling-worker";

// The "look now and then, queue the sweep when something is due" pattern of the reminders
// (galleries' expiry reminders, the booking's payment and proposal reminders). Every server
// process looks with one cheap read; the sweep itself is a durable job the jobs worker runs under
// a lease and retries. Sweeps are safe to run twice: each reminder is a row whose key makes it
// once-only, written with its mail, so two instances queuing two sweeps at once is harmless.

/** Queues a sweep of `kind` unless one is already waiting; true when this call queued it. */
export async function queueSweepUnlessWaiting(app: AppDatabase, kind: string): Promise<boolean> {
  const waiting = await app.db
    .selectFrom("jobs")
    .select("id")
    .where("kind", "=", kind)
    .where("state", "=", "queued")
    .executeTakeFirst();
  if (waiting) return false;
  await enqueueJob(kind, {}, app.db);
  return true;
}

/** The look every `pollMs` (and 5 s after start): queues the sweep job when `isDue` says so. */
export function startSweepWatch(options: {
  name: string;
  kind: string;
  pollMs: number;
  isDue: (app: AppDatabase) => Promise<boolean>;
  app?: () => AppDatabase;
}): () => Promise<void> {
  const app = options.app ?? database;
  const watch = startPollingWorker({
    name: options.name,
    pollMs: options.pollMs,
    firstDelayMs: 5_000,
    tick: async () => {
      if (!(await options.isDue(app()))) return;
      if (await queueSweepUnlessWaiting(app(), options.kind)) wakeJobsWorker();
    },
  });
  return () => watch.stop();
}
