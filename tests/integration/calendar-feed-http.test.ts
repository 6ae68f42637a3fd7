import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { addDays } from "~/shared/booking/pricing";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { databaseKinds, emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn, SITE_SETTINGS_FORM } from "./admin-client";
import { insertBookedProposal, parseFeed } from "./calendar-fixtures";

// Her feed kept per feed version (docs/decisions/053-calendar-feed-versions.md) over HTTP, with two
// server processes on one database (SQLite, and PostgreSQL with TEST_DATABASE_URL) as behind a load
// balancer: each keeps its own copy and checks the database's version on every request, so a
// session moved or the site renamed through one is in the very next answer of the other; a
// calendar app's If-None-Match is answered 304 by either while nothing changed.

const NEW_DATE = addDays(studioDate(new Date()), 250);

describe.each(databaseKinds)("her feed from two server processes on %s", (kind) => {
  let one: TestServer;
  let two: TestServer;
  let app: AppDatabase;
  let drop: (() => Promise<void>) | undefined;
  let session: { cookie: string; csrf: string };
  let feedPath: string;
  let proposalId: number;

  beforeAll(async () => {
    const pg = kind === "postgres" ? await emptyPostgresDatabase() : undefined;
    drop = pg?.drop;
    one = await startServer(pg ? { DATABASE_URL: pg.url } : {});
    // The same site behind a load balancer: the same address (the feed's links carry it).
    two = await startServer({ DATABASE_URL: one.databaseUrl, SITE_URL: one.url });
    await createAdminAccount(one.databaseUrl);
    app = openDatabase(one.databaseUrl);
    session = await signIn(one.url);
    proposalId = (await insertBookedProposal(app.db)).proposalId;
    const screen = await fetch(`${one.url}/admin/calendar`, { headers: { cookie: session.cookie } });
    feedPath = /\/calendar\/[A-Za-z0-9_-]{43}\.ics/.exec(await screen.text())![0];
  }, 90_000);
  afterAll(async () => {
    await app?.db.destroy();
    await one?.stop();
    await two?.stop();
    await drop?.();
  });

  /** A calendar app's poll (fetch asks for gzip and unpacks it). */
  const poll = (server: TestServer, etag?: string | null) =>
    fetch(server.url + feedPath, { headers: etag ? { "if-none-match": etag } : {} });
  const post = (path: string, fields: Record<string, string>) =>
    fetch(one.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: session.csrf, ...fields }),
    });
  const versionOf = async (table: "proposals" | "site_settings", id: number) =>
    Number((await app.db.selectFrom(table).select("version").where("id", "=", id).executeTakeFirstOrThrow()).version);
  const bookedSession = (text: string) =>
    parseFeed(text).events.find((e) => e.uid.startsWith(`proposal-${proposalId}@`));

  it("answers the same tag from both, 304 to it, and the very next answer after a change shows it", async () => {
    const first = await poll(one);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(first.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
    expect(first.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    expect(bookedSession(await first.text())!.startDate.toString()).toBe("2027-10-16T16:30:00");
    const fromTwo = await poll(two);
    expect(fromTwo.headers.get("etag")).toBe(etag);
    for (const server of [one, two]) {
      const again = await poll(server, etag);
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
    }

    // Moved through the admin on one: the other's very next answer has it.
    const moved = await post(`/admin/proposals/${proposalId}/move`, {
      intent: "move",
      version: String(await versionOf("proposals", proposalId)),
      sessionDate: NEW_DATE,
      sessionTime: "09:15",
      sessionPlace: "Papago Park, Phoenix",
    });
    expect(moved.status).toBe(200);
    const afterMove = await poll(two, etag);
    expect(afterMove.status).toBe(200);
    const movedTag = afterMove.headers.get("etag");
    expect(movedTag).not.toBe(etag);
    const event = bookedSession(await afterMove.text())!;
    expect(event.startDate.toString()).toBe(`${NEW_DATE}T09:15:00`);
    expect(event.location).toBe("Papago Park, Phoenix");
    expect((await poll(one, etag)).status).toBe(200);
    expect((await poll(one, movedTag)).status).toBe(304);

    // Renamed in the site settings: the calendar's name follows at once, on both.
    const saved = await post("/admin/site-settings", {
      version: String(await versionOf("site_settings", 1)),
      ...SITE_SETTINGS_FORM,
      siteName: "Saguaro Bee Studio",
    });
    expect(saved.status).toBe(200);
    for (const server of [two, one]) {
      const renamed = await poll(server, movedTag);
      expect(renamed.status).toBe(200);
      expect(parseFeed(await renamed.text()).name).toBe("Saguaro Bee Studio — sessions and payments");
    }
  });
});
