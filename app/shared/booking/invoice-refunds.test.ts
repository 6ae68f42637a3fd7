import { describe, expect, it } from "vitest";
import { invoiceRefundSources, refundHelp, refundParts, refundPartsNote } from "./invoice-refunds";

// A refund of an invoice payment a gift card helped pay (decision 052, amendment): what is left on
// each side, her form's help, and the parts a refund row shows.

const payment = { amount_cents: 9_774, gift_card_cents: 3_000, gift_card_code: "GIFT-ABCD-7KQ2" };

describe("invoiceRefundSources", () => {
  it("counts a refund's money part against the card charge and its gift card part against the card", () => {
    expect(invoiceRefundSources(payment, [])).toEqual({
      providerPaidCents: 6_774,
      giftCardPaidCents: 3_000,
      providerRefundedCents: 0,
      giftCardRefundedCents: 0,
    });
    const refunds = [
      { amount_cents: 5_000, gift_card_cents: 0 },
      { amount_cents: 2_774, gift_card_cents: 1_000 },
    ];
    expect(invoiceRefundSources(payment, refunds)).toEqual({
      providerPaidCents: 6_774,
      giftCardPaidCents: 3_000,
      providerRefundedCents: 6_774,
      giftCardRefundedCents: 1_000,
    });
  });
});

describe("refundHelp", () => {
  it("says how much, and for a gift card payment the rule with what is left on each side", () => {
    expect(refundHelp({ providerCents: 5_000, giftCardCents: 0 }, null)).toBe("Up to $50.00.");
    expect(refundHelp({ providerCents: 6_774, giftCardCents: 3_000 }, "GIFT-ABCD-7KQ2")).toBe(
      "Up to $97.74. A gift card (••••-••••-7KQ2) paid part of this payment: a refund goes back to the card payment first ($67.74 left to give back there), then onto the gift card ($30.00 left).",
    );
    expect(refundHelp({ providerCents: 0, giftCardCents: 3_000 }, "GIFT-ABCD-7KQ2")).toBe(
      "Up to $30.00, all of it back on gift card ••••-••••-7KQ2.",
    );
  });
});

describe("refundParts", () => {
  it("names what went back on the gift card and what to the card payment", () => {
    const refund = { amount_cents: 9_774, gift_card_cents: 3_000, gift_card_code: "GIFT-ABCD-7KQ2", provider: "test" };
    expect(refundParts(refund)).toEqual([
      { label: "Back to the card paid with", cents: 6_774 },
      { label: "Back on gift card ••••-••••-7KQ2", cents: 3_000 },
    ]);
    expect(refundPartsNote(refund)).toBe("Back to the card paid with $67.74 · Back on gift card ••••-••••-7KQ2 $30.00");
    expect(refundParts({ ...refund, provider: null })[0]!.label).toBe("Given back directly");
    expect(refundParts({ ...refund, amount_cents: 3_000, provider: "giftcard" })).toEqual([
      { label: "Back on gift card ••••-••••-7KQ2", cents: 3_000 },
    ]);
  });

  it("has no parts for a refund no gift card took part in", () => {
    const plain = { amount_cents: 5_000, gift_card_cents: 0, gift_card_code: null, provider: "test" };
    expect(refundParts(plain)).toEqual([]);
    expect(refundPartsNote(plain)).toBe("");
  });
});
