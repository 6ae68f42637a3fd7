import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { shiftDate } from "~/shared/scheduling/slots";
import { databaseKinds } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { LINK_GUESSES } from "~/server/security/private-link.server";
import { insideOneRateWindow } from "../helpers/rate-window";
import { databaseWithUrl, type UrlDatabase } from "./backup-helpers";
import { bookingVisitor } from "./booking-fixtures";
import { form, pageText, timeStarts } from "./self-booking-pages";

// The public booking flow of a session over HTTP against the built server (issue 30 §4), on the
// real clock, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the list of sessions and mini
// days, a type's dates and times with "Later dates", a held time going on to the details, a taken
// time refused at once with the times still free, the details refused in plain words and kept,
// the proposal made once however often they are sent, and the hold line on /book/<token>.

describe.each(databaseKinds)("booking a session over HTTP on %s", (kind) => {
  let database: UrlDatabase;
  let server: TestServer;
  const miniDate = shiftDate(studioDate(new Date()), 10);

  beforeAll(async () => {
    database = await databaseWithUrl(kind);
    await database.db
      .insertInto("mini_days")
      .values([
        {
          slug: "holiday-minis",
          title: "Holiday Minis",
          date: miniDate,
          place: "Desert Botanical Garden",
          start_minute: 17 * 60,
          end_minute: 20 * 60,
          slot_minutes: 20,
          price_cents: 20_000,
          deposit_cents: 5_000,
          published: true,
        },
        {
          slug: "draft-minis",
          title: "Not Published Minis",
          date: miniDate,
          place: "Somewhere",
          start_minute: 9 * 60,
          end_minute: 10 * 60,
          slot_minutes: 20,
          price_cents: 20_000,
          deposit_cents: 5_000,
          published: false,
        },
      ])
      .execute();
    server = await startServer({ DATABASE_URL: database.url });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await database?.cleanup();
  });

  const get = (path: string) => fetch(server.url + path, { redirect: "manual" });

  it(
    "answers a session link that does not exist with 404 in words, and stops an address that keeps guessing",
    { timeout: 120_000 },
    async () => {
      await insideOneRateWindow(LINK_GUESSES.windowSeconds, 45);
      const guesser = bookingVisitor(server.url);
      const wrong = await guesser.get(`/session/${"D".repeat(43)}`);
      expect(wrong.status).toBe(404);
      expect(wrong.headers.get("cache-control")).toBe("private, no-store");
      expect(pageText(await wrong.text())).toContain(
        "This session link is not valid It may be missing a few characters. Try copying the whole link from your e-mail again, or write to ask for it.",
      );
      for (let i = 1; i < LINK_GUESSES.max; i++)
        expect((await guesser.get(`/session/${"E".repeat(43)}`)).status).toBe(404);
      const stopped = await guesser.get(`/session/${"F".repeat(43)}`);
      expect(stopped.status).toBe(429);
      expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(pageText(await stopped.text())).toMatch(
        /Too many tries Several session links that do not exist were opened from your connection\. Please wait \d+ (minutes?|seconds?)\./,
      );
    },
  );

  it("lists the session types and the published mini-session days, in Arizona time", async () => {
    const res = await get("/book-a-session");
    expect(res.status).toBe(200);
    const text = pageText(await res.text());
    expect(text).toContain("All times are Arizona time (no daylight saving).");
    for (const name of ["Family Session", "Maternity Session", "Newborn Session", "Senior Session"])
      expect(text).toContain(name);
    expect(text).toContain("60 minutes · $500 · $150 retainer to book");
    expect(text).toContain("2 hours · $550 · $150 retainer to book");
    expect(text).toContain("Holiday Minis");
    expect(text).toContain("5:00 pm – 8:00 pm (Arizona time)");
    expect(text).toContain("Desert Botanical Garden");
    expect(text).not.toContain("Not Published Minis");
    const html = await (await get("/book-a-session")).text();
    expect(html).toContain('href="/minis/holiday-minis"');
    expect(html).toContain('href="/book-a-session/family-session"');
  });

  it("links to it from the Investment section and the home page's footer", async () => {
    const html = await (await get("/")).text();
    expect(pageText(html)).toContain("Book a family, maternity, newborn or senior session online →");
    expect(html.match(/href="\/book-a-session"/g)?.length).toBe(2);
  });

  it("lists the booking pages in the sitemap: the index, each active type, each published day", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    for (const path of ["/book-a-session", "/book-a-session/family-session", "/minis/holiday-minis"])
      expect(
        paths.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    expect(paths).not.toContain("/minis/draft-minis");
  });

  it("shows a type's dates with free times, 14 days at a time, and the free times of the day picked", async () => {
    const res = await get("/book-a-session/family-session");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    const text = pageText(html);
    expect(text).toContain("All times are Arizona time");
    expect(text).toMatch(/2\. Pick a time on \w+day, \w+ \d+/);
    const starts = timeStarts(html);
    expect(starts.length).toBeGreaterThan(3);
    // Tuesday to Saturday only, golden hour (4–8 pm) or Saturday morning: in Arizona, UTC−7.
    for (const start of starts) {
      const local = new Date((start - 7 * 60) * 60_000);
      expect([2, 3, 4, 5, 6]).toContain(local.getUTCDay());
      expect(local.getUTCHours() >= 16 || (local.getUTCDay() === 6 && local.getUTCHours() < 11)).toBe(true);
    }
    const later = /href="[^"]*\?from=(\d{4}-\d{2}-\d{2})"[^>]*>Later dates/.exec(html)?.[1];
    expect(later).toBe(shiftDate(studioDate(new Date()), 14));
    const next = await (await get(`/book-a-session/family-session?from=${later}`)).text();
    expect(timeStarts(next)[0]!).toBeGreaterThan(starts.at(-1)!);
    expect(next).toContain("Earlier dates");
    expect((await get("/book-a-session/no-such-session")).status).toBe(404);
  });

  it("holds a time and goes on to the details; the same time again is refused at once with the free ones", async () => {
    const html = await (await get("/book-a-session/family-session")).text();
    const start = timeStarts(html)[0]!;
    const held = await fetch(`${server.url}/book-a-session/family-session`, form({ start: String(start) }));
    expect(held.status).toBe(303);
    const details = held.headers.get("location")!;
    expect(details).toMatch(/^\/session\/[A-Za-z0-9_-]{43}\/details$/);

    const again = await fetch(`${server.url}/book-a-session/family-session`, form({ start: String(start) }));
    expect(again.status).toBe(409);
    const refused = await again.text();
    expect(pageText(refused)).toMatch(
      /Sorry — someone has just booked \d{1,2}:\d{2} [ap]m\. These times are still free:/,
    );
    const offered = timeStarts(refused);
    expect(offered).not.toContain(start);
    expect(offered.length).toBeGreaterThan(0);

    const bad = await fetch(`${server.url}/book-a-session/family-session`, form({ start: "soon" }));
    expect(bad.status).toBe(400);
  });

  it("shares the slot page for a second: one render for a crowd, scripts allowed by hash, a held time gone after it", async () => {
    const path = `/book-a-session/family-session?from=${shiftDate(studioDate(new Date()), 28)}`;
    const crowd = await Promise.all(Array.from({ length: 30 }, () => get(path)));
    const bodies = await Promise.all(crowd.map((res) => res.text()));
    expect(new Set(bodies).size).toBe(1);
    for (const res of crowd) {
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      // Rendered once on the render worker, without a per-request nonce (docs/decisions/043).
      expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      expect(res.headers.get("content-security-policy")).not.toContain("nonce-");
    }
    const start = timeStarts(bodies[0]!)[0]!;
    const held = await fetch(`${server.url}/book-a-session/family-session`, form({ start: String(start) }));
    expect(held.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(timeStarts(await (await get(path)).text())).not.toContain(start);
  });

  it("takes her details (refused in plain words, kept), makes one proposal, and shows the hold on /book/<token>", async () => {
    const html = await (await get("/book-a-session/family-session")).text();
    const start = timeStarts(html).at(-1)!;
    const held = await fetch(`${server.url}/book-a-session/family-session`, form({ start: String(start) }));
    const details = held.headers.get("location")!;

    const page = await get(details);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const text = pageText(await page.text());
    expect(text).toMatch(/This time is held for you until \d{1,2}:\d{2} [ap]m, Arizona time\./);
    expect(text).toContain("Where would you like to meet? (a park, the desert, your home…)");

    const wrong = await fetch(
      server.url + details,
      form({ names: "Ana Ruiz", email: "ana@", phone: "602 555 0100", place: "" }),
    );
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(pageText(wrongHtml)).toContain("Please enter an e-mail address like anna@example.com.");
    expect(pageText(wrongHtml)).toContain("Please tell us where you would like to meet.");
    expect(wrongHtml).toContain('value="Ana Ruiz"');
    expect(wrongHtml).toContain('value="ana@"');

    const fields = {
      names: "Ana Ruiz",
      email: `ana.${kind}@example.com`,
      phone: "602 555 0100",
      place: "Tempe Town Lake",
    };
    const sent = await fetch(server.url + details, form(fields));
    expect(sent.status).toBe(303);
    const book = sent.headers.get("location")!;
    expect(book).toMatch(/^\/book\/[A-Za-z0-9_-]{43}$/);
    const twice = await fetch(server.url + details, form(fields));
    expect(twice.status).toBe(303);
    expect(twice.headers.get("location")).toBe(book);
    const reopened = await get(details);
    expect(reopened.status).toBe(302);
    expect(reopened.headers.get("location")).toBe(book);
    const proposals = await database.db
      .selectFrom("proposals")
      .innerJoin("clients", "clients.id", "proposals.client_id")
      .select("proposals.token")
      .where("clients.email", "=", fields.email)
      .execute();
    expect(proposals).toEqual([{ token: book.slice("/book/".length) }]);

    const booking = pageText(await (await get(book)).text());
    expect(booking).toMatch(/This time is held for you until \d{1,2}:\d{2} [ap]m, Arizona time\./);
    expect(booking).toContain("Family Session");
    expect(booking).toContain("Tempe Town Lake");
    expect(booking).toContain("Sign the contract");
  });

  it("says so when the hold lapsed, with a link to pick a time again, and never offers to sign a taken time", async () => {
    // A time of the next fortnight, away from the other tests' times.
    const html = await (
      await get(`/book-a-session/family-session?from=${shiftDate(studioDate(new Date()), 14)}`)
    ).text();
    const start = timeStarts(html)[0]!;
    const held = await fetch(`${server.url}/book-a-session/family-session`, form({ start: String(start) }));
    expect(held.status).toBe(303);
    const details = held.headers.get("location")!;
    const fields = { names: "Kim Lee", email: `kim.${kind}@example.com`, phone: "602 555 0101", place: "Home" };
    const book = (await fetch(server.url + details, form(fields))).headers.get("location")!;
    // Her hold lapses; another client takes the time.
    const token = details.split("/")[2]!;
    await database.db
      .updateTable("session_bookings")
      .set({ hold_expires_at: new Date(Date.now() - 60_000) })
      .where("token", "=", token)
      .execute();
    const other = await fetch(`${server.url}/book-a-session/family-session`, form({ start: String(start) }));
    expect(other.status).toBe(303);
    const page = await (await get(book)).text();
    expect(pageText(page)).toContain(
      "someone else has booked it since, so it can no longer be signed for or paid here",
    );
    expect(page).toContain('href="/book-a-session/family-session"');
    expect(pageText(page)).not.toContain("Sign the contract");
    const sign = await fetch(server.url + book, form({ name: "Kim Lee" }));
    expect(sign.status).toBe(409);
    expect(pageText(await sign.text())).toContain("someone else has booked it since");
    expect(await database.db.selectFrom("proposal_signatures").select("id").execute()).toEqual([]);
    const lapsedDetails = await get(`/session/${(other.headers.get("location") ?? "").split("/")[2]}/details`);
    expect(lapsedDetails.status).toBe(200);
  });
});
