import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { DialectName } from "../db/dialect";
import { isPostgresUrl, sqlitePath } from "./database-snapshot.server";
import { redactedUrl, runPgTool } from "./pg-tools.server";
import { stage, type Hashed } from "./streams.server";

// Puts a snapshot's database where DATABASE_URL points. SQLite: the file is written beside the
// target, checked, and renamed over it (a crash leaves the old database or the new one, never
// half of one). PostgreSQL: pg_restore in a single transaction (--clean when forced).

export function dialectOf(databaseUrl: string): DialectName {
  return isPostgresUrl(databaseUrl) ? "postgres" : "sqlite";
}

/** For messages: where the database goes, without a password. */
export function describeDatabase(databaseUrl: string): string {
  return isPostgresUrl(databaseUrl) ? redactedUrl(databaseUrl) : sqlitePath(databaseUrl);
}

/** Whether the target holds no table yet (a missing SQLite file is empty). */
export async function databaseIsEmpty(databaseUrl: string): Promise<boolean> {
  if (!isPostgresUrl(databaseUrl)) {
    const file = sqlitePath(databaseUrl);
    if (!fs.existsSync(file) || fs.statSync(file).size === 0) return true;
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
      return row.n === 0;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot connect to ${redactedUrl(databaseUrl)}: ${(error as Error).message}. Create the database first (createdb) and check DATABASE_URL.`,
    );
  }
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = current_schema()",
    );
    return Number(rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

export class DamagedFile extends Error {}

/** Copies `body` into the database named by `databaseUrl`, refusing bytes that do not match `expected`. */
export async function restoreDatabase(
  databaseUrl: string,
  body: Readable,
  expected: Hashed,
  options: { force: boolean; label: string },
): Promise<void> {
  if (!isPostgresUrl(databaseUrl)) {
    const target = sqlitePath(databaseUrl);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const staged = await stage(body, path.dirname(target));
    try {
      if (staged.sha256 !== expected.sha256 || staged.size !== expected.size) throw new DamagedFile(options.label);
      // The old database's write-ahead log must not be replayed into the new file.
      for (const suffix of ["-wal", "-shm", "-journal"]) await fsp.rm(`${target}${suffix}`, { force: true });
      await fsp.rename(staged.path, target);
    } finally {
      await fsp.rm(staged.path, { force: true });
    }
    return;
  }
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "restore-"));
  try {
    const staged = await stage(body, dir);
    if (staged.sha256 !== expected.sha256 || staged.size !== expected.size) throw new DamagedFile(options.label);
    await runPgTool(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        ...(options.force ? ["--clean", "--if-exists"] : []),
        staged.path,
      ],
      databaseUrl,
    );
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
