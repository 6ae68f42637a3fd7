import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { createOneOffInvoice } from "~/server/invoices/invoice-schedule.server";
import { startServer, type TestServer } from "../helpers/server";
import { insertSignedProposal, type SignedProposal } from "./signed-proposal-fixtures";

// The retainer through Stripe Checkout (a local server in api.stripe.com's place, as in
// payments-stripe.test.ts): the session carries the invoice's amount and the payment's id, and the
// signed webhook completes it through the same settlement, once, with amount and currency matched;
// a one-off invoice the same way, returning to its own page.

const WEBHOOK_SECRET = "whsec_booking_test_secret";
let stripeApi: http.Server;
let captured: Array<{ headers: http.IncomingHttpHeaders; form: Record<string, string> }> = [];
let failNext = false;
let sessions = 0;
let server: TestServer;
let app: AppDatabase;

beforeAll(async () => {
  stripeApi = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      captured.push({ headers: req.headers, form: Object.fromEntries(new URLSearchParams(body)) });
      res.setHeader("content-type", "application/json");
      if (failNext) {
        failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Nope" } }));
        return;
      }
      const id = `cs_test_booking_${++sessions}`;
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
  app = openDatabase(server.databaseUrl);
});

afterAll(async () => {
  await app?.db.destroy();
  await server?.stop();
  await new Promise((resolve) => stripeApi?.close(resolve));
});

async function pay(signed: SignedProposal) {
  captured = [];
  const res = await fetch(`${server.url}/book/${signed.token}/pay`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "amount=100&unit_amount=1",
  });
  return { res, form: captured[0]?.form ?? {}, headers: captured[0]?.headers };
}

function webhook(paymentId: string, sessionId: string, amount: number | null, options: Record<string, string> = {}) {
  const payload = JSON.stringify({
    id: `evt_${sessionId}_${options.type ?? "done"}_${amount}_${options.currency ?? "usd"}`,
    object: "event",
    type: options.type ?? "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: options.type === "checkout.session.expired" ? "unpaid" : "paid",
        amount_total: amount,
        currency: options.currency ?? "usd",
        metadata: { payment_id: paymentId },
        customer_details: { email: "anna@example.com" },
      },
    },
  });
  return fetch(`${server.url}/api/webhooks/stripe`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
}

const payment = (id: number) =>
  app.db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const proposalStatus = async (signed: SignedProposal) =>
  (await app.db.selectFrom("proposals").select("status").where("id", "=", signed.proposalId).executeTakeFirstOrThrow())
    .status;

describe("the retainer through Stripe Checkout", () => {
  it("opens a payment-mode session for the invoice's amount, and the webhook books it once", async () => {
    const signed = await insertSignedProposal(app.db);
    const retainer = signed.invoices[0]!;
    const { res, form, headers } = await pay(signed);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_booking_\d+$/);
    const paymentId = form["metadata[payment_id]"] ?? "";
    expect(form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": String(retainer.amountCents),
      "line_items[0][price_data][product_data][name]": "Retainer — Your wedding at the Desert Botanical Garden",
      client_reference_id: `payment-${paymentId}`,
      success_url: `${server.url}/book/${signed.token}`,
      cancel_url: `${server.url}/book/${signed.token}`,
      customer_email: "anna@example.com",
    });
    expect(form["metadata[order_id]"]).toBeUndefined();
    expect(form["shipping_address_collection[allowed_countries][0]"]).toBeUndefined();
    const secret = `${signed.token}/payment/${paymentId}`;
    expect(headers?.["idempotency-key"]).toBe(`checkout-${createHash("sha256").update(secret).digest("hex")}`);
    const row = await payment(Number(paymentId));
    expect(row).toMatchObject({ status: "pending", amount_cents: retainer.amountCents, provider: "stripe" });

    const sessionId = row.provider_session_id ?? "";
    const ok = await webhook(paymentId, sessionId, retainer.amountCents);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ received: true, completed: true });
    expect(await payment(Number(paymentId))).toMatchObject({ status: "paid" });
    expect(await proposalStatus(signed)).toBe("booked");

    const events = () =>
      app.db.selectFrom("client_events").select("kind").where("client_id", "=", signed.clientId).execute();
    const mails = () => app.db.selectFrom("outbox").select("id").execute();
    const [eventsBefore, mailsBefore] = [await events(), await mails()];
    const replay = await webhook(paymentId, sessionId, retainer.amountCents);
    expect(await replay.json()).toEqual({ received: true, completed: false, reason: "not-pending" });
    expect(await events()).toEqual(eventsBefore);
    expect(await mails()).toEqual(mailsBefore);
  });

  it("refuses a wrong amount or currency, and fails an expired session", async () => {
    const signed = await insertSignedProposal(app.db);
    const amount = signed.invoices[0]!.amountCents;
    const { form } = await pay(signed);
    const paymentId = form["metadata[payment_id]"] ?? "";
    const sessionId = (await payment(Number(paymentId))).provider_session_id ?? "";
    for (const [cents, currency] of [
      [amount - 1, "usd"],
      [amount, "eur"],
      [null, "usd"],
    ] as const) {
      const res = await webhook(paymentId, sessionId, cents, { currency });
      expect(await res.json()).toEqual({ received: true, completed: false, reason: "amount-mismatch" });
    }
    expect((await payment(Number(paymentId))).status).toBe("pending");
    expect(await proposalStatus(signed)).toBe("signed");

    const expired = await webhook(paymentId, sessionId, null, { type: "checkout.session.expired" });
    expect(await expired.json()).toEqual({ received: true, failed: true });
    expect((await payment(Number(paymentId))).status).toBe("failed");
  });

  it("answers 502 in plain words when Stripe refuses, keeping the payment as failed", async () => {
    const signed = await insertSignedProposal(app.db);
    failNext = true;
    const { res } = await pay(signed);
    expect(res.status).toBe(502);
    expect(await res.text()).toMatch(/could not be opened/);
    const rows = await app.db
      .selectFrom("payments")
      .select("status")
      .where("client_id", "=", signed.clientId)
      .execute();
    expect(rows).toEqual([{ status: "failed" }]);
    expect(await proposalStatus(signed)).toBe("signed");
  });

  it("opens a one-off invoice's session returning to its own page, and the webhook marks it paid", async () => {
    const client = await app.db
      .insertInto("clients")
      .values({ names: "Lena Ortiz", email: "lena@example.com", status: "completed" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const made = await createOneOffInvoice(
      Number(client.id),
      { label: "Album upgrade", amount: "275", taxed: "", dueOn: "2099-03-01" },
      app,
    );
    if (made.kind !== "created") throw new Error(JSON.stringify(made));
    const { token } = await app.db
      .selectFrom("invoices")
      .select("token")
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    captured = [];
    const res = await fetch(`${server.url}/invoice/${token}/pay`, { method: "POST", redirect: "manual" });
    expect(res.status).toBe(303);
    const form = captured[0]?.form ?? {};
    expect(form).toMatchObject({
      "line_items[0][price_data][unit_amount]": "27500",
      "line_items[0][price_data][product_data][name]": "Album upgrade",
      success_url: `${server.url}/invoice/${token}`,
      cancel_url: `${server.url}/invoice/${token}`,
      customer_email: "lena@example.com",
    });
    const paymentId = form["metadata[payment_id]"] ?? "";
    const sessionId = (await payment(Number(paymentId))).provider_session_id ?? "";
    const ok = await webhook(paymentId, sessionId, 27_500);
    expect(await ok.json()).toEqual({ received: true, completed: true });
    const invoice = await app.db
      .selectFrom("invoices")
      .select("status")
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    expect(invoice.status).toBe("paid");
  });
});
