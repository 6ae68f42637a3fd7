import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, toIso, type AppDatabase } from "~/server/db/db.server";
import { enquiriesRepository } from "~/server/enquiries/enquiries-repository.server";
import { databaseKinds, emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn, textOf } from "./admin-client";

// Clients (issue 28 §1) over HTTP against the built server, on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: a client made from an enquiry (twice, and twice at once: one client), typed by hand,
// edited (stale → 409), moved along its statuses and lost with a reason, and the one timeline
// showing it all; unknown ids, strangers and forged tokens refused.

describe.each(databaseKinds)("clients on %s", (kind) => {
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

  const post = (path: string, fields: Record<string, string>, cookie: string | null = session.cookie) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { ...(cookie ? { cookie } : {}), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const page = (path: string) => fetch(server.url + path, { headers: { cookie: session.cookie }, redirect: "manual" });
  const clientRow = (id: number) =>
    app.db.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const eventsOf = (id: number) =>
    app.db
      .selectFrom("client_events")
      .selectAll()
      .where("client_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
  const count = async (table: "clients" | "client_events" | "activity_log") =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const newEnquiry = (name: string) =>
    enquiriesRepository(app.db).create({
      kind: "inquiry",
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
      phone: "602-555-0142",
      message: "We are getting married in March.",
    });
  const idFrom = (location: string | null) => Number(/\/admin\/clients\/(\d+)/.exec(location ?? "")?.[1]);
  const makeClient = (from: string, enquiryId: number) =>
    post(from, { csrf: session.csrf, intent: "make-client", enquiryId: String(enquiryId) });
  const handMade = async (names: string) => {
    const res = await post("/admin/clients/new", { csrf: session.csrf, names, email: "fam@example.com" });
    expect(res.status).toBe(302);
    return idFrom(res.headers.get("location"));
  };

  it("makes one client from an enquiry, however often the button is pressed", async () => {
    const enquiry = await newEnquiry("Anna Ruiz");
    const clients = await (await page("/admin/clients")).text();
    expect(textOf(clients)).toContain("New enquiries");
    expect(clients).toContain(`href="/admin/enquiries/${enquiry.id}"`);

    const first = await makeClient(`/admin/enquiries/${enquiry.id}`, enquiry.id);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toMatch(/^\/admin\/clients\/\d+\?made=1$/);
    const id = idFrom(first.headers.get("location"));
    expect(await clientRow(id)).toMatchObject({
      names: "Anna Ruiz",
      email: "anna@example.com",
      phone: "602-555-0142",
      status: "new",
      enquiry_id: enquiry.id,
    });
    const events = await eventsOf(id);
    expect(events.map((e) => e.kind)).toEqual(["client_created", "enquiry"]);
    expect(toIso(events[1]!.created_at)).toBe(enquiry.createdAt);
    expect(events[1]).toMatchObject({ related_type: "enquiry", related_id: enquiry.id });
    expect((await enquiriesRepository(app.db).findById(enquiry.id))?.status).toBe("handled");

    // Again, from the Clients page and the enquiry list, and twice at once: the same client.
    for (const from of ["/admin/clients", "/admin/enquiries"]) {
      const again = await makeClient(from, enquiry.id);
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe(`/admin/clients/${id}?existing=1`);
    }
    const other = await newEnquiry("Carla Diaz");
    const both = await Promise.all([makeClient("/admin/clients", other.id), makeClient("/admin/clients", other.id)]);
    expect(new Set(both.map((r) => idFrom(r.headers.get("location")))).size).toBe(1);
    const made = await app.db
      .selectFrom("clients")
      .select("id")
      .where("enquiry_id", "in", [enquiry.id, other.id])
      .execute();
    expect(made).toHaveLength(2);
    expect((await eventsOf(made[1]!.id)).filter((e) => e.kind === "enquiry")).toHaveLength(1);

    // The enquiry pages link to the client; the Clients page no longer offers the enquiry.
    expect(await (await page(`/admin/enquiries/${enquiry.id}`)).text()).toContain(`href="/admin/clients/${id}"`);
    expect(await (await page("/admin/enquiries")).text()).toContain(`href="/admin/clients/${id}"`);
    const after = await (await page("/admin/clients")).text();
    expect(after).not.toContain(`href="/admin/enquiries/${enquiry.id}"`);
    expect(after).toContain(`href="/admin/clients/${id}"`);
    expect(textOf(await (await page(`/admin/clients/${id}?made=1`)).text())).toContain(
      "Made a client from the enquiry.",
    );

    const missing = await makeClient("/admin/clients", 999_999);
    expect(missing.status).toBe(404);
    const forged = await post("/admin/clients", { csrf: session.csrf, intent: "make-client", enquiryId: "x" });
    expect(forged.status).toBe(400);
  });

  it("adds a client by hand, refusing bad input field by field with nothing stored", async () => {
    const before = await Promise.all([count("clients"), count("client_events"), count("activity_log")]);
    const bad = await post("/admin/clients/new", {
      csrf: session.csrf,
      intent: "create",
      names: "",
      email: "not-an-address",
      otherEmail: "also@bad",
      phone: "ring me",
      notes: "Met at the bridal fair",
    });
    expect(bad.status).toBe(400);
    const text = textOf(await bad.text());
    expect(text).toContain("Enter the couple's or family's names");
    expect(text).toContain("Enter an e-mail address like anna@example.com.");
    expect(text).toContain("Enter a second e-mail address like ben@example.com, or leave it empty.");
    expect(text).toContain("Use digits, spaces and + ( ) - only");
    expect(text).toContain("Met at the bridal fair"); // what she typed is kept
    expect(await Promise.all([count("clients"), count("client_events"), count("activity_log")])).toEqual(before);

    const res = await post("/admin/clients/new", {
      csrf: session.csrf,
      intent: "create",
      names: "The Nguyen family",
      email: "nguyen@example.com",
      otherEmail: "",
      phone: "(480) 555-0199",
      notes: "Met at the bridal fair",
    });
    expect(res.status).toBe(302);
    const id = idFrom(res.headers.get("location"));
    expect(await clientRow(id)).toMatchObject({ names: "The Nguyen family", enquiry_id: null, other_email: null });
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(["client_created"]);
  });

  it("saves the details at the version the page was loaded at; a stale save is refused", async () => {
    const id = await handMade("Rosa & Tomas");
    const { version } = await clientRow(id);
    expect(await (await page(`/admin/clients/${id}/edit`)).text()).toContain('name="version" value="1"');
    const fields = {
      names: "Rosa & Tomás",
      email: "rosa@example.com",
      otherEmail: "tomas@example.com",
      phone: "",
      notes: "",
    };
    const saved = await post(`/admin/clients/${id}/edit`, {
      csrf: session.csrf,
      intent: "save",
      version: String(version),
      ...fields,
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/clients/${id}?saved=1`);
    expect(await clientRow(id)).toMatchObject({ names: "Rosa & Tomás", other_email: "tomas@example.com", version: 2 });
    expect((await eventsOf(id))[0]).toMatchObject({
      kind: "client_edited",
      summary: "Changed the names, e-mail and second e-mail.",
    });

    const stale = await post(`/admin/clients/${id}/edit`, {
      csrf: session.csrf,
      intent: "save",
      version: String(version),
      ...fields,
      names: "Overwritten",
    });
    expect(stale.status).toBe(409);
    expect(textOf(await stale.text())).toContain("reload to see the latest version");
    const invalid = await post(`/admin/clients/${id}/edit`, {
      csrf: session.csrf,
      intent: "save",
      version: "2",
      ...fields,
      email: "",
    });
    expect(invalid.status).toBe(400);
    expect(await clientRow(id)).toMatchObject({ names: "Rosa & Tomás", version: 2 });
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(["client_edited", "client_created"]);
  });

  it("moves a client along its statuses by hand, and loses one with a reason", async () => {
    const id = await handMade("June & Li");
    const status = async (fields: Record<string, string>) => {
      const { version } = await clientRow(id);
      return post(`/admin/clients/${id}`, {
        csrf: session.csrf,
        intent: "status",
        version: String(version),
        reason: "",
        note: "",
        ...fields,
      });
    };
    for (const next of ["proposal_sent", "booked", "completed"]) {
      const res = await status({ status: next });
      expect(res.status, next).toBe(200);
      expect((await clientRow(id)).status).toBe(next);
    }
    const late = await status({ status: "lost", reason: "no_reply" });
    expect(late.status).toBe(400);
    expect(textOf(await late.text())).toContain("cannot be moved to “Lost” by hand");
    expect((await clientRow(id)).status).toBe("completed");
    expect((await eventsOf(id))[0]?.summary).toBe("Status changed from Booked to Completed.");

    const other = await handMade("Priya Shah");
    const { version } = await clientRow(other);
    const lost = (fields: Record<string, string>, v = version) =>
      post(`/admin/clients/${other}`, {
        csrf: session.csrf,
        intent: "status",
        version: String(v),
        status: "lost",
        note: "",
        ...fields,
      });
    const noReason = await lost({ reason: "" });
    expect(noReason.status).toBe(400);
    expect(textOf(await noReason.text())).toContain("Choose why the client was lost.");
    const res = await lost({ reason: "over_budget", note: "Went with a smaller package elsewhere" });
    expect(res.status).toBe(200);
    expect(await clientRow(other)).toMatchObject({ status: "lost", lost_reason: "over_budget" });
    expect((await eventsOf(other))[0]?.summary).toBe(
      "Marked as lost: Over budget (“Went with a smaller package elsewhere”).",
    );
    // The page it was loaded from is stale now.
    expect((await lost({ reason: "no_reply" })).status).toBe(409);
    const pageText = textOf(await (await page(`/admin/clients/${other}`)).text());
    expect(pageText).toContain("Over budget");
    expect(pageText).toContain("Reopen as a new enquiry");
    const reopened = await post(`/admin/clients/${other}`, {
      csrf: session.csrf,
      intent: "status",
      version: String(version + 1),
      status: "new",
    });
    expect(reopened.status).toBe(200);
    expect(await clientRow(other)).toMatchObject({ status: "new", lost_reason: null });
    // Filtered by status on the Clients page.
    const lostList = await (await page("/admin/clients?status=completed")).text();
    expect(lostList).toContain(`href="/admin/clients/${id}"`);
    expect(lostList).not.toContain(`href="/admin/clients/${other}"`);
  });

  it("shows one timeline, newest first in Arizona time, with the proposals and the ledger", async () => {
    const enquiry = await newEnquiry("Mia Park");
    const id = idFrom((await makeClient("/admin/clients", enquiry.id)).headers.get("location"));
    const proposal = await app.db
      .insertInto("proposals")
      .values({
        client_id: id,
        token: `token-${id}-${kind}`,
        status: "signed",
        revision: 2,
        title: "Your portrait session",
        content: "{}",
        schedule: "{}",
        expires_on: "2099-12-31",
        sent_at: new Date().toISOString(),
        signed_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const invoice = (position: number, amount: number, status: "open" | "paid") =>
      app.db
        .insertInto("invoices")
        .values({
          client_id: id,
          proposal_id: proposal.id,
          position,
          label: position === 1 ? "Retainer" : "Balance",
          amount_cents: amount,
          status,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const retainer = await invoice(1, 135_000, "paid");
    await invoice(2, 315_050, "open");
    await app.db
      .insertInto("payments")
      .values([
        {
          invoice_id: retainer.id,
          client_id: id,
          amount_cents: 135_000,
          method: "card",
          status: "paid",
          paid_at: new Date().toISOString(),
        },
        { invoice_id: retainer.id, client_id: id, amount_cents: 135_000, method: "card", status: "failed" },
      ])
      .execute();
    await app.db
      .insertInto("client_events")
      .values({
        client_id: id,
        kind: "proposal_signed",
        summary: "Contract signed by Mia Park.",
        related_type: "proposal",
        related_id: proposal.id,
      })
      .execute();

    const html = await (await page(`/admin/clients/${id}`)).text();
    const text = textOf(html);
    expect(text).toContain("Times are Arizona time.");
    const order = [
      "Contract signed by Mia Park.",
      "Made a client from the enquiry.",
      "Enquiry from Mia Park through the inquiry form.",
    ];
    const at = order.map((summary) => text.indexOf(summary));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).toContain(`href="/admin/enquiries/${enquiry.id}"`);
    expect(html).toContain(`href="/admin/proposals/${proposal.id}"`);
    expect(html).toContain(`href="/admin/clients/${id}/proposals/new"`);
    expect(text).toContain("Your portrait session");
    // Invoiced $4,500.50, paid $1,350 (the failed attempt counts for nothing), balance $3,150.50.
    expect(text).toMatch(/Invoiced \$4,500\.50 Paid \$1,350\.00 Balance due \$3,150\.50/);
  });

  it("answers 404 for an unknown client and keeps strangers and forged tokens out", async () => {
    for (const path of ["/admin/clients/999999", "/admin/clients/abc", "/admin/clients/999999/edit"]) {
      expect((await page(path)).status, path).toBe(404);
    }
    const unknown = await post("/admin/clients/999999", {
      csrf: session.csrf,
      intent: "status",
      version: "1",
      status: "lost",
      reason: "other",
    });
    expect(unknown.status).toBe(404);
    const id = await handMade("Kept Safe");
    for (const path of ["/admin/clients", "/admin/clients/new", `/admin/clients/${id}`, `/admin/clients/${id}/edit`]) {
      const res = await fetch(server.url + path, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    }
    const before = await count("clients");
    const fields = { intent: "create", names: "Stranger", email: "s@example.com" };
    expect((await post("/admin/clients/new", { csrf: session.csrf, ...fields }, null)).status).toBe(401);
    expect((await post("/admin/clients/new", { csrf: "forged", ...fields })).status).toBe(403);
    expect(
      (
        await post(`/admin/clients/${id}`, {
          csrf: "forged",
          intent: "status",
          version: "1",
          status: "lost",
          reason: "other",
        })
      ).status,
    ).toBe(403);
    expect(await count("clients")).toBe(before);
    expect((await clientRow(id)).status).toBe("new");
  });
});
