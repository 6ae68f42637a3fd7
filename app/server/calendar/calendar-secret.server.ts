import type { Kysely } from "kysely";
import { z } from "zod";
import { insertSeedRow, readSeededRow } from "../admin/editor/record-row.server";
import { versionedChange } from "../admin/editor/versioned-save.server";
import type { EditResult } from "../admin/editor/edit-result.server";
import { randomToken, tokensMatch } from "../admin/sessions.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// The secret in her calendar feed's address (/calendar/<secret>.ics): 32 random bytes (256 bits),
// made the first time she opens the calendar screen, replaced from there. There is no login on the
// feed (calendar apps cannot sign in), so the secret is the only key: compared in constant time,
// and a replaced one stops working with the very next request.

export const CALENDAR_FEED_ID = 1;

/** 32 random bytes in base64url: 43 characters. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

const storedRow = z.object({
  version: z.coerce.number().int(),
  secret: z.string().regex(SECRET),
});

export interface CalendarFeed {
  version: number;
  secret: string;
}

/** Makes the feed's secret unless it exists: safe to call on every visit and from several instances. */
async function ensureCalendarFeed(db: Kysely<Database>) {
  await insertSeedRow(db, "calendar_feeds", CALENDAR_FEED_ID, { secret: randomToken() });
}

/** The feed's secret, made on first use. */
export async function readCalendarFeed(db: Kysely<Database> = sharedDb()): Promise<CalendarFeed> {
  return storedRow.parse(await readSeededRow(db, "calendar_feeds", CALENDAR_FEED_ID, ensureCalendarFeed));
}

/**
 * Whether `secret` opens the feed. Nothing is made here: before she first opens the calendar screen
 * there is no feed, and every address is wrong.
 */
export async function calendarSecretMatches(secret: string, db: Kysely<Database> = sharedDb()): Promise<boolean> {
  if (!SECRET.test(secret)) return false;
  const row = await db
    .selectFrom("calendar_feeds")
    .select("secret")
    .where("id", "=", CALENDAR_FEED_ID)
    .executeTakeFirst();
  return row !== undefined && tokensMatch(secret, row.secret);
}

/** A new secret, at the version the screen was loaded at: the old address stops working at once. */
export async function replaceCalendarSecret(
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  // No row yet means no page was ever loaded with a version: stale, and nothing is made.
  return versionedChange({
    db,
    table: "calendar_feeds",
    id: CALENDAR_FEED_ID,
    expectedVersion,
    actorEmail,
    area: "Calendar",
    async apply(trx) {
      await trx
        .updateTable("calendar_feeds")
        .set({ secret: randomToken() })
        .where("id", "=", CALENDAR_FEED_ID)
        .execute();
      return {
        summary: "Replaced the calendar feed's address",
        notice:
          "Replaced: the old address no longer works. Copy the new one below into your calendar app (remove the old calendar there).",
      };
    },
  });
}
