import { sql, type Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";

// Fixed-window counters kept in the database, so a limit holds across app instances.

export type RateLimitResult = ({ allowed: true } | { allowed: false; retryAfterSeconds: number }) & {
  /** This window's count, this hit included. */
  hits: number;
  /** The window this hit was counted in (for undoRateLimitHit). */
  windowStart: number;
};

export async function hitRateLimit(
  scope: string,
  address: string,
  options: { max?: number; windowSeconds?: number; now?: Date } = {},
  db: Kysely<Database> = sharedDb(),
): Promise<RateLimitResult> {
  const max = options.max ?? env().RATE_LIMIT_MAX;
  const windowSeconds = options.windowSeconds ?? env().RATE_LIMIT_WINDOW_SECONDS;
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const row = await db
    .insertInto("rate_limits")
    .values({ key: `${scope}:${address}`, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning("hits")
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  if (hits <= max) return { allowed: true, hits, windowStart };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, windowStart + windowSeconds - nowSeconds),
    hits,
    windowStart,
  };
}

/** Takes one hit back: the attempt it counted turned out to be no abuse (a right password). */
export async function undoRateLimitHit(
  scope: string,
  address: string,
  windowStart: number,
  db: Kysely<Database> = sharedDb(),
) {
  await db
    .updateTable("rate_limits")
    .set({ hits: sql`hits - 1` })
    .where("key", "=", `${scope}:${address}`)
    .where("window_start", "=", windowStart)
    .where("hits", ">", 0)
    .execute();
}

/** Old windows are worthless; the outbox worker's sweep calls this now and then. */
export async function pruneRateLimits(olderThanSeconds = 86_400, db: Kysely<Database> = sharedDb()) {
  const cutoff = Math.floor(Date.now() / 1000) - olderThanSeconds;
  await db.deleteFrom("rate_limits").where("window_start", "<", cutoff).execute();
}
