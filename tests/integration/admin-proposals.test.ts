import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { addDays } from "~/shared/booking/pricing";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { databaseKinds, emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn, textOf } from "./admin-client";

// The proposal editor, send and withdraw (issue 28 §3) over HTTP against the built server, on
// SQLite and (with TEST_DATABASE_URL) PostgreSQL: create, edit (valid, invalid, stale, tampered),
// new versions after sending or signing, booked refused, send (mail, status, timeline), withdraw.

const TODAY = studioDate(new Date());
const SESSION = addDays(TODAY, 200);

/** The editor's fields for one package, a custom line, 10 % off and the default schedule. */
const validForm = (extra: Record<string, string> = {}): Record<string, string> => ({
  title: "Anna & Ben's wedding",
  sessionDate: SESSION,
  sessionTime: "16:30",
  sessionPlace: "Desert Botanical Garden",
  "packages.0.key": "",
  "packages.0.serviceId": "",
  "packages.0.title": "Full Day Coverage",
  "packages.0.description": "Up to 10 hours",
  "packages.0.features": "Two photographers\nOnline gallery",
  "packages.0.price": "4,500",
  "packages.0.taxable": "on",
  "extras.0.key": "",
  "extras.0.kind": "custom",
  "extras.0.serviceId": "",
  "extras.0.title": "Travel to Sedona",
  "extras.0.description": "",
  "extras.0.unitPrice": "150.50",
  "extras.0.quantity": "2",
  discountKind: "percent",
  discountAmount: "10",
  discountLabel: "Winter",
  retainerKind: "percent",
  retainerAmount: "30",
  "instalments.0.kind": "days_before",
  "instalments.0.days": "30",
  "instalments.0.date": "",
  contractTemplateId: "",
  contractBody: "# Agreement\n\nBetween {photographer} and {client_names}: {package}, {total}.",
  expiresOn: addDays(TODAY, 14),
  message: "So happy to work with you!",
  ...extra,
});

describe.each(databaseKinds)("proposals in the admin on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let session: { cookie: string; csrf: string };
  let clientId: number;
  let serviceId: number;
  let templateId: number;

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await emptyPostgresDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer(pgDb ? { DATABASE_URL: pgDb.url } : {});
    await createAdminAccount(server.databaseUrl);
    app = openDatabase(server.databaseUrl);
    session = await signIn(server.url);
    await app.db.updateTable("site_settings").set({ sales_tax_rate_millis: 8_600 }).execute();
    const client = await app.db
      .insertInto("clients")
      .values({ names: "Anna & Ben Ruiz", email: "anna@example.com", other_email: "ben@example.com" })
      .returning("id")
      .executeTakeFirstOrThrow();
    clientId = Number(client.id);
    const service = await app.db
      .insertInto("services")
      .values({
        section: "wedding_add_on",
        position: 1,
        title: "Engagement Session",
        price_cents: 45_000,
        features: "[]",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    serviceId = Number(service.id);
    const template = await app.db
      .insertInto("contract_templates")
      .values({ name: "Wedding", body: "# Wedding agreement\n\n{client_names} on {session_date}." })
      .returning("id")
      .executeTakeFirstOrThrow();
    templateId = Number(template.id);
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
      body: new URLSearchParams({ csrf: session.csrf, ...fields }),
    });
  const page = (path: string) => fetch(server.url + path, { headers: { cookie: session.cookie }, redirect: "manual" });
  const row = (id: number) => app.db.selectFrom("proposals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const events = async (kind: string) =>
    (await app.db.selectFrom("client_events").selectAll().where("client_id", "=", clientId).execute()).filter(
      (e) => e.kind === kind,
    );
  const create = async () => {
    const res = await post(`/admin/clients/${clientId}/proposals/new`, { intent: "create" });
    expect(res.status).toBe(302);
    const id = Number(/\/admin\/proposals\/(\d+)$/.exec(res.headers.get("location") ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    return id;
  };
  const save = async (id: number, fields: Record<string, string> = validForm()) =>
    post(`/admin/proposals/${id}`, { intent: "save", version: String((await row(id)).version), ...fields });

  it("refuses strangers and answers 404 for what does not exist", async () => {
    const id = await create();
    const stranger = await fetch(`${server.url}/admin/proposals/${id}`, { redirect: "manual" });
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("location")).toContain("/admin/sign-in");
    expect((await post(`/admin/proposals/${id}`, { intent: "save", version: "1", ...validForm() }, null)).status).toBe(
      401,
    );
    expect((await post(`/admin/clients/${clientId}/proposals/new`, { intent: "create" }, null)).status).toBe(401);
    expect((await row(id)).version).toBe(1);
    for (const path of [
      "/admin/proposals/999999",
      "/admin/proposals/abc",
      "/admin/proposals/999999/send",
      "/admin/clients/999999/proposals/new",
    ])
      expect((await page(path)).status, path).toBe(404);
    expect((await post("/admin/proposals/999999", { intent: "save", version: "1", ...validForm() })).status).toBe(404);
  });

  it("creates a draft with the defaults, and opens its editor", async () => {
    const id = await create();
    const p = await row(id);
    expect(p).toMatchObject({
      client_id: clientId,
      status: "draft",
      revision: 1,
      title: "Proposal for Anna & Ben Ruiz",
    });
    expect(p.expires_on).toBe(addDays(TODAY, 14));
    expect(p.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(p.schedule)).toEqual({
      retainer: { kind: "percent", basisPoints: 3_000 },
      instalments: [{ kind: "days_before", days: 30 }],
    });
    expect((await events("proposal_created")).some((e) => Number(e.related_id) === id)).toBe(true);
    const editor = await page(`/admin/proposals/${id}`);
    expect(editor.status).toBe(200);
    expect(textOf(await editor.text())).toContain("Add a package to see the prices.");
  });

  it("saves a valid edit as cents, and previews it priced with the Site settings' tax rate", async () => {
    const id = await create();
    const res = await save(id);
    expect(res.status).toBe(200);
    const p = await row(id);
    const content = JSON.parse(p.content);
    expect(content.packages[0]).toMatchObject({ key: "option-1", priceCents: 450_000, taxable: true });
    expect(content.extras[0]).toMatchObject({ unitCents: 15_050, quantity: 2 });
    expect(content.discount).toEqual({ kind: "percent", basisPoints: 1_000, label: "Winter" });
    expect(p).toMatchObject({ session_date: SESSION, session_time: "16:30", version: 2, revision: 1 });
    const html = textOf(await (await page(`/admin/proposals/${id}`)).text());
    // 4,500 + 301 = 4,801, 10 % off (480.10); the travel line is untaxed, so tax is 8.6 % of the package's
    // 4,500 less its share of the discount (450): 348.30. Total 4,669.20; a 30 % retainer of 1,400.76.
    for (const words of ["Subtotal $4,801.00", "Winter -$480.10", "Sales tax (8.6 %) $348.30", "Total $4,669.20"])
      expect(html).toContain(words);
    expect(html).toMatch(/Retainer : \$1,400\.76 , due at signing/);
    expect(html).toContain("Between Saguaro Bee Photography and Anna & Ben Ruiz: Full Day Coverage, $4,669.20.");
  });

  it("refuses an invalid edit with a message per field, storing nothing", async () => {
    const id = await create();
    const before = await row(id);
    const res = await save(
      id,
      validForm({
        "packages.0.price": "lots",
        sessionDate: "",
        expiresOn: addDays(TODAY, -1),
        contractBody: "<script>x</script>",
      }),
    );
    expect(res.status).toBe(400);
    const html = textOf(await res.text());
    expect(html).toContain("Enter the price in dollars");
    expect(html).toContain("That day has passed (Arizona time)");
    expect(html).toContain("HTML is not allowed here");
    expect(await row(id)).toEqual(before);
    const none = await save(
      id,
      Object.fromEntries(Object.entries(validForm()).filter(([k]) => !k.startsWith("packages."))),
    );
    expect(none.status).toBe(400);
    expect(textOf(await none.text())).toContain("Add at least one package for the client.");
    const noDate = await save(id, validForm({ sessionDate: "" }));
    expect(textOf(await noDate.text())).toContain(
      "Enter the session date: a payment is due a number of days before it",
    );
    expect(await row(id)).toEqual(before);
  });

  it("refuses a stale save and tampered ids", async () => {
    const id = await create();
    expect((await save(id)).status).toBe(200);
    const stale = await post(`/admin/proposals/${id}`, {
      intent: "save",
      version: "1",
      ...validForm({ title: "Old tab" }),
    });
    expect(stale.status).toBe(409);
    expect((await row(id)).title).toBe("Anna & Ben's wedding");
    const before = await row(id);
    expect((await save(id, validForm({ "packages.0.serviceId": "1 OR 1=1" }))).status).toBe(400);
    const version = String(before.version);
    const ghost = await post(`/admin/proposals/${id}`, {
      intent: "add-package-service",
      version,
      packageService: "999999",
      ...validForm(),
    });
    expect(ghost.status).toBe(400);
    expect(await row(id)).toEqual(before);
    // A forged template id is not remembered (the text is what counts); nothing breaks.
    expect((await save(id, validForm({ contractTemplateId: "999999" }))).status).toBe(200);
    expect((await row(id)).contract_template_id).toBeNull();
  });

  it("copies a service and a contract template into the unsaved draft", async () => {
    const id = await create();
    const version = String((await row(id)).version);
    const added = await post(`/admin/proposals/${id}`, {
      intent: "add-extra-service",
      version,
      extraService: String(serviceId),
      ...validForm(),
    });
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toContain('value="Engagement Session"');
    expect(html).toContain('name="extras.1.unitPrice" value="450"');
    const used = await post(`/admin/proposals/${id}`, {
      intent: "use-template",
      version,
      templatePick: String(templateId),
      ...validForm(),
    });
    expect(await used.text()).toContain("# Wedding agreement");
    expect((await row(id)).version).toBe(Number(version));
  });

  it("sends: her signature, the tax rate fixed, the client's status, the timeline and the mail with the link", async () => {
    const id = await create();
    await save(id);
    const confirm = textOf(await (await page(`/admin/proposals/${id}/send`)).text());
    expect(confirm).toContain("anna@example.com, ben@example.com");
    const p = await row(id);
    expect(confirm).toContain(`${server.url}/book/${p.token}`);
    const unsigned = await post(`/admin/proposals/${id}/send`, {
      intent: "send",
      version: String(p.version),
      signature: " ",
    });
    expect(unsigned.status).toBe(400);
    expect(textOf(await unsigned.text())).toContain("Type your full name");
    const sent = await post(`/admin/proposals/${id}/send`, {
      intent: "send",
      version: String(p.version),
      signature: "Maria Lopez",
    });
    expect(sent.status).toBe(302);
    const after = await row(id);
    expect(after).toMatchObject({ status: "sent", tax_rate_millis: 8_600, photographer_signature: "Maria Lopez" });
    expect(after.sent_at).not.toBeNull();
    expect(after.photographer_signed_at).not.toBeNull();
    const client = await app.db
      .selectFrom("clients")
      .select("status")
      .where("id", "=", clientId)
      .executeTakeFirstOrThrow();
    expect(client.status).toBe("proposal_sent");
    expect((await events("proposal_sent")).some((e) => Number(e.related_id) === id)).toBe(true);
    const mail = await app.db.selectFrom("outbox").selectAll().where("related_id", "=", id).executeTakeFirstOrThrow();
    expect(mail.to_address).toBe("anna@example.com, ben@example.com");
    expect(mail.text_body).toContain(`${server.url}/book/${after.token}`);
    expect(mail.text_body).toContain("So happy to work with you!");
  });

  it("makes a new version when a sent or signed proposal changes, and sends it as revised", async () => {
    const id = await create();
    await save(id);
    await post(`/admin/proposals/${id}/send`, {
      intent: "send",
      version: String((await row(id)).version),
      signature: "Maria",
    });
    const warned = textOf(await (await page(`/admin/proposals/${id}`)).text());
    expect(warned).toContain("the client will have to sign again");
    expect((await save(id, validForm({ "packages.0.price": "4,800" }))).status).toBe(200);
    expect(await row(id)).toMatchObject({ revision: 2, status: "draft" });
    expect(await events("proposal_revised")).toHaveLength(1);
    await post(`/admin/proposals/${id}/send`, {
      intent: "send",
      version: String((await row(id)).version),
      signature: "Maria",
    });
    const mails = await app.db.selectFrom("outbox").selectAll().where("related_id", "=", id).orderBy("id").execute();
    expect(mails.at(-1)?.subject).toContain("revised proposal");

    // Signed (as the booking page would): the signature row and its invoice stay as signed.
    await app.db.updateTable("proposals").set({ status: "signed" }).where("id", "=", id).execute();
    const signature = await app.db
      .insertInto("proposal_signatures")
      .values({
        proposal_id: id,
        revision: 2,
        package_key: "option-1",
        contract_text: "signed text",
        pricing: "{}",
        sha256: "ab",
        signer_name: "Anna",
        photographer_signature: "Maria",
        audit: "[]",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto("invoices")
      .values({
        client_id: clientId,
        proposal_id: id,
        signature_id: signature.id,
        position: 1,
        label: "Retainer",
        amount_cents: 100,
      })
      .execute();
    const signedRow = await app.db.selectFrom("proposal_signatures").selectAll().executeTakeFirstOrThrow();
    expect((await save(id, validForm({ "packages.0.price": "5,000" }))).status).toBe(200);
    expect(await row(id)).toMatchObject({ revision: 3, status: "draft" });
    expect(await app.db.selectFrom("proposal_signatures").selectAll().executeTakeFirstOrThrow()).toEqual(signedRow);
    const invoice = await app.db
      .selectFrom("invoices")
      .select("status")
      .where("proposal_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(invoice.status).toBe("void");
  });

  it("refuses to change a booked proposal, and withdraws one that is not", async () => {
    const booked = await create();
    await app.db.updateTable("proposals").set({ status: "booked" }).where("id", "=", booked).execute();
    const before = await row(booked);
    const refused = await save(booked);
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain("This proposal is booked");
    expect(await row(booked)).toEqual(before);
    const withdrawBooked = await post(`/admin/proposals/${booked}/withdraw`, {
      intent: "withdraw",
      version: String(before.version),
    });
    expect(withdrawBooked.status).toBe(409);

    const id = await create();
    const version = String((await row(id)).version);
    expect((await page(`/admin/proposals/${id}/withdraw`)).status).toBe(200);
    const done = await post(`/admin/proposals/${id}/withdraw`, { intent: "withdraw", version });
    expect(done.status).toBe(302);
    expect((await row(id)).status).toBe("withdrawn");
    expect((await save(id)).status).toBe(409);
  });
});
