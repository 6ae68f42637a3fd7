import { siteUrl } from "../content/page-settings.server";
import { readSiteSettings } from "../content/site-settings.server";
import { db as sharedDb } from "../db/db.server";
import { calendarSecretMatches } from "./calendar-secret.server";
import { feedIcs, readFeedEvents } from "./calendar-feed.server";

// The answer to /calendar/<secret>.ics: no login (calendar apps cannot sign in), the secret is the
// key; anything else is a plain 404 that says nothing about why. Private: never cached by a shared
// cache, never indexed (robots.txt disallows /calendar/ too, and the sitemap never lists it).

const PRIVATE = { "Cache-Control": "private, max-age=0, must-revalidate", "X-Robots-Tag": "noindex, nofollow" };

const notFound = () =>
  new Response("Not found", { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });

export async function calendarFeedResponse(file: string | undefined, now: Date = new Date()): Promise<Response> {
  const secret = file?.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
  const db = sharedDb();
  if (!(await calendarSecretMatches(secret, db))) return notFound();
  const [events, settings] = await Promise.all([readFeedEvents(db, now), readSiteSettings(db)]);
  const site = { name: settings.values.siteName, email: settings.values.contactEmail, siteUrl: siteUrl() };
  return new Response(feedIcs(events.sessions, events.invoices, site, now), {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="calendar.ics"',
    },
  });
}
