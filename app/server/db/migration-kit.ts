import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";
import { addContentVersionTriggers } from "./content-version-triggers";
import type { MigrationContext } from "./dialect";

// The pieces migrations are made of, written once for SQLite and PostgreSQL
// (docs/decisions/038-migration-kit-and-schema-snapshot.md). Each emits exactly the DDL its callers
// used to spell out: shipped migrations must build the same database, which
// tests/integration/migrated-schema.test.ts checks. Column helpers go in a create-table chain with
// Kysely's `$call`: `.$call(timestamps(ctx))`.

type Table<C extends string> = CreateTableBuilder<string, C>;

/** An auto-increment integer primary key, spelled the way each database accepts. */
export function withId<T extends string>(table: CreateTableBuilder<T>, ctx: MigrationContext) {
  return ctx.dialect === "postgres"
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey());
}

/** A timestamp column defaulting to now, in UTC, on both databases. */
export function nowDefault(ctx: MigrationContext) {
  return (c: ColumnDefinitionBuilder) =>
    // Millisecond precision on both, like JavaScript dates: a row stamped "now" by the database
    // is never later than a Date taken by the app right after.
    c
      .notNull()
      .defaultTo(
        ctx.dialect === "postgres"
          ? sql`date_trunc('milliseconds', now())`
          : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`,
      );
}

/** The column type for timestamps: text ISO strings on SQLite, timestamptz on PostgreSQL. */
export function timestampType(ctx: MigrationContext) {
  return ctx.dialect === "postgres" ? "timestamptz" : "text";
}

/** `created_at`, stamped by the database when the row is inserted. */
export function createdAt(ctx: MigrationContext) {
  return <C extends string>(table: Table<C>) => table.addColumn("created_at", timestampType(ctx), nowDefault(ctx));
}

/** `updated_at`, stamped on insert; the app sets it again on every change. */
export function updatedAt(ctx: MigrationContext) {
  return <C extends string>(table: Table<C>) => table.addColumn("updated_at", timestampType(ctx), nowDefault(ctx));
}

/** `created_at` then `updated_at`. */
export function timestamps(ctx: MigrationContext) {
  return <C extends string>(table: Table<C>) => table.$call(createdAt(ctx)).$call(updatedAt(ctx));
}

/** A required reference to `parent`.id: the row is deleted with the row it belongs to. */
export function belongsTo(parent: string) {
  return (c: ColumnDefinitionBuilder) => c.notNull().references(`${parent}.id`).onDelete("cascade");
}

/** `create index <name> on <table> (<columns>)`. */
// Migrations operate on any schema shape, by nature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createIndex(db: Kysely<any>, name: string, table: string, columns: string[]) {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/**
 * A content table of a few fixed rows the studio edits (the site settings, the blog article…):
 * an id the app chooses (1), the version its editor compares for optimistic concurrency, the
 * table's own `columns`, and updated_at; with the content-version triggers, since its rows appear
 * on public pages (content-version-triggers.ts).
 */
export async function createEditedContentTable(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  ctx: MigrationContext,
  name: string,
  columns: (table: Table<"id" | "version">) => Table<string>,
) {
  await db.schema
    .createTable(name)
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .$call(columns)
    .$call(updatedAt(ctx))
    .execute();
  await addContentVersionTriggers(db, ctx.dialect, name);
}
