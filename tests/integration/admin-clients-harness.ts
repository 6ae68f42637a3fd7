import { afterAll, beforeAll, expect } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { enquiriesRepository } from "~/server/enquiries/enquiries-repository.server";
import { emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { htmlUntil } from "../helpers/html-until";
import { createAdminAccount, signIn } from "./admin-client";

// The clients tests' server (SQLite, or a fresh PostgreSQL database), signed in, and the requests
// and reads they share: a form posted as the browser would, the client's row and timeline.

export function useClientsServer(kind: "sqlite" | "postgres") {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let session: { cookie: string; csrf: string };

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await emptyPostgresDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer(pgDb ? { DATABASE_URL: pgDb.url } : {});
    await createAdminAccount(server.databaseUrl);
    app = openDatabase(server.databaseUrl);
    session = await signIn(server.url);
  }, 60_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  const db = () => app.db;
  const url = () => server.url;
  const csrf = () => session.csrf;
  /** A form posted as the browser would; `cookie: null` posts without a session. */
  const post = (path: string, fields: Record<string, string>, cookie: string | null = session.cookie) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { ...(cookie ? { cookie } : {}), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const page = (path: string, cookie: string | null = session.cookie) =>
    fetch(server.url + path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  /**
   * A public page's HTML, asked for again until `ready(html)` or 5 s have passed: the render cache
   * shows a change within about 2 s (decision 020), not on the very next request. The caller
   * asserts what it expects after.
   */
  const publicHtmlUntil = (path: string, ready: (html: string) => boolean) =>
    htmlUntil(server.url + path, ready, { limitMs: 5_000, init: { redirect: "manual" } });
  const clientRow = (id: number) =>
    db().selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const eventsOf = (id: number) =>
    db()
      .selectFrom("client_events")
      .selectAll()
      .where("client_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
  const count = async (table: "clients" | "client_events" | "activity_log") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const newEnquiry = (name: string) =>
    enquiriesRepository(db()).create({
      kind: "inquiry",
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
      phone: "602-555-0142",
      message: "We are getting married in March.",
    });
  const idFrom = (location: string | null) => Number(/\/admin\/clients\/(\d+)/.exec(location ?? "")?.[1]);
  const makeClient = (from: string, enquiryId: number) =>
    post(from, { csrf: session.csrf, intent: "make-client", enquiryId: String(enquiryId) });
  /** A client typed by hand: its id. */
  const handMade = async (names: string) => {
    const res = await post("/admin/clients/new", { csrf: session.csrf, names, email: "fam@example.com" });
    expect(res.status).toBe(302);
    return idFrom(res.headers.get("location"));
  };
  return {
    db,
    url,
    csrf,
    post,
    page,
    publicHtmlUntil,
    clientRow,
    eventsOf,
    count,
    newEnquiry,
    idFrom,
    makeClient,
    handMade,
  };
}
