import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  checkShopSettings,
  DEFAULT_SHOP_SETTINGS,
  shopChargesOf,
  shopSettingsOf,
  shopSettingsShape,
  shopSettingsText,
} from "./shop-settings.schema";
import { NO_SHOP_CHARGES } from "./shop-charges";

const schema = z
  .object({ salesTaxRate: z.number(), ...shopSettingsShape })
  .superRefine(checkShopSettings)
  .transform(shopSettingsOf);
const empty = {
  shopTax: "",
  shopTaxShipping: "",
  shippingFlat: "",
  shippingPerExtra: "",
  shippingFreeOver: "",
  pickup: "",
  pickupNote: "",
};
const messages = (input: Record<string, string>, salesTaxRate = 8600) => {
  const result = schema.safeParse({ salesTaxRate, ...empty, ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the shop's shipping and tax settings", () => {
  it("read an empty form as the seeded settings, which charge nothing", () => {
    const parsed = schema.parse({ salesTaxRate: 0, ...empty });
    expect(parsed).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(shopChargesOf(parsed, 8600)).toEqual(NO_SHOP_CHARGES);
  });

  it("read dollars as whole cents and show them back the same way", () => {
    const parsed = schema.parse({
      salesTaxRate: 8600,
      ...empty,
      shopTax: "on",
      shippingFlat: "$8",
      shippingPerExtra: "2.5",
      shippingFreeOver: "1,500.00",
    });
    expect(parsed).toMatchObject({
      shippingFlatCents: 800,
      shippingPerExtraCents: 250,
      shippingFreeOverCents: 150_000,
    });
    expect(shopSettingsText(parsed)).toMatchObject({
      shippingFlat: "8.00",
      shippingPerExtra: "2.50",
      shippingFreeOver: "1,500.00",
    });
    expect(shopChargesOf(parsed, 8600)).toMatchObject({ taxRateMillis: 8600, taxShipping: false });
  });

  it("refuse in plain words what cannot be charged", () => {
    expect(messages({ shippingFlat: "eight" })).toEqual({
      shippingFlat: "Enter an amount in dollars, e.g. 8.00, or leave it empty.",
    });
    expect(messages({ shippingFlat: "1001" })).toEqual({ shippingFlat: "Enter a shipping rate of at most $1,000." });
    expect(messages({ shopTax: "on" }, 0)).toEqual({
      shopTax: "Enter your sales tax rate above first: shop orders are taxed at that rate.",
    });
    expect(messages({ shopTaxShipping: "on" })).toEqual({
      shopTaxShipping: "Tax on shipping needs sales tax on shop orders: tick that box too, or untick this one.",
    });
    expect(messages({ shippingPerExtra: "2", shippingFreeOver: "100" })).toEqual({
      shippingPerExtra: "Enter the rate per order first: the amount per additional item is added to it.",
      shippingFreeOver: "Free shipping needs a shipping rate: enter the rate per order first.",
    });
  });
});
