import { sql, type ColumnDefinitionBuilder, type Expression } from "kysely";
import type { MigrationContext } from "./dialect";

// The columns of migration-kit.ts's `createTable` lists, for SQLite and PostgreSQL alike
// (docs/decisions/038-migration-kit-and-schema-snapshot.md): `{ id: identity, name: text.notNull(), ...timestamps }`.

/** Now, in UTC, as each database writes a timestamp. */
function now(ctx: MigrationContext) {
  // Millisecond precision on both, like JavaScript dates: a row stamped "now" by the database
  // is never later than a Date taken by the app right after.
  return ctx.dialect === "postgres"
    ? sql`date_trunc('milliseconds', now())`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
}

/** The column types a Column may have; the last two are spelled differently by each database. */
type ColumnType = "text" | "integer" | "bigint" | "boolean" | "timestamp" | "blob";

export function sqlType(type: ColumnType, ctx: MigrationContext) {
  const postgres = ctx.dialect === "postgres";
  if (type === "timestamp") return postgres ? "timestamptz" : "text"; // ISO strings on SQLite
  if (type === "blob") return postgres ? "bytea" : "blob";
  return type;
}

type ColumnStep = (c: ColumnDefinitionBuilder, ctx: MigrationContext) => ColumnDefinitionBuilder;

/**
 * One column of a `createTable` list: its type and the constraints Kysely's column builder adds,
 * named as Kysely names them. Immutable (each method returns a new column), so `text` serves every
 * list. The order of the calls does not change the DDL: Kysely writes constraints in a fixed order.
 */
export class Column {
  constructor(
    readonly type: ColumnType,
    private readonly steps: readonly ColumnStep[] = [],
  ) {}

  private then(step: ColumnStep) {
    return new Column(this.type, [...this.steps, step]);
  }

  notNull() {
    return this.then((c) => c.notNull());
  }

  unique() {
    return this.then((c) => c.unique());
  }

  primaryKey() {
    return this.then((c) => c.primaryKey());
  }

  defaultTo(value: string | number | boolean) {
    return this.then((c) => c.defaultTo(value));
  }

  /** Defaults to the database's now, in UTC (add `notNull()` for a stamp every row has). */
  defaultToNow() {
    return this.then((c, ctx) => c.defaultTo(now(ctx)));
  }

  check(expression: Expression<unknown>) {
    return this.then((c) => c.check(expression));
  }

  /** A reference to `table.column`, and what becomes of this row when that one is deleted. */
  references(target: string, onDelete?: "cascade" | "set null") {
    return this.then((c) => (onDelete ? c.references(target).onDelete(onDelete) : c.references(target)));
  }

  /** A required reference to `parent`.id: the row is deleted with the row it belongs to. */
  belongsTo(parent: string) {
    return this.notNull().references(`${parent}.id`, "cascade");
  }

  /** The callback Kysely's `addColumn(name, type, build)` takes. */
  build(ctx: MigrationContext) {
    return (c: ColumnDefinitionBuilder) => this.steps.reduce((built, step) => step(built, ctx), c);
  }
}

// Nullable until `notNull()`. `timestamp` is text on SQLite and timestamptz on PostgreSQL; `blob` is bytea there.
export const text = new Column("text");
export const integer = new Column("integer");
export const bigint = new Column("bigint");
export const boolean = new Column("boolean");
export const timestamp = new Column("timestamp");
export const blob = new Column("blob");

/** An auto-increment integer primary key, spelled the way each database accepts. */
export const identity = new Column("integer", [
  (c, ctx) => (ctx.dialect === "postgres" ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()),
]);

// The stamps many tables share, spread into a column list: `{ id: identity, …, ...timestamps }`.
/** `created_at`, stamped by the database when the row is inserted. */
export const createdAt = { created_at: timestamp.notNull().defaultToNow() };
/** `updated_at`, stamped on insert; the app sets it again on every change. */
export const updatedAt = { updated_at: timestamp.notNull().defaultToNow() };
/** `created_at` then `updated_at`. */
export const timestamps = { ...createdAt, ...updatedAt };
