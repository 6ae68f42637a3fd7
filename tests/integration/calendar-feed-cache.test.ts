import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "~/shared/booking/pricing";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { createFeedCache, writeFeed, type FeedCache } from "~/server/calendar/calendar-feed-cache.server";
import { calendarFeedResponse } from "~/server/calendar/calendar-feed-response.server";
import { readSiteSettings } from "~/server/content/site-settings.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { insertBookedProposal, parseFeed } from "./calendar-fixtures";

// Her feed kept per feed version (docs/decisions/053-calendar-feed-versions.md), on SQLite and
// PostgreSQL: every kind of change the feed shows, written straight to the database as any screen
// or script might (the triggers of migration 0040, not the app, bump the version), reaches the very
// next answer; a repeat poll writes nothing and a matching If-None-Match is a 304; a wrong secret
// is the same plain 404 and never reaches the cache. Over HTTP with two server processes:
// calendar-feed-http.test.ts.

const SECRET = "s".repeat(43);
const FILE = `${SECRET}.ics`;

describe.each(databaseKinds)("her feed kept per version on %s", (kind) => {
  let app: TestDatabase;
  let writes: number;
  let cache: FeedCache;

  beforeEach(async () => {
    app = await createTestDatabase(kind);
    await app.db.insertInto("calendar_feeds").values({ secret: SECRET }).execute();
    // Its first read seeds the settings row (a change of the feed's tables, as on a new site).
    await readSiteSettings(app.db);
    writes = 0;
    cache = createFeedCache(async (...args) => {
      writes += 1;
      return writeFeed(...args);
    });
  });
  afterEach(async () => {
    await app.cleanup();
  });

  const ask = (headers: Record<string, string> = {}, now = new Date()) =>
    calendarFeedResponse(FILE, new Headers(headers), { db: app.db, cache, now });
  const read = async (now?: Date) => {
    const res = await ask({}, now);
    expect(res.status).toBe(200);
    return parseFeed(await res.text());
  };
  const uid = (what: "proposal" | "invoice", id: number) =>
    what === "proposal" ? `proposal-${id}@localhost` : `invoice-${id}-due@localhost`;

  it("writes the feed once for repeat polls; If-None-Match gets a 304; gzip is the same text", async () => {
    await insertBookedProposal(app.db);
    const first = await ask();
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
    expect(first.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(first.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    const text = await first.text();
    expect(first.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    const again = await ask();
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(text);
    const zipped = await ask({ "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8")).toBe(text);
    const notModified = await ask({ "if-none-match": `"other", ${etag!}` });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(notModified.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
    expect((await ask({ "if-none-match": 'W/"older"' })).status).toBe(200);
    expect(writes).toBe(1);
    // Another process (a cache of its own) writes the same events a moment later: the same tag.
    const other = createFeedCache();
    const elsewhere = await calendarFeedResponse(FILE, new Headers({ "if-none-match": etag! }), {
      db: app.db,
      cache: other,
      now: new Date(Date.now() + 2_000),
    });
    expect(elsewhere.status).toBe(304);
  });

  it("shows each kind of change in the very next answer, with a new tag", async () => {
    const booked = await insertBookedProposal(app.db);
    const balance = booked.invoices[1]!;
    let { byUid } = await read();
    let etag = (await ask()).headers.get("etag");
    expect(writes).toBe(1);
    /** Makes a change, then checks the next answer is written anew (and shows it). */
    const after = async (change: () => Promise<unknown>) => {
      const before = writes;
      await change();
      const res = await ask({ "if-none-match": etag! });
      expect(res.status).toBe(200);
      expect(res.headers.get("etag")).not.toBe(etag);
      etag = res.headers.get("etag");
      expect(writes).toBe(before + 1);
      const parsed = parseFeed(await res.text());
      byUid = parsed.byUid;
      return parsed;
    };
    const proposals = () => app.db.updateTable("proposals").where("id", "=", booked.proposalId);

    // Booked: a second booked session and its open balance.
    const second = await insertBookedProposal(app.db, { email: "cleo@example.com" });
    await after(async () => undefined);
    expect(byUid.has(uid("proposal", second.proposalId))).toBe(true);
    // Moved.
    const newDate = addDays(studioDate(new Date()), 200);
    await after(() => proposals().set({ session_date: newDate, session_time: "09:15" }).execute());
    expect(byUid.get(uid("proposal", booked.proposalId))!.startDate.toString()).toBe(`${newDate}T09:15:00`);
    // A new place, and the client's names.
    await after(() => proposals().set({ session_place: "Papago Park" }).execute());
    expect(byUid.get(uid("proposal", booked.proposalId))!.location).toBe("Papago Park");
    await after(() =>
      app.db.updateTable("clients").set({ names: "Anna & Ben Ortiz" }).where("id", "=", booked.clientId).execute(),
    );
    expect(byUid.get(uid("proposal", booked.proposalId))!.summary).toMatch(/^Anna & Ben Ortiz — /);
    // Cancelled after it was self-booked: the booking row says so, the proposal stays booked.
    const startsAt = `${newDate}T16:15:00.000Z`;
    await app.db
      .insertInto("session_bookings")
      .values({
        token: "t".repeat(32),
        starts_at: startsAt,
        ends_at: startsAt,
        proposal_id: second.proposalId,
        status: "booked",
      })
      .execute();
    // Written again (a row of its tables changed), but it says the same: the same tag, a 304.
    const unchanged = writes;
    expect((await ask({ "if-none-match": etag! })).status).toBe(304);
    expect(writes).toBe(unchanged + 1);
    await after(() =>
      app.db
        .updateTable("session_bookings")
        .set({ status: "cancelled" })
        .where("proposal_id", "=", second.proposalId)
        .execute(),
    );
    expect(byUid.has(uid("proposal", second.proposalId))).toBe(false);
    // An invoice's due date moved, then paid.
    await after(() =>
      app.db.updateTable("invoices").set({ due_on: "2027-08-01" }).where("id", "=", balance.id).execute(),
    );
    expect(byUid.get(uid("invoice", balance.id))!.startDate.toString()).toBe("2027-08-01");
    await after(() => app.db.updateTable("invoices").set({ status: "paid" }).where("id", "=", balance.id).execute());
    expect(byUid.has(uid("invoice", balance.id))).toBe(false);
    // A one-off invoice created.
    const created = await app.db
      .insertInto("invoices")
      .values({
        client_id: booked.clientId,
        position: 9,
        label: "Extra prints",
        amount_cents: 4_500,
        due_on: "2027-09-01",
        token: "i".repeat(32),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.id));
    await after(async () => undefined);
    expect(byUid.get(uid("invoice", created))!.summary).toBe("Payment due: Anna & Ben Ortiz — Extra prints $45.00");
    // The site's name (the calendar's name).
    const renamed = await after(() =>
      app.db.updateTable("site_settings").set({ site_name: "Saguaro Bee Studio" }).execute(),
    );
    expect(renamed.name).toBe("Saguaro Bee Studio — sessions and payments");
    // Nothing the feed shows changed (a visitor's hold on a free time has no proposal): not written again.
    const before = writes;
    await app.db
      .insertInto("session_bookings")
      .values({ token: "h".repeat(32), starts_at: startsAt, ends_at: startsAt, status: "held" })
      .execute();
    expect((await ask({ "if-none-match": etag! })).status).toBe(304);
    expect(writes).toBe(before);
  });

  it("writes it again when Arizona's date rolls over: the 365-day window moves", async () => {
    const now = new Date("2026-11-28T06:59:00Z"); // 23:59 on the 27th in Phoenix
    const booked = await insertBookedProposal(app.db);
    // The last day still in the window on the 27th (365 days back), gone on the 28th.
    const edge = addDays(studioDate(now), -365);
    await app.db.updateTable("proposals").set({ session_date: edge }).where("id", "=", booked.proposalId).execute();
    expect((await read(now)).byUid.has(uid("proposal", booked.proposalId))).toBe(true);
    expect((await read(new Date(now.getTime() + 30_000))).byUid.has(uid("proposal", booked.proposalId))).toBe(true);
    expect(writes).toBe(1);
    const midnight = new Date("2026-11-28T07:00:00Z");
    expect((await read(midnight)).byUid.has(uid("proposal", booked.proposalId))).toBe(false);
    expect(writes).toBe(2);
  });

  it("answers a wrong or missing secret with the plain 404, without touching the cache", async () => {
    const untouched: FeedCache = {
      feed: () => {
        throw new Error("the cache was asked");
      },
    };
    for (const file of [`${"t".repeat(43)}.ics`, SECRET, `${SECRET}.ics.ics`, undefined]) {
      const res = await calendarFeedResponse(file, new Headers({ "if-none-match": "*" }), {
        db: app.db,
        cache: untouched,
      });
      expect(res.status).toBe(404);
      expect(res.headers.get("etag")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
      expect(await res.text()).toBe("Not found");
    }
  });
});
