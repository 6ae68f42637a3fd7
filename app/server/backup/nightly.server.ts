import { database, type AppDatabase } from "../db/db.server";
import { env, type Env } from "../env.server";
import { enqueueJob, registerJobKind } from "../jobs/jobs.server";
import { wakeJobsWorker } from "../jobs/jobs-worker.server";
import { startPollingWorker } from "../jobs/polling-worker";
import { mediaStorage, s3ConfigFromEnv, type MediaStorage } from "../media/storage.server";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { runBackup } from "./backup.server";
import { openDestination } from "./destination.server";
import { parseBackupLocation } from "./location";
import { pruneSnapshots } from "./prune.server";
import { recordedBackup } from "./runs.server";
import { formatSize } from "./streams.server";

// BACKUP_TO's nightly backup (docs/decisions/029-backups.md). Every server process looks every
// 10 minutes (and soon after start); the first look of a night (from 2 a.m. in Arizona) inserts
// that night's backup_nights row and queues the job in one transaction, and the row's primary
// key turns every other instance's insert into nothing. The jobs worker runs it under a lease,
// renewed while it runs, and retries a failure with back-off; each attempt is a backup_runs row.

export const NIGHTLY_BACKUP_JOB = "backup.nightly";
export const BACKUP_WATCH_MS = 10 * 60_000;
/** A night's backup is due from this hour, Arizona time (the studio sleeps; the site is quiet). */
export const NIGHT_STARTS_AT_HOUR = 2;

interface NightlyPayload {
  night: string;
}

/** The night `now` belongs to: the Phoenix date, turning over at 2 a.m. rather than midnight. */
export function backupNight(now: Date): string {
  return studioDate(new Date(now.getTime() - NIGHT_STARTS_AT_HOUR * 3_600_000));
}

/** Queues tonight's backup unless some instance already did; true when this call queued it. */
export async function queueNightlyBackup(app: AppDatabase, now: Date): Promise<boolean> {
  const night = backupNight(now);
  const queued = await app.db.selectFrom("backup_nights").select("night").where("night", "=", night).executeTakeFirst();
  if (queued) return false;
  return app.db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto("backup_nights")
      .values({ night })
      .onConflict((oc) => oc.column("night").doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await enqueueJob(NIGHTLY_BACKUP_JOB, { night } satisfies NightlyPayload, trx);
    return true;
  });
}

/** The job's work: a recorded backup to BACKUP_TO, then BACKUP_KEEP applied. */
export async function runNightlyBackup(
  app: AppDatabase,
  night: string,
  config: Env = env(),
  storage: MediaStorage = mediaStorage(),
): Promise<void> {
  if (!config.BACKUP_TO) {
    console.log(`backup: BACKUP_TO is no longer set; the backup of ${night} is skipped`);
    return;
  }
  const destination = openDestination(parseBackupLocation(config.BACKUP_TO), s3ConfigFromEnv(config));
  try {
    await recordedBackup(app.db, { startedBy: "schedule", night, destination: destination.description }, () =>
      runBackup({
        destination,
        databaseUrl: config.DATABASE_URL,
        storage,
        log: (line) => console.log(`backup: ${line}`),
      }),
    );
    // The snapshot is safe whatever happens here; a prune that fails is caught up the next night.
    try {
      const pruned = await pruneSnapshots(destination, config.BACKUP_KEEP);
      if (pruned.removedSnapshots.length || pruned.removedFiles) {
        console.log(
          `backup: kept the newest ${config.BACKUP_KEEP}; removed ${pruned.removedSnapshots.length} snapshot(s) and ` +
            `${pruned.removedFiles} file(s) (${formatSize(pruned.removedBytes)})`,
        );
      }
    } catch (error) {
      console.error(`backup: removing old snapshots failed: ${(error as Error).message}`);
    }
  } finally {
    destination.close();
  }
}

export function registerNightlyBackupJob() {
  registerJobKind<NightlyPayload>({
    kind: NIGHTLY_BACKUP_JOB,
    // 15 minutes, then 30, then 60: a storage or network outage in the night has time to pass.
    policy: { maxAttempts: 4, baseDelayMs: 15 * 60_000 },
    run: (payload, context) => runNightlyBackup(context.app, payload.night),
  });
}

/** The look every 10 minutes (only when BACKUP_TO is set). */
export function startBackupWatch(app: () => AppDatabase = database): () => Promise<void> {
  const config = env();
  if (!config.BACKUP_TO) return async () => undefined;
  console.log(`backup: nightly to ${config.BACKUP_TO}, keeping ${config.BACKUP_KEEP}`);
  const watch = startPollingWorker({
    name: "backups",
    pollMs: BACKUP_WATCH_MS,
    firstDelayMs: 5_000,
    tick: async () => {
      if (await queueNightlyBackup(app(), new Date())) wakeJobsWorker();
    },
  });
  return () => watch.stop();
}
