import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/server/db/db.server";
import { databaseKinds } from "../helpers/databases";
import type { TestServer } from "../helpers/server";
import { startFakeStripe, startShopServer } from "./shop-stripe-harness";

// Her price sheets (issue 31 §1–2, decision 049) over HTTP against the built server, with Stripe
// standing in on a local port, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the seeded sheets
// are DECISIONS §2's prices; bad input is refused in plain words and changes nothing; a save reaches
// every priced page through the render cache within 2 s, the checkout charges the new price, a new
// size is sold and a removed one refused, and an order already placed keeps the price it was bought at.

const SEEDED = {
  "prints.0.size": "8x10",
  "prints.0.price": "45",
  "prints.1.size": "11x14",
  "prints.1.price": "55",
  "prints.2.size": "16x20",
  "prints.2.price": "65",
  "photoAlbum.0.size": "8x8",
  "photoAlbum.0.price": "150",
  "photoAlbum.0.pages": "20",
  "photoAlbum.1.size": "10x10",
  "photoAlbum.1.price": "200",
  "photoAlbum.1.pages": "26",
  "photoAlbum.2.size": "12x12",
  "photoAlbum.2.price": "250",
  "photoAlbum.2.pages": "30",
  "weddingAlbum.0.size": "10x10",
  "weddingAlbum.0.name": "The Highlights Reel",
  "weddingAlbum.0.price": "1000",
  "weddingAlbum.0.pages": "50",
  "weddingAlbum.1.size": "12x12",
  "weddingAlbum.1.name": "Signature Deluxe Album",
  "weddingAlbum.1.price": "1500",
  "weddingAlbum.1.pages": "100",
  "weddingAlbumExtras.0.title": "Additional Pages",
  "weddingAlbumExtras.0.price": "15",
  "weddingAlbumExtras.0.unit": "per page",
  "weddingAlbumExtras.1.title": "Premium Leather Cover",
  "weddingAlbumExtras.1.price": "75",
  "weddingAlbumExtras.2.title": "Acrylic Cover Upgrade",
  "weddingAlbumExtras.2.price": "125",
  "weddingAlbumExtras.3.title": "Protective Presentation Box",
  "weddingAlbumExtras.3.price": "50",
  "weddingAlbumExtras.4.title": "Digital Gallery Access",
  "weddingAlbumExtras.4.price": "100",
  "weddingAlbumExtras.5.title": "Parent Albums (5x7)",
  "weddingAlbumExtras.5.price": "200",
  "weddingAlbumExtras.5.unit": "each",
};

describe.each(databaseKinds)("shop price sheets on %s", (kind) => {
  let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
  let shop: Awaited<ReturnType<typeof startShopServer>>;
  let server: TestServer;
  let app: AppDatabase;
  let session: { cookie: string; csrf: string };

  beforeAll(async () => {
    stripeApi = await startFakeStripe("prices");
    shop = await startShopServer(kind, { url: stripeApi.url, webhookSecret: "whsec_shop_prices" });
    ({ server, app, session } = shop);
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
    await stripeApi?.close();
  });

  const version = async () =>
    Number((await app.db.selectFrom("shop_prices").select("version").executeTakeFirstOrThrow()).version);
  const save = async (fields: Record<string, string>, at?: number) =>
    fetch(`${server.url}/admin/prices`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrf: session.csrf,
        version: String(at ?? (await version())),
        intent: "save",
        ...fields,
      }),
    });
  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, text: await res.text() };
  };
  const checkout = async (items: { id: string; quantity: number }[]) => {
    stripeApi.calls.length = 0;
    const res = await fetch(`${server.url}/functions/v1/create-payment`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ customerEmail: null, items }),
    });
    return { status: res.status, body: (await res.json()) as { url?: string; error?: string } };
  };
  const lastOrder = () => app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  const linesOf = (orderId: number) =>
    app.db.selectFrom("order_lines").selectAll().where("order_id", "=", orderId).orderBy("position").execute();
  /**
   * Polls a page until it shows `text`. The render cache re-renders within about a second of a
   * save; the limit is generous for a busy machine (npm run bench measures the time itself).
   */
  const shownWithin = async (path: string, text: string, limitMs = 10_000) => {
    const started = Date.now();
    for (;;) {
      if ((await page(path)).text.includes(text)) return;
      if (Date.now() - started > limitMs) throw new Error(`${path} did not show ${text} within ${limitMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it("seeds DECISIONS §2's prices, and the editor shows them", async () => {
    const res = await fetch(`${server.url}/admin/prices`, { headers: { cookie: session.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const [name, value] of Object.entries(SEEDED)) {
      const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(html).toMatch(new RegExp(`name="${escaped(name)}"[^>]*value="${escaped(value)}"`));
    }
    const first = await checkout([{ id: "pink-peonies-8x10", quantity: 2 }]);
    expect(first.status).toBe(200);
    expect(Number((await lastOrder()).total_cents)).toBe(2 * 45_00);
  });

  it("refuses bad sheets in plain words, changing nothing", async () => {
    const before = await app.db.selectFrom("shop_prices").selectAll().executeTakeFirstOrThrow();
    const res = await save({
      ...SEEDED,
      "prints.0.size": "eight by ten",
      "prints.1.price": "0.50",
      "prints.2.size": "20x16",
      "prints.3.size": "16x20",
      "prints.3.price": "70",
      "photoAlbum.0.pages": "many",
      "weddingAlbum.1.name": "",
      "weddingAlbum.0.price": "25000",
      "weddingAlbumExtras.1.title": "",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter the size in inches as width x height, e.g. &quot;8x10&quot;.");
    expect(html).toContain("Enter a price of at least $1.");
    expect(html).toContain("16x20 is 20x16 turned: every print is sold both ways already.");
    expect(html).toContain("Enter the number of pages, e.g. 30.");
    expect(html).toContain("Enter the album&#x27;s name, e.g. The Highlights Reel.");
    expect(html).toContain("Enter a price of at most $20,000.");
    expect(html).toContain("Enter what it is, e.g. Premium Leather Cover.");
    const onlyPhotoAlbum = Object.fromEntries(Object.entries(SEEDED).filter(([k]) => !k.startsWith("prints.")));
    const empty = await save(onlyPhotoAlbum);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Keep at least one size of prints.");
    const stale = await save({ ...SEEDED, "prints.0.price": "46" }, (await version()) + 1);
    expect(stale.status).toBe(409);
    expect(await app.db.selectFrom("shop_prices").selectAll().executeTakeFirstOrThrow()).toEqual(before);
  });

  it("a save reaches every priced page and the checkout charges it; past orders keep their prices", async () => {
    const earlier = await lastOrder();
    // Warm the cached pages at today's prices first: the save must re-render them.
    expect((await page("/floral-gallery")).text).toContain("$45.00");
    expect((await page("/photo-albums")).text).toContain("$150.00");

    const res = await save({
      ...SEEDED,
      "prints.0.price": "49",
      "prints.1.price": "$59.00",
      "prints.2.size": "16 x 20",
      "prints.2.price": "69",
      "prints.3.size": "20x24",
      "prints.3.price": "1,099",
      "photoAlbum.0.price": "165.50",
      "weddingAlbumExtras.1.price": "80",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Saved: the shop, your home page&#x27;s print carousel and new orders use");

    await shownWithin("/all-products", "Starting at $49");
    await shownWithin("/floral-gallery", "$49.00");
    await shownWithin("/photo-albums", "$165.50");
    await shownWithin("/", "$49.00");
    await shownWithin("/wedding-albums", "$80.00");
    const detail = await page("/floral-print/pink-peonies");
    expect(detail.text).toContain("$1,099.00");
    expect(detail.text).toContain("20x24");
    // The new size is sold in both orientations, the landscape one turned.
    expect((await page("/floral-print/pink-peonies/checkout/20x24")).status).toBe(200);
    const landscape = await page("/landscape-gallery");
    expect(landscape.status).toBe(200);
    expect((await page("/product-detail/garden-roses")).text).toContain("$59.00");

    const paid = await checkout([
      { id: "pink-peonies-8x10", quantity: 2 },
      { id: "pink-peonies-20x24", quantity: 1 },
      { id: "photo-album-8x8", quantity: 1 },
    ]);
    expect(paid.status).toBe(200);
    const order = await lastOrder();
    expect(Number(order.total_cents)).toBe(2 * 49_00 + 1_099_00 + 165_50);
    const form = stripeApi.calls[0]!.form;
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("4900");
    expect(form.get("line_items[1][price_data][unit_amount]")).toBe("109900");
    // The order placed before the change keeps the price it was bought at.
    expect((await linesOf(Number(earlier.id))).map((l) => Number(l.unit_cents))).toEqual([45_00]);
    const activity = await app.db
      .selectFrom("activity_log")
      .select("summary")
      .where("area", "=", "Prices")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(activity.summary).toBe("Changed the print prices, photo album prices and wedding album extras");
  });

  it("a size she removes is no longer sold: its page says so and checkout refuses it", async () => {
    const without16 = { ...SEEDED, "prints.2.size": "20x24", "prints.2.price": "99" };
    expect((await save(without16)).status).toBe(200);
    await shownWithin("/floral-print/pink-peonies", "$99.00");
    expect((await page("/floral-print/pink-peonies")).text).not.toContain("16x20");
    const refused = await checkout([{ id: "pink-peonies-16x20", quantity: 1 }]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Item 1 ("pink-peonies-16x20") is not a product or size we sell');
    expect((await page("/floral-print/pink-peonies/checkout/16x20")).status).toBe(404);
  });
});
