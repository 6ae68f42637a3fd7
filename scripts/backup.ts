import { runBackup } from "../app/server/backup/backup.server";
import { describeDatabase } from "../app/server/backup/database-restore.server";
import { openDestination } from "../app/server/backup/destination.server";
import { parseBackupLocation } from "../app/server/backup/location";
import { pruneSnapshots } from "../app/server/backup/prune.server";
import { openRunLog, recordedBackup } from "../app/server/backup/runs.server";
import { formatSize } from "../app/server/backup/streams.server";
import { env } from "../app/server/env.server";
import { s3ConfigFromEnv, storageFromEnv } from "../app/server/media/storage.server";

// `npm run backup -- [<folder or s3://bucket/prefix>] [--keep <n>]`: a snapshot of the site named
// by the environment (DATABASE_URL, DATA_DIR/MEDIA_STORAGE), running or not, written with the same
// code as the nightly backup (app/server/backup, docs/decisions/029-backups.md).

const usage = `Usage:
  npm run backup -- <folder or s3://bucket/prefix> [--keep <n>]
    Writes a snapshot of the site (its database and every photo file) there; without a place,
    to BACKUP_TO. Photo files already there from an earlier backup are not copied again.
    --keep <n>  afterwards keep only the newest n snapshots there (and the files they need).`;

function parseArgs(args: string[]): { place?: string; keep?: number } | undefined {
  const parsed: { place?: string; keep?: number } = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "--keep" || arg.startsWith("--keep=")) {
      const value = Number(arg === "--keep" ? args[++i] : arg.slice("--keep=".length));
      if (!Number.isInteger(value) || value < 1) return undefined;
      parsed.keep = value;
    } else if (arg.startsWith("-") || parsed.place) {
      return undefined;
    } else {
      parsed.place = arg;
    }
  }
  return parsed;
}

async function main(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  const config = env();
  const place = parsed?.place ?? config.BACKUP_TO;
  if (!parsed || !place) {
    console.error(usage);
    return 2;
  }
  const destination = openDestination(parseBackupLocation(place), s3ConfigFromEnv(config));
  const storage = storageFromEnv(config);
  const runLog = await openRunLog(config.DATABASE_URL);
  try {
    console.log(
      `Backing up ${describeDatabase(config.DATABASE_URL)} and the photos in ${storage.description} to ${destination.description}`,
    );
    const result = await recordedBackup(
      runLog?.db,
      { startedBy: "command", destination: destination.description },
      () => runBackup({ destination, databaseUrl: config.DATABASE_URL, storage, log: (line) => console.log(line) }),
    );
    console.log(`Backup written: ${destination.description.replace(/\/$/, "")}/snapshots/${result.id}`);
    if (parsed.keep) {
      const pruned = await pruneSnapshots(destination, parsed.keep);
      console.log(
        `Kept the newest ${parsed.keep} snapshot(s): removed ${pruned.removedSnapshots.length} snapshot(s) and ` +
          `${pruned.removedFiles} file(s) (${formatSize(pruned.removedBytes)}).` +
          (pruned.filesKept ? " Files were left alone: another backup is writing there." : ""),
      );
    }
    return 0;
  } finally {
    destination.close();
    await runLog?.db.destroy();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
