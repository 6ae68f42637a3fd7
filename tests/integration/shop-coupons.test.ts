import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/server/db/db.server";
import { BLANK_COUPON } from "~/shared/shop/coupon.schema";
import { databaseKinds } from "../helpers/databases";
import { mailTo } from "../helpers/outbox";
import type { TestServer } from "../helpers/server";
import { SITE_SETTINGS_FORM } from "./admin-client";
import { startFakeStripe, startShopServer, stripeCharged } from "./shop-stripe-harness";

// Coupons in the shop (issue 31 §5, decision 045) over HTTP against the built server with Stripe
// standing in on a local port, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: her coupon form
// refused in words; the cart's check answers in words; a checkout with a coupon, tax and shipping
// asks Stripe for exactly the order's total; 20 checkouts racing for the last use: one gets it.

const WEBHOOK_SECRET = "whsec_shop_coupons";

const COUPON = BLANK_COUPON;

describe.each(databaseKinds)("shop coupons on %s", (kind) => {
  let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
  let shop: Awaited<ReturnType<typeof startShopServer>>;
  let server: TestServer;
  let app: AppDatabase;
  let session: { cookie: string; csrf: string };

  beforeAll(async () => {
    stripeApi = await startFakeStripe("coupon");
    shop = await startShopServer(
      kind,
      { url: stripeApi.url, webhookSecret: WEBHOOK_SECRET },
      { PAYMENT_RATE_LIMIT_MAX: "1000" },
    );
    ({ server, app, session } = shop);
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
    await stripeApi?.close();
  });

  const post = (path: string, fields: Record<string, string>) => shop.postForm(path, fields);
  const newCoupon = (fields: Record<string, string>) =>
    post("/admin/coupons/new", { intent: "create", ...COUPON, ...fields });
  const json = (path: string, body: Record<string, unknown>) => shop.postJson(path, body);
  const coupon = (code: string) =>
    app.db.selectFrom("coupons").selectAll().where("code", "=", code).executeTakeFirstOrThrow();
  const items = [
    { id: "pink-peonies-8x10", quantity: 2 },
    { id: "vintage-roses-11x14", quantity: 1 },
  ];

  it("refuses her coupon form in words, and a code already taken", async () => {
    const res = await newCoupon({
      code: "spring 10!",
      percentOff: "150",
      maxUses: "0",
      startsOn: "2026-12-31",
      endsOn: "2026-12-01",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Use 3 to 30 letters and digits, with no spaces or symbols.");
    expect(html).toContain("Enter a whole percent from 1 to 100.");
    expect(html).toContain("Enter a whole number of uses of at least 1, or leave it empty for no limit.");
    expect(html).toContain("The last day cannot be before the first day.");
    const amount = await newCoupon({ code: "TENOFF", kind: "amount", amountOff: "ten" });
    expect(amount.status).toBe(400);
    expect(await amount.text()).toContain("Enter an amount in dollars, e.g. 10.00.");

    const made = await newCoupon({ code: "save10", percentOff: "10" });
    expect(made.status).toBe(302);
    expect(made.headers.get("location")).toMatch(/^\/admin\/coupons\/\d+\?created=1$/);
    const again = await newCoupon({ code: "Save10", percentOff: "5" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("There is already a coupon with the code SAVE10.");
    expect((await app.db.selectFrom("coupons").selectAll().execute()).length).toBe(1);
    const list = await (await fetch(`${server.url}/admin/coupons`, { headers: { cookie: session.cookie } })).text();
    expect(list).toContain("SAVE10");
    expect(list).toContain("10% off");
  });

  it("answers the cart's Apply in plain words", async () => {
    expect((await newCoupon({ code: "OLD", percentOff: "10", endsOn: "2020-01-31" })).status).toBe(302);
    expect((await newCoupon({ code: "BIG", kind: "amount", amountOff: "20", minOrder: "200" })).status).toBe(302);
    expect((await newCoupon({ code: "GONE", percentOff: "10", maxUses: "1" })).status).toBe(302);
    await app.db.updateTable("coupons").set({ uses: 1 }).where("code", "=", "GONE").execute();
    const check = (code: string) => json("/functions/v1/check-coupon", { items, coupon: code });
    expect((await check("nope")).body.error).toBe("No such code.");
    expect((await check("old")).body.error).toBe("This code has expired.");
    expect((await check("BIG")).body.error).toBe("This code needs an order of $200.00 or more.");
    expect((await check("gone")).body.error).toBe("This code has been used up.");
    const ok = await check(" save10 ");
    expect(ok.status).toBe(200);
    expect(ok.body.coupon).toMatchObject({ code: "SAVE10", kind: "percent", percentOff: 10, category: null });
    // The checkout refuses the same way.
    expect(await json("/functions/v1/create-payment", { items, coupon: "old" })).toMatchObject({
      status: 400,
      body: { error: "This code has expired." },
    });
  });

  it("checks out with a coupon, tax and shipping: Stripe is asked for exactly the order's total", async () => {
    const { version } = await app.db.selectFrom("site_settings").select("version").executeTakeFirstOrThrow();
    const saved = await post("/admin/site-settings", {
      version: String(version),
      ...SITE_SETTINGS_FORM,
      salesTaxRate: "8.6",
      shopTax: "on",
      shopTaxShipping: "on",
      shippingFlat: "8",
      shippingPerExtra: "2.50",
      shippingFreeOver: "500",
    });
    expect(saved.status).toBe(200);
    stripeApi.calls.length = 0;
    // $145.00 of prints − 10 % ($14.50) = $130.50; shipping $13.00; tax 8.6 % of $143.50 = $12.341 → $12.34.
    const res = await json("/functions/v1/create-payment", { items, coupon: "save10" });
    expect(res.status).toBe(200);
    const couponCall = stripeApi.calls.find((c) => c.path.startsWith("/v1/coupons"))!;
    expect(Object.fromEntries(couponCall.form)).toMatchObject({
      amount_off: "1450",
      currency: "usd",
      duration: "once",
      name: "Discount (SAVE10)",
    });
    const stripe = stripeApi.calls.find((c) => c.path.startsWith("/v1/checkout/sessions"))!.form;
    expect(stripe.get("discounts[0][coupon]")).toMatch(/^co_test_/);
    const charged = stripeCharged(stripe, couponCall.form);
    const order = await app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(order).toMatchObject({ coupon_code: "SAVE10" });
    expect(Number(order.discount_cents)).toBe(1450);
    expect(Number(order.tax_cents)).toBe(1234);
    expect(Number(order.total_cents)).toBe(14_500 - 1450 + 1300 + 1234);
    expect(charged).toBe(Number(order.total_cents));
    expect(Number((await coupon("SAVE10")).uses)).toBe(1);

    // Paid at Stripe's total: the order, both mails, her order page and the CSV show the discount.
    const payload = JSON.stringify({
      id: "evt_coupon_paid",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: order.payment_session_id,
          object: "checkout.session",
          payment_status: "paid",
          amount_total: charged,
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
    expect(await shop.stripeEvent(payload)).toMatchObject({ completed: true });
    for (const to of ["buyer@example.com", "studio@example.com"]) {
      const mail = await mailTo(server.dataDir, to, (m) => m.body.includes(`#${order.id}`));
      expect(mail.body).toContain("Subtotal: $145.00");
      expect(mail.body).toContain("Discount (SAVE10): -$14.50");
      expect(mail.body).toContain("Sales tax (8.6%): $12.34");
      expect(mail.body).toMatch(/Total( paid)?: \$155\.84/);
    }
    const desk = await (
      await fetch(`${server.url}/admin/orders/${order.id}`, { headers: { cookie: session.cookie } })
    ).text();
    expect(desk).toContain("Discount (SAVE10)");
    expect(desk).toContain("-$14.50");
    const year = new Date(Date.now() - 7 * 3_600_000).getUTCFullYear();
    const csv = await (
      await fetch(`${server.url}/admin/exports/payments.csv?year=${year}`, { headers: { cookie: session.cookie } })
    ).text();
    const row = csv.split("\n").find((line) => line.includes(`Shop order #${order.id}:`)) ?? "";
    expect(row).toContain("Discount (SAVE10) -$14.50");
    expect(row).toContain("155.84");
  });

  it("gives the last use to exactly one of 20 racing checkouts, and an unpaid order gives it back", async () => {
    expect((await newCoupon({ code: "LAST", kind: "amount", amountOff: "5", maxUses: "3" })).status).toBe(302);
    await app.db.updateTable("coupons").set({ uses: 2 }).where("code", "=", "LAST").execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => json("/functions/v1/create-payment", { items, coupon: "LAST" })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 400, body: { error: "This code has been used up." } });
    const last = await coupon("LAST");
    expect(Number(last.uses)).toBe(3);
    const held = await app.db.selectFrom("coupon_uses").selectAll().where("coupon_id", "=", last.id).execute();
    expect(held).toHaveLength(1);
    const order = await app.db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", held[0]!.order_id)
      .executeTakeFirstOrThrow();
    expect(order.coupon_code).toBe("LAST");

    // Its checkout expires unpaid: the use comes back.
    const payload = JSON.stringify({
      id: "evt_coupon_expired",
      object: "event",
      type: "checkout.session.expired",
      data: {
        object: { id: order.payment_session_id, object: "checkout.session", metadata: { order_id: String(order.id) } },
      },
    });
    expect(await shop.stripeEvent(payload)).toMatchObject({ failed: true });
    expect(Number((await coupon("LAST")).uses)).toBe(2);
    expect(await app.db.selectFrom("coupon_uses").selectAll().where("coupon_id", "=", last.id).execute()).toEqual([]);
  });
});
