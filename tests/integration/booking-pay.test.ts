import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { formatPrice } from "~/shared/money";
import { startServer, type TestServer } from "../helpers/server";
import { insertSignedProposal, type SignedProposal } from "./signed-proposal-fixtures";

// Paying the retainer through the built server and its test checkout: the amount is the invoice's
// whatever the forms say, the confirmation applies once, and the client's mail carries the .ics.

let server: TestServer;
let app: AppDatabase;
beforeAll(async () => {
  server = await startServer({ SITE_EMAIL: "studio@example.com" });
  app = openDatabase(server.databaseUrl);
});
afterAll(async () => {
  await app?.db.destroy();
  await server?.stop();
});

const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

/** POST /book/:token/pay with fields a tampered page might add; the checkout's URL. */
async function pay(token: string): Promise<URL> {
  const res = await fetch(`${server.url}/book/${token}/pay`, form({ amount: "1", amountCents: "1", invoiceId: "1" }));
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location") ?? "", server.url);
}

const confirm = (checkout: URL, fields: Record<string, string> = {}) =>
  fetch(checkout, form({ email: "anna@example.com", intent: "pay", amountCents: "100", ...fields }));

async function state(signed: SignedProposal) {
  const db = app.db;
  return {
    proposal: await db.selectFrom("proposals").select("status").where("id", "=", signed.proposalId).executeTakeFirst(),
    client: await db.selectFrom("clients").select("status").where("id", "=", signed.clientId).executeTakeFirst(),
    invoices: await db
      .selectFrom("invoices")
      .select(["status", "amount_cents"])
      .where("proposal_id", "=", signed.proposalId)
      .orderBy("position")
      .execute(),
    payments: await db
      .selectFrom("payments")
      .select(["status", "amount_cents", "note"])
      .where("client_id", "=", signed.clientId)
      .orderBy("id")
      .execute(),
    events: (
      await db
        .selectFrom("client_events")
        .select("kind")
        .where("client_id", "=", signed.clientId)
        .orderBy("id")
        .execute()
    ).map((e) => e.kind),
    mails: (
      await db
        .selectFrom("outbox")
        .select("kind")
        .where("related_type", "=", "proposal")
        .where("related_id", "=", signed.proposalId)
        .orderBy("id")
        .execute()
    ).map((m) => m.kind),
  };
}

async function waitFor<T>(probe: () => T | Promise<T>, ms = 20_000): Promise<Exclude<T, undefined | null | false>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value as Exclude<T, undefined | null | false>;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("paying the retainer with the test checkout", () => {
  it("charges the invoice's amount, books the session once and mails the .ics", async () => {
    const signed = await insertSignedProposal(app.db, { email: "anna.pay@example.com" });
    const retainer = signed.invoices[0]!;
    const checkout = await pay(signed.token);
    expect(checkout.pathname).toMatch(/^\/test-checkout\/payment\/\d+$/);

    const page = await fetch(checkout);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain(formatPrice(retainer.amountCents));
    expect(html).toContain("Retainer");
    expect((await state(signed)).payments).toEqual([
      { status: "pending", amount_cents: retainer.amountCents, note: "" },
    ]);

    const done = await confirm(checkout);
    expect([302, 303]).toContain(done.status);
    expect(done.headers.get("location")).toBe(`/book/${signed.token}`);
    const after = await state(signed);
    expect(after).toMatchObject({
      proposal: { status: "booked" },
      client: { status: "booked" },
      invoices: [{ status: "paid" }, { status: "open" }],
      payments: [{ status: "paid", amount_cents: retainer.amountCents }],
      events: ["payment_started", "payment_received", "booking_confirmed"],
    });
    expect([...after.mails].sort()).toEqual(["booking-confirmed", "invoice-paid"]);

    // The form sent again, and the pay button pressed again: nothing changes.
    expect([302, 303]).toContain((await confirm(checkout)).status);
    expect(await state(signed)).toEqual(after);
    expect(await (await fetch(checkout)).text()).toContain("already complete");
    // Booked, the pay button now opens the next instalment's checkout (issue 29 §1), not the retainer's.
    const again = await fetch(`${server.url}/book/${signed.token}/pay`, form({}));
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toMatch(/\/test-checkout\/payment\/\d+\?token=/);
    expect(again.headers.get("location")).not.toBe(checkout.toString());

    // The confirmation leaves with the session as a calendar file.
    const folder = path.join(server.dataDir, "outbox");
    const eml = await waitFor(() => {
      const files = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
      const texts = files.map((f) => fs.readFileSync(path.join(folder, f), "utf8"));
      return texts.find((t) => t.includes("To: anna.pay@example.com") && t.includes("session.ics"));
    }).catch(async (error: unknown) => {
      const rows = await app.db.selectFrom("outbox").select(["kind", "status", "last_error"]).execute();
      throw new Error(`${String(error)}: ${JSON.stringify(rows)}`);
    });
    const part = /Content-Type: text\/calendar[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(eml);
    expect(eml).toMatch(/filename=session\.ics/);
    const ics = Buffer.from((part?.[1] ?? "").replace(/\s+/g, ""), "base64").toString("utf8");
    expect(ics).toContain("DTSTART;TZID=America/Phoenix:20271016T163000");
    expect(ics).toContain(`UID:proposal-${signed.proposalId}@localhost`);
  });

  it("keeps and flags a second checkout paid for the same invoice", async () => {
    const signed = await insertSignedProposal(app.db);
    const first = await pay(signed.token);
    const second = await pay(signed.token);
    expect(second.pathname).not.toBe(first.pathname);
    await confirm(first);
    await confirm(second);
    const after = await state(signed);
    expect(after.invoices.map((i) => i.status)).toEqual(["paid", "open"]);
    expect(after.payments.map((p) => p.status)).toEqual(["paid", "paid"]);
    expect(after.payments[1]?.note).toMatch(/^Paid twice/);
    expect(after.events.filter((e) => e === "booking_confirmed")).toHaveLength(1);
    expect(after.mails.filter((m) => m === "invoice-paid-twice")).toHaveLength(1);
    expect(after.mails.filter((m) => m === "booking-confirmed")).toHaveLength(1);
  });

  it("refuses wrong, expired and unsigned links plainly, and a checkout link without its token", async () => {
    const count = async () => (await app.db.selectFrom("payments").select("id").execute()).length;
    const before = await count();
    const wrong = await fetch(`${server.url}/book/${"x".repeat(43)}/pay`, form({}));
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toMatch(/not valid/);
    expect((await fetch(`${server.url}/book/short/pay`, form({}))).status).toBe(404);
    const expired = await insertSignedProposal(app.db, { expiresOn: "2020-01-01" });
    const refused = await fetch(`${server.url}/book/${expired.token}/pay`, form({}));
    expect(refused.status).toBe(410);
    expect(await refused.text()).toMatch(/expired/);
    expect((await fetch(`${server.url}/book/${expired.token}/pay`)).status).toBe(405);
    expect(await count()).toBe(before);
    // Its page says so instead of offering a button the route would refuse.
    const expiredPage = await (await fetch(`${server.url}/book/${expired.token}`)).text();
    expect(expiredPage).toContain("expired on Wednesday, January 1, 2020 before the retainer was paid");
    expect(expiredPage).not.toContain("Pay the retainer");

    const signed = await insertSignedProposal(app.db);
    const checkout = await pay(signed.token);
    const stranger = new URL(checkout);
    stranger.searchParams.set("token", "y".repeat(43));
    expect((await fetch(stranger)).status).toBe(404);
    expect((await confirm(stranger)).status).toBe(404);
    const bad = await confirm(checkout, { email: "not an e-mail" });
    expect(bad.status).toBe(400);
    expect((await state(signed)).payments.map((p) => p.status)).toEqual(["pending"]);
    // Back from the payment page before the confirmation: the page says it is being confirmed.
    const page = await (await fetch(`${server.url}/book/${signed.token}`)).text();
    expect(page).toContain("your payment is being confirmed");
  });
});
