import fsp from "node:fs/promises";
import type { DialectName } from "../db/dialect";
import type { MediaStorage } from "../media/storage.server";
import { snapshotDatabase, type DatabaseSnapshot } from "./database-snapshot.server";
import { MANIFEST, type BackupDestination } from "./destination.server";
import { snapshotId } from "./location";
import { MANIFEST_FORMAT, parseManifest, type Manifest, type ManifestFile } from "./manifest";
import { forEachLimited, formatSize, stage } from "./streams.server";

// One backup of a running site (docs/decisions/029-backups.md), used by `npm run backup` and by
// the nightly job alike:
//  1. the database, consistent at one instant (./database-snapshot.server.ts);
//  2. every file its rows refer to: all must be there, or the snapshot is retaken (a photo deleted
//     after the instant has its files purged soon after, and the retaken snapshot no longer names it);
//  3. every other file the storage lists (an upload newer than the instant: harmless extra);
//  4. the manifest, last: until it exists the snapshot does not count.
// Files go to the shared, content-addressed store once: a file the store has (by its SHA-256, known
// from the previous manifest or from an original's own name) is not read again.

export interface BackupOptions {
  destination: BackupDestination;
  databaseUrl: string;
  storage: MediaStorage;
  log?: (line: string) => void;
}

export interface BackupResult {
  id: string;
  dialect: DialectName;
  takenAt: Date;
  databaseBytes: number;
  /** Files listed in the manifest, and their size. */
  files: number;
  fileBytes: number;
  /** Files new to the store this time (the rest were there already). */
  copiedFiles: number;
  copiedBytes: number;
  counts: Record<string, number>;
}

/** Database snapshots taken before giving up because photos keep disappearing under the backup. */
const ATTEMPTS = 3;
/** Files copied at the same time (overlaps S3 round trips; a disk does not mind). */
const PARALLEL = 4;

export async function runBackup(options: BackupOptions): Promise<BackupResult> {
  const { destination, storage } = options;
  const log = options.log ?? (() => undefined);
  const staging = await destination.createStaging();
  try {
    const store = await destination.listFiles();
    const known = await previousFiles(destination);
    const copied = { files: 0, bytes: 0 };

    /** The file under `key` in the store (copied now if needed); undefined when storage has no such key. */
    const backUp = async (key: string, listedSize?: number): Promise<ManifestFile | undefined> => {
      const remembered = known.get(key) ?? fromOriginalName(key, store);
      if (
        remembered &&
        store.get(remembered.sha256) === remembered.size &&
        (listedSize === undefined || listedSize === remembered.size)
      ) {
        return { key, ...remembered };
      }
      const object = await storage.get(key);
      if (!object) return undefined;
      const staged = await stage(object.body, staging);
      if (store.get(staged.sha256) === staged.size) {
        await fsp.rm(staged.path, { force: true });
      } else {
        await destination.addFile(staged.sha256, staged.path);
        store.set(staged.sha256, staged.size);
        copied.files++;
        copied.bytes += staged.size;
      }
      return { key, sha256: staged.sha256, size: staged.size };
    };

    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const snapshot = await snapshotDatabase(options.databaseUrl, staging);
      const id = snapshotId(snapshot.takenAt);
      log(
        `Database (${snapshot.dialect}) copied at ${snapshot.takenAt.toISOString()}: ${formatSize(snapshot.file.size)}.`,
      );
      await destination.addSnapshotFile(id, snapshot.name, snapshot.file.path);

      try {
        const entries = new Map<string, ManifestFile>();
        const missing: string[] = [];
        await forEachLimited(snapshot.referencedKeys, PARALLEL, async (key) => {
          const entry = await backUp(key);
          if (entry) entries.set(key, entry);
          else missing.push(key);
        });
        if (missing.length > 0) {
          log(
            `${missing.length} photo file(s) were deleted after the database copy (e.g. ${missing[0]}): taking it again.`,
          );
          await destination.deleteSnapshot(id);
          continue;
        }
        const listed: Array<{ key: string; size: number }> = [];
        for await (const object of storage.list()) if (!entries.has(object.key)) listed.push(object);
        await forEachLimited(listed, PARALLEL, async (object) => {
          // Gone since the listing: deleted, and not in the database copy either.
          const entry = await backUp(object.key, object.size);
          if (entry) entries.set(object.key, entry);
        });

        // A prune running elsewhere may have removed a file this snapshot reuses: look once more.
        const present = await destination.listFiles();
        const referenced = new Set(snapshot.referencedKeys);
        for (const entry of entries.values()) {
          if (present.get(entry.sha256) === entry.size) continue;
          store.delete(entry.sha256);
          known.delete(entry.key);
          const again = await backUp(entry.key);
          if (!again && referenced.has(entry.key)) {
            throw new Error(`The photo file ${entry.key} disappeared during the backup; try again.`);
          }
          if (!again) entries.delete(entry.key);
        }

        const files = [...entries.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        const manifest = manifestOf(id, snapshot, files, storage.description);
        await destination.writeManifest(id, JSON.stringify(manifest, null, 1));
        const fileBytes = files.reduce((sum, f) => sum + f.size, 0);
        log(
          `Snapshot ${id}: the database and ${files.length} photo files (${formatSize(fileBytes)}); ` +
            `copied ${copied.files} new file(s) (${formatSize(copied.bytes)}).`,
        );
        return {
          id,
          dialect: snapshot.dialect,
          takenAt: snapshot.takenAt,
          databaseBytes: snapshot.file.size,
          files: files.length,
          fileBytes,
          copiedFiles: copied.files,
          copiedBytes: copied.bytes,
          counts: snapshot.counts,
        };
      } catch (error) {
        // Not left behind half-written: an unfinished snapshot holds back pruning for a day.
        await destination.deleteSnapshot(id).catch(() => undefined);
        throw error;
      }
    }
    throw new Error(`Photos were being deleted during each of ${ATTEMPTS} attempts; try the backup again later.`);
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

function manifestOf(id: string, snapshot: DatabaseSnapshot, files: ManifestFile[], mediaStorage: string): Manifest {
  return {
    format: MANIFEST_FORMAT,
    version: 1,
    id,
    takenAt: snapshot.takenAt.toISOString(),
    finishedAt: new Date().toISOString(),
    dialect: snapshot.dialect,
    database: { file: snapshot.name, size: snapshot.file.size, sha256: snapshot.file.sha256 },
    migrations: snapshot.migrations,
    counts: snapshot.counts,
    mediaStorage,
    files,
  };
}

/** Storage key → content, from the newest complete snapshot (names never change meaning: decision 017). */
async function previousFiles(destination: BackupDestination): Promise<Map<string, { sha256: string; size: number }>> {
  const newest = (await destination.listSnapshots()).filter((s) => s.complete).at(-1);
  const known = new Map<string, { sha256: string; size: number }>();
  if (!newest) return known;
  const manifest = await readManifest(destination, newest.id);
  for (const file of manifest.files) known.set(file.key, { sha256: file.sha256, size: file.size });
  return known;
}

/** An original's key is its own SHA-256 ("originals/<sha256>"). */
function fromOriginalName(key: string, store: Map<string, number>) {
  const match = /^originals\/([0-9a-f]{64})$/.exec(key);
  const size = match?.[1] ? store.get(match[1]) : undefined;
  return match?.[1] && size !== undefined ? { sha256: match[1], size } : undefined;
}

export async function readManifest(destination: BackupDestination, id: string): Promise<Manifest> {
  const where = `${destination.description.replace(/\/$/, "")}/snapshots/${id}/${MANIFEST}`;
  const body = await destination.readSnapshotFile(id, MANIFEST);
  if (!body) throw new Error(`There is no complete snapshot at ${where}.`);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return parseManifest(Buffer.concat(chunks).toString("utf8"), where);
}
