import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeOrder, failOrder } from "~/server/orders/complete-order.server";
import { findById, findBySession, list } from "~/server/orders/order-reads.server";
import { attachPaymentSession, createOrder, setStatus } from "~/server/orders/order-writes.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// The orders repository on both databases: what the admin relies on.

describe.each(databaseKinds)("orders repository on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  const lines = [
    { cartId: "pink-peonies-8x10", title: "Pink Peonies", size: "8x10", unitCents: 4500, quantity: 2, note: null },
    {
      cartId: "photo-album-8x8",
      title: "8x8 Signature Photo Album",
      size: "8x8",
      unitCents: 15000,
      quantity: 1,
      note: "June 1",
    },
  ];

  it("creates, finds and lists orders with their lines", async () => {
    const order = await createOrder({ lines, paymentProvider: "test", accessToken: "t".repeat(32) }, database.db);
    expect(order).toMatchObject({ status: "pending", totalCents: 24_000, currency: "usd", lines });
    await attachPaymentSession(order.id, "cs_repo_1", database.db);
    expect((await findBySession("cs_repo_1", database.db))?.id).toBe(order.id);
    expect((await findById(order.id, database.db))?.paymentSessionId).toBe("cs_repo_1");
    expect(await findById(999_999, database.db)).toBeUndefined();
    const second = await createOrder(
      { lines: lines.slice(0, 1), paymentProvider: "test", accessToken: "u".repeat(32) },
      database.db,
    );
    expect((await list({}, database.db)).map((o) => o.id)).toEqual([second.id, order.id]);
    expect((await list({ status: "paid" }, database.db)).length).toBe(0);
  });

  it("completes an order once and walks it through its statuses", async () => {
    const order = await createOrder({ lines, paymentProvider: "test", accessToken: "v".repeat(32) }, database.db);
    await attachPaymentSession(order.id, "cs_repo_2", database.db);
    const details = {
      orderId: order.id,
      sessionId: "cs_repo_2",
      customerEmail: "buyer@example.com",
      shippingAddress: {
        name: "Ana",
        line1: "1 Main St",
        line2: null,
        city: "Phoenix",
        state: "AZ",
        postalCode: "85001",
        country: "US",
      },
      amountCents: 24_000,
      currency: "USD",
    };
    expect((await setStatus(order.id, "shipped", {}, database.db)).ok).toBe(false);
    const first = await completeOrder(details, database.db);
    expect(first.completed).toBe(true);
    expect((await completeOrder(details, database.db)).completed).toBe(false);
    const mails = await database.db.selectFrom("outbox").select("kind").where("related_id", "=", order.id).execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(["order-paid", "order-receipt"]);

    const paid = await findById(order.id, database.db);
    expect(paid).toMatchObject({
      status: "paid",
      customerEmail: "buyer@example.com",
      shippingAddress: details.shippingAddress,
    });
    expect((await setStatus(order.id, "in_production", {}, database.db)).ok).toBe(true);
    const shipped = await setStatus(order.id, "shipped", { trackingUrl: "https://track.example/1" }, database.db);
    expect(shipped.ok && shipped.order.trackingUrl).toBe("https://track.example/1");
    expect((await setStatus(order.id, "delivered", {}, database.db)).ok).toBe(true);
    expect((await setStatus(order.id, "paid", {}, database.db)).ok).toBe(false);
    expect((await setStatus(order.id, "refunded", {}, database.db)).ok).toBe(true);
  });

  it("does not complete an order on another amount or currency than its own", async () => {
    const order = await createOrder({ lines, paymentProvider: "stripe", accessToken: "w".repeat(32) }, database.db);
    await attachPaymentSession(order.id, "cs_repo_3", database.db);
    const details = { orderId: order.id, sessionId: "cs_repo_3", customerEmail: null, shippingAddress: null };
    const refused = [
      { amountCents: 23_999, currency: "usd" },
      { amountCents: 24_000, currency: "eur" },
      { amountCents: null, currency: null },
    ];
    for (const amount of refused) {
      expect(await completeOrder({ ...details, ...amount }, database.db)).toEqual({
        completed: false,
        reason: "amount-mismatch",
      });
    }
    expect((await findById(order.id, database.db))?.status).toBe("pending");
    expect(await database.db.selectFrom("outbox").select("id").where("related_id", "=", order.id).execute()).toEqual(
      [],
    );
    const ok = await completeOrder({ ...details, amountCents: 24_000, currency: "usd" }, database.db);
    expect(ok.completed).toBe(true);
  });

  it("fails a pending order for its own session only, and never a paid one", async () => {
    const order = await createOrder({ lines, paymentProvider: "stripe", accessToken: "x".repeat(32) }, database.db);
    await attachPaymentSession(order.id, "cs_repo_4", database.db);
    expect(await failOrder(order.id, "cs_repo_other", database.db)).toBe(false);
    expect((await findById(order.id, database.db))?.status).toBe("pending");
    expect(await failOrder(order.id, "cs_repo_4", database.db)).toBe(true);
    expect((await findById(order.id, database.db))?.status).toBe("failed");

    const paid = await createOrder({ lines, paymentProvider: "stripe", accessToken: "y".repeat(32) }, database.db);
    await attachPaymentSession(paid.id, "cs_repo_5", database.db);
    const details = { orderId: paid.id, sessionId: "cs_repo_5", customerEmail: null, shippingAddress: null };
    expect((await completeOrder({ ...details, amountCents: 24_000, currency: "usd" }, database.db)).completed).toBe(
      true,
    );
    expect(await failOrder(paid.id, "cs_repo_5", database.db)).toBe(false);
    expect((await findById(paid.id, database.db))?.status).toBe("paid");
  });
});
