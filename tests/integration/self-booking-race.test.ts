import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { databaseWithUrl, type UrlDatabase } from "./backup-helpers";
import { form, pageText, timeStarts } from "./self-booking-pages";

// No double booking, with two server processes on one database (issue 30 §5): fifty clients tap
// the same time at once, half on each server; exactly one goes on to her details, and the 49
// others are told at once that it was just booked, with the times still free as buttons.

describe.each(databaseKinds)("fifty clients racing for one time on two servers and one %s database", (kind) => {
  let database: UrlDatabase;
  let servers: TestServer[] = [];

  beforeAll(async () => {
    database = await databaseWithUrl(kind);
    // Every request comes from 127.0.0.1: the per-address limit on holds is lifted for the race.
    const env = { DATABASE_URL: database.url, PAYMENT_RATE_LIMIT_MAX: "1000" };
    servers = [await startServer(env), await startServer(env)];
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.cleanup();
  });

  it("gives the time to exactly one, and offers the 49 others the next free times", async () => {
    const html = await (await fetch(`${servers[0]!.url}/book-a-session/family-session`)).text();
    const start = timeStarts(html)[0]!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await fetch(`${servers[i % 2]!.url}/book-a-session/family-session`, form({ start: String(start) }));
        return { status: res.status, location: res.headers.get("location"), html: await res.text() };
      }),
    );
    const held = answers.filter((a) => a.status === 303);
    expect(held).toHaveLength(1);
    expect(held[0]!.location).toMatch(/^\/session\/[A-Za-z0-9_-]{43}\/details$/);
    const refused = answers.filter((a) => a.status !== 303);
    expect(refused.map((a) => a.status)).toEqual(Array(49).fill(409));
    for (const answer of refused) {
      expect(pageText(answer.html)).toMatch(
        /Sorry — someone has just booked \d{1,2}:\d{2} [ap]m\. These times are still free:/,
      );
      const offered = timeStarts(answer.html);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).not.toContain(start);
    }
    const bookings = await database.db.selectFrom("session_bookings").select("status").execute();
    expect(bookings).toEqual([{ status: "held" }]);
    const granules = await database.db.selectFrom("session_busy").select("minute").execute();
    expect(granules).toHaveLength(18);
  }, 90_000);
});
