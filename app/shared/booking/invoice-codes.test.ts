import { describe, expect, it } from "vitest";
import type { CouponTerms } from "~/shared/shop/coupon-rules";
import { invoicePaymentFigures } from "./invoice-codes";

// The figures of one invoice payment with a coupon and a gift card (decision 052).

const percent = (percentOff: number, minOrderCents: number | null = null): CouponTerms => ({
  code: "SAVE",
  kind: "percent",
  percentOff,
  amountOffCents: null,
  category: null,
  minOrderCents,
});
const amount = (amountOffCents: number): CouponTerms => ({
  ...percent(0),
  kind: "amount",
  percentOff: null,
  amountOffCents,
});

// $100.00 + 8.6 % tax ($8.60) = $108.60 owed.
const owed = { owedCents: 10_860, owedTaxCents: 860 };

describe("invoice payment figures", () => {
  it("takes 10 % off before tax and recomputes the tax on what is left", () => {
    expect(invoicePaymentFigures(owed, percent(10))).toEqual({
      owedCents: 10_860,
      discountNetCents: 1_000,
      discountTaxCents: 86,
      discountCents: 1_086,
      taxCents: 774,
      dueCents: 9_774,
      giftCardCents: 0,
      chargeCents: 9_774,
    });
  });

  it("lets a gift card pay part of what is due, the provider the rest", () => {
    const f = invoicePaymentFigures(owed, percent(10), 3_000);
    expect(f).toMatchObject({ dueCents: 9_774, giftCardCents: 3_000, chargeCents: 6_774 });
    expect(f.discountCents + f.giftCardCents + f.chargeCents).toBe(f.owedCents);
  });

  it("lets a gift card pay all of it, never more than is due", () => {
    expect(invoicePaymentFigures(owed, null, 50_000)).toMatchObject({
      discountCents: 0,
      taxCents: 860,
      giftCardCents: 10_860,
      chargeCents: 0,
    });
  });

  it("rounds the tax half up by the one rule", () => {
    // $33.33 + $2.87 tax: 15 % off is $5.00 (4.9995 → 5.00); tax 287 × 2833 / 3333 = 243.94 → 244.
    const f = invoicePaymentFigures({ owedCents: 3_620, owedTaxCents: 287 }, percent(15));
    expect(f).toMatchObject({ discountNetCents: 500, taxCents: 244, discountTaxCents: 43, dueCents: 3_077 });
  });

  it("caps an amount off at the pre-tax amount, leaving no tax", () => {
    expect(invoicePaymentFigures(owed, amount(20_000))).toMatchObject({
      discountNetCents: 10_000,
      taxCents: 0,
      dueCents: 0,
      chargeCents: 0,
    });
  });

  it("takes nothing off under the minimum (read before tax)", () => {
    expect(invoicePaymentFigures(owed, percent(10, 10_001))).toMatchObject({ discountCents: 0, dueCents: 10_860 });
    expect(invoicePaymentFigures(owed, percent(10, 10_000)).discountCents).toBe(1_086);
  });

  it("handles an untaxed invoice", () => {
    expect(invoicePaymentFigures({ owedCents: 12_050, owedTaxCents: 0 }, amount(2_500), 1_000)).toMatchObject({
      discountCents: 2_500,
      discountTaxCents: 0,
      dueCents: 9_550,
      giftCardCents: 1_000,
      chargeCents: 8_550,
    });
  });
});
