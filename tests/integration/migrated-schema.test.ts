import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../helpers/databases";

// The database the migrations build, as each database describes it, recorded under __snapshots__/
// (docs/decisions/038-migration-kit-and-schema-snapshot.md). Production databases already ran the
// shipped migrations and Kysely only records their names, so a change to a shipped migration (or
// to a migration-kit helper it uses) must leave this text exactly as it is. A new migration
// changes it on purpose: re-record with
//   npx vitest run --project integration tests/integration/migrated-schema.test.ts -u
// once plain and once with TEST_DATABASE_URL set, and review the diff with the migration.

// Migrations and schema dumps read any table, by nature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function rows(db: AnyDb, query: string): Promise<string[]> {
  const result = await sql.raw<Record<string, unknown>>(query).execute(db);
  return result.rows.map((row) => Object.values(row).map(String).join(" | "));
}

/** Every table, index and trigger, in the words SQLite keeps them in. */
async function sqliteSchema(db: AnyDb): Promise<string[]> {
  return rows(db, "select type, name, sql from sqlite_master where name not like 'sqlite_%' order by type, name");
}

/** What pg_dump --schema-only would say of public's tables, constraints, indexes, triggers and functions. */
async function postgresSchema(db: AnyDb): Promise<string[]> {
  const columns = await rows(
    db,
    `select c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attidentity,
            coalesce(pg_get_expr(d.adbin, d.adrelid), '')
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const constraints = await rows(
    db,
    `select conrelid::regclass::text, conname, pg_get_constraintdef(oid) from pg_constraint
      where connamespace = 'public'::regnamespace order by 1, 2`,
  );
  const indexes = await rows(db, "select indexdef from pg_indexes where schemaname = 'public' order by indexname");
  const triggers = await rows(
    db,
    `select pg_get_triggerdef(t.oid) from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = 'public'::regnamespace and not t.tgisinternal order by t.tgname`,
  );
  const functions = await rows(
    db,
    "select pg_get_functiondef(oid) from pg_proc where pronamespace = 'public'::regnamespace order by proname",
  );
  return [...columns, ...constraints, ...indexes, ...triggers, ...functions];
}

describe("the migrated schema", () => {
  it.each(databaseKinds)("on %s is exactly the recorded one", async (kind) => {
    const database = await createTestDatabase(kind);
    try {
      const schema = kind === "sqlite" ? await sqliteSchema(database.db) : await postgresSchema(database.db);
      await expect(schema.join("\n") + "\n").toMatchFileSnapshot(`__snapshots__/migrated-schema.${kind}.txt`);
    } finally {
      await database.cleanup();
    }
  });
});
