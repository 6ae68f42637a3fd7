import { describe, expect, it } from "vitest";
import { dateRefusal, discountCents, minimumRefusal, normalizeCode, type CouponTerms } from "./coupon-rules";
import { chargeLines, linesSubtotalCents, NO_SHOP_CHARGES, orderFigures } from "./shop-charges";
import { checkCouponForm, BLANK_COUPON } from "./coupon.schema";

const percent = (percentOff: number, more: Partial<CouponTerms> = {}): CouponTerms => ({
  code: "SPRING",
  kind: "percent",
  percentOff,
  amountOffCents: null,
  category: null,
  minOrderCents: null,
  ...more,
});
const amount = (amountOffCents: number, more: Partial<CouponTerms> = {}): CouponTerms => ({
  ...percent(0),
  kind: "amount",
  percentOff: null,
  amountOffCents,
  ...more,
});

const floral = { unitCents: 4500, quantity: 1, category: "Floral Prints" };
const album = { unitCents: 100_000, quantity: 1, category: "Signature Albums" };

describe("discountCents", () => {
  it("rounds a percent half up by the one rule", () => {
    // 15% of $0.10 = 1.5 cents → 2; 15% of $0.09 = 1.35 → 1.
    expect(discountCents([{ unitCents: 10, quantity: 1 }], percent(15))).toBe(2);
    expect(discountCents([{ unitCents: 9, quantity: 1 }], percent(15))).toBe(1);
    expect(discountCents([{ unitCents: 4500, quantity: 3 }], percent(10))).toBe(1350);
  });

  it("applies a category coupon to that category's lines only", () => {
    expect(discountCents([floral, album], percent(10, { category: "Floral Prints" }))).toBe(450);
    expect(discountCents([floral, album], amount(10_000, { category: "Floral Prints" }))).toBe(4500);
    expect(discountCents([album], percent(10, { category: "Floral Prints" }))).toBe(0);
    // A client-gallery print is in no shop category.
    expect(discountCents([{ unitCents: 4500, quantity: 1 }], percent(10, { category: "Floral Prints" }))).toBe(0);
  });

  it("never takes off more than the lines", () => {
    expect(discountCents([floral], amount(9_999))).toBe(4500);
    expect(discountCents([floral], percent(100))).toBe(4500);
  });

  it("takes nothing off under the minimum, and says so in words", () => {
    expect(discountCents([floral], percent(10, { minOrderCents: 10_000 }))).toBe(0);
    expect(discountCents([floral, album], percent(10, { minOrderCents: 10_000 }))).toBe(10_450);
    expect(minimumRefusal({ minOrderCents: 10_000 }, 4500)).toBe("This code needs an order of $100.00 or more.");
    expect(minimumRefusal({ minOrderCents: 10_000 }, 4500, "invoices")).toBe(
      "This code needs an invoice of $100.00 or more.",
    );
    expect(minimumRefusal({ minOrderCents: 10_000 }, 10_000)).toBeNull();
  });
});

describe("dateRefusal", () => {
  it("counts both days in", () => {
    const dates = { startsOn: "2026-12-01", endsOn: "2026-12-31" };
    expect(dateRefusal(dates, "2026-11-30")).toBe("This code is not valid yet.");
    expect(dateRefusal(dates, "2026-12-01")).toBeNull();
    expect(dateRefusal(dates, "2026-12-31")).toBeNull();
    expect(dateRefusal(dates, "2027-01-01")).toBe("This code has expired.");
    expect(dateRefusal({ startsOn: null, endsOn: null }, "2030-01-01")).toBeNull();
  });
});

describe("orderFigures with a coupon", () => {
  const charges = {
    ...NO_SHOP_CHARGES,
    taxRateMillis: 8600,
    shipping: { flatCents: 800, perExtraCents: 200, freeOverCents: null },
  };

  it("takes the discount off before the tax and leaves the shipping alone", () => {
    const result = orderFigures([floral, floral], charges, "ship", amount(1000));
    expect(result.ok && result.figures).toEqual({
      subtotalCents: 9000,
      couponCode: "SPRING",
      discountCents: 1000,
      shippingChoice: "ship",
      shippingCents: 1000,
      taxRateMillis: 8600,
      taxCents: 688, // 8.6% of $80.00
      totalCents: 9000 - 1000 + 1000 + 688,
    });
    if (!result.ok) return;
    expect(chargeLines(result.figures)[0]).toEqual({ kind: "discount", label: "Discount (SPRING)", cents: -1000 });
    expect(linesSubtotalCents(result.figures)).toBe(9000);
  });

  it("is today's order without a coupon, and never below zero with one", () => {
    const plain = orderFigures([floral], NO_SHOP_CHARGES);
    expect(plain.ok && plain.figures.totalCents).toBe(4500);
    expect(plain.ok && chargeLines(plain.figures)).toEqual([]);
    const all = orderFigures([floral], NO_SHOP_CHARGES, null, amount(100_000));
    expect(all.ok && all.figures.totalCents).toBe(0);
  });
});

describe("checkCouponForm", () => {
  const form = { ...BLANK_COUPON, code: " spring10 ", percentOff: "10" };
  it("stores the code in upper case and dollars as cents", () => {
    const ok = checkCouponForm({ ...form, kind: "amount", amountOff: "12.50", minOrder: "100" });
    expect(ok.ok && ok.values).toMatchObject({ code: "SPRING10", amountOffCents: 1250, minOrderCents: 10_000 });
    expect(normalizeCode(" spring10 ")).toBe("SPRING10");
  });
  it("refuses in words", () => {
    const bad = checkCouponForm({
      ...form,
      code: "spring 10!",
      percentOff: "150",
      category: "Socks",
      startsOn: "2026-12-31",
      endsOn: "2026-12-01",
      maxUses: "0",
    });
    expect(bad.ok ? {} : bad.fields).toEqual({
      code: "Use 3 to 30 letters and digits, with no spaces or symbols.",
      percentOff: "Enter a whole percent from 1 to 100.",
      category: "Choose the whole order or one of the shop's categories.",
      endsOn: "The last day cannot be before the first day.",
      maxUses: "Enter a whole number of uses of at least 1, or leave it empty for no limit.",
    });
  });
});
