import { database, toIso, type AppDatabase } from "../db/db.server";
import { env } from "../env.server";
import { NIGHTLY_BACKUP_JOB } from "./nightly.server";
import type { BackupStatus } from "./status-words";

// What the dashboard says about backups: whether they are set up, the last one that finished,
// and a failure since then (with when it will be tried again).

export async function backupStatus(
  app: AppDatabase = database(),
  config: { BACKUP_TO?: string } = env(),
): Promise<BackupStatus> {
  const [success, failure, retry] = await Promise.all([
    app.db
      .selectFrom("backup_runs")
      .select(["finished_at", "files", "bytes", "destination"])
      .where("state", "=", "done")
      .orderBy("finished_at", "desc")
      .executeTakeFirst(),
    app.db
      .selectFrom("backup_runs")
      .select(["finished_at", "error"])
      .where("state", "=", "failed")
      .orderBy("finished_at", "desc")
      .executeTakeFirst(),
    app.db
      .selectFrom("jobs")
      .select("run_after")
      .where("kind", "=", NIGHTLY_BACKUP_JOB)
      .where("state", "=", "queued")
      .where("attempts", ">", 0)
      .orderBy("run_after")
      .executeTakeFirst(),
  ]);
  const lastSuccess =
    success?.finished_at != null
      ? {
          finishedAt: toIso(success.finished_at),
          files: Number(success.files ?? 0),
          bytes: Number(success.bytes ?? 0),
          destination: success.destination,
        }
      : null;
  const failedAt = failure?.finished_at != null ? toIso(failure.finished_at) : null;
  const lastFailure =
    failedAt && (!lastSuccess || failedAt > lastSuccess.finishedAt)
      ? { at: failedAt, error: failure?.error ?? "unknown error" }
      : null;
  return {
    configured: Boolean(config.BACKUP_TO),
    lastSuccess,
    lastFailure,
    retryAt: lastFailure && retry ? toIso(retry.run_after) : null,
  };
}
