import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "~/server/content/content-version.server";
import { addContentVersionTriggers, dropContentVersionTriggers } from "~/server/db/content-version-triggers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// The content version is bumped by the database itself: a change made by plain SQL counts as much
// as one made by the studio.
describe.each(databaseKinds)("content version on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  const version = () => readContentVersion(database.db);

  it("starts at one row", async () => {
    const rows = await sql<{ n: number | string }>`SELECT count(*) AS n FROM content_version`.execute(database.db);
    expect(Number(rows.rows[0]?.n)).toBe(1);
    expect(await version()).toBeGreaterThanOrEqual(1);
  });

  it("moves on every insert, update and delete of testimonials made by plain SQL", async () => {
    const v0 = await version();
    await sql`INSERT INTO testimonials (bride_name, review_text, rating) VALUES ('Ana', 'Lovely.', 5)`.execute(
      database.db,
    );
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    await sql`UPDATE testimonials SET is_approved = ${kind === "postgres" ? sql`true` : sql`1`} WHERE bride_name = 'Ana'`.execute(
      database.db,
    );
    const v2 = await version();
    expect(v2).toBeGreaterThan(v1);
    await sql`DELETE FROM testimonials WHERE bride_name = 'Ana'`.execute(database.db);
    expect(await version()).toBeGreaterThan(v2);
  });

  it("does not move for tables that are not content", async () => {
    const before = await version();
    await sql`INSERT INTO rate_limits (key, window_start, hits) VALUES ('k', 1, 1)`.execute(database.db);
    expect(await version()).toBe(before);
  });

  it("keeps a single row: a second one is refused", async () => {
    await expect(sql`INSERT INTO content_version (id, version) VALUES (2, 1)`.execute(database.db)).rejects.toThrow();
  });

  it("gives any later content table its triggers through the helper, and takes them away again", async () => {
    await sql`CREATE TABLE sample_content (id integer PRIMARY KEY, body text NOT NULL)`.execute(database.db);
    await addContentVersionTriggers(database.db, database.dialect, "sample_content");
    await addContentVersionTriggers(database.db, database.dialect, "sample_content"); // idempotent
    const before = await version();
    await sql`INSERT INTO sample_content (id, body) VALUES (1, 'a')`.execute(database.db);
    const afterInsert = await version();
    expect(afterInsert).toBeGreaterThan(before);
    await dropContentVersionTriggers(database.db, database.dialect, "sample_content");
    await sql`UPDATE sample_content SET body = 'b'`.execute(database.db);
    expect(await version()).toBe(afterInsert);
    await sql`DROP TABLE sample_content`.execute(database.db);
  });

  it("refuses a table name that is not a plain identifier", async () => {
    await expect(addContentVersionTriggers(database.db, database.dialect, "x; DROP TABLE y")).rejects.toThrow(
      /plain table name/,
    );
  });
});
