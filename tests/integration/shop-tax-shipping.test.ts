import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { databaseKinds, emptyPostgresDatabase } from "../helpers/databases";
import { mailTo } from "../helpers/outbox";
import { startServer, type TestServer } from "../helpers/server";
import { SITE_SETTINGS_FORM } from "./admin-client";
import { startFakeStripe, startShopServer } from "./shop-stripe-harness";

// Shipping and sales tax in the shop (issue 31 §3–4, decision 044) over HTTP against the built
// server with Stripe standing in on a local port, on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: her settings refused in plain words; the seeded settings send Stripe today's
// amounts and nothing else; with tax and shipping set, Stripe is asked for exactly the server's
// total (a tax line item and one shipping option), and the order row and both mails carry every figure.

const WEBHOOK_SECRET = "whsec_shop_tax_shipping";

const SETTINGS = SITE_SETTINGS_FORM;

describe.each(databaseKinds)("shop shipping and sales tax on %s", (kind) => {
  let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
  let shop: Awaited<ReturnType<typeof startShopServer>>;
  let server: TestServer;
  let app: AppDatabase;
  let session: { cookie: string; csrf: string };

  beforeAll(async () => {
    stripeApi = await startFakeStripe("tax");
    shop = await startShopServer(kind, { url: stripeApi.url, webhookSecret: WEBHOOK_SECRET });
    ({ server, app, session } = shop);
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
    await stripeApi?.close();
  });

  const saveSettings = async (fields: Record<string, string>) => {
    const { version } = await app.db.selectFrom("site_settings").select("version").executeTakeFirstOrThrow();
    return fetch(`${server.url}/admin/site-settings`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: session.csrf, version: String(version), ...SETTINGS, ...fields }),
    });
  };
  const checkout = async (body: Record<string, unknown>) => {
    stripeApi.calls.length = 0;
    const res = await fetch(`${server.url}/functions/v1/create-payment`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ customerEmail: null, ...body }),
    });
    return { status: res.status, body: (await res.json()) as { url?: string; error?: string } };
  };
  /** What Stripe would charge for the session it was asked to open: line items + the shipping option. */
  const stripeTotal = (form: URLSearchParams) => {
    let total = 0;
    for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
      total +=
        Number(form.get(`line_items[${i}][quantity]`)) * Number(form.get(`line_items[${i}][price_data][unit_amount]`));
    }
    return total + Number(form.get("shipping_options[0][shipping_rate_data][fixed_amount][amount]") ?? 0);
  };
  const lastOrder = () => app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  const items = [
    { id: "pink-peonies-8x10", quantity: 2 },
    { id: "vintage-roses-11x14", quantity: 1 },
  ];

  it("on the seeded settings, sends Stripe today's amounts with no tax line and no shipping option", async () => {
    const res = await checkout({ items });
    expect(res.status).toBe(200);
    const form = stripeApi.calls[0]!.form;
    expect(form.has("line_items[2][quantity]")).toBe(false);
    expect(form.has("shipping_options[0][shipping_rate_data][type]")).toBe(false);
    expect(form.get("shipping_address_collection[allowed_countries][0]")).toBe("US");
    const order = await lastOrder();
    expect(order).toMatchObject({ shipping_choice: null });
    expect(Number(order.total_cents)).toBe(2 * 45_00 + 55_00);
    expect([Number(order.shipping_cents), Number(order.tax_cents)]).toEqual([0, 0]);
    expect(stripeTotal(form)).toBe(Number(order.total_cents));
  });

  it("refuses her settings in plain words, changing nothing", async () => {
    const before = await app.db.selectFrom("site_settings").selectAll().executeTakeFirstOrThrow();
    const res = await saveSettings({ shippingFlat: "eight dollars", pickupNote: "<b>bold</b>" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter an amount in dollars, e.g. 8.00, or leave it empty.");
    expect(html).toContain("The pick-up note cannot contain &lt; or &gt;.");
    const noTaxRate = await saveSettings({ salesTaxRate: "", shopTax: "on" });
    expect(noTaxRate.status).toBe(400);
    expect(await noTaxRate.text()).toContain(
      "Enter your sales tax rate above first: shop orders are taxed at that rate.",
    );
    const noRate = await saveSettings({ salesTaxRate: "8.6", shippingPerExtra: "2", shippingFreeOver: "150" });
    expect(noRate.status).toBe(400);
    const text = await noRate.text();
    expect(text).toContain("Enter the rate per order first: the amount per additional item is added to it.");
    expect(text).toContain("Free shipping needs a shipping rate: enter the rate per order first.");
    expect(await app.db.selectFrom("site_settings").selectAll().executeTakeFirstOrThrow()).toEqual(before);
  });

  it("charges shipping and sales tax: Stripe is asked for exactly the order's total, and the order and mails carry each figure", async () => {
    const saved = await saveSettings({
      salesTaxRate: "8.6",
      shopTax: "on",
      shopTaxShipping: "on",
      shippingFlat: "8",
      shippingPerExtra: "2.50",
      shippingFreeOver: "500",
      pickup: "on",
      pickupNote: "Tempe studio, weekdays",
    });
    expect(saved.status).toBe(200);
    // The admin form reads back what she saved.
    const form = await (
      await fetch(`${server.url}/admin/site-settings`, { headers: { cookie: session.cookie } })
    ).text();
    expect(form).toContain('value="8.00"');
    expect(form).toContain('value="2.50"');

    // $145.00 of prints, 3 items: shipping $8.00 + 2 × $2.50 = $13.00; tax 8.6 % of $158.00 = $13.588 → $13.59.
    const res = await checkout({ items });
    expect(res.status).toBe(200);
    const stripe = stripeApi.calls[0]!.form;
    expect(Object.fromEntries(stripe)).toMatchObject({
      "line_items[2][quantity]": "1",
      "line_items[2][price_data][unit_amount]": "1359",
      "line_items[2][price_data][product_data][name]": "Sales tax (8.6%)",
      "shipping_options[0][shipping_rate_data][type]": "fixed_amount",
      "shipping_options[0][shipping_rate_data][display_name]": "Shipping",
      "shipping_options[0][shipping_rate_data][fixed_amount][amount]": "1300",
      "shipping_options[0][shipping_rate_data][fixed_amount][currency]": "usd",
      "shipping_address_collection[allowed_countries][0]": "US",
    });
    expect(stripe.has("shipping_options[1][shipping_rate_data][type]")).toBe(false);
    const order = await lastOrder();
    expect(order.shipping_choice).toBe("ship");
    expect([order.total_cents, order.shipping_cents, order.tax_cents, order.tax_rate_millis].map(Number)).toEqual([
      171_59, 13_00, 13_59, 8600,
    ]);
    expect(stripeTotal(stripe)).toBe(171_59);

    // Stripe's word that it charged that total completes the order (the check is today's).
    const payload = JSON.stringify({
      id: `evt_tax_${order.id}`,
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: order.payment_session_id,
          object: "checkout.session",
          payment_status: "paid",
          amount_total: stripeTotal(stripe),
          currency: "usd",
          metadata: { order_id: String(order.id) },
          customer_details: { email: "buyer@example.com", name: "Ana Buyer" },
          collected_information: {
            shipping_details: {
              name: "Ana Buyer",
              address: { line1: "1 Camelback Rd", city: "Phoenix", state: "AZ", postal_code: "85016", country: "US" },
            },
          },
        },
      },
    });
    const hook = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    expect(await hook.json()).toMatchObject({ completed: true });
    expect((await lastOrder()).status).toBe("paid");
    for (const to of ["buyer@example.com", "studio@example.com"]) {
      const mail = await mailTo(server.dataDir, to, (m) => m.body.includes(`#${order.id}`));
      expect(mail.body).toContain("Subtotal: $145.00");
      expect(mail.body).toContain("Shipping: $13.00");
      expect(mail.body).toContain("Sales tax (8.6%): $13.59");
      expect(mail.body).toMatch(/Total( paid)?: \$171\.59/);
    }
    // The accountant's CSV: the total, its sales tax part, and the shipping named.
    const year = new Date(Date.now() - 7 * 3_600_000).getUTCFullYear(); // Arizona: UTC-7 all year
    const csv = await (
      await fetch(`${server.url}/admin/exports/payments.csv?year=${year}`, { headers: { cookie: session.cookie } })
    ).text();
    const row = csv.split("\n").find((line) => line.includes(`Shop order #${order.id}:`)) ?? "";
    expect(row).toContain("Shipping $13.00");
    expect(row).toContain("171.59");
    expect(row).toContain("13.59");
    // Her order page lists them too.
    const desk = await (
      await fetch(`${server.url}/admin/orders/${order.id}`, { headers: { cookie: session.cookie } })
    ).text();
    expect(desk).toContain("Sales tax (8.6%)");
    expect(desk).toContain("$13.59");
    expect(desk).toContain("$171.59");
  });

  it("a local pick-up: no shipping, no address collected, tax on the prints alone", async () => {
    const res = await checkout({ items, shipping: "pickup" });
    expect(res.status).toBe(200);
    const stripe = stripeApi.calls[0]!.form;
    expect(Object.fromEntries(stripe)).toMatchObject({
      "shipping_options[0][shipping_rate_data][display_name]": "Local pick-up (Phoenix area)",
      "shipping_options[0][shipping_rate_data][fixed_amount][amount]": "0",
      "line_items[2][price_data][unit_amount]": "1247",
    });
    expect(stripe.has("shipping_address_collection[allowed_countries][0]")).toBe(false);
    const order = await lastOrder();
    expect(order.shipping_choice).toBe("pickup");
    expect(Number(order.total_cents)).toBe(145_00 + 12_47);
    expect(stripeTotal(stripe)).toBe(Number(order.total_cents));
    // A delivery she does not offer is refused in words, with no order stored.
    await saveSettings({ salesTaxRate: "8.6", shopTax: "on", shippingFlat: "8" });
    const count = (await app.db.selectFrom("orders").select("id").execute()).length;
    const refused = await checkout({ items, shipping: "pickup" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Local pick-up is not offered any more; please reload the cart.");
    expect((await app.db.selectFrom("orders").select("id").execute()).length).toBe(count);
  });
});

describe.each(databaseKinds)("the test checkout with shipping and sales tax on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await emptyPostgresDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer({ ...(pgDb ? { DATABASE_URL: pgDb.url } : {}), SITE_EMAIL: "studio@example.com" });
    app = openDatabase(server.databaseUrl);
    await app.db
      .updateTable("site_settings")
      .set({ sales_tax_rate_millis: 5600, shop_tax_enabled: true, shipping_flat_cents: 600, pickup_enabled: true })
      .execute();
  }, 60_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  it("shows the pick-up and the tax, asks for the e-mail alone, and completes on the server's total", async () => {
    const res = await fetch(`${server.url}/functions/v1/create-payment`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [{ id: "pink-peonies-8x10", quantity: 1 }], shipping: "pickup" }),
    });
    const { url } = (await res.json()) as { url: string };
    const page = await (await fetch(url)).text();
    // 5.6 % of $45.00 = $2.52; a pick-up ships nothing.
    expect(page).toContain("Local pick-up (Phoenix area)");
    expect(page).toContain("Sales tax (5.6%)");
    expect(page).toContain("$47.52");
    expect(page).not.toContain('name="line1"');
    const paid = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "buyer@example.com" }),
    });
    expect(paid.status).toBe(302);
    const order = await app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "paid", shipping_choice: "pickup", shipping_address: null });
    expect([order.total_cents, order.shipping_cents, order.tax_cents].map(Number)).toEqual([47_52, 0, 2_52]);
    const receipt = await mailTo(server.dataDir, "buyer@example.com", (m) => m.body.includes(`#${order.id}`));
    expect(receipt.body).toContain("Local pick-up (Phoenix area): $0.00");
    expect(receipt.body).toContain("Sales tax (5.6%): $2.52");
    expect(receipt.body).toContain("Total paid: $47.52");
    expect(receipt.body).toContain("Local pick-up in the Phoenix area: reply to this e-mail to arrange a time.");
  });
});
