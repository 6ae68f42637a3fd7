import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";

// The Stripe adapter against a local HTTP server standing in for api.stripe.com, and the
// webhook with valid, invalid and replayed signatures.

const WEBHOOK_SECRET = "whsec_test_secret_for_integration";

interface Captured {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

let stripeApi: http.Server;
let captured: Captured[] = [];
let failNext = false;
let sessions = 0;
let server: TestServer;

beforeAll(async () => {
  stripeApi = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      captured.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        form: new URLSearchParams(body),
      });
      res.setHeader("content-type", "application/json");
      if (failNext) {
        failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Nope" } }));
        return;
      }
      sessions += 1;
      const id = `cs_test_${sessions}`;
      res.end(JSON.stringify({ id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}` }));
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, "127.0.0.1", resolve));
  const { port } = stripeApi.address() as AddressInfo;
  server = await startServer({
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    SITE_EMAIL: "studio@example.com",
  });
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => stripeApi?.close(resolve));
});

function sqlite() {
  return new Database(server.databaseUrl.replace(/^file:/, ""), { readonly: true, fileMustExist: true });
}

function read<T>(query: string, ...params: unknown[]): T {
  const db = sqlite();
  try {
    return db.prepare(query).all(...params) as T;
  } finally {
    db.close();
  }
}

async function createPayment(items: unknown[]) {
  const res = await fetch(`${server.url}/functions/v1/create-payment`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ items, customerEmail: null }),
  });
  return { status: res.status, body: (await res.json()) as { url?: string; error?: string } };
}

function postWebhook(payload: string, signature: string) {
  return fetch(`${server.url}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

interface EventOptions {
  type?: string;
  paymentStatus?: string;
  /** What Stripe charged; the order's own total unless a test says otherwise. */
  amountTotal?: number | null;
  currency?: string;
}

function orderTotal(orderId: number): number {
  return read<{ total_cents: number }[]>("select total_cents from orders where id = ?", orderId)[0]?.total_cents ?? 0;
}

function completedEvent(orderId: number, sessionId: string, options: EventOptions = {}) {
  const amountTotal = options.amountTotal === undefined ? orderTotal(orderId) : options.amountTotal;
  return JSON.stringify({
    id: `evt_${sessionId}_${options.type ?? "completed"}_${amountTotal}`,
    object: "event",
    type: options.type ?? "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: options.paymentStatus ?? "paid",
        amount_total: amountTotal,
        currency: options.currency ?? "usd",
        metadata: { order_id: String(orderId) },
        customer_details: { email: "buyer@example.com", name: "Ana Buyer" },
        collected_information: {
          shipping_details: {
            name: "Ana Buyer",
            address: {
              line1: "1 Camelback Rd",
              line2: null,
              city: "Phoenix",
              state: "AZ",
              postal_code: "85016",
              country: "US",
            },
          },
        },
      },
    },
  });
}

describe("Stripe Checkout", () => {
  it("sends Stripe the catalogue prices, the order id and the return URLs", async () => {
    captured = [];
    const res = await createPayment([
      { id: "pink-peonies-8x10", title: "Cheap", price: "$0.01", quantity: 2 },
      { id: "signature-wedding-album-12x12", title: "x", price: "$1", quantity: 1, note: "May 2" },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe("https://checkout.stripe.test/c/pay/cs_test_1");
    expect(captured).toHaveLength(1);
    const [request] = captured;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/checkout/sessions");
    expect(request?.headers.authorization).toBe("Bearer sk_test_x");
    const form = Object.fromEntries(request?.form ?? []);
    const orderId = form["metadata[order_id]"];
    // From the order's random token (hashed: the token itself opens nothing at Stripe's), not
    // from its id, which a fresh database hands out again.
    const [{ access_token: token } = { access_token: "" }] = read<{ access_token: string }[]>(
      "select access_token from orders where id = ?",
      Number(orderId),
    );
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(request?.headers["idempotency-key"]).toBe(`checkout-${createHash("sha256").update(token).digest("hex")}`);
    expect(orderId).toMatch(/^\d+$/);
    expect(form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "2",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "4500",
      "line_items[0][price_data][product_data][name]": "Pink Peonies (8x10)",
      "line_items[1][quantity]": "1",
      "line_items[1][price_data][unit_amount]": "150000",
      "line_items[1][price_data][product_data][name]": "12x12 Signature Wedding Album",
      success_url: `${server.url}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/cart`,
      "shipping_address_collection[allowed_countries][0]": "US",
    });
    expect(form.customer_email).toBeUndefined();
    expect(read(`select status, total_cents, payment_session_id from orders where id = ?`, Number(orderId))).toEqual([
      { status: "pending", total_cents: 159_000, payment_session_id: "cs_test_1" },
    ]);
  });

  it("answers 502 'Checkout failed' when Stripe refuses, marking the order failed", async () => {
    failNext = true;
    const res = await createPayment([{ id: "vintage-roses-8x10", quantity: 1 }]);
    expect(res.status).toBe(502);
    expect(res.body.error).toBe("Checkout failed");
    expect(read<{ status: string }[]>("select status from orders order by id desc limit 1")[0]?.status).toBe("failed");
  });

  it("hides the test checkout when Stripe is the provider", async () => {
    const res = await fetch(`${server.url}/test-checkout/1?token=whatever`);
    expect(res.status).toBe(404);
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("completes an order on a valid signature, once, and ignores a replay", async () => {
    captured = [];
    await createPayment([{ id: "photo-album-10x10", quantity: 1, note: "Sept 9" }]);
    const orderId = Number(Object.fromEntries(captured[0]?.form ?? [])["metadata[order_id]"]);
    const sessionId = read<{ payment_session_id: string }[]>(
      "select payment_session_id from orders where id = ?",
      orderId,
    )[0]?.payment_session_id;
    expect(sessionId).toBeTruthy();

    const payload = completedEvent(orderId, sessionId ?? "");
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    const bad = await postWebhook(
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" }),
    );
    expect(bad.status).toBe(400);
    const tampered = await postWebhook(payload.replace("buyer@", "thief@"), signature);
    expect(tampered.status).toBe(400);
    const missing = await fetch(`${server.url}/api/webhooks/stripe`, { method: "POST", body: payload });
    expect(missing.status).toBe(400);
    expect(read(`select status from orders where id = ?`, orderId)).toEqual([{ status: "pending" }]);

    const ok = await postWebhook(payload, signature);
    expect(ok.status).toBe(200);
    const [paid] = read<Record<string, unknown>[]>("select * from orders where id = ?", orderId);
    expect(paid).toMatchObject({ status: "paid", customer_email: "buyer@example.com", payment_session_id: sessionId });
    expect(JSON.parse(String(paid?.shipping_address))).toMatchObject({ line1: "1 Camelback Rd", postalCode: "85016" });
    const mails = () =>
      read<{ kind: string; to_address: string; text_body: string }[]>(
        "select kind, to_address, text_body from outbox where related_type = 'order' and related_id = ? order by id",
        orderId,
      );
    expect(mails().map((m) => [m.kind, m.to_address])).toEqual([
      ["order-paid", "studio@example.com"],
      ["order-receipt", "buyer@example.com"],
    ]);
    expect(mails()[0]?.text_body).toContain("Session date: Sept 9");
    // A real sale: no TEST marker anywhere.
    const subjects = read<{ subject: string }[]>(
      "select subject from outbox where related_type = 'order' and related_id = ?",
      orderId,
    );
    expect(subjects.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^New order #\d+ — \$/),
      expect.stringMatching(/^Your order from /),
    ]);

    const replay = await postWebhook(payload, signature);
    expect(replay.status).toBe(200);
    expect(mails()).toHaveLength(2);
    const [after] = read<Record<string, unknown>[]>("select * from orders where id = ?", orderId);
    expect(after).toEqual(paid);
  });

  it("does not let an event for another session complete an order", async () => {
    captured = [];
    await createPayment([{ id: "tulip-print-10x8", quantity: 1 }]);
    const orderId = Number(Object.fromEntries(captured[0]?.form ?? [])["metadata[order_id]"]);
    const payload = completedEvent(orderId, "cs_test_someone_else");
    const res = await postWebhook(
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    expect(res.status).toBe(200);
    expect(read(`select status from orders where id = ?`, orderId)).toEqual([{ status: "pending" }]);
  });
});

async function newStripeOrder(id = "pink-peonies-8x10") {
  captured = [];
  await createPayment([{ id, quantity: 1 }]);
  const orderId = Number(Object.fromEntries(captured[0]?.form ?? [])["metadata[order_id]"]);
  const sessionId =
    read<{ payment_session_id: string }[]>("select payment_session_id from orders where id = ?", orderId)[0]
      ?.payment_session_id ?? "";
  return { orderId, sessionId };
}

async function sendEvent(orderId: number, sessionId: string, options: EventOptions = {}) {
  const payload = completedEvent(orderId, sessionId, options);
  return postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
}

const statusOf = (orderId: number) =>
  read<{ status: string }[]>("select status from orders where id = ?", orderId)[0]?.status;
const orderMails = (orderId: number) =>
  read<{ kind: string }[]>("select kind from outbox where related_type = 'order' and related_id = ?", orderId);

describe("webhook events and the order's status", () => {
  it("waits for a delayed payment and completes the order on async_payment_succeeded", async () => {
    const { orderId, sessionId } = await newStripeOrder();
    const pending = await sendEvent(orderId, sessionId, { paymentStatus: "unpaid" });
    expect(pending.status).toBe(200);
    expect(statusOf(orderId)).toBe("pending");
    expect(orderMails(orderId)).toEqual([]);

    const paid = await sendEvent(orderId, sessionId, { type: "checkout.session.async_payment_succeeded" });
    expect(paid.status).toBe(200);
    expect(statusOf(orderId)).toBe("paid");
    expect(orderMails(orderId)).toHaveLength(2);
  });

  it.each(["checkout.session.async_payment_failed", "checkout.session.expired"])(
    "moves the order to failed on %s, and only for its own session",
    async (type) => {
      const { orderId, sessionId } = await newStripeOrder();
      const other = await sendEvent(orderId, "cs_test_not_this_one", { type, paymentStatus: "unpaid" });
      expect(other.status).toBe(200);
      expect(statusOf(orderId)).toBe("pending");

      const res = await sendEvent(orderId, sessionId, { type, paymentStatus: "unpaid" });
      expect(res.status).toBe(200);
      expect(statusOf(orderId)).toBe("failed");
      expect(orderMails(orderId)).toEqual([]);
      // A late success for a failed checkout does not revive it.
      await sendEvent(orderId, sessionId);
      expect(statusOf(orderId)).toBe("failed");
    },
  );

  it("never fails an order that is already paid", async () => {
    const { orderId, sessionId } = await newStripeOrder();
    await sendEvent(orderId, sessionId);
    expect(statusOf(orderId)).toBe("paid");
    await sendEvent(orderId, sessionId, { type: "checkout.session.expired" });
    expect(statusOf(orderId)).toBe("paid");
  });

  it.each([
    ["a smaller amount", { amountTotal: 1 }],
    ["another currency", { currency: "eur" }],
    ["no amount at all", { amountTotal: null }],
  ])("does not mark paid on %s than the order's, and logs it", async (_name, options) => {
    const { orderId, sessionId } = await newStripeOrder();
    const logged = server.logs.length;
    const res = await sendEvent(orderId, sessionId, options);
    expect(res.status).toBe(200);
    expect(statusOf(orderId)).toBe("pending");
    expect(orderMails(orderId)).toEqual([]);
    await expect.poll(() => server.logs.slice(logged).join("\n")).toMatch(new RegExp(`order ${orderId}.*amount`));
  });
});

/** Sends the headers and the first bytes of a body that never ends; resolves with the status. */
function postUnfinished(
  path: string,
  headers: Record<string, string>,
  firstChunk = "{",
  finish = false,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method: "POST", headers });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error("no answer while the body was still coming: the server waited for all of it"));
    }, 5000);
    req.on("response", (res) => {
      clearTimeout(timer);
      res.resume();
      req.destroy();
      resolve(res.statusCode ?? 0);
    });
    // The server may close the connection on the unread rest of the body before the answer is
    // read: the client then sees a reset (-1). Either way, the body was refused.
    req.on("error", () => {
      clearTimeout(timer);
      resolve(-1);
    });
    req.write(firstChunk);
    if (finish) req.end();
  });
}

describe("the webhook's body", () => {
  it("refuses a declared length past the limit before reading it", async () => {
    const status = await postUnfinished("/api/webhooks/stripe", {
      "content-type": "application/json",
      "stripe-signature": "t=1,v1=abc",
      "content-length": String(50 * 1024 * 1024),
    });
    expect(status).toBe(413);
  });

  it("answers a missing signature without waiting for the body", async () => {
    const status = await postUnfinished("/api/webhooks/stripe", {
      "content-type": "application/json",
      "content-length": "100000",
    });
    expect(status).toBe(400);
  });

  it("stops reading a chunked body at the limit", async () => {
    // No declared length: the reader counts, and answers once it passes 512 kB.
    const status = await postUnfinished(
      "/api/webhooks/stripe",
      { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      "x".repeat(600 * 1024),
      true,
    );
    expect([413, -1]).toContain(status);
    // Refused, and the server is fine.
    expect((await fetch(`${server.url}/api/webhooks/stripe`)).status).toBe(405);
  });
});
