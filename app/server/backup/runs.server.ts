import fs from "node:fs";
import type { Kysely } from "kysely";
import { openDatabase, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import type { BackupResult } from "./backup.server";
import { isPostgresUrl, sqlitePath } from "./database-snapshot.server";

// A row per backup run (backup_runs): started, finished, done or failed with its reason, sizes.
// The dashboard reads them; the nightly job and `npm run backup` both write them.

export interface RunStart {
  startedBy: "schedule" | "command";
  night?: string;
  destination: string;
}

/** Runs `work` between a "running" row and its outcome; without a database, just runs it. */
export async function recordedBackup(
  db: Kysely<Database> | undefined,
  start: RunStart,
  work: () => Promise<BackupResult>,
): Promise<BackupResult> {
  if (!db) return work();
  const row = await db
    .insertInto("backup_runs")
    .values({
      started_by: start.startedBy,
      night: start.night ?? null,
      destination: start.destination,
      state: "running",
      snapshot_id: null,
      files: null,
      bytes: null,
      copied_files: null,
      copied_bytes: null,
      error: null,
      finished_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  let result: BackupResult;
  try {
    result = await work();
  } catch (error) {
    await db
      .updateTable("backup_runs")
      .set({
        state: "failed",
        error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
        finished_at: new Date(),
      })
      .where("id", "=", id)
      .execute();
    throw error;
  }
  await db
    .updateTable("backup_runs")
    .set({
      state: "done",
      snapshot_id: result.id,
      files: result.files,
      bytes: result.fileBytes + result.databaseBytes,
      copied_files: result.copiedFiles,
      copied_bytes: result.copiedBytes,
      finished_at: new Date(),
    })
    .where("id", "=", id)
    .execute();
  return result;
}

/**
 * The site's database to record a `npm run backup` run in, when it has the backup_runs table
 * (a site older than migration 0020 is backed up all the same, unrecorded). Opening it creates
 * nothing: a SQLite file that does not exist is not created.
 */
export async function openRunLog(databaseUrl: string): Promise<AppDatabase | undefined> {
  if (!isPostgresUrl(databaseUrl) && !fs.existsSync(sqlitePath(databaseUrl))) return undefined;
  const app = openDatabase(databaseUrl);
  try {
    await app.db.selectFrom("backup_runs").select("id").limit(1).execute();
    return app;
  } catch {
    await app.db.destroy();
    return undefined;
  }
}
