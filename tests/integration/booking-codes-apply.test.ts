import { describe, expect, it } from "vitest";
import { databaseKinds } from "../helpers/databases";
import { textOf } from "./admin-client";
import { insertSignedProposal } from "./signed-proposal-fixtures";
import { useCodesServer } from "./invoice-codes-http";

// The codes of the booking page's pay form over HTTP on SQLite and PostgreSQL (decision 052): the
// pay button pays with the codes typed on it, and Apply (intent=apply-codes to /book/<token>)
// shows what they take off the retainer to the cent, taking nothing.

const APPLY = { intent: "apply-codes" };

describe.each(databaseKinds)("codes on /book/<token> on %s", (kind) => {
  const { db, url, post, coupon, giftCard, usesOf, balanceOf, entriesOf, paymentsOf } = useCodesServer(kind);

  let proposals = 0;
  async function signedRetainer() {
    const signed = await insertSignedProposal(db(), { email: `anna-${kind}-${++proposals}@example.com` });
    const retainer = signed.invoices[0]!;
    // The fixture's retainer: $1,530.00 and its 8.6 % tax, $131.58.
    expect([retainer.label, retainer.amountCents, retainer.taxCents]).toEqual(["Retainer", 166_158, 13_158]);
    return { token: signed.token, retainer };
  }

  it("the retainer's pay button uses the typed coupon and gift card: the checkout asks for the rest", async () => {
    const { token, retainer } = await signedRetainer();
    const code = await coupon({ percentOff: 10, maxUses: 3 });
    const card = await giftCard(50_000);
    const res = await post(`/book/${token}/pay`, { coupon: code, giftCard: card.code });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/\/test-checkout\/payment\/\d+\?token=/);
    // 10 % of $1,530.00 is $153.00, and its tax $13.16: $1,495.42 left; the card pays $500.00.
    expect(await paymentsOf(retainer.id)).toEqual([
      {
        status: "pending",
        amount_cents: 149_542,
        discount_cents: 16_616,
        gift_card_cents: 50_000,
        coupon_code: code,
        gift_card_code: card.code,
      },
    ]);
    expect(await usesOf(code)).toBe(1);
    expect(await balanceOf(card.id)).toBe(0);
  });

  it("Apply shows what the codes take off the retainer, keeps them in the fields and takes nothing", async () => {
    const { token, retainer } = await signedRetainer();
    const code = await coupon({ percentOff: 10, maxUses: 1 });
    const card = await giftCard(50_000);
    const res = await post(`/book/${token}`, { ...APPLY, coupon: code, giftCard: card.code.toLowerCase() });
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain("Retainer: $1,661.58");
    expect(text).toContain(`Coupon ${code}: −$166.16`);
    expect(text).toContain(
      `Gift card ••••-••••-${card.code.slice(-4)} pays $500.00 (balance left after paying: $0.00)`,
    );
    expect(text).toContain("Left to pay by card: $995.42");
    expect(html).toContain(`value="${code}"`);
    expect(html).toContain(`value="${card.code.toLowerCase()}"`);
    expect(await usesOf(code)).toBe(0);
    expect(await balanceOf(card.id)).toBe(50_000);
    expect(await entriesOf(card.id)).toEqual(["issued"]);
    expect(await paymentsOf(retainer.id)).toEqual([]);

    // Pay: the test checkout asks for what Apply said.
    const paid = await post(`/book/${token}/pay`, { coupon: code, giftCard: card.code.toLowerCase() });
    expect(paid.status).toBe(303);
    const checkout = await fetch(new URL(paid.headers.get("location")!, url()));
    expect(textOf(await checkout.text())).toContain("$995.42");
  });

  it("refuses an unknown gift card with a 400 and the pay route's words, taking nothing", async () => {
    const { token, retainer } = await signedRetainer();
    const code = await coupon({ maxUses: 1 });
    const res = await post(`/book/${token}`, { ...APPLY, coupon: code, giftCard: "ZZZZ-ZZZZ-ZZZZ" });
    expect(res.status).toBe(400);
    const pay = await post(
      `/book/${token}/pay`,
      { coupon: code, giftCard: "ZZZZ-ZZZZ-ZZZZ" },
      { accept: "text/plain" },
    );
    expect(pay.status).toBe(400);
    const words = (await pay.text()).trim();
    expect(words).toMatch(/gift card/i);
    expect(await res.text()).toMatch(new RegExp(`role="alert"[^>]*>${words}<`));
    expect(await usesOf(code)).toBe(0);
    expect(await paymentsOf(retainer.id)).toEqual([]);
  });

  it("a bad link gets the pay route's 404 and words", async () => {
    for (const token of ["not-a-token", "y".repeat(43)]) {
      const res = await post(`/book/${token}`, { ...APPLY, coupon: "X" });
      expect(res.status).toBe(404);
      expect(textOf(await res.text())).toContain("This booking link is not valid.");
      const pay = await post(`/book/${token}/pay`, { coupon: "X" }, { accept: "text/plain" });
      expect([pay.status, (await pay.text()).trim()]).toEqual([404, "This booking link is not valid."]);
    }
  });
});
