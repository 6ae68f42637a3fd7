import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readInvestment } from "~/server/content/investment.server";
import { readSalesTaxRateMillis, readSiteSettings } from "~/server/content/site-settings.server";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { toInvestmentDraft } from "~/shared/content/investment.schema";
import { databaseKinds, emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn, textOf } from "./admin-client";
import { htmlUntil } from "../helpers/html-until";

// Services with prices and the sales tax rate (issue 28 §2–3, decision 033) over HTTP against the
// built server, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the investment editor saves the
// services rows (ids kept, dollars to cents, taxable), refuses bad input and stale forms; Site
// settings stores the rate as percent × 1000.

/** The editor's form as the page posts it: fields named by path, unticked boxes absent. */
function formOf(node: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (typeof node === "string") {
    if (node !== "" || !/\.(priceIsFrom|taxable|linksToAlbumProject)$/.test(prefix)) out[prefix] = node;
  } else if (Array.isArray(node)) node.forEach((item, i) => formOf(item, `${prefix}.${i}`, out));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) formOf(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

describe.each(databaseKinds)("services and the sales tax rate on %s", (kind) => {
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

  const post = (path: string, fields: Record<string, string>) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: session.csrf, ...fields }),
    });
  const page = async (path: string) => (await fetch(server.url + path, { headers: { cookie: session.cookie } })).text();
  const publicHome = (text: string) => htmlUntil(server.url + "/", (html) => html.includes(text), { limitMs: 2_500 });
  const investmentForm = async (change: (f: Record<string, string>) => void = () => {}) => {
    const { values, version } = await readInvestment(app.db);
    const fields = formOf(toInvestmentDraft(values));
    change(fields);
    return { ...fields, version: String(version), intent: "save" };
  };
  const services = () => app.db.selectFrom("services").selectAll().orderBy("id").execute();

  it("the editor shows every service with its id, price in dollars and taxable box", async () => {
    const html = await page("/admin/investment");
    const first = (await services())[0]!;
    expect(html).toMatch(new RegExp(`name="weddingPackages\\.0\\.id" value="${first.id}"`));
    expect(html).toMatch(
      /name="weddingPackages\.0\.price"[^>]*value="4000"|value="4000"[^>]*name="weddingPackages\.0\.price"/,
    );
    expect(html).toMatch(/name="weddingPackages\.0\.taxable"[^>]*checked/);
    expect(textOf(html)).toContain("Sales tax applies");
  });

  it("saves prices typed in dollars as cents on the same rows, and the home page follows within 2 s", async () => {
    const before = await services();
    const res = await post(
      "/admin/investment",
      await investmentForm((f) => {
        f["weddingPackages.1.price"] = "2,800";
        f["familyPackages.0.price"] = "525.50";
        delete f["additionalServices.5.taxable"];
        f["additionalServices.5.priceIsFrom"] = "on";
      }),
    );
    expect(res.status).toBe(200);
    const after = await services();
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    const byTitle = (title: string) => after.find((s) => s.title === title)!;
    expect(Number(byTitle("Intimate Wedding Package").price_cents)).toBe(280_000);
    expect(Number(byTitle("Family Session").price_cents)).toBe(52_550);
    expect(Boolean(byTitle("Group Branding").taxable)).toBe(false);
    expect(Boolean(byTitle("Group Branding").price_is_from)).toBe(true);
    expect(Boolean(byTitle("Branding").taxable)).toBe(true);
    const home = textOf(await publicHome("$2,800"));
    expect(home).toContain("$2,800");
    expect(home).toContain("$525.50");
    expect(home).toContain("Starting at $100 per person");
  });

  it("refuses a bad price or an empty name with a 400, changing nothing", async () => {
    const before = await services();
    const res = await post(
      "/admin/investment",
      await investmentForm((f) => {
        f["weddingPackages.0.price"] = "2.800,00";
        f["weddingAddOns.0.title"] = " ";
      }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter the price in dollars, e.g. 4000 or 4,000.00.");
    expect(html).toContain("Enter the add-on&#x27;s name.");
    expect(await services()).toEqual(before);
  });

  it("a second tab's save is refused with a reload offer (409), changing nothing", async () => {
    const form = await investmentForm((f) => {
      f["weddingPackages.2.price"] = "2100";
    });
    expect((await post("/admin/investment", form)).status).toBe(200);
    const before = await services();
    const second = await post("/admin/investment", { ...form, "weddingPackages.2.price": "1" });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("reload to see the latest version");
    expect(await services()).toEqual(before);
  });

  it("Site settings store the sales tax rate as percent × 1000, with help, refusing bad rates", async () => {
    const html = await page("/admin/site-settings");
    expect(textOf(html)).toContain("Sales tax rate (%)");
    expect(textOf(html)).toContain("transaction privilege tax");
    expect(html).toMatch(/id="salesTaxRate"[^>]*value="0"|value="0"[^>]*id="salesTaxRate"/);
    // The settings as stored (the form's field names are the values' names), with a rate typed.
    const { values: SETTINGS } = await readSiteSettings(app.db);
    const version = async () => (await readSiteSettings(app.db)).version;
    const saved = await post("/admin/site-settings", {
      ...SETTINGS,
      salesTaxRate: "8.6",
      version: String(await version()),
    });
    expect(saved.status).toBe(200);
    expect(await readSalesTaxRateMillis(app.db)).toBe(8_600);
    expect(await page("/admin/site-settings")).toMatch(/value="8.6"/);
    const entry = await app.db.selectFrom("activity_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry.summary).toContain("sales tax rate");
    for (const [typed, message] of [
      ["8,6", "Enter the rate as a number of percent with up to 3 decimals, e.g. 8.6."],
      ["20.5", "Enter a rate between 0 and 20 percent."],
      ["8.6125", "Enter the rate as a number of percent with up to 3 decimals, e.g. 8.6."],
    ] as const) {
      const res = await post("/admin/site-settings", {
        ...SETTINGS,
        salesTaxRate: typed,
        version: String(await version()),
      });
      expect(res.status, typed).toBe(400);
      const body = await res.text();
      expect(body).toContain(message);
      expect(body).toContain(`value="${typed}"`);
    }
    expect(await readSalesTaxRateMillis(app.db)).toBe(8_600);
  });
});
