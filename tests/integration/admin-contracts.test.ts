import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { databaseKinds, emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { insertSentProposal } from "./booking-fixtures";
import { ADMIN_EMAIL, createAdminAccount, signIn, textOf } from "./admin-client";

// Contract templates (issue 28 §4) over HTTP against the built server, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: the two SAMPLE seeds on the list and the go-live checklist;
// preview with sample values and the unknown-field warning; create, edit and delete, with raw HTML
// refused, stale forms refused, and a proposal keeping its copied text when its template goes.

describe.each(databaseKinds)("contract templates on %s", (kind) => {
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

  const post = (path: string, fields: Record<string, string>, options: { cookie?: string | null } = {}) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...(options.cookie === null ? {} : { cookie: session.cookie }),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields),
    });
  const page = async (path: string) => fetch(server.url + path, { headers: { cookie: session.cookie } });
  const templates = () => app.db.selectFrom("contract_templates").selectAll().orderBy("id").execute();
  const template = async (id: number) =>
    app.db.selectFrom("contract_templates").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("lists the two seeded samples, marked SAMPLE, on the list and the go-live checklist", async () => {
    const rows = await templates();
    expect(rows).toHaveLength(2);
    const list = textOf(await (await page("/admin/contracts")).text());
    expect(list).toContain("Wedding photography agreement (sample) SAMPLE");
    expect(list).toContain("Portrait session agreement (sample) SAMPLE");
    const dashboard = await (await page("/admin")).text();
    for (const row of rows) {
      expect(dashboard).toContain(`data-item="sample-contract-${row.id}"`);
      expect(dashboard).toContain(`href="/admin/contracts/${row.id}"`);
    }
    expect(textOf(dashboard)).toContain("Have a lawyer in Arizona read it");
    // The samples cover what the issue asks for, with the merge fields a proposal fills.
    for (const body of rows.map((r) => r.body)) {
      for (const words of ["non-refundable", "copyright", "Model release", "force majeure", "State of Arizona"]) {
        expect(body).toContain(words);
      }
      for (const field of ["{client_names}", "{total}", "{retainer}", "{schedule}", "{photographer}"]) {
        expect(body).toContain(field);
      }
      expect(body).toMatch(/ESIGN Act and Arizona's Electronic Transactions Act/);
    }
  });

  it("previews a draft with sample values and warns of unknown fields, storing nothing", async () => {
    const before = await templates();
    const res = await post("/admin/contracts/new", {
      csrf: session.csrf,
      intent: "preview",
      name: "Mini session",
      body: "Between {photographer} and {client_names}: **{total}**, retainer {retainer}.\n\n{schedule}\n\nDear {clientname}",
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Preview with sample values (not saved yet)");
    expect(html).toContain("Between Saguaro Bee Photography and Anna &amp; Ben Ruiz: <strong>$4,000</strong>");
    expect(html).toContain("<li>Retainer: $500, due at signing</li>");
    expect(textOf(html)).toContain("Not merge fields, so a client would see them as typed: {clientname}");
    expect(await templates()).toEqual(before);
  });

  it("refuses raw HTML and an empty name, keeping what was typed and storing nothing", async () => {
    const before = await templates();
    for (const intent of ["create", "preview"]) {
      const res = await post("/admin/contracts/new", {
        csrf: session.csrf,
        intent,
        name: "",
        body: 'Sign <a href="https://evil.test">here</a>',
      });
      expect(res.status, intent).toBe(400);
      const html = await res.text();
      expect(html).toContain("HTML is not allowed here.");
      expect(html).toContain("Enter the contract&#x27;s name");
      expect(html).toContain("Sign &lt;a href=");
    }
    expect(await templates()).toEqual(before);
  });

  it("creates a template, then saves it at its version; a second tab's save is refused", async () => {
    const created = await post("/admin/contracts/new", {
      csrf: session.csrf,
      intent: "create",
      name: "Mini session agreement",
      body: "### Fees\n\nThe total is {total}.",
    });
    expect(created.status).toBe(302);
    const id = Number(/\/admin\/contracts\/(\d+)\?created=1$/.exec(created.headers.get("location") ?? "")?.[1]);
    expect(await template(id)).toMatchObject({ name: "Mini session agreement", version: 1 });
    expect(Boolean((await template(id)).is_sample)).toBe(false);
    const editor = await (await page(`/admin/contracts/${id}`)).text();
    expect(editor).toContain("{client_names}");
    expect(editor).toContain('href="/admin/contracts/' + id + '/delete"');
    const form = { csrf: session.csrf, intent: "save", version: "1", name: "Mini session agreement" };
    const saved = await post(`/admin/contracts/${id}`, {
      ...form,
      body: "### Fees\n\nThe total is {total}, {clientname}.",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved: new proposals copy this text.");
    expect(await template(id)).toMatchObject({ version: 2, body: "### Fees\n\nThe total is {total}, {clientname}." });
    // The stored text's unknown field is warned about on the page.
    expect(textOf(await (await page(`/admin/contracts/${id}`)).text())).toContain("{clientname}");
    const second = await post(`/admin/contracts/${id}`, { ...form, body: "Second tab" });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("reload to see the latest version");
    const refused = await post(`/admin/contracts/${id}`, { ...form, version: "2", body: "<script>x</script>" });
    expect(refused.status).toBe(400);
    expect((await template(id)).version).toBe(2);
    const entries = await app.db.selectFrom("activity_log").selectAll().where("area", "=", "Contracts").execute();
    expect(entries.map((e) => e.summary)).toEqual([
      "Created the contract template Mini session agreement",
      "Changed the text of the contract template Mini session agreement",
    ]);
    expect(entries.every((e) => e.actor_email === ADMIN_EMAIL)).toBe(true);
  });

  it("a sample stays SAMPLE until its text changes; then the checklist drops it", async () => {
    const [wedding] = await templates();
    const form = { csrf: session.csrf, intent: "save", version: String(wedding!.version), body: wedding!.body };
    expect((await post(`/admin/contracts/${wedding!.id}`, { ...form, name: "Wedding agreement" })).status).toBe(200);
    expect(Boolean((await template(wedding!.id)).is_sample)).toBe(true);
    const edited = `${wedding!.body}\n\n### 14. Meals\n\nPlease plan a meal for me on the day.`;
    const res = await post(`/admin/contracts/${wedding!.id}`, {
      ...form,
      version: String(wedding!.version + 1),
      name: "Wedding agreement",
      body: edited,
    });
    expect(res.status).toBe(200);
    expect(Boolean((await template(wedding!.id)).is_sample)).toBe(false);
    const dashboard = await (await page("/admin")).text();
    expect(dashboard).not.toContain(`data-item="sample-contract-${wedding!.id}"`);
  });

  it("deletes after confirmation at the page's version; a proposal keeps its copied text", async () => {
    const [, portrait] = await templates();
    const { proposalId } = await insertSentProposal(app.db);
    await app.db
      .updateTable("proposals")
      .set({ contract_template_id: portrait!.id })
      .where("id", "=", proposalId)
      .execute();
    const before = await app.db
      .selectFrom("proposals")
      .select("contract_body")
      .where("id", "=", proposalId)
      .executeTakeFirstOrThrow();
    const confirm = await (await page(`/admin/contracts/${portrait!.id}/delete`)).text();
    expect(textOf(confirm)).toContain("Proposals that used it keep their own copy");
    const stale = await post(`/admin/contracts/${portrait!.id}/delete`, { csrf: session.csrf, version: "99" });
    expect(stale.status).toBe(409);
    const done = await post(`/admin/contracts/${portrait!.id}/delete`, {
      csrf: session.csrf,
      version: String(portrait!.version),
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/contracts?deleted=1");
    expect((await templates()).map((t) => t.id)).not.toContain(portrait!.id);
    const after = await app.db
      .selectFrom("proposals")
      .selectAll()
      .where("id", "=", proposalId)
      .executeTakeFirstOrThrow();
    expect(after.contract_body).toBe(before.contract_body);
    expect(after.contract_template_id).toBeNull();
    expect(
      (await app.db.selectFrom("activity_log").select("summary").orderBy("id", "desc").executeTakeFirstOrThrow())
        .summary,
    ).toBe(`Deleted the contract template ${portrait!.name}`);
    expect((await page(`/admin/contracts/${portrait!.id}`)).status).toBe(404);
    expect((await page("/admin/contracts/abc")).status).toBe(404);
    expect((await page("/admin/contracts/99999999999")).status).toBe(404);
  });

  it("every action: 401 without a session, 403 without the CSRF token, nothing changed", async () => {
    const before = await templates();
    const id = before[0]!.id;
    const actions: Array<[string, Record<string, string>]> = [
      ["/admin/contracts/new", { intent: "create", name: "Forged", body: "Forged" }],
      ["/admin/contracts/new", { intent: "preview", name: "Forged", body: "Forged" }],
      [`/admin/contracts/${id}`, { intent: "save", version: "1", name: "Forged", body: "Forged" }],
      [`/admin/contracts/${id}/delete`, { version: String(before[0]!.version) }],
    ];
    for (const [path, fields] of actions) {
      expect((await post(path, { csrf: session.csrf, ...fields }, { cookie: null })).status, path).toBe(401);
      expect((await post(path, { csrf: "not-the-token", ...fields })).status, path).toBe(403);
      expect((await post(path, fields)).status, path).toBe(403);
    }
    expect(await templates()).toEqual(before);
    const res = await fetch(server.url + "/admin/contracts", { redirect: "manual" });
    expect(res.status).toBe(302);
  });
});
