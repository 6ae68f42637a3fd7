import type { Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { matchesEtag } from "../http/etag.server";
import { sharedFeedCache, type FeedCache } from "./calendar-feed-cache.server";
import { calendarSecretMatches } from "./calendar-secret.server";

// The answer to /calendar/<secret>.ics: no login (calendar apps cannot sign in), the secret is the
// key; anything else is a plain 404 that says nothing about why. Private: never cached by a shared
// cache, never indexed (robots.txt disallows /calendar/ too, and the sitemap never lists it). The
// text is written once per feed version (calendar-feed-cache.server.ts) and carries its ETag, so a
// calendar app that sends If-None-Match gets a 304 while nothing changed.

const PRIVATE = { "Cache-Control": "private, max-age=0, must-revalidate", "X-Robots-Tag": "noindex, nofollow" };

const notFound = () =>
  new Response("Not found", { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });

export async function calendarFeedResponse(
  file: string | undefined,
  headers: Headers = new Headers(),
  options: { now?: Date; db?: Kysely<Database>; cache?: FeedCache } = {},
): Promise<Response> {
  const secret = file?.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
  const db = options.db ?? sharedDb();
  if (!(await calendarSecretMatches(secret, db))) return notFound();
  const feed = await (options.cache ?? sharedFeedCache).feed(db, options.now ?? new Date());
  const validators = { ...PRIVATE, ETag: feed.etag, Vary: "Accept-Encoding" };
  if (matchesEtag(headers.get("if-none-match"), feed.etag))
    return new Response(null, { status: 304, headers: validators });
  // Kept gzipped per version: the compression middleware leaves an encoded answer alone.
  const gzipped = /\bgzip\b/.test(headers.get("accept-encoding") ?? "");
  const body = gzipped ? await feed.gzip : feed.body;
  return new Response(body, {
    headers: {
      ...validators,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="calendar.ics"',
      ...(gzipped ? { "Content-Encoding": "gzip" } : {}),
      "Content-Length": String(body.length),
    },
  });
}
