import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/server/db/db.server";
import { databaseKinds } from "../helpers/databases";
import type { TestServer } from "../helpers/server";
import { startFakeStripe, startShopServer } from "./shop-stripe-harness";

// Price sheets she names herself (issue 31 §2, decision 054) over HTTP against the built server, on
// SQLite and (with TEST_DATABASE_URL) PostgreSQL: add one ("Canvas: 12x12 $120, 16x16 $160"), refused
// in plain words and writing nothing when wrong; a product on it sells its sizes at its prices, on
// its page and at checkout; a change to the sheet reaches that page through the render cache and the
// next checkout; a stale save is refused; it cannot be deleted while a product uses it.

const LIBRARY_PHOTO = "portfolio/wedding/001";

describe.each(databaseKinds)("named price sheets on %s", (kind) => {
  let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
  let shop: Awaited<ReturnType<typeof startShopServer>>;
  let server: TestServer;
  let app: AppDatabase;
  let photoId: number;
  let canvasId: number;

  beforeAll(async () => {
    stripeApi = await startFakeStripe("named-sheets");
    shop = await startShopServer(kind, { url: stripeApi.url, webhookSecret: "whsec_named_sheets" });
    ({ server, app } = shop);
    const photo = await app.db
      .selectFrom("media_photos")
      .select("id")
      .where("filename", "=", LIBRARY_PHOTO)
      .executeTakeFirstOrThrow();
    photoId = Number(photo.id);
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
    await stripeApi?.close();
  });

  const page = async (path: string, signedIn = false) => {
    const res = await fetch(`${server.url}${path}`, {
      redirect: "manual",
      headers: signedIn ? { cookie: shop.session.cookie } : {},
    });
    return { status: res.status, text: await res.text() };
  };
  const shownWithin = (path: string, done: (html: string) => boolean) => shop.shownWithin(path, done);
  const sheets = () => app.db.selectFrom("shop_price_sheets").selectAll().orderBy("id").execute();
  const sheetVersion = async (id: number) =>
    Number(
      (await app.db.selectFrom("shop_price_sheets").select("version").where("id", "=", id).executeTakeFirstOrThrow())
        .version,
    );
  const canvas = (extra: Record<string, string> = {}) => ({
    name: "Canvas",
    "sizes.0.size": "12x12",
    "sizes.0.price": "120",
    "sizes.1.size": "",
    "sizes.1.price": "",
    "sizes.2.size": '16" x 16"',
    "sizes.2.price": "$160",
    ...extra,
  });
  const product = (priceSource: string) => ({
    title: "Saguaro at Dusk",
    slug: "",
    category: "Canvas",
    newCategory: "",
    description: "A saguaro against the last light.",
    information: "Gallery-wrapped canvas",
    photo: String(photoId),
    priceSource,
    status: "published",
  });
  const checkout = (id: string) => shop.postJson("/functions/v1/create-payment", { items: [{ id, quantity: 1 }] });
  const lastOrderTotal = async () =>
    Number(
      (await app.db.selectFrom("orders").select("total_cents").orderBy("id", "desc").executeTakeFirstOrThrow())
        .total_cents,
    );

  it("refuses a bad sheet in plain words, writing nothing", async () => {
    const bad = await shop.postForm(
      "/admin/prices/sheets/new",
      canvas({ name: "", "sizes.0.size": "twelve", "sizes.2.price": "0.50" }),
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Name the sheet, e.g. Canvas.");
    expect(html).toContain("Enter the size in inches as width x height");
    expect(html).toContain("Enter a price of at least $1.");
    expect(html).toContain('value="twelve"'); // what she typed is kept
    const empty = await shop.postForm("/admin/prices/sheets/new", { name: "Canvas" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Keep at least one size of this sheet.");
    expect(await sheets()).toEqual([]);
  });

  it("adds a sheet, lists it under Prices and logs it", async () => {
    const res = await shop.postForm("/admin/prices/sheets/new", canvas());
    expect(res.status).toBe(302);
    const [row] = await sheets();
    canvasId = Number(row!.id);
    expect(res.headers.get("location")).toBe(`/admin/prices/sheets/${canvasId}?created=1`);
    expect(row).toMatchObject({ name: "Canvas" });
    expect(JSON.parse(row!.sizes)).toEqual([
      { size: "12x12", cents: 120_00 },
      { size: "16x16", cents: 160_00 },
    ]);
    const list = await page("/admin/prices", true);
    expect(list.status).toBe(200);
    expect(list.text).toContain("Your own price sheets");
    expect(list.text).toContain("12x12 $120 · 16x16 $160");
    expect(list.text).toContain("No product yet");
    const twin = await shop.postForm("/admin/prices/sheets/new", canvas({ name: " canvas " }));
    expect(twin.status).toBe(400);
    expect(await twin.text()).toContain("You already have a sheet named Canvas: choose another name.");
    const activity = await app.db.selectFrom("activity_log").select("summary").where("area", "=", "Prices").execute();
    expect(activity.map((a) => a.summary)).toContain("Added the price sheet Canvas");
  });

  it("a product on the sheet is sold in its sizes at its prices, and follows a change to it", async () => {
    const form = await page("/admin/products/new", true);
    expect(form.text).toContain(`value="sheet:${canvasId}"`);
    const created = await shop.postForm("/admin/products/new", { intent: "create", ...product(`sheet:${canvasId}`) });
    expect(created.status).toBe(302);
    expect(
      (
        await app.db
          .selectFrom("shop_products")
          .select("price_sheet_id")
          .where("id", "=", "saguaro-at-dusk")
          .executeTakeFirstOrThrow()
      ).price_sheet_id,
    ).toBe(canvasId);
    await shownWithin("/all-products", (html) => html.includes("Saguaro at Dusk"));
    const detail = await page("/product-detail/saguaro-at-dusk");
    expect(detail.text).toContain("$120.00");
    expect(detail.text).toContain("$160.00");
    expect((await checkout("saguaro-at-dusk-8x10")).status).toBe(400);
    expect((await checkout("saguaro-at-dusk-16x16")).status).toBe(200);
    expect(await lastOrderTotal()).toBe(160_00);

    const version = await sheetVersion(canvasId);
    const saved = await shop.postForm(`/admin/prices/sheets/${canvasId}`, {
      intent: "save",
      version: String(version),
      ...canvas({ "sizes.2.price": "175.50", "sizes.3.size": "20x20", "sizes.3.price": "240" }),
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved: the product on this sheet sells at these prices now.");
    await shownWithin("/product-detail/saguaro-at-dusk", (html) => html.includes("$175.50"));
    expect((await page("/product-detail/saguaro-at-dusk")).text).toContain("$240.00");
    expect((await checkout("saguaro-at-dusk-16x16")).status).toBe(200);
    expect(await lastOrderTotal()).toBe(175_50);

    const stale = await shop.postForm(`/admin/prices/sheets/${canvasId}`, {
      intent: "save",
      version: String(version),
      ...canvas({ "sizes.0.price": "1" }),
    });
    expect(stale.status).toBe(409);
    expect(await sheetVersion(canvasId)).toBe(version + 1);
    const products = await page("/admin/products", true);
    expect(products.text).toContain("Canvas");
  });

  it("refuses a product choice naming no sheet of hers", async () => {
    const res = await shop.postForm("/admin/products/new", { intent: "create", ...product("sheet:999999"), slug: "x" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("That price sheet no longer exists (it was deleted): choose another.");
    expect(
      await app.db.selectFrom("shop_products").select("id").where("id", "=", "x").executeTakeFirst(),
    ).toBeUndefined();
  });

  it("cannot be deleted while a product uses it; can once none does", async () => {
    const step = await page(`/admin/prices/sheets/${canvasId}/delete`, true);
    expect(step.text).toContain("Products still use this sheet: Saguaro at Dusk.");
    const version = String(await sheetVersion(canvasId));
    const refused = await shop.postForm(`/admin/prices/sheets/${canvasId}/delete`, { version });
    expect(refused.status).toBe(409);
    expect((await sheets()).length).toBe(1);

    const productVersion = (
      await app.db
        .selectFrom("shop_products")
        .select("version")
        .where("id", "=", "saguaro-at-dusk")
        .executeTakeFirstOrThrow()
    ).version;
    const moved = await shop.postForm("/admin/products/saguaro-at-dusk", {
      intent: "save",
      version: String(productVersion),
      ...product("prints"),
    });
    expect(moved.status).toBe(200);
    const deleted = await shop.postForm(`/admin/prices/sheets/${canvasId}/delete`, { version });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/prices?sheetDeleted=1#named-sheets");
    expect(await sheets()).toEqual([]);
    expect((await page(`/admin/prices/sheets/${canvasId}`, true)).status).toBe(404);
    expect((await page("/admin/prices/sheets/abc", true)).status).toBe(404);
  });

  it("is hers alone: signed out, the screens send to sign-in and a post changes nothing", async () => {
    const res = await page("/admin/prices/sheets/new");
    expect(res.status).toBe(302);
    const post = await fetch(`${server.url}/admin/prices/sheets/new`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(canvas()),
    });
    expect([302, 401, 403]).toContain(post.status);
    expect(await sheets()).toEqual([]);
  });
});
