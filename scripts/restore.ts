import { describeDatabase } from "../app/server/backup/database-restore.server";
import { openDestination } from "../app/server/backup/destination.server";
import { parseSnapshotReference } from "../app/server/backup/location";
import { RestoreRefused, runRestore } from "../app/server/backup/restore.server";
import { formatSize } from "../app/server/backup/streams.server";
import { env } from "../app/server/env.server";
import { s3ConfigFromEnv, storageFromEnv } from "../app/server/media/storage.server";

// `npm run restore -- <snapshot> [--force]`: a snapshot written by `npm run backup` (or the
// nightly backup) into the place the environment names: DATABASE_URL, DATA_DIR/MEDIA_STORAGE.
// Every SHA-256 is checked before anything is written; a non-empty database is replaced only
// with --force. Stop the site first when restoring over it.

const usage = `Usage:
  npm run restore -- <snapshot> [--force]
    <snapshot> is a folder or s3:// address ending in /snapshots/<id>, or a backup place
    (then its newest snapshot). Restores into DATABASE_URL and DATA_DIR/MEDIA_STORAGE.
    --force  replace a database that is not empty (stop the site first).`;

const TABLE_WORDS: Record<string, [string, string]> = {
  enquiries: ["enquiry", "enquiries"],
  orders: ["order", "orders"],
  galleries: ["client gallery", "client galleries"],
  media_photos: ["photo (library and built-in)", "photos (library and built-in)"],
  testimonials: ["testimonial", "testimonials"],
};

async function main(args: string[]): Promise<number> {
  const force = args.includes("--force");
  const rest = args.filter((a) => a !== "--force");
  const [reference] = rest;
  if (!reference || rest.length !== 1 || reference.startsWith("-")) {
    console.error(usage);
    return 2;
  }
  const config = env();
  const { location, id } = parseSnapshotReference(reference);
  const destination = openDestination(location, s3ConfigFromEnv(config));
  const storage = storageFromEnv(config);
  try {
    console.log(
      `Restoring ${id ? `snapshot ${id}` : "the newest snapshot"} from ${destination.description} into ` +
        `${describeDatabase(config.DATABASE_URL)} and ${storage.description}`,
    );
    const result = await runRestore({
      destination,
      ...(id ? { id } : {}),
      databaseUrl: config.DATABASE_URL,
      storage,
      force,
      log: (line) => console.log(line),
    });
    const { manifest } = result;
    const counts = Object.entries(manifest.counts)
      .map(([table, n]) => {
        const [one, many] = TABLE_WORDS[table] ?? [table, table];
        return `${n} ${n === 1 ? one : many}`;
      })
      .join(", ");
    console.log(`Restored snapshot ${result.id} (the database as it was at ${manifest.takenAt}):`);
    console.log(
      `  the ${manifest.dialect === "postgres" ? "PostgreSQL" : "SQLite"} database (${formatSize(manifest.database.size)}) into ${result.database}: ${counts}`,
    );
    console.log(`  ${result.files} photo files (${formatSize(result.fileBytes)}) into ${storage.description}`);
    console.log("Every file matched its SHA-256. Start the site on it (newer migrations are applied at start).");
    return 0;
  } finally {
    destination.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const message = (error as Error).message;
  console.error(error instanceof RestoreRefused ? `Restore refused: ${message}` : `Restore failed: ${message}`);
  process.exitCode = 1;
}
