import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { DialectName } from "../db/dialect";
import { DATABASE_FILES } from "./manifest";
import { runPgTool } from "./pg-tools.server";
import { fsyncFile, hashFile, type StagedFile } from "./streams.server";

// A copy of the running site's database, consistent at one instant, plus what a backup needs to
// know about that same instant: every storage key its rows refer to (those files must be in the
// backup), the migrations applied, and a few row counts to show after a restore.
// SQLite: better-sqlite3's online backup in one step. PostgreSQL: a repeatable-read transaction
// exports its snapshot, pg_dump dumps exactly that snapshot, and the keys are read inside it.

export interface DatabaseSnapshot {
  dialect: DialectName;
  name: (typeof DATABASE_FILES)[DialectName];
  file: StagedFile;
  takenAt: Date;
  referencedKeys: string[];
  migrations: string[];
  counts: Record<string, number>;
}

/** Rows a person looks for after a restore. */
export const COUNTED_TABLES = ["enquiries", "orders", "galleries", "media_photos", "testimonials"] as const;

const REFERENCED_KEYS = `select original_key as key from media_photos where original_key is not null
  union select storage_key as key from media_variants where storage_key is not null`;
const MIGRATIONS = "select name from kysely_migration order by name";

/** "file:./data/site.db" → its absolute path. */
export function sqlitePath(databaseUrl: string): string {
  const file = databaseUrl.replace(/^file:/, "");
  if (file === ":memory:" || file === "") throw new Error("An in-memory database cannot be backed up or restored.");
  return path.resolve(file);
}

export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//.test(databaseUrl);
}

export async function snapshotDatabase(databaseUrl: string, staging: string): Promise<DatabaseSnapshot> {
  return isPostgresUrl(databaseUrl) ? snapshotPostgres(databaseUrl, staging) : snapshotSqlite(databaseUrl, staging);
}

/** better-sqlite3 clamps a step to this many pages: "all of them". */
const ALL_PAGES = 0x7fffffff;

async function snapshotSqlite(databaseUrl: string, staging: string): Promise<DatabaseSnapshot> {
  const source = sqlitePath(databaseUrl);
  if (!fs.existsSync(source)) throw new Error(`There is no database at ${source} (DATABASE_URL).`);
  const target = path.join(staging, `${crypto.randomUUID()}.sqlite`);
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  let takenAt: Date;
  try {
    live.pragma("busy_timeout = 5000");
    takenAt = new Date();
    // In one step: SQLite restarts a step-by-step backup whenever another connection writes, so
    // under steady traffic it might never end. One step copies every page inside one read
    // transaction (WAL: the site keeps writing meanwhile), consistent at that instant.
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new SQLite(target);
  let facts: Pick<DatabaseSnapshot, "referencedKeys" | "migrations" | "counts">;
  try {
    // A single self-contained file (no -wal beside it); the site turns WAL back on when it opens it.
    copy.pragma("journal_mode = DELETE");
    const tables = new Set(
      (copy.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>).map(
        (r) => r.name,
      ),
    );
    facts = {
      referencedKeys: tables.has("media_variants")
        ? (copy.prepare(REFERENCED_KEYS).all() as Array<{ key: string }>).map((r) => r.key)
        : [],
      migrations: tables.has("kysely_migration")
        ? (copy.prepare(MIGRATIONS).all() as Array<{ name: string }>).map((r) => r.name)
        : [],
      counts: Object.fromEntries(
        COUNTED_TABLES.filter((t) => tables.has(t)).map((t) => [
          t,
          Number((copy.prepare(`select count(*) as n from ${t}`).get() as { n: number }).n),
        ]),
      ),
    };
  } finally {
    copy.close();
  }
  await fsyncFile(target);
  return { dialect: "sqlite", name: DATABASE_FILES.sqlite, file: await hashFile(target), takenAt, ...facts };
}

async function snapshotPostgres(databaseUrl: string, staging: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const takenAt = new Date();
    const exported = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const snapshot = exported.rows[0]?.id;
    if (!snapshot) throw new Error("PostgreSQL did not export a snapshot.");
    const tables = new Set(
      (
        await client.query<{ name: string }>(
          "select table_name as name from information_schema.tables where table_schema = current_schema()",
        )
      ).rows.map((r) => r.name),
    );
    const referencedKeys = tables.has("media_variants")
      ? (await client.query<{ key: string }>(REFERENCED_KEYS)).rows.map((r) => r.key)
      : [];
    const migrations = tables.has("kysely_migration")
      ? (await client.query<{ name: string }>(MIGRATIONS)).rows.map((r) => r.name)
      : [];
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES.filter((t) => tables.has(t))) {
      counts[table] = Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0);
    }
    const target = path.join(staging, `${crypto.randomUUID()}.pgdump`);
    // pg_dump reads the very snapshot the keys above were read in; the transaction stays open
    // until it is done, which keeps the snapshot alive.
    await runPgTool("pg_dump", ["--format=custom", `--snapshot=${snapshot}`, `--file=${target}`], databaseUrl);
    await client.query("commit");
    await fsyncFile(target);
    return {
      dialect: "postgres",
      name: DATABASE_FILES.postgres,
      file: await hashFile(target),
      takenAt,
      referencedKeys,
      migrations,
      counts,
    };
  } finally {
    await client.end();
  }
}
