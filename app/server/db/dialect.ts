import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";

export type DialectName = "sqlite" | "postgres";

export interface MigrationContext {
  dialect: DialectName;
}

/** A migration written once for both databases; `ctx` says which one it runs on. */
export interface AppMigration {
  name: string;
  // Migrations operate on any schema shape, by nature.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, ctx: MigrationContext): Promise<void>;
}

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
