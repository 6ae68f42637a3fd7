import { z } from "zod";
import { checkboxField } from "~/shared/admin/form-fields";
import { priceField } from "~/shared/content/investment.schema";
import { formatPrice } from "~/shared/money";
import type { ShopCharges } from "./shop-charges";

// Her shop's shipping and sales tax, on the Site settings form (decision 044): the fields, what
// each accepts (the messages are the ones shown under each field) and how the stored row reads
// back as the form's text. Money is typed in dollars and kept in integer cents.

export const SHOP_SETTINGS_FIELDS = [
  "shopTax",
  "shopTaxShipping",
  "shippingFlat",
  "shippingPerExtra",
  "shippingFreeOver",
  "pickup",
  "pickupNote",
  "studioAddress",
] as const;

export type ShopSettingsField = (typeof SHOP_SETTINGS_FIELDS)[number];

/** What the settings row stores (cents; null: not set). */
export interface ShopSettings {
  shopTax: boolean;
  shopTaxShipping: boolean;
  shippingFlatCents: number | null;
  shippingPerExtraCents: number;
  shippingFreeOverCents: number | null;
  pickup: boolean;
  pickupNote: string;
  /** The studio's address on packing slips (decision 047), lines separated by newlines; "" when not set. */
  studioAddress: string;
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shopTax: false,
  shopTaxShipping: false,
  shippingFlatCents: null,
  shippingPerExtraCents: 0,
  shippingFreeOverCents: null,
  pickup: false,
  pickupNote: "",
  studioAddress: "",
};

const MAX_SHIPPING_CENTS = 100_000;

/** Dollars, or empty for "not set". */
const optionalMoney = (example: string, max: number, tooMuch: string) =>
  z
    .string()
    .trim()
    .transform((typed, ctx) => {
      if (typed === "" || typed === "$") return null;
      const cents = priceField.safeParse(typed);
      const message = !cents.success
        ? `Enter an amount in dollars, e.g. ${example}, or leave it empty.`
        : cents.data > max
          ? tooMuch
          : undefined;
      if (message) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents.data ?? null;
    });

export const shopSettingsShape = {
  shopTax: checkboxField,
  shopTaxShipping: checkboxField,
  shippingFlat: optionalMoney("8.00", MAX_SHIPPING_CENTS, "Enter a shipping rate of at most $1,000."),
  shippingPerExtra: optionalMoney("2.00", MAX_SHIPPING_CENTS, "Enter an amount of at most $1,000 per item."),
  shippingFreeOver: optionalMoney("150", 100_000_000, "Enter an amount of at most $1,000,000."),
  pickup: checkboxField,
  pickupNote: z
    .string()
    .trim()
    .max(200, "Keep the pick-up note to 200 characters or fewer.")
    .refine((t) => !/[<>]/.test(t), "The pick-up note cannot contain < or >."),
  studioAddress: z
    .string()
    .optional()
    .transform((t) => (t ?? "").replace(/\r\n?/g, "\n").trim())
    .refine((t) => t.length <= 300, "Keep the studio address to 300 characters or fewer.")
    .refine((t) => t.split("\n").length <= 6, "Keep the studio address to 6 lines or fewer.")
    .refine((t) => !/[<>]/.test(t), "The studio address cannot contain < or >."),
};

type ShapeOutput = { [K in ShopSettingsField]: z.output<(typeof shopSettingsShape)[K]> };

/** The rules between the fields, with the field each message goes under. */
export function checkShopSettings(v: ShapeOutput & { salesTaxRate: number }, ctx: z.RefinementCtx): void {
  const issue = (path: ShopSettingsField, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (v.shopTax && v.salesTaxRate === 0) {
    issue("shopTax", "Enter your sales tax rate above first: shop orders are taxed at that rate.");
  }
  if (v.shopTaxShipping && !v.shopTax) {
    issue("shopTaxShipping", "Tax on shipping needs sales tax on shop orders: tick that box too, or untick this one.");
  }
  if (v.shippingFlat === null && (v.shippingPerExtra ?? 0) > 0) {
    issue("shippingPerExtra", "Enter the rate per order first: the amount per additional item is added to it.");
  }
  if (v.shippingFlat === null && v.shippingFreeOver !== null) {
    issue("shippingFreeOver", "Free shipping needs a shipping rate: enter the rate per order first.");
  }
}

/** The parsed form as stored. */
export function shopSettingsOf(v: ShapeOutput): ShopSettings {
  return {
    shopTax: v.shopTax,
    shopTaxShipping: v.shopTaxShipping,
    shippingFlatCents: v.shippingFlat,
    shippingPerExtraCents: v.shippingPerExtra ?? 0,
    shippingFreeOverCents: v.shippingFreeOver,
    pickup: v.pickup,
    pickupNote: v.pickupNote,
    studioAddress: v.studioAddress,
  };
}

/** The stored settings as the form shows them: "8.00", "" when not set. */
export function shopSettingsText(s: ShopSettings): Record<ShopSettingsField, string> {
  const money = (cents: number | null) => (cents === null ? "" : formatPrice(cents).replace(/^\$/, ""));
  return {
    shopTax: s.shopTax ? "on" : "",
    shopTaxShipping: s.shopTaxShipping ? "on" : "",
    shippingFlat: money(s.shippingFlatCents),
    shippingPerExtra:
      s.shippingFlatCents === null && s.shippingPerExtraCents === 0 ? "" : money(s.shippingPerExtraCents),
    shippingFreeOver: money(s.shippingFreeOverCents),
    pickup: s.pickup ? "on" : "",
    pickupNote: s.pickupNote,
    studioAddress: s.studioAddress,
  };
}

/** What the checkout applies: the rate only when she taxes shop orders. */
export function shopChargesOf(settings: ShopSettings, salesTaxRateMillis: number): ShopCharges {
  return {
    taxRateMillis: settings.shopTax ? salesTaxRateMillis : 0,
    taxShipping: settings.shopTax && settings.shopTaxShipping,
    shipping:
      settings.shippingFlatCents === null
        ? null
        : {
            flatCents: settings.shippingFlatCents,
            perExtraCents: settings.shippingPerExtraCents,
            freeOverCents: settings.shippingFreeOverCents,
          },
    pickup: settings.pickup ? { note: settings.pickupNote } : null,
  };
}
