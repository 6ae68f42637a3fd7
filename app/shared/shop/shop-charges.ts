import { taxOn } from "~/shared/booking/money-rounding";
import { sumCents, type PricedLine } from "~/shared/money";
import { taxRateText } from "~/shared/services/sales-tax";
import { discountCents, discountLabel, type CategorisedLine, type CouponTerms } from "./coupon-rules";
import { goodsLines } from "./gift-card-sale";

// Shipping and sales tax on a shop order (issue 31 §3–4, docs/decisions/044-shop-tax-shipping.md):
// pure, so the server's checkout and the cart page compute the same figures from the same rules.
// The server alone decides what is charged: it prices the lines from the catalogue and reads her
// settings again at checkout; the cart shows these figures from the rules its loader gave it.

export type ShippingChoice = "ship" | "pickup";

export interface ShippingRates {
  /** Per order, for the first item. */
  flatCents: number;
  /** For each item after the first (quantities count). */
  perExtraCents: number;
  /** Free shipping when the items come to this much or more; null: never free. */
  freeOverCents: number | null;
}

/** Her shop settings as the checkout applies them. */
export interface ShopCharges {
  /** Percent × 1000 on the shop's taxable lines (prints and albums); 0 when the shop charges no tax. */
  taxRateMillis: number;
  /** Tax the shipping too. */
  taxShipping: boolean;
  /** Null: shipping is not charged (the spec's shop). */
  shipping: ShippingRates | null;
  /** Local pick-up in the Phoenix area, with her note; null when not offered. */
  pickup: { note: string } | null;
}

/** The seeded settings: the shop exactly as SPEC.md describes it. */
export const NO_SHOP_CHARGES: ShopCharges = { taxRateMillis: 0, taxShipping: false, shipping: null, pickup: null };

export const SHIPPING_CHOICE_LABELS: Readonly<Record<ShippingChoice, string>> = {
  ship: "Shipping",
  pickup: "Local pick-up (Phoenix area)",
};

/** Whether the cart shows anything beyond its items and "Total": false on the seeded settings. */
export function chargesAnything(charges: ShopCharges): boolean {
  return charges.taxRateMillis > 0 || charges.shipping !== null || charges.pickup !== null;
}

/** The deliveries a buyer chooses between: none (nothing to choose), shipping, and pick-up. */
export function shippingChoices(charges: ShopCharges): ShippingChoice[] {
  if (charges.shipping === null && charges.pickup === null) return [];
  return charges.pickup === null ? ["ship"] : ["ship", "pickup"];
}

/** The shipping of `itemCount` items worth `subtotalCents`: flat + per additional item, free above her threshold. */
export function shippingCents(rates: ShippingRates | null, subtotalCents: number, itemCount: number): number {
  if (rates === null || itemCount < 1) return 0;
  if (rates.freeOverCents !== null && subtotalCents >= rates.freeOverCents) return 0;
  return rates.flatCents + rates.perExtraCents * (itemCount - 1);
}

export interface OrderFigures {
  subtotalCents: number;
  /** The coupon applied (decision 045), upper case; null without one. */
  couponCode: string | null;
  /** What the coupon took off the lines, before tax; 0 without one. */
  discountCents: number;
  /** Null when the shop offers no choice (no shipping set, no pick-up). */
  shippingChoice: ShippingChoice | null;
  shippingCents: number;
  taxRateMillis: number;
  taxCents: number;
  totalCents: number;
}

export type FiguresResult = { ok: true; figures: OrderFigures } | { ok: false; error: string };

/**
 * Every figure of an order: the lines' subtotal, the shipping of the chosen delivery (the first
 * offered when none is asked for), and the sales tax on the lines (all shop lines are prints or
 * albums, taxable) plus the shipping when she says so, rounded once for the order by the one rule
 * (half up to the cent, app/shared/booking/money-rounding.ts). A coupon (decision 045) comes off
 * the lines before the tax; the shipping (and its free threshold) goes by the lines undiscounted.
 * A gift card sold (a line with `giftCard`, decision 051) only adds its amount to the subtotal.
 */
export function orderFigures(
  lines: readonly ((PricedLine | CategorisedLine) & { readonly giftCard?: unknown })[],
  charges: ShopCharges,
  requested: ShippingChoice | null | undefined = null,
  coupon: CouponTerms | null = null,
): FiguresResult {
  const choices = shippingChoices(charges);
  if (requested && !choices.includes(requested)) {
    return {
      ok: false,
      error:
        requested === "pickup"
          ? "Local pick-up is not offered any more; please reload the cart."
          : "This delivery is not offered; please reload the cart.",
    };
  }
  // Gift cards sold (decision 051) are not goods: no shipping, no tax, no coupon. A cart of only
  // gift cards has no delivery to choose.
  const goods = goodsLines(lines);
  const shippingChoice = goods.length === 0 ? null : (requested ?? choices[0] ?? null);
  const subtotalCents = sumCents(lines);
  const goodsCents = sumCents(goods);
  const itemCount = goods.reduce((n, line) => n + line.quantity, 0);
  const shipping = shippingChoice === "ship" ? shippingCents(charges.shipping, goodsCents, itemCount) : 0;
  const discount = coupon === null ? 0 : discountCents(goods, coupon);
  const taxable = goodsCents - discount + (charges.taxShipping ? shipping : 0);
  const taxCents = charges.taxRateMillis > 0 ? taxOn(taxable, charges.taxRateMillis) : 0;
  return {
    ok: true,
    figures: {
      subtotalCents,
      couponCode: coupon === null ? null : coupon.code,
      discountCents: discount,
      shippingChoice,
      shippingCents: shipping,
      taxRateMillis: charges.taxRateMillis,
      taxCents,
      totalCents: subtotalCents - discount + shipping + taxCents,
    },
  };
}

/** "Sales tax (8.6%)": the tax line's words in the cart, at the provider, on the order and in the mails. */
export function salesTaxLabel(rateMillis: number): string {
  return `Sales tax (${taxRateText(rateMillis)}%)`;
}

export interface ChargeLine {
  kind: "discount" | "shipping" | "tax";
  /** "Discount (SPRING10)", "Shipping", "Local pick-up (Phoenix area)", "Sales tax (8.6%)". */
  label: string;
  /** Negative for the discount. */
  cents: number;
}

/**
 * An order's figures beyond its lines, in the order every receipt lists them: a coupon's discount
 * (negative cents, decision 045) when there is one, the delivery chosen
 * (also at $0.00: a pick-up or free shipping is news to the buyer), then the tax when there is
 * any. None for an order of the seeded shop.
 */
export function chargeLines(
  figures: Pick<OrderFigures, "shippingChoice" | "shippingCents" | "taxCents" | "taxRateMillis"> &
    Partial<Pick<OrderFigures, "couponCode" | "discountCents">>,
): ChargeLine[] {
  const lines: ChargeLine[] = [];
  if (figures.couponCode && figures.discountCents)
    lines.push({ kind: "discount", label: discountLabel(figures.couponCode), cents: -figures.discountCents });
  if (figures.shippingChoice) {
    lines.push({
      kind: "shipping",
      label: SHIPPING_CHOICE_LABELS[figures.shippingChoice],
      cents: figures.shippingCents,
    });
  }
  if (figures.taxCents > 0)
    lines.push({ kind: "tax", label: salesTaxLabel(figures.taxRateMillis), cents: figures.taxCents });
  return lines;
}

/** An order's lines before its discount, from its stored figures: total − shipping − tax + discount. */
export function linesSubtotalCents(
  order: Pick<OrderFigures, "totalCents" | "shippingCents" | "taxCents" | "discountCents">,
): number {
  return order.totalCents - order.shippingCents - order.taxCents + order.discountCents;
}
