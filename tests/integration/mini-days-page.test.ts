import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { enqueueJob } from "~/server/jobs/jobs.server";
import { WAITLIST_OFFER_JOB } from "~/server/scheduling/hold-time.server";
import { arizonaWallClock, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { HONEYPOT_FIELD } from "~/shared/honeypot";
import { databaseKinds } from "../helpers/databases";
import { mailTo } from "../helpers/outbox";
import { startServer, type TestServer } from "../helpers/server";
import { textOf } from "./admin-client";
import { bookingVisitor } from "./booking-fixtures";
import { createPgDatabase } from "./media-helpers";
import { insertMiniDay, type MiniDayFixture } from "./mini-days-fixtures";
import { htmlUntil } from "../helpers/html-until";

// /minis/<slug> over HTTP against the built server (issue 30 §3), on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: the page and its cover photo, free and booked slots, the hold by a
// plain form POST, a slot taken at the moment of the POST, the site's 404 for unpublished days,
// the waitlist (join, duplicate, refusals, mails, leave) and the offer link.

const dayFromNow = (days: number) => arizonaWallClock(epochMinuteOf(new Date()) + days * 1_440).date;
const DETAILS = /^\/session\/[A-Za-z0-9_-]{32,64}\/details$/;

/** The page's HTML once `ready` holds, or as it is after 3 s (brief pages are shared for 1 s). */
const pageUntil = (url: string, ready: (html: string) => boolean) => htmlUntil(url, ready, { limitMs: 3_000 });

describe.each(databaseKinds)("mini-session day page on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let day: MiniDayFixture;

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await createPgDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer({ TRUST_PROXY: "true", ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
    app = openDatabase(server.databaseUrl);
    const photo = await app.db
      .selectFrom("media_photos")
      .select("id")
      .where("state", "=", "ready")
      .where("source", "=", "bundled")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    day = await insertMiniDay(app.db, { date: dayFromNow(10), photoId: photo.id });
  }, 120_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  const bookButtons = (html: string) => [...html.matchAll(/aria-label="Book ([^"]+)"/g)].map((m) => m[1]);

  it("shows a published day with its cover photo, facts in Arizona time, and every slot free", async () => {
    const res = await bookingVisitor(server.url).get(`/minis/${day.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain("Holiday Minis at the Garden");
    expect(text).toContain("Bring the dog!");
    expect(text).toContain("Desert Botanical Garden");
    expect(text).toContain("5:30 pm to 7:00 pm, 20-minute sessions");
    expect(text).toContain("$200, with a $50 deposit to book");
    expect(text).toContain("All times are Arizona time.");
    expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]+"/);
    expect(html).toMatch(/<source type="image\/webp" srcSet="[^"]+"/);
    expect(html).toMatch(/<img [^>]*width="\d+" height="\d+"[^>]*fetchPriority="high"/);
    expect(bookButtons(html)).toEqual(["5:30 pm", "6:00 pm", "6:30 pm"]);
    expect(text).not.toContain("Booked");
  });

  it("answers the site's 404 for an unpublished or unknown day", async () => {
    const hidden = await insertMiniDay(app.db, { date: dayFromNow(10), published: false });
    for (const path of [`/minis/${hidden.slug}`, "/minis/no-such-day"]) {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Oops! Page not found");
    }
    const post = await bookingVisitor(server.url).post(`/minis/${hidden.slug}`, {
      intent: "hold",
      start: String(hidden.starts[0]),
    });
    expect(post.status).toBe(400);
    expect(
      await app.db.selectFrom("session_bookings").select("id").where("mini_day_id", "=", hidden.id).execute(),
    ).toEqual([]);
  });

  it("holds a free slot by a form POST and goes on to the details step; a taken one says so at once", async () => {
    const first = await bookingVisitor(server.url).post(`/minis/${day.slug}`, {
      intent: "hold",
      start: String(day.starts[0]),
    });
    expect(first.status).toBe(303);
    const location = first.headers.get("location") ?? "";
    expect(location).toMatch(DETAILS);
    const token = location.split("/")[2];
    const booking = await app.db
      .selectFrom("session_bookings")
      .select(["status", "mini_day_id"])
      .where("token", "=", token!)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ status: "held", mini_day_id: day.id });

    const late = await bookingVisitor(server.url).post(`/minis/${day.slug}`, {
      intent: "hold",
      start: String(day.starts[0]),
    });
    expect(late.status).toBe(409);
    const html = await late.text();
    expect(textOf(html)).toContain("Sorry, 5:30 pm was just taken by someone else. The times still free are below.");
    expect(bookButtons(html)).toEqual(["6:00 pm", "6:30 pm"]);
    expect(textOf(html)).toContain("5:30 pm Booked");

    const junk = await fetch(`${server.url}/minis/${day.slug}`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "not a form",
    });
    expect(junk.status).toBe(400);
    const bogus = await bookingVisitor(server.url).post(`/minis/${day.slug}`, { intent: "hold", start: "12345" });
    expect(bogus.status).toBe(400);
    expect(textOf(await bogus.text())).toContain("That time is not offered on this day.");
  });

  it("says a past day has passed, with no slots to book", async () => {
    const past = await insertMiniDay(app.db, { date: dayFromNow(-3) });
    const html = await (await fetch(`${server.url}/minis/${past.slug}`)).text();
    expect(textOf(html)).toContain("This mini-session day has passed.");
    expect(bookButtons(html)).toEqual([]);
    expect(html).not.toContain("Join the waitlist");
  });

  it("offers the waitlist on a full day: refusals in plain words, one place per e-mail, a mail with the leave link", async () => {
    for (const start of day.starts.slice(1)) {
      expect(
        (await bookingVisitor(server.url).post(`/minis/${day.slug}`, { intent: "hold", start: String(start) })).status,
      ).toBe(303);
    }
    // The page is shared for up to a second (decision 043): ask until a render after the holds.
    const full = await pageUntil(`${server.url}/minis/${day.slug}`, (html) => bookButtons(html).length === 0);
    expect(bookButtons(full)).toEqual([]);
    expect(textOf(full)).toContain("Every spot is taken");
    expect(full).toContain("Join the waitlist");

    const visitor = bookingVisitor(server.url);
    const bad = await visitor.post(`/minis/${day.slug}`, {
      intent: "join-waitlist",
      names: "Ann Lee",
      email: "ann@",
      phone: "",
    });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(textOf(badHtml)).toContain("Please enter a valid e-mail address, like name@example.com");
    expect(badHtml).toContain('value="Ann Lee"');
    expect(badHtml).toMatch(/aria-invalid="true"/);

    const bot = await visitor.post(`/minis/${day.slug}`, {
      intent: "join-waitlist",
      names: "Spam",
      email: "spam@example.com",
      [HONEYPOT_FIELD]: "http://spam.example",
    });
    expect(bot.status).toBe(200);

    const joined = await visitor.post(`/minis/${day.slug}`, {
      intent: "join-waitlist",
      names: "Ann Lee",
      email: "Ann@Example.com",
      phone: "",
    });
    expect(joined.status).toBe(200);
    expect(textOf(await joined.text())).toContain("You are number 1 on the waitlist.");
    const again = await bookingVisitor(server.url).post(`/minis/${day.slug}`, {
      intent: "join-waitlist",
      names: "Ann",
      email: "ann@example.com",
    });
    expect(again.status).toBe(409);
    expect(textOf(await again.text())).toContain("You are already on the waitlist: you are number 1 on the waitlist.");
    const entries = await app.db
      .selectFrom("mini_waitlist")
      .select(["email", "status"])
      .where("mini_day_id", "=", day.id)
      .execute();
    expect(entries).toEqual([{ email: "ann@example.com", status: "waiting" }]);

    const mail = await mailTo(server.dataDir, "ann@example.com", (m) => m.body.includes("You are on the waitlist"));
    expect(mail.body).toContain("You are number 1 on the list.");
    const leaveUrl = new RegExp(`https?://[^\\s]+/minis/${day.slug}/waitlist/[A-Za-z0-9_-]+`).exec(mail.body)?.[0];
    expect(leaveUrl).toBeDefined();
    const leavePath = new URL(leaveUrl!).pathname;
    const page = await bookingVisitor(server.url).get(leavePath);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(textOf(await page.text())).toContain("Ann Lee, you are number 1 on the waitlist.");
    const leave = await bookingVisitor(server.url).post(leavePath, {});
    expect(leave.status).toBe(303);
    expect(textOf(await (await bookingVisitor(server.url).get(leavePath)).text())).toContain(
      "You have left the waitlist.",
    );
    expect((await bookingVisitor(server.url).get(`/minis/${day.slug}/waitlist/${"x".repeat(43)}`)).status).toBe(404);
  });

  it("sends an offer link to the details step while the offer stands, and says when it has passed", async () => {
    const bea = await bookingVisitor(server.url).post(`/minis/${day.slug}`, {
      intent: "join-waitlist",
      names: "Bea Cruz",
      email: "bea@example.com",
    });
    expect(bea.status).toBe(200);
    // Someone's 6:00 pm hold is let go: the offer job holds it for Bea and mails her.
    const sixPm = await app.db
      .selectFrom("session_bookings")
      .select("id")
      .where("mini_day_id", "=", day.id)
      .where("starts_at", "=", new Date(day.starts[1]! * 60_000))
      .where("status", "=", "held")
      .executeTakeFirstOrThrow();
    await app.db.updateTable("session_bookings").set({ status: "cancelled" }).where("id", "=", sixPm.id).execute();
    await app.db.deleteFrom("session_busy").where("booking_id", "=", sixPm.id).execute();
    // Queued as a cancellation queues it; the server's own jobs worker runs it.
    await enqueueJob(WAITLIST_OFFER_JOB, { miniDayId: day.id }, app.db);
    const mail = await mailTo(server.dataDir, "bea@example.com", (m) => m.body.includes("A spot opened up"));
    const offerPath = new URL(new RegExp(`https?://[^\\s]+/minis/${day.slug}/offer/[A-Za-z0-9_-]+`).exec(mail.body)![0])
      .pathname;

    const stands = await bookingVisitor(server.url).get(offerPath);
    expect(stands.status).toBe(303);
    const location = stands.headers.get("location") ?? "";
    expect(location).toMatch(DETAILS);
    const held = await app.db
      .selectFrom("session_bookings")
      .select(["id", "status", "waitlist_id"])
      .where("token", "=", location.split("/")[2]!)
      .executeTakeFirstOrThrow();
    expect(held.status).toBe("held");
    expect(held.waitlist_id).not.toBeNull();

    // The offer lapses; a slot is free again (the 6:30 pm hold is let go): she may still book it.
    await app.db
      .updateTable("session_bookings")
      .set({ hold_expires_at: new Date(Date.now() - 60_000) })
      .where("id", "=", held.id)
      .execute();
    const passed = await bookingVisitor(server.url).get(offerPath);
    expect(passed.status).toBe(200);
    const html = await passed.text();
    expect(textOf(html)).toContain("This offer has passed");
    expect(bookButtons(html)).toEqual(["6:00 pm"]);

    // Once her spot is booked (the deposit paid), the link says so and the line marks her booked.
    await app.db
      .updateTable("session_bookings")
      .set({ status: "booked", hold_expires_at: null })
      .where("id", "=", held.id)
      .execute();
    const booked = await bookingVisitor(server.url).get(offerPath);
    expect(textOf(await booked.text())).toContain("You have booked this spot.");
    const entry = await app.db
      .selectFrom("mini_waitlist")
      .select("status")
      .where("id", "=", held.waitlist_id!)
      .executeTakeFirstOrThrow();
    expect(entry.status).toBe("booked");
  });
});
