import { describe, expect, it } from "vitest";
import { SHOP_ONLY } from "~/server/shop/coupons.server";
import { databaseKinds } from "../helpers/databases";
import { textOf } from "./admin-client";
import { PAYMENT_ATTEMPTS, useCodesServer } from "./invoice-codes-http";

// The Apply button of a one-off invoice's pay form over HTTP on SQLite and PostgreSQL (decision
// 052), posted as a browser without script posts it (intent=apply-codes to /invoice/<token>): the
// page comes back with the codes in the fields and what they take off in exact cents, and nothing
// is taken — no coupon use, no card value, no payment row; a refused code is a 400 with the pay
// route's words; a bad link and too many tries get the pay route's answers.

const APPLY = { intent: "apply-codes" };

describe.each(databaseKinds)("Apply on /invoice/<token> on %s", (kind) => {
  const { url, post, oneOffInvoice, coupon, giftCard, usesOf, balanceOf, entriesOf, paymentsOf } = useCodesServer(kind);

  it("shows what a coupon and a gift card take off, to the cent, keeps the codes and takes nothing", async () => {
    const { invoiceId, token } = await oneOffInvoice();
    const code = await coupon({ percentOff: 10, maxUses: 1 });
    const card = await giftCard(2_500);
    const typedCoupon = code.toLowerCase();
    const res = await post(`/invoice/${token}`, { ...APPLY, coupon: typedCoupon, giftCard: card.code });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    const text = textOf(html);
    // $108.60 − 10 % of $100.00 and its tax ($10.86) = $97.74; the card pays $25.00 of it.
    expect(text).toContain("Family session: $108.60");
    expect(text).toContain(`Coupon ${code}: −$10.86`);
    expect(text).toContain(`Gift card ••••-••••-${card.code.slice(-4)} pays $25.00 (balance left after paying: $0.00)`);
    expect(text).toContain("Left to pay by card: $72.74");
    expect(text).toContain("Nothing is used until you press Pay");
    expect(html).toContain(`value="${typedCoupon}"`);
    expect(html).toContain(`value="${card.code}"`);
    expect(html).toMatch(/aria-live="polite"/);
    // Nothing taken: the coupon's only use is still free, the card untouched, no payment row.
    expect(await usesOf(code)).toBe(0);
    expect(await balanceOf(card.id)).toBe(2_500);
    expect(await entriesOf(card.id)).toEqual(["issued"]);
    expect(await paymentsOf(invoiceId)).toEqual([]);

    // Pay with the same codes: the test checkout asks for exactly what Apply said was left.
    const paid = await post(`/invoice/${token}/pay`, { coupon: typedCoupon, giftCard: card.code });
    expect(paid.status).toBe(303);
    const checkout = await fetch(new URL(paid.headers.get("location")!, url()));
    expect(textOf(await checkout.text())).toContain("$72.74");
    expect(await paymentsOf(invoiceId)).toMatchObject([
      { status: "pending", amount_cents: 9_774, discount_cents: 1_086, gift_card_cents: 2_500 },
    ]);
    expect(await usesOf(code)).toBe(1);
  });

  it("a card worth more than the invoice: nothing left by card, and Pay settles it with no card page", async () => {
    const { invoiceId, token } = await oneOffInvoice();
    const card = await giftCard(12_000);
    const res = await post(`/invoice/${token}`, { ...APPLY, coupon: "", giftCard: card.code });
    expect(res.status).toBe(200);
    const text = textOf(await res.text());
    expect(text).toContain(
      `Gift card ••••-••••-${card.code.slice(-4)} pays $108.60 (balance left after paying: $11.40)`,
    );
    expect(text).toContain("Nothing left to pay by card: the gift card pays it all.");
    expect(text).toContain("paid at once, with no card payment page");
    expect(await balanceOf(card.id)).toBe(12_000);
    expect(await paymentsOf(invoiceId)).toEqual([]);

    const paid = await post(`/invoice/${token}/pay`, { giftCard: card.code });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/invoice/${token}`);
    expect(await paymentsOf(invoiceId)).toMatchObject([
      { status: "paid", amount_cents: 10_860, gift_card_cents: 10_860 },
    ]);
    expect(await balanceOf(card.id)).toBe(1_140);
  });

  it("refuses a shop-only coupon with a 400 and the pay route's words, in an alert, taking nothing", async () => {
    const { invoiceId, token } = await oneOffInvoice();
    const code = await coupon({ usableOn: "shop", maxUses: 2 });
    const card = await giftCard(1_000);
    const res = await post(`/invoice/${token}`, { ...APPLY, coupon: code, giftCard: card.code });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>${SHOP_ONLY}<`));
    expect(html).toContain(`value="${code}"`);
    const pay = await post(`/invoice/${token}/pay`, { coupon: code, giftCard: card.code }, { accept: "text/plain" });
    expect([pay.status, (await pay.text()).trim()]).toEqual([400, SHOP_ONLY]);
    expect(await usesOf(code)).toBe(0);
    expect(await balanceOf(card.id)).toBe(1_000);
    expect(await paymentsOf(invoiceId)).toEqual([]);
  });

  it("refuses a used-up coupon, an unknown card and no code at all, each in words with a 400", async () => {
    const { token } = await oneOffInvoice();
    const code = await coupon({ maxUses: 1 });
    const first = await oneOffInvoice();
    expect((await post(`/invoice/${first.token}/pay`, { coupon: code })).status).toBe(303);
    const usedUp = await post(`/invoice/${token}`, { ...APPLY, coupon: code });
    expect(usedUp.status).toBe(400);
    expect(textOf(await usedUp.text())).toContain("This code has been used up.");
    const unknown = await post(`/invoice/${token}`, { ...APPLY, giftCard: "ZZZZ-ZZZZ-ZZZZ" });
    expect(unknown.status).toBe(400);
    const payUnknown = await post(`/invoice/${token}/pay`, { giftCard: "ZZZZ-ZZZZ-ZZZZ" }, { accept: "text/plain" });
    expect(textOf(await unknown.text())).toContain((await payUnknown.text()).trim());
    const empty = await post(`/invoice/${token}`, { ...APPLY, coupon: " ", giftCard: "" });
    expect(empty.status).toBe(400);
    expect(textOf(await empty.text())).toContain("Type a coupon code or a gift card code, then press Apply.");
  });

  it("a bad link gets the pay route's 404 and words; nothing is checked", async () => {
    const code = await coupon({ maxUses: 1 });
    for (const token of ["not-a-token", "x".repeat(43)]) {
      const res = await post(`/invoice/${token}`, { ...APPLY, coupon: code });
      expect(res.status).toBe(404);
      expect(textOf(await res.text())).toContain("This invoice link is not valid.");
      const pay = await post(`/invoice/${token}/pay`, { coupon: code }, { accept: "text/plain" });
      expect([pay.status, (await pay.text()).trim()]).toEqual([404, "This invoice link is not valid."]);
    }
    expect(await usesOf(code)).toBe(0);
  });

  it("Apply and Pay count together against the payment attempts of an address", async () => {
    const { token } = await oneOffInvoice();
    const address = "203.0.113.77";
    for (let i = 0; i < PAYMENT_ATTEMPTS; i++) {
      expect((await post(`/invoice/${token}`, { ...APPLY, giftCard: "ZZZZ-ZZZZ-ZZZZ" }, { address })).status).toBe(400);
    }
    const limited = await post(`/invoice/${token}`, { ...APPLY, giftCard: "ZZZZ-ZZZZ-ZZZZ" }, { address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(textOf(await limited.text())).toContain(
      "Too many payment attempts. Please wait a few minutes and try again.",
    );
    const pay = await post(`/invoice/${token}/pay`, {}, { address, accept: "text/plain" });
    expect(pay.status).toBe(429);
  });
});
