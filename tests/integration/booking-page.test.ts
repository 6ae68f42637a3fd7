import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { LINK_GUESSES } from "~/server/security/private-link.server";
import { createPgDatabase } from "./media-helpers";
import { databaseKinds } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { textOf } from "./admin-client";
import { bookingVisitor, insertSentProposal } from "./booking-fixtures";
import { insideOneRateWindow } from "../helpers/rate-window";

// The client's booking page (issue 28 §5) over HTTP against the built server, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: private headers, every state of a link, the first view of each
// revision recorded once, the package picked with ?option=, and the wrong-link throttle.

const SITE_EMAIL = "studio-inbox@example.com";

describe.each(databaseKinds)("booking page on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let email = "";

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await createPgDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer({ SITE_EMAIL, TRUST_PROXY: "true", ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
    app = openDatabase(server.databaseUrl);
    email = (await app.db.selectFrom("site_settings").select("contact_email").executeTakeFirstOrThrow()).contact_email;
  }, 120_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  const expectPrivate = (res: Response) => {
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
  };
  const events = async (clientId: number, kind: string) =>
    app.db.selectFrom("client_events").selectAll().where("client_id", "=", clientId).where("kind", "=", kind).execute();

  it("shows a sent proposal privately, priced by the server, rendered afresh each time", async () => {
    const { token, proposalId } = await insertSentProposal(app.db);
    const visitor = bookingVisitor(server.url);
    const res = await visitor.get(`/book/${token}`);
    expect(res.status).toBe(200);
    expectPrivate(res);
    const html = await res.text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).toContain("Your wedding at the Desert Botanical Garden");
    expect(html).toContain("Saturday, October 16, 2027 at 4:30 pm (Arizona time)");
    // Full day (4,500) + album (600) = 5,100; tax 8.6 % = 438.60; total 5,538.60; retainer 30 %.
    expect(html).toContain("Sales tax (8.6%)");
    expect(html).toContain("$438.60");
    expect(html).toContain("$5,538.60");
    expect(html).toContain("$1,661.58");
    expect(html).toContain("Due Thursday, September 16, 2027");
    expect(html).toContain("Between Maria Lopez and Anna &amp; Ben Ruiz");
    expect(html).toContain("I agree to sign electronically");
    expect(html).toContain("ESIGN Act");
    expect(html).toContain(`mailto:${email}`);
    expect(html).not.toContain("application/ld+json");
    // No render cache: an edit shows at once. No sitemap entry.
    await app.db.updateTable("proposals").set({ title: "Retitled wedding" }).where("id", "=", proposalId).execute();
    expect(await (await visitor.get(`/book/${token}`)).text()).toContain("Retitled wedding");
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("/book/");
  });

  it("prices the package picked with ?option=, and ignores one the proposal does not have", async () => {
    const { token } = await insertSentProposal(app.db);
    const visitor = bookingVisitor(server.url);
    // Half day (2,800) + album (600) = 3,400; tax 292.40; total 3,692.40.
    const half = await (await visitor.get(`/book/${token}?option=half-day`)).text();
    expect(half).toContain("$3,692.40");
    expect(half).toMatch(/checked="" value="half-day"/);
    expect(half).toContain("Package: Half Day Coverage");
    const bogus = await visitor.get(`/book/${token}?option=platinum`);
    expect(bogus.status).toBe(200);
    expect(await bogus.text()).toContain("$5,538.60");
  });

  it("answers 404 with her e-mail for a wrong, withdrawn or never-sent link", async () => {
    const visitor = bookingVisitor(server.url);
    const withdrawn = await insertSentProposal(app.db);
    const draft = await insertSentProposal(app.db);
    await app.db.updateTable("proposals").set({ status: "withdrawn" }).where("id", "=", withdrawn.proposalId).execute();
    await app.db
      .updateTable("proposals")
      .set({ status: "draft", sent_at: null })
      .where("id", "=", draft.proposalId)
      .execute();
    for (const token of ["A".repeat(43), "short", "x".repeat(300), withdrawn.token, draft.token]) {
      const res = await visitor.get(`/book/${token}`);
      expect(res.status, token).toBe(404);
      expectPrivate(res);
      const html = await res.text();
      expect(html).toContain("This booking link is not valid");
      expect(html).toContain(`mailto:${email}`);
    }
  });

  it("says a proposal expired after the end of its day in Arizona, and one being revised is being updated", async () => {
    const visitor = bookingVisitor(server.url);
    const expired = await insertSentProposal(app.db, { expiresOn: "2024-03-01" });
    const res = await visitor.get(`/book/${expired.token}`);
    expect(res.status).toBe(410);
    expectPrivate(res);
    const html = await res.text();
    expect(html).toContain("This proposal has expired");
    expect(textOf(html)).toContain("until the end of Friday, March 1, 2024 (Arizona time)");
    expect(html).toContain(`mailto:${email}`);
    // Today in Phoenix (UTC−7, all year) is still open.
    const today = new Date(Date.now() - 7 * 3_600_000).toISOString().slice(0, 10);
    const lastDay = await insertSentProposal(app.db, { expiresOn: today });
    expect((await visitor.get(`/book/${lastDay.token}`)).status).toBe(200);

    const revising = await insertSentProposal(app.db);
    await app.db
      .updateTable("proposals")
      .set({ status: "draft", revision: 2 })
      .where("id", "=", revising.proposalId)
      .execute();
    const updating = await visitor.get(`/book/${revising.token}`);
    expect(updating.status).toBe(200);
    expect(await updating.text()).toContain("Your proposal is being updated");
  });

  it("records the first view of each revision once, with the address and browser", async () => {
    const { token, proposalId, clientId } = await insertSentProposal(app.db);
    const visitor = bookingVisitor(server.url, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari");
    await Promise.all([visitor.get(`/book/${token}`), visitor.get(`/book/${token}`)]);
    await visitor.get(`/book/${token}?option=half-day`);
    const first = await app.db
      .selectFrom("proposals")
      .selectAll()
      .where("id", "=", proposalId)
      .executeTakeFirstOrThrow();
    expect(first.viewed_at).not.toBeNull();
    expect(first.viewed_revision).toBe(1);
    expect(first.viewed_ip).toBe(visitor.address);
    expect(first.viewed_user_agent).toBe(visitor.userAgent);
    expect(await events(clientId, "proposal_viewed")).toHaveLength(1);

    await app.db.updateTable("proposals").set({ revision: 2 }).where("id", "=", proposalId).execute();
    await visitor.get(`/book/${token}`);
    await visitor.get(`/book/${token}`);
    const second = await app.db
      .selectFrom("proposals")
      .selectAll()
      .where("id", "=", proposalId)
      .executeTakeFirstOrThrow();
    expect(second.viewed_revision).toBe(2);
    const viewed = await events(clientId, "proposal_viewed");
    expect(viewed.map((e) => e.summary)).toEqual([
      "Anna & Ben Ruiz opened the proposal “Your wedding at the Desert Botanical Garden” (version 1).",
      "Anna & Ben Ruiz opened the proposal “Your wedding at the Desert Botanical Garden” (version 2).",
    ]);
  });

  it("stops an address that keeps trying wrong links, and only that address", { timeout: 120_000 }, async () => {
    await insideOneRateWindow(LINK_GUESSES.windowSeconds, 45);
    const { token } = await insertSentProposal(app.db);
    const guesser = bookingVisitor(server.url);
    // Her own link, however often, costs nothing.
    for (let i = 0; i < LINK_GUESSES.max + 5; i++) expect((await guesser.get(`/book/${token}`)).status).toBe(200);
    for (let i = 0; i < LINK_GUESSES.max; i++) expect((await guesser.get(`/book/${"B".repeat(43)}`)).status).toBe(404);
    const stopped = await guesser.get(`/book/${"C".repeat(43)}`);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0);
    expectPrivate(stopped);
    // While stopped, no link is looked up, a real one included; another address is unaffected.
    expect((await guesser.get(`/book/${token}`)).status).toBe(429);
    expect((await bookingVisitor(server.url).get(`/book/${token}`)).status).toBe(200);
  });
});
