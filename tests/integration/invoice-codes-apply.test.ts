import { describe, expect, it } from "vitest";
import { databaseKinds } from "../helpers/databases";
import { insertSignedProposal } from "./signed-proposal-fixtures";
import { useCodesServer } from "./invoice-codes-http";

// The invoice pay forms' codes over HTTP on SQLite and PostgreSQL (decision 052): the booking
// page's pay button pays with the codes typed on it.

describe.each(databaseKinds)("invoice codes over HTTP on %s", (kind) => {
  const { db, post, coupon, giftCard, usesOf, balanceOf, paymentsOf } = useCodesServer(kind);

  it("the retainer's pay button uses the typed coupon and gift card: the checkout asks for the rest", async () => {
    const signed = await insertSignedProposal(db(), { email: `anna-pay-${kind}@example.com` });
    const retainer = signed.invoices[0]!;
    // The fixture's retainer: $1,530.00 and its 8.6 % tax, $131.58.
    expect([retainer.amountCents, retainer.taxCents]).toEqual([166_158, 13_158]);
    const code = await coupon({ percentOff: 10, maxUses: 3 });
    const card = await giftCard(50_000);
    const res = await post(`/book/${signed.token}/pay`, { coupon: code, giftCard: card.code });
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
});
