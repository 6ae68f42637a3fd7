import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/server/db/db.server";
import { BLANK_COUPON } from "~/shared/shop/coupon.schema";
import { BLANK_GIFT_CARD } from "~/shared/shop/gift-card.schema";
import { databaseKinds } from "../helpers/databases";
import { mailTo } from "../helpers/outbox";
import type { TestServer } from "../helpers/server";
import { SITE_SETTINGS_FORM, textOf } from "./admin-client";
import { startFakeStripe, startShopServer, stripeCharged } from "./shop-stripe-harness";

// Gift cards in the shop (issue 31 §6, decision 046) over HTTP against the built server with Stripe
// standing in on a local port, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: her screens
// refuse bad input with 400s in words; the cart's check shows the balance and what applies; a
// checkout with a coupon, shipping, tax and a gift card asks Stripe for exactly the server's
// remainder and completes on it; an order the card pays in full completes with no Stripe session;
// 50 carts racing for the last dollar: one gets it.

const WEBHOOK_SECRET = "whsec_shop_gift_cards";

describe.each(databaseKinds)("shop gift cards on %s", (kind) => {
  let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
  let shop: Awaited<ReturnType<typeof startShopServer>>;
  let server: TestServer;
  let app: AppDatabase;
  let session: { cookie: string; csrf: string };

  beforeAll(async () => {
    stripeApi = await startFakeStripe("giftcard");
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
  const page = async (path: string) =>
    (await fetch(`${server.url}${path}`, { headers: { cookie: session.cookie } })).text();
  const issue = async (fields: Record<string, string>) => {
    const res = await post("/admin/gift-cards/new", {
      intent: "issue",
      ...BLANK_GIFT_CARD,
      recipientName: "Rosa Díaz",
      recipientEmail: "rosa@example.com",
      ...fields,
    });
    expect(res.status).toBe(302);
    const id = Number(/\/admin\/gift-cards\/(\d+)\?created=1$/.exec(res.headers.get("location") ?? "")?.[1]);
    return app.db.selectFrom("gift_cards").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  };
  const json = (path: string, body: Record<string, unknown>) => shop.postJson(path, body);
  const cardRow = (id: number) =>
    app.db.selectFrom("gift_cards").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const items = [
    { id: "pink-peonies-8x10", quantity: 2 },
    { id: "vintage-roses-11x14", quantity: 1 },
  ];
  const webhook = (payload: string) => shop.stripeEvent(payload);

  it("refuses her screens' bad input with 400s in words, keeps her amounts, and lists a card masked", async () => {
    const bad = await post("/admin/gift-cards/new", {
      intent: "issue",
      ...BLANK_GIFT_CARD,
      amount: "custom",
      customAmount: "1,000,000",
      recipientEmail: "rosa@",
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Enter an amount from $5.00 to $5,000.00.");
    expect(html).toContain("Enter the recipient&#x27;s name, as the card will greet them.");
    expect(html).toContain("Enter the recipient&#x27;s e-mail address, e.g. name@example.com: the card is sent there.");
    const notOffered = await post("/admin/gift-cards/new", { intent: "issue", ...BLANK_GIFT_CARD, amount: "7500" });
    expect(notOffered.status).toBe(400);
    expect(await notOffered.text()).toContain("Choose one of your amounts, or a custom amount.");

    const amounts = await post("/admin/gift-cards/new", { intent: "amounts", amounts: "25, fifty" });
    expect(amounts.status).toBe(400);
    expect(await amounts.text()).toContain("&quot;fifty&quot; is not an amount in dollars: e.g. 50, 100, 250.");
    expect((await post("/admin/gift-cards/new", { intent: "amounts", amounts: "75, 25, 150" })).status).toBe(200);
    expect(await page("/admin/gift-cards/new")).toContain("25.00, 75.00, 150.00");
    const card = await issue({ amount: "7500" });
    expect(Number(card.amount_cents)).toBe(7500);

    const list = await page("/admin/gift-cards");
    expect(list).toContain(`••••-••••-${card.code.slice(-4)}`);
    expect(list).not.toContain(card.code);
    expect(list).toContain("$75.00");
    const cardPage = await page(`/admin/gift-cards/${card.id}`);
    expect(cardPage).toContain(card.code);
    expect(cardPage).toContain("Balance $75.00");
    const unconfirmed = await post(`/admin/gift-cards/${card.id}`, { intent: "cancel" });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Tick this box to confirm.");
    expect((await post(`/admin/gift-cards/${card.id}`, { intent: "resend" })).status).toBe(200);
    expect((await post(`/admin/gift-cards/${card.id}`, { intent: "cancel", confirm: "yes" })).status).toBe(200);
    expect(Number((await cardRow(card.id)).balance_cents)).toBe(0);
    expect((await post(`/admin/gift-cards/${card.id}`, { intent: "cancel", confirm: "yes" })).status).toBe(400);
    expect((await post(`/admin/gift-cards/${card.id}`, { intent: "resend" })).status).toBe(400);
    expect((await fetch(`${server.url}/admin/gift-cards/99999`, { headers: { cookie: session.cookie } })).status).toBe(
      404,
    );
    expect(await json("/functions/v1/check-gift-card", { items, giftCard: card.code })).toMatchObject({
      status: 400,
      body: { error: "This gift card has been cancelled." },
    });
    expect(await json("/functions/v1/check-gift-card", { items, giftCard: "nope" })).toMatchObject({
      status: 400,
      body: { error: "No gift card has this code: check the code on the card." },
    });
  });

  it("checks out with a coupon, shipping, tax and a gift card: Stripe charges exactly the server's remainder", async () => {
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
    expect(
      (await post("/admin/coupons/new", { intent: "create", ...BLANK_COUPON, code: "SAVE10", percentOff: "10" }))
        .status,
    ).toBe(302);
    const card = await issue({ amount: "2500" });
    // $145.00 − 10 % ($14.50) = $130.50; shipping $13.00; tax 8.6 % of $143.50 → $12.34; total $155.84.
    // The card's $25.00 comes off after all of it: $130.84 is left for Stripe.
    const check = await json("/functions/v1/check-gift-card", {
      items,
      coupon: "save10",
      giftCard: card.code.toLowerCase(),
    });
    expect(check).toMatchObject({
      status: 200,
      body: { giftCard: { code: card.code, balanceCents: 2500, appliesCents: 2500 } },
    });
    stripeApi.calls.length = 0;
    // The browser names only the code: an amount it sends is not read.
    const res = await json("/functions/v1/create-payment", {
      items,
      coupon: "save10",
      giftCard: card.code,
      giftCardCents: 15_584,
    });
    expect(res.status).toBe(200);
    const couponCall = stripeApi.calls.find((c) => c.path.startsWith("/v1/coupons"))!;
    expect(Object.fromEntries(couponCall.form)).toMatchObject({
      amount_off: String(1450 + 2500),
      currency: "usd",
      name: "Discount (SAVE10) + Gift card",
    });
    const stripe = stripeApi.calls.find((c) => c.path.startsWith("/v1/checkout/sessions"))!.form;
    expect(stripe.has("shipping_options[0][shipping_rate_data][fixed_amount][amount]")).toBe(false);
    const charged = stripeCharged(stripe, couponCall.form);
    const order = await app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(Number(order.total_cents)).toBe(15_584);
    expect(Number(order.gift_card_cents)).toBe(2500);
    expect(order.gift_card_code).toBe(card.code);
    expect(charged).toBe(15_584 - 2500);
    expect(Number((await cardRow(card.id)).balance_cents)).toBe(0);

    // Stripe's word at the full total (not what is due) is refused; at the remainder, paid.
    const paid = (amount: number, id: string) =>
      JSON.stringify({
        id,
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: {
            id: order.payment_session_id,
            object: "checkout.session",
            payment_status: "paid",
            payment_intent: "pi_gc_paid",
            amount_total: amount,
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
    expect(await webhook(paid(15_584, "evt_gc_wrong"))).toMatchObject({ completed: false, reason: "amount-mismatch" });
    expect(await webhook(paid(charged, "evt_gc_paid"))).toMatchObject({ completed: true });
    const masked = `Gift card (••••-••••-${card.code.slice(-4)})`;
    for (const to of ["buyer@example.com", "studio@example.com"]) {
      const mail = await mailTo(server.dataDir, to, (m) => m.body.includes(`#${order.id}`));
      expect(mail.body).toContain("Discount (SAVE10): -$14.50");
      expect(mail.body).toContain("Sales tax (8.6%): $12.34");
      expect(mail.body).toContain("Total: $155.84");
      expect(mail.body).toContain(`${masked}: -$25.00`);
      expect(mail.body).toMatch(/(Paid by card|Charged to card): \$130\.84/);
    }
    const desk = await page(`/admin/orders/${order.id}`);
    expect(desk).toContain(masked);
    expect(desk).toContain("-$25.00");
    expect(desk).toContain("$130.84");
    // Before she confirms, the desk says where the money goes: Stripe's charge first, then the card.
    const deskText = textOf(desk);
    expect(deskText).toContain(
      `A gift card (••••-••••-${card.code.slice(-4)}) paid part of this order. A refund goes back to the card payment first ($130.84 left to give back there), then onto the gift card ($25.00 left).`,
    );
    expect(deskText).toContain(
      "Refund everything left, shipping included ($130.84 to the card payment, $25.00 back on the gift card)",
    );
    // Refunding it all: Stripe is asked for exactly what it took, the gift card gets its $25 back.
    const refund = await post(`/admin/orders/${order.id}`, { intent: "refund", kind: "full", confirm: "yes" });
    expect(refund.status).toBe(200);
    const refunds = stripeApi.calls.filter((c) => c.path.startsWith("/v1/refunds"));
    expect(refunds.map((c) => c.form.get("amount"))).toEqual(["13084"]);
    expect(Number((await cardRow(card.id)).balance_cents)).toBe(2500);
    const refundMail = await mailTo(server.dataDir, "buyer@example.com", (m) =>
      (m.headers.subject ?? "").includes("refund"),
    );
    expect(refundMail.body).toContain("$130.84 goes back to the card you paid with");
    expect(refundMail.body).toContain(
      `$25.00 is back on your gift card ••••-••••-${card.code.slice(-4)}, its balance is now $25.00.`,
    );
    const refunded = textOf(await page(`/admin/orders/${order.id}`));
    expect(refunded).toMatch(/\$155\.84 +refunded +— +the whole order/);
    expect(refunded).toContain("($130.84 to the card payment, $25.00 back on the gift card)");
    const year = new Date(Date.now() - 7 * 3_600_000).getUTCFullYear();
    const csv = await page(`/admin/exports/payments.csv?year=${year}`);
    const row = csv.split("\n").find((line) => line.includes(`Shop order #${order.id}:`)) ?? "";
    expect(row).toContain(`${masked} paid $25.00, card $130.84`);
    const refundRow = csv.split("\n").find((line) => line.includes(`Shop order #${order.id} refund`)) ?? "";
    expect(refundRow).toContain(`${masked} $25.00 back, card $130.84`);
    expect(refundRow).toContain("155.84");
    // The card's page shows the order and the refund in its ledger.
    const cardPage = await page(`/admin/gift-cards/${card.id}`);
    expect(cardPage).toContain(`#${order.id}`);
    expect(textOf(cardPage)).toContain("Refunded to the card");
    expect(cardPage).toContain("Balance $25.00");
  });

  it("completes an order the card pays in full with no Stripe session, and puts the value back when left", async () => {
    const card = await issue({ amount: "custom", customAmount: "250" });
    stripeApi.calls.length = 0;
    const res = await json("/functions/v1/create-payment", { items, giftCard: card.code });
    expect(res.status).toBe(200);
    expect(stripeApi.calls).toEqual([]);
    const order = await app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payment_provider: "giftcard", status: "pending" });
    expect(Number(order.gift_card_cents)).toBe(Number(order.total_cents));
    expect(res.body.url).toBe(`${server.url}/gift-card-checkout/${order.id}?token=${order.access_token}`);
    expect(Number((await cardRow(card.id)).balance_cents)).toBe(25_000 - Number(order.total_cents));
    const checkoutPage = await (await fetch(res.body.url!)).text();
    expect(checkoutPage).toContain("Paid by gift card");
    expect(checkoutPage).not.toContain("Test checkout — no card is charged");
    // A wrong token opens nothing.
    expect((await fetch(`${server.url}/gift-card-checkout/${order.id}?token=nope`)).status).toBe(404);

    const form = (fields: Record<string, string>) =>
      fetch(res.body.url!, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const refused = await form({ intent: "pay", email: "buyer@" });
    expect(refused.status).toBe(400);
    const done = await form({
      intent: "pay",
      email: "full@example.com",
      name: "Full Buyer",
      line1: "2 Roosevelt St",
      city: "Phoenix",
      state: "AZ",
      postalCode: "85004",
    });
    expect(done.status).toBe(302);
    const after = await app.db.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(after.status).toBe("paid");
    const receipt = await mailTo(server.dataDir, "full@example.com", (m) => m.body.includes(`#${order.id}`));
    expect(receipt.body).toContain("Paid in full by gift card");

    // A second order the card pays in full, left on its page: the order fails and the value comes back.
    const before = Number((await cardRow(card.id)).balance_cents);
    const second = await json("/functions/v1/create-payment", {
      items: [{ id: "pink-peonies-8x10", quantity: 1 }],
      giftCard: card.code,
    });
    expect(Number((await cardRow(card.id)).balance_cents)).toBeLessThan(before);
    const left = await fetch(second.body.url!, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "cancel" }),
    });
    expect(left.status).toBe(302);
    expect(Number((await cardRow(card.id)).balance_cents)).toBe(before);
  });

  it("gives the last dollar to exactly one of 50 racing carts, and an expired checkout gives it back", async () => {
    const card = await issue({ amount: "2500" });
    await app.db.updateTable("gift_cards").set({ balance_cents: 100 }).where("id", "=", card.id).execute();
    await app.db
      .insertInto("gift_card_entries")
      .values({ gift_card_id: card.id, kind: "redeemed", amount_cents: -2400, order_id: null })
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => json("/functions/v1/create-payment", { items, giftCard: card.code })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(49);
    const redeemed = await app.db
      .selectFrom("gift_card_entries")
      .selectAll()
      .where("gift_card_id", "=", card.id)
      .where("kind", "=", "redeemed")
      .where("order_id", "is not", null)
      .execute();
    expect(redeemed).toHaveLength(1);
    expect(Number(redeemed[0]!.amount_cents)).toBe(-100);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer.body.error).toMatch(
        /^(This gift card has no balance left\.|This gift card's balance changed meanwhile; please apply it again\.)$/,
      );
    // Every cart refused was refused whole: no order without its card, no card overspent.
    expect(Number((await cardRow(card.id)).balance_cents)).toBe(0);

    const order = await app.db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", redeemed[0]!.order_id!)
      .executeTakeFirstOrThrow();
    const expired = JSON.stringify({
      id: "evt_gc_expired",
      object: "event",
      type: "checkout.session.expired",
      data: {
        object: { id: order.payment_session_id, object: "checkout.session", metadata: { order_id: String(order.id) } },
      },
    });
    expect(await webhook(expired)).toMatchObject({ failed: true });
    expect(Number((await cardRow(card.id)).balance_cents)).toBe(100);
  });
});
