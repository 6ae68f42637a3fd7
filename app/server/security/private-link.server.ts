import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { clientAddress } from "./client-address.server";
import { hitRateLimit, undoRateLimitHit } from "./rate-limit.server";

// The private links the client opens without signing in (/book/<token>, /invoice/<token>): the
// token is the only key. Wrong tokens are counted per address, like wrong sign-ins: a guess is
// counted before the lookup and a real link gives its count back, so a client opening her link
// again and again is never slowed, and a guesser is stopped before trying more.

/** 32 random bytes in base64url are 43 characters; anything far from that is not a link of ours. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
/** Wrong links per address per window: a mistyped link now and then, never a search. */
export const LINK_GUESSES = { max: 20, windowSeconds: 600 } as const;

export type PrivateLink<T> =
  { state: "limited"; retryAfterSeconds: number } | { state: "unknown" } | { state: "found"; found: T };

/** Counts this request against guessing in `scope`, then looks the token up (only if well-formed). */
export async function openPrivateLink<T>(
  request: Request,
  scope: string,
  token: string,
  lookup: (token: string) => Promise<T | undefined>,
  db: Kysely<Database>,
  now: Date,
): Promise<PrivateLink<T>> {
  const address = clientAddress(request);
  const hit = await hitRateLimit(scope, address, { ...LINK_GUESSES, now }, db);
  if (!hit.allowed) return { state: "limited", retryAfterSeconds: hit.retryAfterSeconds };
  const found = LINK_TOKEN.test(token) ? await lookup(token) : undefined;
  if (found === undefined) return { state: "unknown" };
  await undoRateLimitHit(scope, address, hit.windowStart, db);
  return { state: "found", found };
}
