import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { migrations as knownMigrations } from "../db/migrations";
import type { MediaStorage } from "../media/storage.server";
import { contentTypeOf } from "../media/naming";
import { readManifest } from "./backup.server";
import { databaseIsEmpty, DamagedFile, describeDatabase, dialectOf, restoreDatabase } from "./database-restore.server";
import type { BackupDestination } from "./destination.server";
import type { Manifest, ManifestFile } from "./manifest";
import { forEachLimited, hashStream, stage } from "./streams.server";

// `npm run restore`: a snapshot back into the place the environment names. Nothing is written
// until every byte of the snapshot has been read and matched against its manifest's SHA-256; then
// the photos go in first and the database last, so the database never names a missing file.

/** A refusal the person restoring can act on (exit code 1, the message alone). */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  destination: BackupDestination;
  /** The snapshot; the newest complete one when absent. */
  id?: string;
  databaseUrl: string;
  storage: MediaStorage;
  force: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  id: string;
  manifest: Manifest;
  database: string;
  files: number;
  fileBytes: number;
}

const PARALLEL = 4;

export async function runRestore(options: RestoreOptions): Promise<RestoreResult> {
  const { destination, storage } = options;
  const log = options.log ?? (() => undefined);
  const id = options.id ?? (await newestSnapshot(destination));
  const manifest = await readManifest(destination, id).catch((error: Error) => {
    throw new RestoreRefused(error.message);
  });
  const target = describeDatabase(options.databaseUrl);

  const dialect = dialectOf(options.databaseUrl);
  if (manifest.dialect !== dialect) {
    throw new RestoreRefused(
      `Snapshot ${id} holds a ${label(manifest.dialect)} database, but DATABASE_URL names ${label(dialect)} ` +
        `(${target}). Restore it into ${label(manifest.dialect)}; backups do not move a site between the two.`,
    );
  }
  const known = new Set(knownMigrations.map((m) => m.name));
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `Snapshot ${id} was made by a newer version of the site (it has ${unknown.join(", ")}). ` +
        `Update this copy of the site first, then restore.`,
    );
  }
  if (!options.force && !(await databaseIsEmpty(options.databaseUrl))) {
    throw new RestoreRefused(
      `The database at ${target} is not empty. Restoring would replace it: run the restore again with --force ` +
        `if that is what you want (stop the site first).`,
    );
  }

  // 1. Every byte checked before anything is written.
  log(`Checking snapshot ${id} (${manifest.files.length + 1} files)…`);
  const damaged: string[] = [];
  const databaseLabel = `the database file (snapshots/${id}/${manifest.database.file})`;
  const body = await destination.readSnapshotFile(id, manifest.database.file);
  const actual = body ? await hashStream(body) : undefined;
  if (actual?.sha256 !== manifest.database.sha256 || actual.size !== manifest.database.size) {
    damaged.push(`${databaseLabel} ${actual ? "does not match its SHA-256" : "is missing"}`);
  }
  const bySha = new Map<string, ManifestFile>();
  for (const file of manifest.files) bySha.set(file.sha256, file);
  await forEachLimited(bySha.values(), PARALLEL, async (file) => {
    const stream = await destination.readFile(file.sha256);
    const hashed = stream ? await hashStream(stream) : undefined;
    if (hashed?.sha256 !== file.sha256 || hashed.size !== file.size) {
      damaged.push(
        `the photo file ${file.key} (files/${file.sha256}) ${hashed ? "does not match its SHA-256" : "is missing"}`,
      );
    }
  });
  if (damaged.length > 0) {
    const shown = damaged.slice(0, 10).join("; ");
    const more = damaged.length > 10 ? `; and ${damaged.length - 10} more` : "";
    throw new RestoreRefused(`Snapshot ${id} is damaged: ${shown}${more}. Nothing was restored.`);
  }

  // 2. Photos, each checked again as it is copied (a snapshot changing under a restore is refused too).
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "restore-files-"));
  try {
    await forEachLimited(manifest.files, PARALLEL, async (file) => {
      const stream = await destination.readFile(file.sha256);
      if (!stream)
        throw new RestoreRefused(`The photo file ${file.key} disappeared from the snapshot during the restore.`);
      const staged = await stage(stream, staging);
      try {
        if (staged.sha256 !== file.sha256 || staged.size !== file.size) {
          throw new RestoreRefused(`The photo file ${file.key} changed during the restore; nothing more was written.`);
        }
        await storage.putFile(
          file.key,
          staged.path,
          file.key.startsWith("originals/") ? "application/octet-stream" : contentTypeOf(file.key),
        );
      } finally {
        await fsp.rm(staged.path, { force: true });
      }
    });
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
  log(`Photos: ${manifest.files.length} files into ${storage.description}.`);

  // 3. The database, last.
  const again = await destination.readSnapshotFile(id, manifest.database.file);
  if (!again) throw new RestoreRefused(`${databaseLabel} disappeared during the restore.`);
  try {
    await restoreDatabase(options.databaseUrl, again, manifest.database, {
      force: options.force,
      label: databaseLabel,
    });
  } catch (error) {
    if (error instanceof DamagedFile) throw new RestoreRefused(`${databaseLabel} changed during the restore.`);
    throw error;
  }
  return {
    id,
    manifest,
    database: target,
    files: manifest.files.length,
    fileBytes: manifest.files.reduce((sum, f) => sum + f.size, 0),
  };
}

function label(dialect: string): string {
  return dialect === "postgres" ? "PostgreSQL" : "SQLite";
}

async function newestSnapshot(destination: BackupDestination): Promise<string> {
  const newest = (await destination.listSnapshots()).filter((s) => s.complete).at(-1);
  if (!newest) throw new RestoreRefused(`There is no complete snapshot in ${destination.description}.`);
  return newest.id;
}
