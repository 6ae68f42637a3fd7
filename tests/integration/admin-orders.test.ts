import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { createOrder, markPaid } from "~/server/orders/order-writes.server";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn } from "./admin-client";

// Orders taken by the built-in test checkout are marked TEST wherever the photographer meets
// them: the order list, the order page and the shipping mail.

let server: TestServer;
let app: AppDatabase;
let ids: { test: number; stripe: number };

async function paidOrder(provider: "test" | "stripe", token: string) {
  const order = await createOrder(
    {
      lines: [
        { cartId: "pink-peonies-8x10", title: "Pink Peonies", size: "8x10", unitCents: 4500, quantity: 1, note: null },
      ],
      paymentProvider: provider,
      accessToken: token.repeat(32),
    },
    app.db,
  );
  await app.db.transaction().execute((trx) =>
    markPaid(
      {
        orderId: order.id,
        sessionId: `cs_${provider}_${order.id}`,
        customerEmail: "buyer@example.com",
        shippingAddress: null,
      },
      trx,
    ),
  );
  return order.id;
}

beforeAll(async () => {
  server = await startServer();
  await createAdminAccount(server.databaseUrl);
  app = openDatabase(server.databaseUrl);
  ids = { test: await paidOrder("test", "a"), stripe: await paidOrder("stripe", "b") };
});

afterAll(async () => {
  await app?.db.destroy();
  await server?.stop();
});

/** The table row of one order in the list's HTML. */
function rowOf(html: string, id: number): string {
  const rows = html.split("<tr").filter((row) => row.includes(`href="/admin/orders/${id}"`));
  expect(rows).toHaveLength(1);
  return rows[0] ?? "";
}

describe("test orders in the admin", () => {
  it("are marked TEST in the order list, and only they", async () => {
    const { cookie } = await signIn(server.url);
    const html = await (await fetch(`${server.url}/admin/orders?show=all`, { headers: { cookie } })).text();
    expect(rowOf(html, ids.test)).toMatch(/>TEST</);
    expect(rowOf(html, ids.stripe)).not.toMatch(/>TEST</);
  });

  it("are marked TEST on the order page", async () => {
    const { cookie } = await signIn(server.url);
    const test = await (await fetch(`${server.url}/admin/orders/${ids.test}`, { headers: { cookie } })).text();
    expect(test).toMatch(/>TEST</);
    const stripe = await (await fetch(`${server.url}/admin/orders/${ids.stripe}`, { headers: { cookie } })).text();
    expect(stripe).not.toMatch(/>TEST</);
  });

  it("say TEST in the shipping mail's subject", async () => {
    const { cookie, csrf } = await signIn(server.url);
    for (const id of [ids.test, ids.stripe]) {
      const res = await fetch(`${server.url}/admin/orders/${id}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams({ csrf, intent: "status", status: "shipped", trackingUrl: "" }),
      });
      expect(res.status).toBe(200);
    }
    const subjects = await app.db
      .selectFrom("outbox")
      .select(["related_id", "subject"])
      .where("kind", "=", "order-shipped")
      .execute();
    const subjectOf = (id: number) => subjects.find((m) => Number(m.related_id) === id)?.subject;
    expect(subjectOf(ids.test)).toBe(`[TEST] Your order #${ids.test} has shipped`);
    expect(subjectOf(ids.stripe)).toBe(`Your order #${ids.stripe} has shipped`);
  });
});
