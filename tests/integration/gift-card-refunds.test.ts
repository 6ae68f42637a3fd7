import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refundOrder } from "~/server/orders/refund-order.server";
import { createOrder, markPaid } from "~/server/orders/order-writes.server";
import type { PaymentProvider, RefundRequest } from "~/server/payments/payment-types";
import { cancelGiftCard, giftCardEntries, giftCardFromUrl } from "~/server/shop/gift-cards.server";
import { issueGiftCard } from "~/server/shop/gift-card-issue.server";
import { refundToGiftCard } from "~/server/shop/gift-card-redemptions.server";
import { BLANK_GIFT_CARD } from "~/shared/shop/gift-card.schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { checkedBalance } from "./gift-card-fixtures";

// Refunds of shop orders a gift card paid for, in process on SQLite and PostgreSQL (issue 31 §7,
// decision 047 amendment 2): the card payment gets its part back first and the rest goes back on
// the gift card, by a "refunded" ledger entry in the transaction that records the refund; an order
// the card paid wholly never asks the provider; two simultaneous clicks give back once; a provider
// failure gives back nothing on either side; the buyer's mail says where each part went.

const ACTOR = "studio@example.com";

describe.each(databaseKinds)("refunds of gift-card orders on %s", (kind) => {
  let database: TestDatabase;
  const asked: RefundRequest[] = [];
  let failing = false;
  // The provider stands in for Stripe: it records what it is asked and answers after a moment
  // (so a second click overlaps the first), or refuses.
  const provider = {
    name: "test",
    async refund(request: RefundRequest) {
      asked.push(request);
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (failing) throw new Error("card_declined");
      return { refundRef: `re_${asked.length}` };
    },
  } as unknown as PaymentProvider;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  const issue = async (amount: string) => {
    const made = await issueGiftCard(
      { ...BLANK_GIFT_CARD, amount, recipientName: "Rosa Díaz", recipientEmail: "rosa@example.com" },
      ACTOR,
      database.db,
    );
    if (!("id" in made)) throw new Error(JSON.stringify(made));
    return giftCardFromUrl(String(made.id), database.db);
  };
  /** A paid order of two prints (3 × $30 and 1 × $40 = $130), `giftCents` of it paid by the card. */
  const paidOrder = async (card: { id: number; code: string }, giftCents: number, paymentProvider = "test") => {
    const order = await createOrder(
      {
        lines: [
          {
            cartId: "pink-peonies-8x10",
            title: "Pink Peonies",
            size: "8x10",
            unitCents: 3000,
            quantity: 3,
            note: null,
          },
          {
            cartId: "desert-bloom-11x14",
            title: "Desert Bloom",
            size: "11x14",
            unitCents: 4000,
            quantity: 1,
            note: null,
          },
        ],
        paymentProvider,
        accessToken: `t-${Math.random()}`,
        giftCard: { id: card.id, code: card.code, cents: giftCents },
      },
      database.db,
    );
    await database.db.transaction().execute((trx) =>
      markPaid(
        {
          orderId: order.id,
          sessionId: `cs_${order.id}`,
          customerEmail: "buyer@example.com",
          paymentRef: paymentProvider === "giftcard" ? `gc_${order.id}` : `pi_${order.id}`,
          shippingAddress: null,
        },
        trx,
      ),
    );
    return order.id;
  };
  // The card's balance, checked against the sum of its ledger.
  const balance = (id: number) => checkedBalance(database.db, id);
  const refundMails = async (orderId: number) =>
    (
      await database.db
        .selectFrom("outbox")
        .select("text_body")
        .where("kind", "=", "order-refund")
        .where("related_id", "=", orderId)
        .orderBy("id")
        .execute()
    ).map((m) => m.text_body);
  const orderRow = (id: number) =>
    database.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const refundRows = (id: number) =>
    database.db.selectFrom("order_refunds").selectAll().where("order_id", "=", id).orderBy("id").execute();
  const refund = (id: number, request: Parameters<typeof refundOrder>[1]) =>
    refundOrder(id, request, provider, database);

  it("refunds a card + gift card order in parts: the card payment first, then the gift card, then the rest in full", async () => {
    const card = await issue("5000");
    // $130 order, $50 on the gift card, $80 charged to the card.
    const orderId = await paidOrder(card, 5000);
    expect(await balance(card.id)).toBe(0);
    asked.length = 0;

    // 2 × $30: all of it to the card payment ($80 left there).
    expect(await refund(orderId, { kind: "lines", lines: [{ position: 0, quantity: 2 }] })).toMatchObject({
      kind: "saved",
      notice: "Refunded $60.00. buyer@example.com will get an e-mail.",
    });
    expect(asked.map((r) => r.amountCents)).toEqual([6000]);
    expect(asked[0]!.paymentRef).toBe(`pi_${orderId}`);
    expect(await balance(card.id)).toBe(0);

    // The $40 print: $20 left on the card payment, $20 back on the gift card.
    const masked = `••••-••••-${card.code.slice(-4)}`;
    expect(await refund(orderId, { kind: "lines", lines: [{ position: 1, quantity: 1 }] })).toMatchObject({
      kind: "saved",
      notice: `Refunded $40.00 ($20.00 to the card payment, $20.00 back on gift card ${masked}). buyer@example.com will get an e-mail.`,
    });
    expect(asked.map((r) => r.amountCents)).toEqual([6000, 2000]);
    expect(await balance(card.id)).toBe(2000);

    // The rest ($30) in full: the provider is not asked at all, the card gets its last $30.
    expect(await refund(orderId, { kind: "full" })).toMatchObject({ kind: "saved" });
    expect(asked).toHaveLength(2);
    expect(await balance(card.id)).toBe(5000);
    const order = await orderRow(orderId);
    expect(order.status).toBe("refunded");
    expect(Number(order.refunded_cents)).toBe(13_000);
    const rows = await refundRows(orderId);
    expect(rows.map((r) => [r.status, Number(r.amount_cents), Number(r.gift_card_cents), r.provider])).toEqual([
      ["paid", 6000, 0, "test"],
      ["paid", 4000, 2000, "test"],
      ["paid", 3000, 3000, "giftcard"],
    ]);
    expect(rows[2]!.provider_ref).toBeNull();
    // Nothing more to give back on either side.
    expect(await refund(orderId, { kind: "full" })).toMatchObject({ kind: "refused", status: 400 });

    const entries = await giftCardEntries(card.id, database.db);
    expect(entries.map((e) => [e.kind, e.amountCents, e.orderId])).toEqual([
      ["issued", 5000, null],
      ["redeemed", -5000, orderId],
      ["refunded", 2000, orderId],
      ["refunded", 3000, orderId],
    ]);

    const mails = await refundMails(orderId);
    expect(mails).toHaveLength(3);
    expect(mails[0]).toContain("It goes back to the card you paid with");
    expect(mails[0]).not.toContain("gift card");
    expect(mails[1]).toContain("$20.00 goes back to the card you paid with");
    expect(mails[1]).toContain(`$20.00 is back on your gift card ${masked}, its balance is now $20.00.`);
    expect(mails[2]).not.toContain("card you paid with");
    expect(mails[2]).toContain(`$30.00 is back on your gift card ${masked}, its balance is now $50.00.`);
  });

  it("refunds an order the gift card paid wholly without asking the provider", async () => {
    const card = await issue("25000");
    const orderId = await paidOrder(card, 13_000, "giftcard");
    expect(await balance(card.id)).toBe(12_000);
    asked.length = 0;
    expect(await refund(orderId, { kind: "lines", lines: [{ position: 0, quantity: 1 }] })).toMatchObject({
      kind: "saved",
    });
    expect(await balance(card.id)).toBe(15_000);
    expect(await refund(orderId, { kind: "full" })).toMatchObject({ kind: "saved" });
    expect(asked).toEqual([]);
    expect(await balance(card.id)).toBe(25_000);
    expect((await orderRow(orderId)).status).toBe("refunded");
    const mails = await refundMails(orderId);
    expect(mails[1]).toContain("its balance is now $250.00.");
    expect(mails.join("\n")).not.toContain("card you paid with");
  });

  it("gives back once when she clicks twice", async () => {
    const card = await issue("5000");
    const orderId = await paidOrder(card, 5000);
    asked.length = 0;
    const results = await Promise.all([1, 2].map(() => refund(orderId, { kind: "full" })));
    expect(results.map((r) => r.kind).sort()).toEqual(["refused", "saved"]);
    expect(asked.map((r) => r.amountCents)).toEqual([8000]);
    expect(await balance(card.id)).toBe(5000);
    expect(Number((await orderRow(orderId)).refunded_cents)).toBe(13_000);
    expect((await refundRows(orderId)).filter((r) => r.status === "paid")).toHaveLength(1);
    expect(await refundMails(orderId)).toHaveLength(1);
  });

  it("gives back nothing on either side when the provider refuses, and all of it when tried again", async () => {
    const card = await issue("5000");
    const orderId = await paidOrder(card, 5000);
    asked.length = 0;
    failing = true;
    try {
      expect(await refund(orderId, { kind: "full" })).toMatchObject({ kind: "refused", status: 409 });
    } finally {
      failing = false;
    }
    expect(await balance(card.id)).toBe(0);
    expect(Number((await orderRow(orderId)).refunded_cents)).toBe(0);
    expect((await refundRows(orderId)).map((r) => r.status)).toEqual(["failed"]);
    expect(await refundMails(orderId)).toEqual([]);
    expect((await giftCardEntries(card.id, database.db)).map((e) => e.kind)).toEqual(["issued", "redeemed"]);

    expect(await refund(orderId, { kind: "full" })).toMatchObject({ kind: "saved" });
    expect(asked.map((r) => r.amountCents)).toEqual([8000, 8000]);
    expect(await balance(card.id)).toBe(5000);
  });

  it("puts the value back on a card cancelled since and cancels it again", async () => {
    const card = await issue("10000");
    const orderId = await paidOrder(card, 13_000 - 8000);
    expect(await balance(card.id)).toBe(5000);
    expect(await cancelGiftCard(card, ACTOR, database.db)).toMatchObject({ kind: "saved" });
    expect(await refund(orderId, { kind: "full" })).toMatchObject({ kind: "saved" });
    expect(await balance(card.id)).toBe(0);
    const entries = await giftCardEntries(card.id, database.db);
    expect(entries.slice(-2).map((e) => [e.kind, e.amountCents])).toEqual([
      ["refunded", 5000],
      ["cancelled", -5000],
    ]);
    const [mail] = await refundMails(orderId);
    expect(mail).toContain("which has been cancelled");
  });

  it("credits a refund's part once when the step is retried", async () => {
    const card = await issue("5000");
    const orderId = await paidOrder(card, 5000);
    expect(await refund(orderId, { kind: "full" })).toMatchObject({ kind: "saved" });
    expect(await balance(card.id)).toBe(5000);
    const [given] = await refundRows(orderId);
    // The same refund's step run again (a retried job, a second worker): the card is not credited twice.
    const again = await database.db
      .transaction()
      .execute((trx) => refundToGiftCard(trx, { orderId, refundId: Number(given!.id), cents: 5000 }));
    expect(again).toMatchObject({ cents: 5000, balanceCents: 5000, cancelled: false });
    expect(await balance(card.id)).toBe(5000);
    expect((await giftCardEntries(card.id, database.db)).filter((e) => e.kind === "refunded")).toHaveLength(1);
  });
});
