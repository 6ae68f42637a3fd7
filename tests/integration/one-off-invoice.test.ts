import { describe, expect, it } from "vitest";
import { invoiceSums } from "~/shared/booking/ledger";
import { ledgerInvoice, ledgerPayments } from "~/server/payments/invoice-ledger.server";
import { databaseKinds } from "../helpers/databases";
import { textOf } from "./admin-client";
import { useClientsServer } from "./admin-clients-harness";

// A one-off invoice over HTTP on SQLite and PostgreSQL (issue 29 §1): "Send an invoice" on the
// client's admin page (400 with her words for bad input), the client's /invoice/<token> page (404
// for a wrong link, void, paid), and its pay button through the test checkout to "Paid", the
// receipt mail and the ledger's sums.

const FUTURE = "2099-03-01";

describe.each(databaseKinds)("a one-off invoice on %s", (kind) => {
  const { db, url, csrf, post, page, eventsOf, handMade } = useClientsServer(kind);

  const send = (clientId: number, fields: Record<string, string>) =>
    post(`/admin/clients/${clientId}`, { csrf: csrf(), intent: "send-invoice", ...fields });
  const invoiceOf = async (clientId: number) =>
    db().selectFrom("invoices").selectAll().where("client_id", "=", clientId).executeTakeFirst();
  /** A client with a one-off invoice sent from her page: its row. */
  async function sent(names: string, amount = "350", taxed = "") {
    const clientId = await handMade(names);
    const res = await send(clientId, { label: "Extra hour of coverage", amount, taxed, dueOn: FUTURE });
    expect(res.status).toBe(302);
    const invoice = (await invoiceOf(clientId))!;
    expect(res.headers.get("location")).toBe(`/admin/invoices/${invoice.id}?created=1`);
    return { clientId, invoice, token: invoice.token! };
  }
  const visit = (path: string) => fetch(url() + path, { redirect: "manual" });
  const form = (target: string, fields: Record<string, string> = {}) =>
    fetch(target, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  it("refuses bad input with her words (400), changing nothing", async () => {
    const clientId = await handMade("Rosa Diaz");
    const res = await send(clientId, { label: " ", amount: "twelve", dueOn: "2020-01-01" });
    expect(res.status).toBe(400);
    const text = textOf(await res.text());
    expect(text).toContain("Say what the invoice is for");
    expect(text).toContain("Enter the price in dollars");
    const past = await send(clientId, { label: "Prints", amount: "40", dueOn: "2020-01-01" });
    expect(past.status).toBe(400);
    expect(textOf(await past.text())).toContain("Enter today or a later day.");
    const noDate = await send(clientId, { label: "Prints", amount: "0", dueOn: "" });
    expect(noDate.status).toBe(400);
    expect(textOf(await noDate.text())).toMatch(/Enter an amount above \$0.*Enter the day it is due/);
    expect(await invoiceOf(clientId)).toBeUndefined();
    expect((await eventsOf(clientId)).map((e) => e.kind)).toEqual(["client_created"]);
    expect((await send(999_999, { label: "Prints", amount: "40", dueOn: FUTURE })).status).toBe(404);
    // Without a session nothing is made.
    const stranger = await post(
      `/admin/clients/${clientId}`,
      { intent: "send-invoice", label: "X", amount: "1" },
      null,
    );
    expect(stranger.status).toBeGreaterThanOrEqual(300);
    expect(await invoiceOf(clientId)).toBeUndefined();
  });

  it("sends one with tax: on the client's page, the timeline and in the outbox with its link", async () => {
    await db().updateTable("site_settings").set({ sales_tax_rate_millis: 8_600 }).execute();
    const { clientId, invoice, token } = await sent("Mia Chen", "350", "on");
    await db().updateTable("site_settings").set({ sales_tax_rate_millis: 0 }).execute();
    expect(invoice).toMatchObject({ proposal_id: null, label: "Extra hour of coverage", due_on: FUTURE });
    expect([Number(invoice.tax_cents), Number(invoice.amount_cents)]).toEqual([3_010, 38_010]);
    const clientPage = await (await page(`/admin/clients/${clientId}`)).text();
    expect(textOf(clientPage)).toContain("Send an invoice");
    expect(clientPage).toContain(`href="/admin/invoices/${invoice.id}"`);
    expect(textOf(clientPage)).toContain("Extra hour of coverage");
    expect((await eventsOf(clientId))[0]).toMatchObject({ kind: "invoice_created" });
    const mail = await db()
      .selectFrom("outbox")
      .select(["kind", "text_body"])
      .where("related_type", "=", "invoice")
      .where("related_id", "=", invoice.id)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe("invoice-sent");
    expect(mail.text_body).toContain(`${url()}/invoice/${token}`);
    const adminPage = textOf(await (await page(`/admin/invoices/${invoice.id}?created=1`)).text());
    expect(adminPage).toContain("The invoice is made and e-mailed to the client");
    const publicPage = textOf(await (await visit(`/invoice/${token}`)).text());
    expect(publicPage).toMatch(
      /Subtotal \$350\.00 Sales tax \$30\.10 Total \$380\.10 Have a coupon or a gift card\? \(optional\)/,
    );
    expect(publicPage).toContain("Pay $380.10");
  });

  it("her invoice page names a payment's discount, gift card part and card charge", async () => {
    const { clientId, invoice } = await sent("Ivy Chen", "100");
    // $100.00 less a $10.00 coupon = $90.00 settled: $30.00 from a gift card, $60.00 by card.
    await db()
      .insertInto("payments")
      .values({
        invoice_id: invoice.id,
        client_id: clientId,
        amount_cents: 9_000,
        method: "card",
        status: "paid",
        paid_at: new Date().toISOString(),
        coupon_code: "SAVE10",
        discount_cents: 1_000,
        gift_card_code: "GIFT-ABCD-7KQ2",
        gift_card_cents: 3_000,
      })
      .execute();
    const html = await (await page(`/admin/invoices/${invoice.id}`)).text();
    // In the payments list itself, not only in the page's loader data.
    expect(html).toContain(
      ">Discount (SAVE10) -$10.00 · Gift card (••••-••••-7KQ2) $30.00 · Paid by card $60.00</span>",
    );
    // Her refund form offers all the payment settled, and says where each part goes back (decision 052).
    expect(html).toContain(
      "Up to $90.00. A gift card (••••-••••-7KQ2) paid part of this payment: a refund goes back to the card payment first ($60.00 left to give back there), then onto the gift card ($30.00 left).",
    );
  });

  it("shows the invoice privately, refuses a wrong link, and says a void one is void", async () => {
    const { invoice, token } = await sent("Noah Kim");
    const res = await visit(`/invoice/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const html = await res.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const text = textOf(html);
    expect(text).toContain("Extra hour of coverage");
    expect(text).toContain("Due on Sunday, March 1, 2099 (Arizona time)");
    expect(text).toContain("Pay $350.00");
    expect(html).toContain(`action="/invoice/${token}/pay"`);

    for (const wrong of ["B".repeat(43), "short", token.slice(0, -1) + (token.endsWith("A") ? "B" : "A")]) {
      const refused = await visit(`/invoice/${wrong}`);
      expect(refused.status).toBe(404);
      expect(textOf(await refused.text())).toContain("This invoice link is not valid");
    }
    expect((await form(`${url()}/invoice/${"B".repeat(43)}/pay`)).status).toBe(404);
    expect((await visit(`/invoice/${token}/pay`)).status).toBe(405);

    await db().updateTable("invoices").set({ status: "void" }).where("id", "=", invoice.id).execute();
    const voided = await visit(`/invoice/${token}`);
    expect(voided.status).toBe(200);
    const voidText = textOf(await voided.text());
    expect(voidText).toContain("This invoice is void");
    expect(voidText).not.toContain("Pay $");
    const pay = await form(`${url()}/invoice/${token}/pay`);
    expect(pay.status).toBe(410);
    expect(await db().selectFrom("payments").select("id").where("invoice_id", "=", invoice.id).execute()).toEqual([]);
  });

  it("is paid through the test checkout for the ledger's amount: Paid, receipt mailed, sums right", async () => {
    const { clientId, invoice, token } = await sent("Ava Patel", "120.50");
    // A tampered form's amount is ignored: what is charged is what is owed.
    const pay = await form(`${url()}/invoice/${token}/pay`, { amount: "1", amountCents: "1" });
    expect(pay.status).toBe(303);
    const checkout = new URL(pay.headers.get("location") ?? "", url());
    expect(checkout.pathname).toMatch(/^\/test-checkout\/payment\/\d+$/);
    const checkoutPage = textOf(await (await fetch(checkout)).text());
    expect(checkoutPage).toContain("$120.50");

    const done = await form(checkout.toString(), { email: "ava@example.com", intent: "pay", amountCents: "100" });
    expect([302, 303]).toContain(done.status);
    expect(done.headers.get("location")).toBe(`/invoice/${token}`);
    const paidPage = textOf(await (await visit(`/invoice/${token}`)).text());
    expect(paidPage).toContain("Paid in full");
    expect(paidPage).toContain("What you paid");
    expect(paidPage).not.toContain("Pay $");
    // Nothing is due any more: the button (from an old tab) leads back to the page.
    const again = await form(`${url()}/invoice/${token}/pay`);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`/invoice/${token}`);

    const row = await db().selectFrom("invoices").selectAll().where("id", "=", invoice.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("paid");
    const sums = invoiceSums(ledgerInvoice(row), await ledgerPayments(db(), { invoiceId: invoice.id }), "2026-11-27");
    expect(sums).toEqual({
      paidCents: 12_050,
      discountCents: 0,
      refundedCents: 0,
      netCents: 12_050,
      owedCents: 0,
      state: "paid",
    });
    expect((await eventsOf(clientId)).map((e) => e.kind).slice(0, 2)).toEqual(["payment_received", "payment_started"]);

    // The receipt job makes the PDF and queues the client's mail with it.
    const deadline = Date.now() + 20_000;
    let receipt;
    while (!receipt && Date.now() < deadline) {
      receipt = await db()
        .selectFrom("outbox")
        .select(["to_address", "subject", "text_body"])
        .where("kind", "=", "payment-receipt")
        .where("related_id", "=", invoice.id)
        .executeTakeFirst();
      if (!receipt) await new Promise((r) => setTimeout(r, 200));
    }
    expect(receipt).toBeDefined();
    expect(receipt!.to_address).toBe("fam@example.com");
    expect(receipt!.subject).toContain("[TEST] Receipt — Extra hour of coverage");
    expect(receipt!.text_body).toContain(`/invoice/${token}`);
    expect(receipt!.text_body).toContain("Nothing more is owed on this invoice.");
  });
});
