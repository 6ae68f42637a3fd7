import { describe, expect, it } from "vitest";
import type { CouponTerms } from "~/shared/shop/coupon-rules";
import { codesBreakdown } from "./codes-breakdown";
import { invoicePaymentFigures } from "./invoice-codes";

// The Apply button's words (decision 052): what the codes take off, in exact cents.

const percent = (percentOff: number): CouponTerms => ({
  code: "FAMILY10",
  kind: "percent",
  percentOff,
  amountOffCents: null,
  category: null,
  minOrderCents: null,
});
// $100.00 + 8.6 % tax ($8.60) = $108.60 owed.
const owed = { owedCents: 10_860, owedTaxCents: 860 };
const CARD = "ABCD-EFGH-7KQ2";

describe("the Apply breakdown", () => {
  it("names the coupon's discount, the card's part and its balance left, and what the card page asks", () => {
    expect(
      codesBreakdown({
        label: "Family session",
        figures: invoicePaymentFigures(owed, percent(10), 3_500),
        couponCode: "FAMILY10",
        card: { code: CARD, balanceCents: 3_500 },
      }),
    ).toEqual({
      lines: [
        "Family session: $108.60",
        "Coupon FAMILY10: −$10.86",
        "Gift card ••••-••••-7KQ2 pays $35.00 (balance left after paying: $0.00)",
      ],
      rest: "Left to pay by card: $62.74",
      note: "Nothing is used until you press Pay; the card payment page then asks for this amount.",
    });
  });

  it("a card worth more than what is owed pays it all, and keeps the rest", () => {
    const view = codesBreakdown({
      label: "Retainer",
      figures: invoicePaymentFigures(owed, null, 20_000),
      couponCode: null,
      card: { code: CARD, balanceCents: 20_000 },
    });
    expect(view.lines).toEqual([
      "Retainer: $108.60",
      "Gift card ••••-••••-7KQ2 pays $108.60 (balance left after paying: $91.40)",
    ]);
    expect(view.rest).toBe("Nothing left to pay by card: the gift card pays it all.");
    expect(view.note).toMatch(/paid at once, with no card payment page/);
  });

  it("a 100 % coupon leaves nothing, and the card is not needed", () => {
    const view = codesBreakdown({
      label: "Retainer",
      figures: invoicePaymentFigures(owed, percent(100), 5_000),
      couponCode: "FAMILY10",
      card: { code: CARD, balanceCents: 5_000 },
    });
    expect(view.lines).toEqual([
      "Retainer: $108.60",
      "Coupon FAMILY10: −$108.60",
      "Gift card ••••-••••-7KQ2: not needed, the coupon leaves nothing to pay",
    ]);
    expect(view.rest).toBe("Nothing left to pay by card: the coupon takes it all off.");
  });

  it("a coupon and a card together covering it all say so", () => {
    const view = codesBreakdown({
      label: "Retainer",
      figures: invoicePaymentFigures(owed, percent(10), 10_000),
      couponCode: "FAMILY10",
      card: { code: CARD, balanceCents: 10_000 },
    });
    expect(view.lines[2]).toBe("Gift card ••••-••••-7KQ2 pays $97.74 (balance left after paying: $2.26)");
    expect(view.rest).toBe("Nothing left to pay by card: the coupon and the gift card cover it all.");
  });
});
