import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import { addContentVersionTriggers } from "./content-version-triggers";
import type { MigrationContext } from "./dialect";
import { bigint, integer, sqlType, timestamp, updatedAt, type Column } from "./migration-columns";

// The pieces migrations are made of, written once for SQLite and PostgreSQL
// (docs/decisions/038-migration-kit-and-schema-snapshot.md). Each emits exactly the DDL its callers
// used to spell out: shipped migrations must build the same database, which
// tests/integration/migrated-schema.test.ts checks. A table is declared as its columns in order
// (the column types and stamps are in migration-columns.ts):
//   createTable(db, ctx, "notes", { id: identity, body: text.notNull(), ...createdAt }).execute()

// Migrations operate on any schema shape, by nature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * `create table <name>` with `columns` in order, `{ name: text.notNull(), phone: text }`; chain
 * table constraints after it, then `.execute()`.
 */
export function createTable(db: AnyDb, ctx: MigrationContext, name: string, columns: Record<string, Column>) {
  return Object.entries(columns).reduce<CreateTableBuilder<string, string>>(
    (table, [column, spec]) => table.addColumn(column, sqlType(spec.type, ctx), spec.build(ctx)),
    db.schema.createTable(name),
  );
}

/** `alter table <table> add column` for each of `columns` in order: SQLite adds one per statement. */
export async function addColumns(db: AnyDb, ctx: MigrationContext, table: string, columns: Record<string, Column>) {
  for (const [column, spec] of Object.entries(columns)) {
    await db.schema.alterTable(table).addColumn(column, sqlType(spec.type, ctx), spec.build(ctx)).execute();
  }
}

/** `create index <name> on <table> (<columns>)`. */
export async function createIndex(db: AnyDb, name: string, table: string, columns: string[]) {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** `create unique index <name> on <table> (<columns>)`: at most one row per value of `columns`. */
export async function createUniqueIndex(db: AnyDb, name: string, table: string, columns: string[]) {
  await db.schema.createIndex(name).unique().on(table).columns(columns).execute();
}

/**
 * A content table of a few fixed rows the studio edits (the site settings, the blog article…):
 * an id the app chooses (1), the version its editor compares for optimistic concurrency, the
 * table's own `columns`, and updated_at; with the content-version triggers, since its rows appear
 * on public pages (content-version-triggers.ts).
 */
export async function createEditedContentTable(
  db: AnyDb,
  ctx: MigrationContext,
  name: string,
  columns: Record<string, Column>,
) {
  await createTable(db, ctx, name, {
    id: integer.primaryKey(),
    version: integer.notNull().defaultTo(1),
    ...columns,
    ...updatedAt,
  }).execute();
  await addContentVersionTriggers(db, ctx.dialect, name);
}

/**
 * A one-row counter that triggers bump (the content version, the calendar feed's version): id 1
 * only, version from 1, then `columns`; its row is inserted. The bump function and triggers are
 * the caller's.
 */
export async function createVersionCounter(
  db: AnyDb,
  ctx: MigrationContext,
  name: string,
  columns: Record<string, Column> = {},
) {
  await createTable(db, ctx, name, {
    id: integer.primaryKey().check(sql`id = 1`),
    version: bigint.notNull().defaultTo(1),
    ...columns,
  }).execute();
  await sql`INSERT INTO ${sql.table(name)} (id, version) VALUES (1, 1)`.execute(db);
}

/**
 * The log of a kind of reminder: `key`'s columns name one reminder (the row it is about, its kind,
 * the date it reminded of) and are the primary key, so each is sent once; then when it was sent.
 */
export async function createReminderLog(db: AnyDb, ctx: MigrationContext, name: string, key: Record<string, Column>) {
  await createTable(db, ctx, name, { ...key, sent_at: timestamp.notNull().defaultToNow() })
    .addPrimaryKeyConstraint(`${name}_pk`, Object.keys(key))
    .execute();
}
