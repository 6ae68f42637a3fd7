import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/server/db/db.server";
import { databaseKinds } from "../helpers/databases";
import { mailTo } from "../helpers/outbox";
import type { TestServer } from "../helpers/server";
import { textOf } from "./admin-client";
import { expectedPrintRefund, insertPaidPrintOrder } from "./fulfilment-fixtures";
import { startFakeStripe, startShopServer } from "./shop-stripe-harness";

// Fulfilment of a paid order (issue 31 §7, decision 047) over HTTP against the built server with
// Stripe standing in, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the crop of a gallery
// print saved or refused with a 400 in words, the packing slip, a partial refund for exactly the
// server's amount, a double click that refunds once, and the full refund of the rest.

const WEBHOOK_SECRET = "whsec_shop_fulfilment";

describe.each(databaseKinds)("shop fulfilment on %s", (kind) => {
  let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
  let shop: Awaited<ReturnType<typeof startShopServer>>;
  let server: TestServer;
  let app: AppDatabase;
  let session: { cookie: string; csrf: string };
  let orderId: number;

  beforeAll(async () => {
    stripeApi = await startFakeStripe("fulfil");
    shop = await startShopServer(kind, { url: stripeApi.url, webhookSecret: WEBHOOK_SECRET });
    ({ server, app, session } = shop);
    orderId = await insertPaidPrintOrder(app.db, { paymentRef: "pi_fulfil_1" });
    await app.db.updateTable("site_settings").set({ studio_address: "12 Saguaro Way\nTempe, AZ 85281" }).execute();
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
    await stripeApi?.close();
  });

  const post = (fields: Record<string, string>) =>
    fetch(`${server.url}/admin/orders/${orderId}`, {
      method: "POST",
      headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: session.csrf, ...fields }),
      redirect: "manual",
    });
  const storedCrop = async () =>
    (
      await app.db
        .selectFrom("order_lines")
        .select("crop")
        .where("order_id", "=", orderId)
        .where("position", "=", 0)
        .executeTakeFirstOrThrow()
    ).crop;
  const refunds = () => stripeApi.calls.filter((c) => c.path.startsWith("/v1/refunds"));

  it("shows what to print: the original, its MD5 and pixel size, size and quantity", async () => {
    const page = textOf(
      await (await fetch(`${server.url}/admin/orders/${orderId}`, { headers: { cookie: session.cookie } })).text(),
    );
    expect(page).toContain("What to print");
    expect(page).toContain("Download IMG_1.jpg");
    expect(page).toContain("0123456789abcdef0123456789abcdef");
    expect(page).toContain("3000 × 2000 px");
    expect(page).toContain("Not chosen yet: the lab gets the centred largest crop.");
    expect(page).toContain("Order this product from your lab at this size.");
  });

  it("saves a crop of the print's proportions and refuses one outside the photo or of other proportions", async () => {
    // 10:8 in pixels on a 3:2 photo: w/h in fractions is 1.25 / 1.5.
    const ok = await post({ intent: "crop", position: "0", x: "0.1", y: "0", w: String(1.25 / 1.5), h: "1" });
    expect(ok.status).toBe(200);
    expect(JSON.parse((await storedCrop())!)).toMatchObject({ x: 0.1, y: 0, h: 1 });
    const page = textOf(
      await (await fetch(`${server.url}/admin/orders/${orderId}`, { headers: { cookie: session.cookie } })).text(),
    );
    expect(page).toContain("2500 × 2000 px from the left 300 px, top 0 px");

    const cases: [Record<string, string>, string][] = [
      [{ x: "0.5", y: "0", w: String(1.25 / 1.5), h: "1" }, "The crop must stay inside the photo."],
      [{ x: "0", y: "0", w: "0.5", h: "1" }, "The crop does not have the print size's proportions"],
      [{ x: "zero", y: "0", w: "0.5", h: "1" }, "The crop was not understood"],
      [{ x: "-0.2", y: "0", w: "0.5", h: "0.6" }, "The crop must stay inside the photo."],
    ];
    for (const [values, message] of cases) {
      const res = await post({ intent: "crop", position: "0", ...values });
      expect(res.status, message).toBe(400);
      expect(textOf(await res.text())).toContain(message);
    }
    const catalogue = await post({ intent: "crop", position: "1", x: "0", y: "0", w: "0.5", h: "0.5" });
    expect(catalogue.status).toBe(400);
    expect(textOf(await catalogue.text())).toContain("Only a print of a gallery photo has a crop.");
    expect(JSON.parse((await storedCrop())!)).toMatchObject({ x: 0.1 });
  });

  it("prints a packing slip: her studio and address, the customer's address, the items, no prices", async () => {
    const res = await fetch(`${server.url}/admin/orders/${orderId}/packing-slip`, {
      headers: { cookie: session.cookie },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    const slip = textOf(html);
    expect(slip).toContain("Packing slip");
    expect(slip).toContain("12 Saguaro Way");
    expect(slip).toContain("Tempe, AZ 85281");
    expect(slip).toContain("Ana Buyer");
    expect(slip).toContain("Phoenix, AZ 85016");
    expect(slip).toContain("Print of IMG_1.jpg");
    expect(slip).toContain("Items in parcel 3");
    expect(slip).not.toMatch(/\$\d/);
    expect(html).toContain("@media print");
    const stranger = await fetch(`${server.url}/admin/orders/${orderId}/packing-slip`, { redirect: "manual" });
    expect(stranger.status).toBe(302);
  });

  it("refunds one print for exactly the server's amount, and a double click refunds it once", async () => {
    const first = await expectedPrintRefund(app.db, orderId, 0, 1);
    const second = await expectedPrintRefund(app.db, orderId, 1, 1);

    const refused = await post({ intent: "refund", kind: "lines", "qty-0": "3" });
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain("At most 2 of item 1 can still be refunded.");
    const nothing = await post({ intent: "refund", kind: "lines", "qty-0": "0" });
    expect(nothing.status).toBe(400);
    expect(refunds()).toHaveLength(0);

    const one = await post({ intent: "refund", kind: "lines", "qty-0": "1" });
    expect(one.status).toBe(200);
    expect(refunds()).toHaveLength(1);
    expect(refunds()[0]!.form.get("amount")).toBe(String(first));
    expect(refunds()[0]!.form.get("payment_intent")).toBe("pi_fulfil_1");

    // Two clicks on "refund the last one": one refund, the other refused.
    const race = await Promise.all([1, 2].map(() => post({ intent: "refund", kind: "lines", "qty-0": "1" })));
    const statuses = race.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    // Refused either way: seen as already refunded (400), or beaten to the conditional write (409).
    expect([400, 409]).toContain(statuses[1]);
    expect(refunds()).toHaveLength(2);
    expect(refunds()[1]!.form.get("amount")).toBe(String(second));
    const after = await app.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(Number(after.refunded_cents)).toBe(first + second);
    expect(after.status).toBe("paid");

    const mail = await mailTo(server.dataDir, "buyer@example.com", (m) => (m.headers.subject ?? "").includes("refund"));
    expect(mail.body).toContain(`#${orderId}`);
  });

  it("refunds the rest in full, shipping included, and nothing more after that", async () => {
    const before = await app.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    const left = Number(before.total_cents) - Number(before.refunded_cents);
    const unconfirmed = await post({ intent: "refund", kind: "full" });
    expect(unconfirmed.status).toBe(400);
    const full = await post({ intent: "refund", kind: "full", confirm: "yes" });
    expect(full.status).toBe(200);
    expect(refunds()).toHaveLength(3);
    expect(refunds()[2]!.form.get("amount")).toBe(String(left));
    const after = await app.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(Number(after.refunded_cents)).toBe(Number(after.total_cents));
    expect(after.status).toBe("refunded");
    const given = await app.db.selectFrom("order_refunds").selectAll().where("order_id", "=", orderId).execute();
    expect(given.map((r) => r.status)).toEqual(["paid", "paid", "paid"]);
    expect(given.reduce((sum, r) => sum + Number(r.amount_cents), 0)).toBe(Number(after.total_cents));
    expect(Number(given[2]!.shipping_cents)).toBe(800);

    const again = await post({ intent: "refund", kind: "full", confirm: "yes" });
    expect(again.status).toBe(400);
    expect(refunds()).toHaveLength(3);

    const page = textOf(
      await (await fetch(`${server.url}/admin/orders/${orderId}`, { headers: { cookie: session.cookie } })).text(),
    );
    expect(page).toContain("Nothing left to refund on this order.");
    const year = new Date(Date.now() - 7 * 3_600_000).getUTCFullYear();
    const csv = await (
      await fetch(`${server.url}/admin/exports/payments.csv?year=${year}`, { headers: { cookie: session.cookie } })
    ).text();
    const refundRows = csv.split("\n").filter((line) => line.includes(`Shop order #${orderId} refund`));
    expect(refundRows).toHaveLength(3);
    expect(refundRows.some((row) => row.includes("shipping $8.00"))).toBe(true);
  });
});
