import { beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/server/db/db.server";
import { SOLD_GIFT_CARD_REFUND } from "~/server/orders/refund-planning.server";
import { BLANK_COUPON } from "~/shared/shop/coupon.schema";
import { BLANK_GIFT_CARD } from "~/shared/shop/gift-card.schema";
import { GIFT_CARD_AMOUNT_NOT_SOLD, GIFT_CARD_PAYS_NO_GIFT_CARD } from "~/shared/shop/gift-card-sale";
import { databaseKinds } from "../helpers/databases";
import { mailTo } from "../helpers/outbox";
import type { TestServer } from "../helpers/server";
import {
  checkoutSessionEvent,
  saveShopCharges,
  shopOnFakeStripe,
  stripeCharged,
  TAXED_AND_SHIPPED,
} from "./shop-stripe-harness";

// Gift cards sold in the shop (issue 31 §6, decision 051) over HTTP against the built server with
// Stripe standing in on a local port, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a cart of
// a print and two cards is priced to the cent (the print taxed and shipped, the cards not, no
// coupon on them); an amount she does not sell is refused in words; the payment issues exactly the
// order's cards once, however often it is confirmed, and mails each recipient the card's PDF; an
// order that expires issues none.

const giftCard = (id: string, amountCents: number, name: string, email: string) => ({
  id: `gift-card-${id}`,
  quantity: 1,
  title: "whatever the browser says",
  price: "$0.01",
  giftCard: {
    amountCents,
    recipientName: name,
    recipientEmail: email,
    message: "Happy anniversary!",
    fromName: "Maria",
  },
});
const PRINT = { id: "pink-peonies-8x10", quantity: 1 };
/** An 8x10 print ($45.00), a $50.00 card for Ana and a $100.00 card for Ben; `tail` keeps the line ids apart. */
const printAndTwoCards = (tail: string) => [
  PRINT,
  giftCard(`ana${tail}`, 5000, "Ana", "ana@example.com"),
  giftCard(`ben${tail}`, 10_000, "Ben", "ben@example.com"),
];

describe.each(databaseKinds)("gift cards sold in the shop on %s", (kind) => {
  const started = shopOnFakeStripe(kind, "giftsale", { PAYMENT_RATE_LIMIT_MAX: "1000" });
  let stripeApi: (typeof started)["stripeApi"];
  let shop: (typeof started)["shop"];
  let server: TestServer;
  let app: AppDatabase;
  let session: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ stripeApi, shop } = started);
    ({ server, app, session } = shop);
    await saveShopCharges(shop, TAXED_AND_SHIPPED);
  });

  const json = (path: string, body: Record<string, unknown>) => shop.postJson(path, body);
  const page = async (path: string) =>
    (await fetch(`${server.url}${path}`, { headers: { cookie: session.cookie } })).text();
  const lastOrder = () => app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  const soldCards = (orderId: number) =>
    app.db.selectFrom("gift_cards").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
  const sessionEvent = (
    order: { id: number; payment_session_id: string | null },
    type: string,
    amountCents: number,
    id: string,
  ) => shop.stripeEvent(checkoutSessionEvent(order, { id, type, amountCents, email: "maria@example.com" }));

  it("prices a print and two gift cards to the cent: the print taxed and shipped, the cards not", async () => {
    const items = printAndTwoCards("00001");
    stripeApi.calls.length = 0;
    const res = await json("/functions/v1/create-payment", { items });
    expect(res.status).toBe(200);
    // $45.00 print + $8.00 shipping (one item shipped); tax 8.6 % of $53.00 = $4.558 → $4.56;
    // the cards $50.00 + $100.00 at face value: $207.56.
    const order = await lastOrder();
    expect(Number(order.shipping_cents)).toBe(800);
    expect(Number(order.tax_cents)).toBe(456);
    expect(Number(order.total_cents)).toBe(20_756);
    const lines = await app.db
      .selectFrom("order_lines")
      .selectAll()
      .where("order_id", "=", order.id)
      .orderBy("position")
      .execute();
    expect(lines.map((l) => [l.title, Number(l.unit_cents), l.size])).toEqual([
      [expect.any(String), 4500, "8x10"],
      ["Gift card for Ana (ana@example.com)", 5000, "Gift card"],
      ["Gift card for Ben (ben@example.com)", 10_000, "Gift card"],
    ]);
    const stripe = stripeApi.calls.find((c) => c.path.startsWith("/v1/checkout/sessions"))!.form;
    expect(stripeCharged(stripe)).toBe(20_756);

    // A coupon takes nothing off the cards: 10 % of the print alone; the tax follows.
    expect(
      (
        await shop.postForm("/admin/coupons/new", {
          intent: "create",
          ...BLANK_COUPON,
          code: "TENOFF",
          percentOff: "10",
        })
      ).status,
    ).toBe(302);
    expect((await json("/functions/v1/create-payment", { items, coupon: "TENOFF" })).status).toBe(200);
    const discounted = await lastOrder();
    expect(Number(discounted.discount_cents)).toBe(450);
    // $40.50 + $8.00 = $48.50 taxed → $4.17; + $150.00 of cards = $202.67.
    expect(Number(discounted.tax_cents)).toBe(417);
    expect(Number(discounted.total_cents)).toBe(20_267);

    // A cart of only gift cards: no delivery, no address asked, no tax.
    stripeApi.calls.length = 0;
    expect((await json("/functions/v1/create-payment", { items: [items[1]], shipping: "ship" })).status).toBe(200);
    const cardsOnly = await lastOrder();
    expect(cardsOnly).toMatchObject({ shipping_choice: null });
    expect(Number(cardsOnly.total_cents)).toBe(5000);
    expect(Number(cardsOnly.tax_cents)).toBe(0);
    const onlyCards = stripeApi.calls.find((c) => c.path.startsWith("/v1/checkout/sessions"))!.form;
    expect([...onlyCards.keys()].some((k) => k.startsWith("shipping_address_collection"))).toBe(false);
    expect(stripeCharged(onlyCards)).toBe(5000);
  });

  it("refuses an amount she does not sell, a second card on one line and a gift card paying for gift cards, in words", async () => {
    const before = Number(
      (
        await app.db
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const notSold = await json("/functions/v1/create-payment", {
      items: [PRINT, giftCard("odd00001", 7500, "Ana", "ana@example.com")],
    });
    expect(notSold).toMatchObject({ status: 400, body: { error: GIFT_CARD_AMOUNT_NOT_SOLD } });
    const twice = await json("/functions/v1/create-payment", {
      items: [{ ...giftCard("two00001", 5000, "Ana", "ana@example.com"), quantity: 2 }],
    });
    expect(twice).toMatchObject({
      status: 400,
      body: { error: "A gift card is sold one per line: add another card for each recipient." },
    });
    const noEmail = await json("/functions/v1/create-payment", {
      items: [giftCard("bad00001", 5000, "Ana", "ana@")],
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toContain("Enter the recipient's e-mail address");
    const count = Number(
      (
        await app.db
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(count).toBe(before);

    const issued = await shop.postForm("/admin/gift-cards/new", {
      intent: "issue",
      ...BLANK_GIFT_CARD,
      amount: "25000",
      recipientName: "Rosa",
      recipientEmail: "rosa@example.com",
    });
    expect(issued.status).toBe(302);
    const card = await app.db
      .selectFrom("gift_cards")
      .selectAll()
      .where("recipient_email", "=", "rosa@example.com")
      .executeTakeFirstOrThrow();
    const onlyCards = [giftCard("pay00001", 5000, "Ana", "ana@example.com")];
    expect(await json("/functions/v1/check-gift-card", { items: onlyCards, giftCard: card.code })).toMatchObject({
      status: 400,
      body: { error: GIFT_CARD_PAYS_NO_GIFT_CARD },
    });
    expect(await json("/functions/v1/create-payment", { items: onlyCards, giftCard: card.code })).toMatchObject({
      status: 400,
      body: { error: GIFT_CARD_PAYS_NO_GIFT_CARD },
    });
    // With a print beside it, the card pays the print's part ($45 + $8 + $4.56) and no more.
    const mixed = [PRINT, ...onlyCards];
    expect(await json("/functions/v1/check-gift-card", { items: mixed, giftCard: card.code })).toMatchObject({
      status: 200,
      body: { giftCard: { appliesCents: 5756 } },
    });
  });

  it("issues exactly the order's cards once when paid, however often confirmed, and mails each its PDF", async () => {
    const items = printAndTwoCards("00002");
    stripeApi.calls.length = 0;
    expect((await json("/functions/v1/create-payment", { items })).status).toBe(200);
    const order = await lastOrder();
    expect(await soldCards(Number(order.id))).toEqual([]);
    const total = Number(order.total_cents);
    // The webhook and a retried (or second) event at once: one completes, the other finds it paid.
    const answers = await Promise.all([
      sessionEvent(order, "checkout.session.completed", total, "evt_sale_1"),
      sessionEvent(order, "checkout.session.completed", total, "evt_sale_2"),
    ]);
    expect(answers.map((a: { completed: boolean }) => a.completed).sort()).toEqual([false, true]);
    expect(await sessionEvent(order, "checkout.session.completed", total, "evt_sale_3")).toMatchObject({
      completed: false,
    });
    const cards = await soldCards(Number(order.id));
    expect(cards.map((c) => [Number(c.amount_cents), Number(c.balance_cents), c.recipient_email, c.from_name])).toEqual(
      [
        [5000, 5000, "ana@example.com", "Maria"],
        [10_000, 10_000, "ben@example.com", "Maria"],
      ],
    );
    expect(cards.map((c) => Number(c.order_line_position))).toEqual([1, 2]);
    const entries = await app.db
      .selectFrom("gift_card_entries")
      .selectAll()
      .where(
        "gift_card_id",
        "in",
        cards.map((c) => c.id),
      )
      .execute();
    expect(entries.map((e) => [e.kind, Number(e.amount_cents)]).sort()).toEqual([
      ["issued", 10_000],
      ["issued", 5000],
    ]);

    for (const [card, email] of [
      [cards[0]!, "ana@example.com"],
      [cards[1]!, "ben@example.com"],
    ] as const) {
      const mail = await mailTo(server.dataDir, email, (m) => m.body.includes(card.code), 30_000);
      expect(mail.headers.subject).toContain("Maria sent you a");
      expect(mail.raw).toContain("Content-Disposition: attachment; filename=gift-card.pdf");
      expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
      // The attachment is a PDF ("%PDF" in base64).
      expect(mail.raw).toContain("JVBERi");
    }
    const masked = (code: string) => `••••-••••-${code.slice(-4)}`;
    const receipt = await mailTo(server.dataDir, "maria@example.com", (m) => m.body.includes(`#${order.id}`));
    expect(receipt.body).toContain(
      `Card ${masked(cards[0]!.code)} is on its way by e-mail to ana@example.com (from Maria)`,
    );
    expect(receipt.body).not.toContain(cards[0]!.code);

    // Its charge as a webhook carrying the payment intent stores it, so the desk can refund it.
    await app.db.updateTable("orders").set({ payment_ref: "pi_giftsale_2" }).where("id", "=", order.id).execute();
    const desk = await page(`/admin/orders/${order.id}`);
    expect(desk).toContain(`/admin/gift-cards/${cards[0]!.id}`);
    expect(desk).toContain(`Card ${masked(cards[1]!.code)}`);
    expect(desk).not.toContain(cards[1]!.code);
    // The refund form offers the print, not the cards it sold (the server refuses them, decision 051),
    // nor the whole order; it says how to give a card's value back instead.
    expect(desk).toContain('name="qty-0"');
    expect(desk).not.toContain('name="qty-1"');
    expect(desk).not.toContain('name="qty-2"');
    expect(desk).not.toContain("Refund everything left");
    expect(desk).toContain("cancel the card on its page under Gift cards");
    const list = await page("/admin/gift-cards");
    expect(list).toContain("Bought in the shop");
    expect(list).toContain(`/admin/orders/${order.id}`);
    const slip = await page(`/admin/orders/${order.id}/packing-slip`);
    expect(slip).not.toContain("Gift card for");
    const year = new Date(Date.now() - 7 * 3_600_000).getUTCFullYear();
    const csv = await page(`/admin/exports/payments.csv?year=${year}`);
    const row = csv.split("\n").find((line) => line.includes(`Shop order #${order.id}:`)) ?? "";
    expect(row).toContain("Gift card sale $50.00 (not taxed): Gift card for Ana (ana@example.com)");

    const calls = stripeApi.calls.length;
    const refund = await shop.postForm(`/admin/orders/${order.id}`, { intent: "refund", kind: "full", confirm: "yes" });
    expect(refund.status).toBe(409);
    expect(await refund.text()).toContain(SOLD_GIFT_CARD_REFUND.slice(0, 60));
    expect(stripeApi.calls.length).toBe(calls);
  });

  it("issues nothing for an order whose checkout expires", async () => {
    expect(
      (await json("/functions/v1/create-payment", { items: [giftCard("exp00001", 5000, "Ana", "ana@example.com")] }))
        .status,
    ).toBe(200);
    const order = await lastOrder();
    await sessionEvent(order, "checkout.session.expired", 5000, "evt_sale_expired");
    expect((await lastOrder()).status).toBe("failed");
    // Paid late after expiring: still nothing.
    expect(await sessionEvent(order, "checkout.session.completed", 5000, "evt_sale_late")).toMatchObject({
      completed: false,
    });
    expect(await soldCards(Number(order.id))).toEqual([]);
  });
});
