import { describe, expect, it } from "vitest";
import { NO_SHOP_CHARGES, chargesAnything, orderFigures, shippingCents, type ShopCharges } from "./shop-charges";

const rates = { flatCents: 800, perExtraCents: 200, freeOverCents: 15_000 };
const prints = (quantity: number, unitCents = 4500) => [{ unitCents, quantity }];
const figures = (charges: ShopCharges, lines = prints(1), choice: "ship" | "pickup" | null = null) => {
  const result = orderFigures(lines, charges, choice);
  if (!result.ok) throw new Error(result.error);
  return result.figures;
};

describe("shop shipping", () => {
  it("charges the flat rate for one item and the per-item amount for each additional one", () => {
    expect(shippingCents(rates, 4500, 1)).toBe(800);
    expect(shippingCents(rates, 9000, 2)).toBe(1000);
    expect(shippingCents(rates, 13_500, 3)).toBe(1200);
  });

  it("is free at or above her threshold, and never free without one", () => {
    expect(shippingCents(rates, 14_999, 3)).toBe(1200);
    expect(shippingCents(rates, 15_000, 3)).toBe(0);
    expect(shippingCents({ ...rates, freeOverCents: null }, 1_000_000, 2)).toBe(1000);
  });

  it("charges nothing when no rate is set", () => {
    expect(shippingCents(null, 4500, 3)).toBe(0);
  });
});

describe("shop order figures", () => {
  it("leave the seeded shop as it is: the lines' sum and nothing else", () => {
    expect(chargesAnything(NO_SHOP_CHARGES)).toBe(false);
    expect(figures(NO_SHOP_CHARGES, prints(2))).toEqual({
      subtotalCents: 9000,
      couponCode: null,
      discountCents: 0,
      shippingChoice: null,
      shippingCents: 0,
      taxRateMillis: 0,
      taxCents: 0,
      totalCents: 9000,
    });
  });

  it("tax the lines only unless she taxes shipping, rounding half up once for the order", () => {
    const charges: ShopCharges = { taxRateMillis: 8600, taxShipping: false, shipping: rates, pickup: null };
    // 8.6 % of $45.00 = $3.87 exactly; with $8.00 shipping taxed: 8.6 % of $53.00 = $4.558 → $4.56.
    expect(figures(charges)).toMatchObject({
      shippingChoice: "ship",
      shippingCents: 800,
      taxCents: 387,
      totalCents: 5687,
    });
    expect(figures({ ...charges, taxShipping: true })).toMatchObject({ taxCents: 456, totalCents: 5756 });
  });

  it("round a half cent up: 5 % of $0.10 is half a cent → 1 cent", () => {
    const charges: ShopCharges = { taxRateMillis: 5000, taxShipping: false, shipping: null, pickup: null };
    expect(figures(charges, prints(1, 10))).toMatchObject({ taxCents: 1, totalCents: 11 });
    expect(figures(charges, prints(1, 9))).toMatchObject({ taxCents: 0, totalCents: 9 });
  });

  it("charge no shipping (nor tax on it) for a local pick-up, and refuse a pick-up she does not offer", () => {
    const charges: ShopCharges = { taxRateMillis: 8600, taxShipping: true, shipping: rates, pickup: { note: "" } };
    expect(figures(charges, prints(1), "pickup")).toMatchObject({
      shippingChoice: "pickup",
      shippingCents: 0,
      taxCents: 387,
      totalCents: 4887,
    });
    expect(orderFigures(prints(1), { ...charges, pickup: null }, "pickup")).toEqual({
      ok: false,
      error: "Local pick-up is not offered any more; please reload the cart.",
    });
  });

  it("offer free shipping beside a pick-up when she set no shipping rate", () => {
    const charges: ShopCharges = { ...NO_SHOP_CHARGES, pickup: { note: "Tempe studio" } };
    expect(figures(charges)).toMatchObject({ shippingChoice: "ship", shippingCents: 0, totalCents: 4500 });
  });
});
