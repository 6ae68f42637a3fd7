import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator, type Migration } from "kysely";
import pg from "pg";
import { migrate, openDatabase, type AppDatabase } from "~/server/db/db.server";
import { migrations } from "~/server/db/migrations";

// The database layer is tested on SQLite always, and on PostgreSQL when TEST_DATABASE_URL is set
// (CI sets it). Each test database is fresh and removed afterwards.

export interface TestDatabase extends AppDatabase {
  cleanup(): Promise<void>;
}

export const databaseKinds = ["sqlite", ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : [])] as const;

export async function createTestDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-test-"));
    const database = openDatabase(`file:${path.join(dir, "test.db")}`);
    await migrate(database);
    return {
      ...database,
      async cleanup() {
        await database.db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `site_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString());
  await migrate(database);
  return {
    ...database,
    async cleanup() {
      await database.db.destroy();
      // Without FORCE: a FORCE drop kills backends whose clients are still closing, and their
      // "terminating connection" error then surfaces as an unhandled error. Retry briefly instead.
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * An empty PostgreSQL database for a server under test to migrate itself, and its removal. Dropped
 * without FORCE: a server that has just stopped may still be closing its connections, so the drop
 * is retried while PostgreSQL says the database is in use (55006).
 */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `server_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/** An empty database of `kind` (nothing migrated), for a test that migrates it step by step, and its removal. */
export async function emptyDatabase(
  kind: "sqlite" | "postgres",
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> | void }> {
  if (kind === "postgres") return emptyPostgresDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return { url: `file:${path.join(dir, "site.db")}`, drop: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Applies the migrations that come before `name`: the database as the release before it left it. */
export async function migrateBefore(app: AppDatabase, name: string): Promise<void> {
  const before = migrations.findIndex((m) => m.name === name);
  if (before < 0) throw new Error(`No migration named ${name}`);
  const { error } = await new Migrator({
    db: app.db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          migrations
            .slice(0, before)
            .map((m): [string, Migration] => [m.name, { up: (db) => m.up(db, { dialect: app.dialect }) }]),
        ),
    },
  }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
