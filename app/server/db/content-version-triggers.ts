import { sql, type Kysely } from "kysely";
import type { DialectName } from "./dialect";

// The content version (migration 0012) is a one-row counter the database itself bumps whenever a
// table whose rows appear on public pages changes, so a change made by the studio, a script or a
// hand-typed SQL statement all reach the render cache (server/render-cache.ts) the same way.
//
// A migration that creates a content table calls `addContentVersionTriggers` for it (and the table
// joins CONTENT_TABLES in content-tables.ts); one that drops the table (or stops showing it) calls
// `dropContentVersionTriggers`. Both are idempotent.

/** The PostgreSQL channel notified on every bump (for instances that LISTEN instead of polling). */
export const CONTENT_VERSION_CHANNEL = "content_version";

const OPERATIONS = ["insert", "update", "delete"] as const;

/** Only plain SQL identifiers: the table name is spliced into DDL, never a bound value. */
function checkedTable(table: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`not a plain table name: ${table}`);
  return table;
}

const triggerName = (table: string, operation: string) => `${table}_content_version_${operation}`;

/**
 * Makes every insert, update and delete on `table` bump the content version.
 * SQLite: one AFTER trigger per operation (SQLite has no statement-level triggers).
 * PostgreSQL: one statement-level trigger for all three plus TRUNCATE, calling
 * bump_content_version() (created by migration 0012), which also NOTIFYs content_version.
 */
// Migrations operate on any schema shape, by nature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function addContentVersionTriggers(db: Kysely<any>, dialect: DialectName, table: string) {
  const name = checkedTable(table);
  if (dialect === "postgres") {
    await sql
      .raw(
        `CREATE OR REPLACE TRIGGER ${triggerName(name, "change")} ` +
          `AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${name} ` +
          `FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`,
      )
      .execute(db);
    return;
  }
  for (const operation of OPERATIONS) {
    await sql
      .raw(
        `CREATE TRIGGER IF NOT EXISTS ${triggerName(name, operation)} ` +
          `AFTER ${operation.toUpperCase()} ON ${name} ` +
          `BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`,
      )
      .execute(db);
  }
}

/** Removes the triggers `addContentVersionTriggers` created on `table`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropContentVersionTriggers(db: Kysely<any>, dialect: DialectName, table: string) {
  const name = checkedTable(table);
  if (dialect === "postgres") {
    await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(name, "change")} ON ${name}`).execute(db);
    return;
  }
  for (const operation of OPERATIONS) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(name, operation)}`).execute(db);
  }
}
