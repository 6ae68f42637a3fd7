import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leftToRefund, refundSplitWords, splitRefund, type RefundSources } from "./refund-split";

// Where a refund of an order a gift card paid for goes back to (decision 047, amendment 2): the
// card payment first, then the gift card; neither side ever gets back more than it took.

const sources = (providerPaidCents: number, giftCardPaidCents: number): RefundSources => ({
  providerPaidCents,
  giftCardPaidCents,
  providerRefundedCents: 0,
  giftCardRefundedCents: 0,
});

describe("splitRefund", () => {
  it("gives back to the card payment first, the rest onto the gift card", () => {
    expect(splitRefund(sources(13_084, 2500), 5000)).toEqual({ ok: true, providerCents: 5000, giftCardCents: 0 });
    expect(splitRefund({ ...sources(13_084, 2500), providerRefundedCents: 12_000 }, 2000)).toEqual({
      ok: true,
      providerCents: 1084,
      giftCardCents: 916,
    });
    expect(splitRefund(sources(13_084, 2500), 15_584)).toEqual({
      ok: true,
      providerCents: 13_084,
      giftCardCents: 2500,
    });
  });

  it("puts all of a refund on the card of an order the gift card paid wholly", () => {
    expect(splitRefund(sources(0, 4500), 1200)).toEqual({ ok: true, providerCents: 0, giftCardCents: 1200 });
  });

  it("refuses more than is left, and nothing", () => {
    expect(splitRefund({ ...sources(1000, 500), giftCardRefundedCents: 100 }, 1401)).toEqual({
      ok: false,
      error: "That is more than is left to refund on this order.",
    });
    expect(splitRefund(sources(1000, 500), 0)).toMatchObject({ ok: false });
    expect(splitRefund(sources(1000, 500), 1.5)).toMatchObject({ ok: false });
  });

  it("over any sequence of partial refunds: parts add up to each refund, neither side over what it took", () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(100_000),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 12 }),
        (providerPaid, giftCardPaid, asked) => {
          const state = sources(providerPaid, giftCardPaid);
          for (const amount of asked) {
            const left = providerPaid + giftCardPaid - state.providerRefundedCents - state.giftCardRefundedCents;
            const split = splitRefund(state, amount);
            if (amount > left) {
              expect(split.ok).toBe(false);
              continue;
            }
            if (!split.ok) throw new Error(split.error);
            expect(split.providerCents + split.giftCardCents).toBe(amount);
            expect(split.providerCents).toBeGreaterThanOrEqual(0);
            expect(split.giftCardCents).toBeGreaterThanOrEqual(0);
            // The card's part only once the card payment has all been given back.
            if (split.giftCardCents > 0) {
              expect(state.providerRefundedCents + split.providerCents).toBe(providerPaid);
            }
            state.providerRefundedCents += split.providerCents;
            state.giftCardRefundedCents += split.giftCardCents;
            expect(state.providerRefundedCents).toBeLessThanOrEqual(providerPaid);
            expect(state.giftCardRefundedCents).toBeLessThanOrEqual(giftCardPaid);
          }
        },
      ),
    );
  });
});

describe("leftToRefund and refundSplitWords", () => {
  it("says what is left on each side, never below 0", () => {
    expect(leftToRefund({ ...sources(6774, 3000), providerRefundedCents: 6000 })).toEqual({
      providerCents: 774,
      giftCardCents: 3000,
    });
    expect(leftToRefund({ ...sources(0, 3000), providerRefundedCents: 50, giftCardRefundedCents: 3000 })).toEqual({
      providerCents: 0,
      giftCardCents: 0,
    });
  });

  it("names where a refund went in her words", () => {
    const card = "••••-••••-7KQ2";
    expect(refundSplitWords({ providerCents: 6774, giftCardCents: 3000 }, card)).toBe(
      "$67.74 to the card payment, $30.00 back on gift card ••••-••••-7KQ2",
    );
    expect(refundSplitWords({ providerCents: 6774, giftCardCents: 3000 }, card, "given back by you")).toBe(
      "$67.74 given back by you, $30.00 back on gift card ••••-••••-7KQ2",
    );
    expect(refundSplitWords({ providerCents: 0, giftCardCents: 3000 }, card)).toBe(
      "$30.00 back on gift card ••••-••••-7KQ2",
    );
    expect(refundSplitWords({ providerCents: 500, giftCardCents: 0 }, card)).toBe("");
  });
});
