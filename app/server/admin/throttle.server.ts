import type { Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { hitRateLimit } from "../security/rate-limit.server";

// Sign-in throttling: after MAX failures within the window, per account and per address, further
// attempts are refused with 429 until the window ends. Only failures count, so the photographer
// signing in often is never locked out; a success clears her account's counter.

export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

const keys = (email: string, address: string) => [
  { scope: "admin-sign-in-account", id: email },
  { scope: "admin-sign-in-address", id: address },
];

function windowOf(now: Date) {
  const seconds = Math.floor(now.getTime() / 1000);
  const start = seconds - (seconds % SIGN_IN_WINDOW_SECONDS);
  return { start, retryAfterSeconds: Math.max(1, start + SIGN_IN_WINDOW_SECONDS - seconds) };
}

/** Seconds to wait when either counter is exhausted; null when an attempt may go ahead. */
export async function signInBlocked(
  email: string,
  address: string,
  db: Kysely<Database> = sharedDb(),
  now = new Date(),
): Promise<number | null> {
  const { start, retryAfterSeconds } = windowOf(now);
  const rows = await db
    .selectFrom("rate_limits")
    .select("hits")
    .where(
      "key",
      "in",
      keys(email, address).map((k) => `${k.scope}:${k.id}`),
    )
    .where("window_start", "=", start)
    .execute();
  return rows.some((r) => Number(r.hits) >= SIGN_IN_MAX_FAILURES) ? retryAfterSeconds : null;
}

export async function recordSignInFailure(email: string, address: string, db: Kysely<Database> = sharedDb()) {
  for (const k of keys(email, address)) {
    await hitRateLimit(k.scope, k.id, { max: SIGN_IN_MAX_FAILURES, windowSeconds: SIGN_IN_WINDOW_SECONDS }, db);
  }
}

export async function clearAccountFailures(email: string, db: Kysely<Database> = sharedDb()) {
  await db.deleteFrom("rate_limits").where("key", "=", `admin-sign-in-account:${email}`).execute();
}
