import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import fs from "node:fs";
import Database from "better-sqlite3";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureStopped,
  launchServer,
  postJson,
  sleep,
  tempDir,
  traffic,
  waitFor,
  type ServerProcess,
} from "./helpers/process";
import { duplicates, outboxId, smtpPeer } from "./helpers/smtp";

// SIGKILL in the middle of enquiries, reviews and Stripe webhooks, then a restart on the same
// database: everything the server acknowledged is there exactly once, every mail it queued goes
// out exactly once, and a mail whose send was cut off by the kill waits for its lease to end.

const WEBHOOK_SECRET = "whsec_test_faults";
const ORDERS = 30;

let dataDir: string;
let databaseFile: string;
let stripeApi: http.Server;
let smtp: Awaited<ReturnType<typeof smtpPeer>>;
let server: ServerProcess | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = tempDir("faults-kill-");
  databaseFile = path.join(dataDir, "site.db");
  // Stands in for api.stripe.com: every checkout session it creates gets the next id.
  let sessions = 0;
  stripeApi = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      sessions += 1;
      const id = `cs_test_kill_${sessions}`;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}` }));
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, "127.0.0.1", resolve));
  smtp = await smtpPeer();
  env = {
    DATABASE_URL: `file:${databaseFile}`,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    SITE_EMAIL: "studio@example.com",
    STRIPE_SECRET_KEY: "sk_test_faults",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
  };
});

afterAll(async () => {
  await ensureStopped(server);
  await smtp?.close();
  await new Promise((resolve) => stripeApi?.close(resolve));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(databaseFile, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const statement = db.prepare(sql);
    if (!statement.reader) {
      statement.run(...params);
      return [];
    }
    return statement.all(...params) as T[];
  } finally {
    db.close();
  }
}

function webhook(order: { id: number; session: string; total: number }) {
  const payload = JSON.stringify({
    id: `evt_${order.session}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: order.session,
        object: "checkout.session",
        payment_status: "paid",
        amount_total: order.total,
        currency: "usd",
        metadata: { order_id: String(order.id) },
        customer_details: { email: `buyer${order.id}@example.com`, name: "Ana Buyer" },
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
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, signature };
}

describe("SIGKILL under traffic, then a restart", () => {
  it("keeps every acknowledged enquiry, review and payment exactly once, and sends every mail once", async () => {
    server = await launchServer(env);
    const first = server;

    // Orders waiting for Stripe's word, created before the traffic starts.
    for (let i = 0; i < ORDERS; i++) {
      const res = await postJson(`${first.url}/functions/v1/create-payment`, {
        items: [{ id: "pink-peonies-8x10", quantity: 1 + (i % 3) }],
        customerEmail: null,
      });
      expect(res.status, res.text).toBe(200);
    }
    const orders = query<{ id: number; session: string; total: number }>(
      "select id, payment_session_id as session, total_cents as total from orders order by id",
    );
    expect(orders).toHaveLength(ORDERS);

    // The mail server answers slowly, so sends are in flight when the process dies.
    const enquiries = traffic(6, async (n) => {
      const res = await postJson(`${first.url}/functions/v1/send-contact-email`, {
        kind: "contact",
        name: "Kill Test",
        email: "visitor@example.com",
        message: `kill-enquiry-${n}`,
      });
      return res.status;
    });
    const reviews = traffic(3, async (n) => {
      const res = await postJson(`${first.url}/functions/v1/submit-testimonial`, {
        bride_name: "Kill",
        review_text: `kill-review-${n}`,
        rating: 5,
      });
      return res.status;
    });
    // Webhooks at Stripe's pace, cycling through the orders (Stripe repeats events too), so that
    // some orders are paid before the kill, some after, and a webhook is in flight when it comes.
    const hooks = traffic(2, async (n) => {
      await sleep(150);
      const order = orders[n % ORDERS];
      if (!order) throw new Error("no orders");
      const { payload, signature } = webhook(order);
      const res = await fetch(`${first.url}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
      await res.arrayBuffer();
      return { order: order.id, status: res.status };
    });

    // Let the traffic run, then make the mail server hold the next message unanswered: the
    // worker that sent it holds its lease when the process is killed.
    await sleep(1500);
    smtp.state.stall = true;
    await waitFor(() => smtp.state.stalled > 0, "a mail send in flight", 20_000);
    await sleep(300);
    const killedAt = Date.now();
    first.kill("SIGKILL");
    await first.exited;
    const [enquiryResults, reviewResults, hookResults] = await Promise.all([
      enquiries.stop(),
      reviews.stop(),
      hooks.stop(),
    ]);
    smtp.state.stall = false;

    const acked = (results: Array<{ n: number; value?: number }>) =>
      results.filter((r) => r.value !== undefined && r.value >= 200 && r.value < 300).map((r) => r.n);
    const ackedEnquiries = acked(enquiryResults);
    const ackedReviews = acked(reviewResults);
    const ackedPayments = hookResults.filter((r) => r.value?.status === 200).map((r) => r.value?.order ?? 0);
    const paidAtKill = query<{ n: number }>("select count(*) as n from orders where status = 'paid'")[0]?.n ?? 0;
    // The kill came in the middle: some of each were acknowledged, some were cut off.
    expect(ackedEnquiries.length).toBeGreaterThan(10);
    expect(ackedReviews.length).toBeGreaterThan(5);
    expect(ackedPayments.length).toBeGreaterThan(3);
    expect(enquiryResults.some((r) => r.error !== undefined)).toBe(true);
    // No acknowledged request had a 5xx.
    for (const r of [...enquiryResults, ...reviewResults]) expect(r.value ?? 200).toBeLessThan(500);
    for (const r of hookResults) expect(r.value?.status ?? 200).toBeLessThan(500);

    // The row whose send was cut off: still "sending", its lease held by the dead process.
    const held = query<{ id: number; lease_until: string }>(
      "select id, lease_until from outbox where status = 'sending'",
    );
    expect(held).toHaveLength(1);
    const heldId = held[0]?.id ?? 0;
    const leaseMs = Date.parse(held[0]?.lease_until ?? "") - killedAt;
    // The lease is 5 minutes from the claim (README: "Mail delivery"); the claim came just before the kill.
    expect(leaseMs).toBeGreaterThan(4 * 60_000);
    expect(leaseMs).toBeLessThanOrEqual(5 * 60_000);

    server = await launchServer(env);
    const second = server;

    // Stripe repeats every event it did not get a 2xx for (and sometimes one it did): all of them.
    for (const order of orders) {
      const { payload, signature } = webhook(order);
      const res = await fetch(`${second.url}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
      expect(res.status, await res.text()).toBe(200);
    }

    // Acknowledged enquiries and reviews: exactly once. Cut-off ones: at most once.
    const enquiryRows = query<{ id: number; message: string }>("select id, message from enquiries");
    const enquiryCount = new Map<string, number>();
    for (const row of enquiryRows) enquiryCount.set(row.message, (enquiryCount.get(row.message) ?? 0) + 1);
    for (const n of ackedEnquiries) expect(enquiryCount.get(`kill-enquiry-${n}`), `enquiry ${n}`).toBe(1);
    expect([...enquiryCount.values()].every((count) => count === 1)).toBe(true);

    const reviewRows = query<{ review_text: string }>("select review_text from testimonials");
    const reviewCount = new Map<string, number>();
    for (const row of reviewRows) reviewCount.set(row.review_text, (reviewCount.get(row.review_text) ?? 0) + 1);
    for (const n of ackedReviews) expect(reviewCount.get(`kill-review-${n}`), `review ${n}`).toBe(1);
    expect([...reviewCount.values()].every((count) => count === 1)).toBe(true);

    // Every order paid, once: one set of order mails each.
    expect(query<{ status: string }>("select distinct status from orders")).toEqual([{ status: "paid" }]);
    const orderMails = query<{ related_id: number; n: number; subjects: number }>(
      "select related_id, count(*) as n, count(distinct subject || to_address) as subjects from outbox where related_type = 'order' group by related_id",
    );
    expect(orderMails).toHaveLength(ORDERS);
    const perOrder = orderMails[0]?.n ?? 0;
    expect(perOrder).toBeGreaterThan(0);
    for (const row of orderMails) expect(row).toEqual({ related_id: row.related_id, n: perOrder, subjects: perOrder });

    // Nothing half-written: each enquiry and review has its mail queued with it.
    expect(
      query(
        "select e.id from enquiries e where not exists (select 1 from outbox o where o.related_type = 'enquiry' and o.related_id = e.id)",
      ),
    ).toEqual([]);
    expect(
      query(
        "select t.id from testimonials t where not exists (select 1 from outbox o where o.related_type = 'testimonial' and o.related_id = t.id)",
      ),
    ).toEqual([]);

    // Every other mail goes out; the held one waits for its lease.
    const total = query<{ n: number }>("select count(*) as n from outbox")[0]?.n ?? 0;
    await waitFor(
      () => query<{ n: number }>("select count(*) as n from outbox where status = 'sent'")[0]?.n === total - 1,
      "every mail but the held one to be sent",
      90_000,
    );
    await sleep(1000);
    expect(query("select id, status from outbox where status <> 'sent'")).toEqual([{ id: heldId, status: "sending" }]);
    expect(smtp.delivered.filter((d) => outboxId(d.messageId) === heldId)).toEqual([]);

    // The lease ends (moved to now rather than waiting five minutes): the mail goes out, once.
    query("update outbox set lease_until = ? where id = ?", new Date(Date.now() - 1000).toISOString(), heldId);
    await waitFor(
      () => query<{ status: string }>("select status from outbox where id = ?", heldId)[0]?.status === "sent",
      "the held mail after its lease",
      30_000,
    );
    await sleep(500);
    expect(duplicates(smtp.delivered)).toEqual([]);
    const deliveredIds = new Set(smtp.delivered.map((d) => outboxId(d.messageId)));
    expect(deliveredIds.size).toBe(total);
    expect(smtp.delivered.filter((d) => outboxId(d.messageId) === heldId)).toHaveLength(1);
    console.log(
      `SIGKILL: ${ackedEnquiries.length} enquiries, ${ackedReviews.length} reviews and ${new Set(ackedPayments).size} ` +
        `payments acknowledged before the kill (${enquiryResults.length + reviewResults.length + hookResults.length} ` +
        `requests tried, ${paidAtKill} of ${ORDERS} orders paid when it came); ` +
        `after the restart all ${ORDERS} orders paid once, ${total} mails sent once each, ` +
        `the one held by the dead process after its lease.`,
    );
    await ensureStopped(second);
  });
});
