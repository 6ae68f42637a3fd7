import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TABLES } from "~/server/db/content-tables";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// The tables with content-version triggers after every migration are exactly CONTENT_TABLES: a
// content table without them would serve stale cached pages, and a table with them that the list
// forgets is content nobody declared.

describe.each(databaseKinds)("content tables on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  /** Each table with a content-version trigger → the operations that bump the version. */
  async function triggered(): Promise<Record<string, string[]>> {
    const rows =
      kind === "postgres"
        ? (
            await sql<{ table: string; operation: string }>`
              SELECT event_object_table AS table, lower(event_manipulation) AS operation
              FROM information_schema.triggers
              WHERE trigger_name LIKE '%\_content\_version\_%' AND action_statement LIKE '%bump_content_version%'`.execute(
              database.db,
            )
          ).rows
        : (
            await sql<{ table: string; name: string }>`
              SELECT tbl_name AS "table", name FROM sqlite_master
              WHERE type = 'trigger' AND name LIKE '%\_content\_version\_%' ESCAPE '\\'`.execute(database.db)
          ).rows.map(({ table, name }) => ({ table, operation: name.slice(name.lastIndexOf("_") + 1) }));
    const byTable: Record<string, string[]> = {};
    for (const { table, operation } of rows) (byTable[table] ??= []).push(operation);
    for (const operations of Object.values(byTable)) operations.sort();
    return byTable;
  }

  it("gives every content table its triggers for insert, update and delete, and no other table any", async () => {
    const expected = Object.fromEntries(CONTENT_TABLES.map((table) => [table, ["delete", "insert", "update"]]));
    expect(await triggered()).toEqual(expected);
  });
});
