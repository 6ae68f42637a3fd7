import type { Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

/**
 * The current content version (migration 0012): a number the database bumps on every change to a
 * table shown on public pages. The render cache compares it with the version its pages were
 * rendered at; the query is one primary-key read, cheap enough to run every second.
 */
export async function readContentVersion(db: Kysely<Database> = sharedDb()): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow();
  return Number(row.version);
}
