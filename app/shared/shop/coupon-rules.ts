import { basisPointsOf } from "~/shared/booking/money-rounding";
import { formatPrice, sumCents, type PricedLine } from "~/shared/money";

// Coupon rules (issue 31 §5, docs/decisions/045-shop-coupons.md): pure, so the cart and the
// server's checkout compute the same discount. The server alone decides whether a code is valid
// (active, its dates, its uses); these rules say what a valid code takes off.

/** What a coupon takes off, as the cart and the checkout apply it. */
export interface CouponTerms {
  /** Upper case, as stored. */
  code: string;
  kind: "percent" | "amount";
  /** Whole percent, 1–100 (kind "percent"). */
  percentOff: number | null;
  /** Cents (kind "amount"). */
  amountOffCents: number | null;
  /** A shop category ("Floral Prints"), or null: the whole order. */
  category: string | null;
  /** The lines must come to this much or more; null: no minimum. */
  minOrderCents: number | null;
}

/** A priced line with its shop category (null for a client-gallery print: in no shop category). */
export interface CategorisedLine extends PricedLine {
  readonly category?: string | null;
}

/** The code as stored and matched: trimmed, upper case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * "This code needs an order of $100.00 or more." (an invoice's: "…an invoice of…") when the lines
 * fall short of the minimum; null otherwise.
 */
export function minimumRefusal(
  terms: Pick<CouponTerms, "minOrderCents">,
  subtotalCents: number,
  place: "shop" | "invoices" = "shop",
): string | null {
  if (terms.minOrderCents === null || subtotalCents >= terms.minOrderCents) return null;
  const what = place === "shop" ? "an order" : "an invoice";
  return `This code needs ${what} of ${formatPrice(terms.minOrderCents)} or more.`;
}

/** Whether `today` (YYYY-MM-DD, Arizona) is inside the coupon's dates, both inclusive. */
export function dateRefusal(dates: { startsOn: string | null; endsOn: string | null }, today: string): string | null {
  if (dates.startsOn !== null && today < dates.startsOn) return "This code is not valid yet.";
  if (dates.endsOn !== null && today > dates.endsOn) return "This code has expired.";
  return null;
}

/**
 * The discount on these lines: a percent of (or a fixed amount off) the lines it applies to (the
 * whole order, or the lines of its category), rounded half up by the one rule, never more than
 * those lines. Zero when the order is under the minimum.
 */
export function discountCents(lines: readonly CategorisedLine[], terms: CouponTerms): number {
  if (minimumRefusal(terms, sumCents(lines)) !== null) return 0;
  const eligible = sumCents(
    terms.category === null ? lines : lines.filter((line) => (line.category ?? null) === terms.category),
  );
  const off =
    terms.kind === "percent"
      ? basisPointsOf(eligible, Math.min(Math.max(terms.percentOff ?? 0, 0), 100) * 100)
      : Math.max(terms.amountOffCents ?? 0, 0);
  return Math.min(off, eligible);
}

/** "Discount (SPRING10)": the line's words in the cart, at the provider, on the order and in the mails. */
export function discountLabel(code: string): string {
  return `Discount (${code})`;
}
