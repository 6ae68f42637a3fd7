import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Kysely } from "kysely";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { siteUrl } from "../content/page-settings.server";
import { readSiteSettings } from "../content/site-settings.server";
import type { Database } from "../db/schema";
import { feedIcs, readFeedEvents } from "./calendar-feed.server";
import { utcStamp } from "./ical-events.server";

// Her feed as written for one feed version (docs/decisions/053-calendar-feed-versions.md): calendar
// apps poll it all day and it rarely changes, so each server process keeps the last text it wrote
// (and its gzip) with what it was written for. Every request still reads the database: the
// version the triggers of migration 0040 bump on any change to a row the feed shows, in one
// primary-key read. A request whose version, Arizona date (the 365-day window moves at midnight)
// or site address differs writes the feed anew, so an answer is never older than the database.

export interface WrittenFeed {
  /** What the text was written for: "<data version> <Arizona date> <site address>". */
  key: string;
  /**
   * A weak tag of what the feed says, DTSTAMP left out: two processes (or one after a restart)
   * that write the same events at different times give the same tag, so a calendar app's
   * If-None-Match is answered 304 by either.
   */
  etag: string;
  /** The UTF-8 body. */
  body: Buffer<ArrayBuffer>;
  /** The body gzipped (level 6, as the compression middleware would), made once per version. */
  gzip: Promise<Buffer<ArrayBuffer>>;
}

const gzip = promisify(zlib.gzip);

/** The feed's data version (migration 0040): one primary-key read. */
export async function readCalendarFeedVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("calendar_feed_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return String(row.version);
}

/** The tag of a written feed: its bytes with the one time they carry (DTSTAMP) left out. */
export function feedEtag(body: Buffer, stamp: Date): string {
  const text = body.toString("utf8").replaceAll(`DTSTAMP:${utcStamp(stamp)}`, "DTSTAMP:");
  return `W/"${crypto.createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
}

/** Reads the feed's rows and the site's name and writes the feed (the answer's work before 0040). */
export async function writeFeed(db: Kysely<Database>, now: Date, key: string): Promise<WrittenFeed> {
  const [events, settings] = await Promise.all([readFeedEvents(db, now), readSiteSettings(db)]);
  const site = { name: settings.values.siteName, email: settings.values.contactEmail, siteUrl: siteUrl() };
  const body = feedIcs(events.sessions, events.invoices, site, now);
  // zlib's output is a Buffer over a plain ArrayBuffer, as a Response body must be.
  const zipped = gzip(body) as Promise<Buffer<ArrayBuffer>>;
  // Awaited by the answers that want it; a failure must not go unhandled when none does.
  zipped.catch(() => undefined);
  return { key, etag: feedEtag(body, now), body, gzip: zipped };
}

export interface FeedCache {
  /** The feed as of now: the kept one when the database's version and the date still match. */
  feed(db: Kysely<Database>, now: Date): Promise<WrittenFeed>;
}

export function createFeedCache(write: typeof writeFeed = writeFeed): FeedCache {
  // One feed, one entry: the previous version is of no use once the database has moved on.
  let kept: { key: string; feed: Promise<WrittenFeed> } | undefined;
  return {
    async feed(db, now) {
      // The version is read before the rows: a change committed in between is written under the
      // older version and written again on the next request, never the other way round.
      const key = `${await readCalendarFeedVersion(db)} ${studioDate(now)} ${siteUrl()}`;
      if (kept?.key === key) return kept.feed;
      // Requests that arrive while it is written wait for the same writing.
      const entry = { key, feed: write(db, now, key) };
      kept = entry;
      entry.feed.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return entry.feed;
    },
  };
}

/** This process's feed. */
export const sharedFeedCache = createFeedCache();
