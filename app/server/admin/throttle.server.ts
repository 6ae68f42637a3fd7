import type { Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// Sign-in throttling (decision 014). Counted per (account, address): a stranger guessing her
// password from elsewhere slows down only themselves, never the photographer at her own desk.
// An attempt is counted BEFORE the password is checked, with a compare-and-swap on the row, so N
// parallel guesses cannot all slip through one check. The first FREE_ATTEMPTS in a row go through
// at once; after that each failure doubles the wait, up to MAX_DELAY_SECONDS. A success clears
// the pair's row; `npm run admin -- unlock` clears them all.

export const FREE_ATTEMPTS = 5;
export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 60 * 60;
/** A pair quiet for this long starts over. */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;

export type AttemptResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Seconds the next attempt must wait after `failures` attempts in a row. */
export function delayAfter(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_ATTEMPTS));
}

const keyOf = (account: string, address: string) => `${account}\n${address}`;
const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Counts an attempt for (account, address) and says whether it may go ahead. Call it before
 * verifying the password; call signInSucceeded after a success.
 */
export async function claimSignInAttempt(
  account: string,
  address: string,
  db: Kysely<Database> = sharedDb(),
  now = new Date(),
): Promise<AttemptResult> {
  const key = keyOf(account, address);
  const t = seconds(now);
  await db
    .insertInto("sign_in_throttle")
    .values({ key, account, failures: 0, blocked_until: 0, last_attempt: t })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  // Compare-and-swap: the update only lands when nobody else counted an attempt in between.
  for (let round = 0; round < 20; round++) {
    const row = await db
      .selectFrom("sign_in_throttle")
      .select(["failures", "blocked_until", "last_attempt"])
      .where("key", "=", key)
      .executeTakeFirst();
    if (!row) return { allowed: true };
    const blockedUntil = Number(row.blocked_until);
    if (blockedUntil > t) return { allowed: false, retryAfterSeconds: blockedUntil - t };
    const stale = t - Number(row.last_attempt) > FORGET_AFTER_SECONDS;
    const failures = (stale ? 0 : row.failures) + 1;
    const result = await db
      .updateTable("sign_in_throttle")
      .set({ failures, blocked_until: t + delayAfter(failures), last_attempt: t })
      .where("key", "=", key)
      .where("failures", "=", row.failures)
      .where("blocked_until", "=", row.blocked_until)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return { allowed: true };
  }
  // Heavy contention on one pair is itself a sign of a script: make it wait.
  return { allowed: false, retryAfterSeconds: FIRST_DELAY_SECONDS };
}

/** A correct password: this pair starts over. */
export async function signInSucceeded(account: string, address: string, db: Kysely<Database> = sharedDb()) {
  await db.deleteFrom("sign_in_throttle").where("key", "=", keyOf(account, address)).execute();
}

/** The rate_limits scope of the per-address sign-in limit (sign-in.server.ts, decision 027). */
export const SIGN_IN_RATE_SCOPE = "sign-in";

/**
 * Lifts every delay, for one account or all (`npm run admin -- unlock`), and the per-address
 * limits, which belong to no account. Returns how many counters it cleared.
 */
export async function clearSignInThrottle(account?: string, db: Kysely<Database> = sharedDb()): Promise<number> {
  let query = db.deleteFrom("sign_in_throttle");
  if (account) query = query.where("account", "=", account);
  const result = await query.executeTakeFirst();
  const perAddress = await db
    .deleteFrom("rate_limits")
    .where("key", "like", `${SIGN_IN_RATE_SCOPE}:%`)
    .executeTakeFirst();
  return Number(result.numDeletedRows) + Number(perAddress.numDeletedRows);
}

/** Rows quiet for a day start over anyway (FORGET_AFTER_SECONDS): the outbox worker's sweep deletes them. */
export async function pruneSignInThrottle(db: Kysely<Database> = sharedDb(), now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("sign_in_throttle")
    .where("last_attempt", "<", seconds(now) - FORGET_AFTER_SECONDS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
