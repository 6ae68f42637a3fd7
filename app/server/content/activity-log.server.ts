import type { Kysely, Transaction } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// The activity log: who changed what, when. Every editor writes its entry through
// `recordActivity` inside the transaction of its change, so the log never claims a change that
// was rolled back nor misses one that was saved.

export interface ActivityEntry {
  /** The admin account's e-mail. */
  actorEmail: string;
  /** Which editor: "Site settings", "Home page", later "Portfolio: Weddings"… */
  area: string;
  /** A short sentence for the photographer, e.g. "Changed the availability notices". */
  summary: string;
}

export interface ActivityRow extends ActivityEntry {
  id: number;
  at: string;
}

export async function recordActivity(trx: Kysely<Database> | Transaction<Database>, entry: ActivityEntry) {
  await trx
    .insertInto("activity_log")
    .values({
      actor_email: entry.actorEmail,
      area: entry.area.slice(0, 120),
      summary: entry.summary.slice(0, 500),
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The newest entries first. */
export async function latestActivity(limit = 10, db: Kysely<Database> = sharedDb()): Promise<ActivityRow[]> {
  const rows = await db
    .selectFrom("activity_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    actorEmail: r.actor_email,
    area: r.area,
    summary: r.summary,
    at: new Date(r.created_at).toISOString(),
  }));
}
