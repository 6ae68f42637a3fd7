import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  Migrator,
  OperationNodeTransformer,
  PostgresDialect,
  SqliteDialect,
  type KyselyPlugin,
  type Migration,
  type PluginTransformQueryArgs,
  type PrimitiveValueListNode,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";
import pg from "pg";
import { env } from "../env.server";
import type { DialectName } from "./dialect";
import { migrations } from "./migrations";
import type { Database } from "./schema";

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Opens a database from a URL: `postgres://…` selects PostgreSQL, `file:…` a SQLite file. */
export function openDatabase(databaseUrl: string): AppDatabase {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on("error", (error) => console.error(`database: idle connection lost: ${error.message}`));
    // A connection lost while checked out (the server shut down mid-query) emits "error" on its
    // client, which the pool does not listen to then: without this listener the process dies. The
    // query itself fails with the same error, is answered 503, and the pool discards the client.
    pool.on("connect", (client) => {
      client.on("error", (error) => console.error(`database: connection lost: ${error.message}`));
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  const file = databaseUrl.replace(/^file:/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new SqliteValuesPlugin()],
  });
  return { db, dialect: "sqlite" };
}

/** Applies every pending migration; returns the names applied. */
export async function migrate({ db, dialect }: AppDatabase): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: {
      // Inline provider: the bundled server has no migration files on disk.
      getMigrations: async () =>
        Object.fromEntries(
          migrations.map((m): [string, Migration] => [m.name, { up: (kdb) => m.up(kdb, { dialect }) }]),
        ),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

let shared: AppDatabase | undefined;

/** The process-wide database, opened from DATABASE_URL on first use. */
export function database(): AppDatabase {
  shared ??= openDatabase(env().DATABASE_URL);
  return shared;
}

export function db(): Kysely<Database> {
  return database().db;
}

export async function closeDatabase() {
  const current = shared;
  shared = undefined;
  await current?.db.destroy();
}

/** Reads a timestamp column the same way from both databases. */
export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** Reads a boolean column the same way from both databases (SQLite answers 0/1). */
export function toBool(value: boolean | number | string): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

/** better-sqlite3 refuses booleans and Dates as parameters: turn them into 1/0 and ISO strings. */
class SqliteValuesPlugin implements KyselyPlugin {
  readonly #transformer = new (class extends OperationNodeTransformer {
    protected override transformValue(node: ValueNode): ValueNode {
      return { ...super.transformValue(node), value: convert(node.value) };
    }
    protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
      return { ...super.transformPrimitiveValueList(node), values: node.values.map(convert) };
    }
  })();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

function convert(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}
