import http from "node:http";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";

// create-payment with the built-in test provider: catalogue prices, refusals, the stored order,
// and the test checkout completing it through the same code as the Stripe webhook.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ SITE_EMAIL: "studio@example.com" });
});
afterAll(async () => {
  await server?.stop();
});

function sqlite() {
  return new Database(server.databaseUrl.replace(/^file:/, ""), { readonly: true, fileMustExist: true });
}

function count(table: string): number {
  const db = sqlite();
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function createPayment(body: unknown, contentType = "application/json") {
  const res = await fetch(`${server.url}/functions/v1/create-payment`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { url?: string; error?: string; fields?: Record<string, string> },
  };
}

const item = (id: string, quantity: unknown = 1, extra: Record<string, unknown> = {}) => ({
  id,
  title: "Anything the browser says",
  size: "?",
  price: "$0.01",
  image: "/img/x.jpg",
  quantity,
  ...extra,
});

describe("POST /functions/v1/create-payment", () => {
  it("charges catalogue prices, ignoring the browser's price and title, and stores the order", async () => {
    const { status, body } = await createPayment({
      items: [
        item("pink-peonies-8x10", 2),
        item("photo-album-8x8", 1, { note: " June 14, 2026 " }),
        item("wedding-album-12x12"),
      ],
      customerEmail: null,
    });
    expect(status).toBe(200);
    const url = new URL(body.url ?? "");
    expect(url.origin).toBe(server.url);
    expect(url.pathname).toMatch(/^\/test-checkout\/\d+$/);
    expect(url.searchParams.get("token")?.length).toBeGreaterThanOrEqual(32);

    const db = sqlite();
    try {
      const order = db.prepare("select * from orders order by id desc limit 1").get() as Record<string, unknown>;
      expect(order).toMatchObject({
        status: "pending",
        total_cents: 2 * 45_00 + 150_00 + 1_500_00,
        payment_provider: "test",
      });
      expect(String(order.payment_session_id)).toMatch(/^cs_test_local_/);
      const lines = db.prepare("select * from order_lines where order_id = ? order by position").all(order.id);
      expect(lines).toMatchObject([
        {
          cart_id: "pink-peonies-8x10",
          title: "Pink Peonies",
          size: "8x10",
          unit_cents: 45_00,
          quantity: 2,
          note: null,
        },
        { cart_id: "photo-album-8x8", size: "8x8", unit_cents: 150_00, quantity: 1, note: "June 14, 2026" },
        { cart_id: "wedding-album-12x12", size: "12x12", unit_cents: 1_500_00, quantity: 1 },
      ]);
    } finally {
      db.close();
    }
  });

  const many = Array.from({ length: 51 }, (_, i) =>
    item(i % 2 ? `landscape-print-horseshoe-bend-10x8` : "vintage-roses-8x10"),
  );
  it.each([
    ["an unknown id", { items: [item("pink-peonies-8x10"), item("no-such-print-8x10")] }, /no-such-print-8x10/],
    ["a size the product does not come in", { items: [item("pink-peonies-99x99")] }, /pink-peonies-99x99/],
    ["a landscape size on a portrait print", { items: [item("vintage-roses-10x8")] }, /vintage-roses-10x8/],
    ["quantity 0", { items: [item("pink-peonies-8x10", 0)] }, /pink-peonies-8x10.*1 to 99/],
    ["quantity 100", { items: [item("pink-peonies-8x10", 100)] }, /pink-peonies-8x10.*1 to 99/],
    ["quantity 1.5", { items: [item("pink-peonies-8x10", 1.5)] }, /pink-peonies-8x10.*1 to 99/],
    ["quantity as text", { items: [item("pink-peonies-8x10", "2")] }, /pink-peonies-8x10/],
    ["51 lines", { items: many }, /at most 50/],
    ["an empty cart", { items: [] }, /cart is empty/],
    ["no items at all", { customerEmail: null }, /check/i],
    ["an item without an id", { items: [{ quantity: 1 }] }, /Item 1/],
  ])("refuses %s with a 400 naming the problem, storing nothing", async (_name, body, message) => {
    const before = count("orders");
    const res = await createPayment(body);
    expect(res.status).toBe(400);
    expect(`${res.body.error} ${JSON.stringify(res.body.fields ?? {})}`).toMatch(message);
    expect(count("orders")).toBe(before);
  });

  it("refuses malformed JSON and a wrong content type", async () => {
    const before = count("orders");
    expect((await createPayment("{not json")).status).toBe(400);
    expect((await createPayment(JSON.stringify({ items: [item("pink-peonies-8x10")] }), "text/plain")).status).toBe(
      400,
    );
    expect(count("orders")).toBe(before);
  });

  it("answers GET with 405", async () => {
    const res = await fetch(`${server.url}/functions/v1/create-payment`);
    expect(res.status).toBe(405);
  });
});

describe("the built-in test checkout", () => {
  async function newCheckout() {
    const { body } = await createPayment({
      items: [item("golden-tulips-14x11", 1), item("signature-wedding-album-10x10", 2, { note: "Oct 3" })],
    });
    return new URL(body.url ?? "");
  }

  function pay(url: URL, fields: Record<string, string>) {
    return fetch(`${server.url}${url.pathname}?token=${url.searchParams.get("token")}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: url.searchParams.get("token") ?? "", ...fields }),
    });
  }

  const address = {
    intent: "pay",
    email: "buyer@example.com",
    name: "Ana Buyer",
    line1: "1 Camelback Rd",
    city: "Phoenix",
    state: "AZ",
    postalCode: "85016",
  };

  it("shows the order, clearly marked as a test, only with the right token", async () => {
    const url = await newCheckout();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Test checkout — no card is charged");
    expect(html).toContain("$2,055.00");
    expect(html).toContain("Pay now (test)");
    expect(html).toContain('content="noindex, nofollow"');
    expect(page.headers.get("cache-control")).toBe("no-store");
    const wrong = await fetch(`${server.url}${url.pathname}?token=nope`);
    expect(wrong.status).toBe(404);
  });

  it("completes the order once: paid, two mails, then nothing more", async () => {
    const url = await newCheckout();
    const orderId = Number(url.pathname.split("/").pop());
    const outboxBefore = count("outbox");
    const res = await pay(url, address);
    expect(res.status).toBe(302);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(/^\/payment-success\?session_id=cs_test_local_/);

    const db = sqlite();
    try {
      const order = db.prepare("select * from orders where id = ?").get(orderId) as Record<string, unknown>;
      expect(order).toMatchObject({ status: "paid", customer_email: "buyer@example.com", shipping_name: "Ana Buyer" });
      expect(location).toContain(String(order.payment_session_id));
      expect(JSON.parse(String(order.shipping_address))).toMatchObject({
        city: "Phoenix",
        postalCode: "85016",
        country: "US",
      });
      const mails = db
        .prepare("select * from outbox where related_type = 'order' and related_id = ?")
        .all(orderId) as Record<string, string>[];
      expect(mails.map((m) => [m.kind, m.to_address]).sort()).toEqual([
        ["order-paid", "studio@example.com"],
        ["order-receipt", "buyer@example.com"],
      ]);
      // Nobody mistakes a test order for a sale: every mail about it says TEST up front.
      for (const mail of mails) expect(mail.subject).toMatch(/^\[TEST\] /);
      const photographer = mails.find((m) => m.kind === "order-paid");
      expect(photographer?.text_body).toContain("Session date: Oct 3");
      expect(photographer?.text_body).toContain("1 Camelback Rd");
      expect(photographer?.text_body).toContain("$2,055.00");
    } finally {
      db.close();
    }
    expect(count("outbox")).toBe(outboxBefore + 2);

    const again = await pay(url, address);
    expect(again.status).toBe(302);
    expect(count("outbox")).toBe(outboxBefore + 2);
  });

  it("refuses a bad address without completing, and Cancel returns to the cart", async () => {
    const url = await newCheckout();
    const bad = await pay(url, { ...address, email: "not-an-email", postalCode: "x" });
    expect(bad.status).toBe(400);
    const cancel = await pay(url, { intent: "cancel" });
    expect(cancel.status).toBe(302);
    expect(cancel.headers.get("location")).toBe("/cart");
    const db = sqlite();
    try {
      const order = db.prepare("select status from orders where id = ?").get(Number(url.pathname.split("/").pop()));
      expect(order).toEqual({ status: "pending" });
    } finally {
      db.close();
    }
  });
});

/** Sends the headers and the first bytes of a body that never ends; resolves with the status. */
function postUnfinished(
  path: string,
  headers: Record<string, string>,
  firstChunk = "a",
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
    req.on("error", () => undefined);
    req.write(firstChunk);
    if (finish) req.end();
  });
}

describe("bodies the test checkout and the webhook never read", () => {
  const form = { "content-type": "application/x-www-form-urlencoded", "content-length": "100000" };

  it("refuses a wrong or missing token before reading the form", async () => {
    const { body } = await createPayment({ items: [item("pink-peonies-8x10")] });
    const url = new URL(body.url ?? "");
    expect(await postUnfinished(`${url.pathname}?token=wrong`, form)).toBe(404);
    expect(await postUnfinished(url.pathname, form)).toBe(404);
  });

  it("answers 413 past the form's size limit, leaving the order pending", async () => {
    const { body } = await createPayment({ items: [item("pink-peonies-8x10")] });
    const url = new URL(body.url ?? "");
    const status = await postUnfinished(`${url.pathname}${url.search}`, {
      ...form,
      "content-length": String(20 * 1024 * 1024),
    });
    expect(status).toBe(413);
    const big = await fetch(`${server.url}${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `intent=pay&name=${"x".repeat(200_000)}`,
    });
    expect(big.status).toBe(413);
    const db = sqlite();
    try {
      const id = Number(url.pathname.split("/").pop());
      expect(db.prepare("select status from orders where id = ?").get(id)).toEqual({ status: "pending" });
    } finally {
      db.close();
    }
  });

  it("refuses a form that is not urlencoded with 415, leaving the order pending", async () => {
    const { body } = await createPayment({ items: [item("pink-peonies-8x10")] });
    const url = new URL(body.url ?? "");
    const multipart = '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\npay\r\n--x--\r\n';
    const status = await postUnfinished(
      `${url.pathname}${url.search}`,
      { "content-type": "multipart/form-data; boundary=x", "content-length": String(multipart.length) },
      multipart,
      true,
    );
    expect(status).toBe(415);
    const db = sqlite();
    try {
      const id = Number(url.pathname.split("/").pop());
      expect(db.prepare("select status from orders where id = ?").get(id)).toEqual({ status: "pending" });
    } finally {
      db.close();
    }
  });

  it("answers the Stripe webhook 404 without reading it when Stripe is not the provider", async () => {
    const status = await postUnfinished("/api/webhooks/stripe", {
      "content-type": "application/json",
      "stripe-signature": "t=1,v1=abc",
      "content-length": "100000",
    });
    expect(status).toBe(404);
  });
});
