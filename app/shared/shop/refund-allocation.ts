import { roundHalfUp, taxOn } from "~/shared/booking/money-rounding";

// What a refund of a shop order gives back (issue 31 §7, docs/decisions/047-shop-fulfilment.md):
// pure, so the order page shows the same figures the server refunds. The order's stored figures
// are split over its lines: the coupon's discount over the lines it applied to, then the sales tax
// over the lines' discounted amounts (and the shipping, when the shipping was taxed). A line's
// refund is its price after its share of the discount plus its share of the tax; the shipping (and
// its tax) comes back only with a full refund.
//
// One rounding rule: every share is a cumulative proportion rounded half up and differenced,
//   share_i = roundHalfUp(amount × upTo_i, whole) − roundHalfUp(amount × upTo_(i−1), whole),
// so the shares of an amount always add up to exactly that amount and none is ever above its
// proportion rounded up. Units of a line are refunded by the same rule, so refunding a line unit by
// unit gives back exactly what refunding it at once does.

export interface RefundableLine {
  unitCents: number;
  quantity: number;
  /** Whether the order's coupon applied to this line (its category); true when unknown. */
  discounted?: boolean;
}

export interface RefundableOrder {
  totalCents: number;
  shippingCents: number;
  taxCents: number;
  taxRateMillis: number;
  discountCents: number;
  lines: readonly RefundableLine[];
}

/** One line's part of what the order charged. */
export interface LineShare {
  quantity: number;
  /** The line's price after its share of the discount. */
  netCents: number;
  /** Its share of the sales tax. */
  taxCents: number;
  /** netCents + taxCents: what refunding every unit of the line gives back. */
  totalCents: number;
}

export interface OrderShares {
  lines: LineShare[];
  /** The shipping and its share of the tax: refunded only by a full refund. */
  shippingCents: number;
  shippingTaxCents: number;
}

/** `amount` split over `weights` by the cumulative half-up rule: the parts add up to `amount` exactly. */
export function splitCents(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + w, 0);
  if (whole === 0) {
    // Nothing to weigh by: all of it on the first part (none when there are no parts).
    return weights.map((_, i) => (i === 0 ? amount : 0));
  }
  let upTo = 0;
  let before = 0;
  return weights.map((weight) => {
    upTo += weight;
    const cumulative = roundHalfUp(amount * upTo, whole);
    const part = cumulative - before;
    before = cumulative;
    return part;
  });
}

/** Whether the order's tax was charged on its shipping too (the setting at checkout is not stored). */
export function shippingWasTaxed(order: RefundableOrder, linesAfterDiscount: number): boolean {
  if (order.shippingCents === 0 || order.taxCents === 0 || order.taxRateMillis === 0) return false;
  return (
    taxOn(linesAfterDiscount, order.taxRateMillis) !== order.taxCents &&
    taxOn(linesAfterDiscount + order.shippingCents, order.taxRateMillis) === order.taxCents
  );
}

/** The order's figures split over its lines and its shipping. */
export function orderShares(order: RefundableOrder): OrderShares {
  const gross = order.lines.map((line) => line.unitCents * line.quantity);
  const inScope = order.lines.map((line) => line.discounted !== false);
  const scopeGross = gross.reduce((sum, g, i) => sum + (inScope[i] ? g : 0), 0);
  // A coupon bigger than the lines it names (never stored so, but old rows are old): over all lines.
  const scoped = scopeGross >= order.discountCents ? inScope : gross.map(() => true);
  const discounts = splitCents(
    order.discountCents,
    gross.map((g, i) => (scoped[i] ? g : 0)),
  );
  const net = gross.map((g, i) => g - discounts[i]!);
  const linesNet = net.reduce((sum, n) => sum + n, 0);
  const taxedShipping = shippingWasTaxed(order, linesNet) ? order.shippingCents : 0;
  const taxes = splitCents(order.taxCents, [...net, taxedShipping]);
  return {
    lines: order.lines.map((line, i) => ({
      quantity: line.quantity,
      netCents: net[i]!,
      taxCents: taxes[i]!,
      totalCents: net[i]! + taxes[i]!,
    })),
    shippingCents: order.shippingCents,
    shippingTaxCents: taxes[order.lines.length] ?? 0,
  };
}

/** What refunding `units` more units of a line gives back, `already` of them refunded before. */
export function unitsRefund(share: LineShare, already: number, units: number): { cents: number; taxCents: number } {
  const upTo = (amount: number, n: number) => (share.quantity === 0 ? 0 : roundHalfUp(amount * n, share.quantity));
  return {
    cents: upTo(share.totalCents, already + units) - upTo(share.totalCents, already),
    taxCents: upTo(share.taxCents, already + units) - upTo(share.taxCents, already),
  };
}

export type RefundRequest =
  { kind: "full" } | { kind: "lines"; lines: readonly { position: number; quantity: number }[] };

export interface RefundPlan {
  full: boolean;
  amountCents: number;
  taxCents: number;
  shippingCents: number;
  lines: { position: number; quantity: number; cents: number }[];
}

export type PlanResult = { ok: true; plan: RefundPlan } | { ok: false; error: string };

/**
 * The refund the server gives for this request, never more than the order's total less what was
 * refunded before (`refundedCents`; `refundedUnits` per line position). A full refund gives back
 * exactly that rest: every unit not yet refunded, the shipping and its tax.
 */
export function planRefund(
  order: RefundableOrder,
  refundedUnits: readonly number[],
  refundedCents: number,
  request: RefundRequest,
): PlanResult {
  const left = order.totalCents - refundedCents;
  if (left <= 0) return { ok: false, error: "This order has been refunded in full already." };
  const shares = orderShares(order);
  if (request.kind === "full") {
    const lines = shares.lines.flatMap((share, position) => {
      const already = refundedUnits[position] ?? 0;
      const units = share.quantity - already;
      return units > 0 ? [{ position, quantity: units, cents: unitsRefund(share, already, units).cents }] : [];
    });
    const linesTax = shares.lines.reduce((sum, share, position) => {
      const already = refundedUnits[position] ?? 0;
      return sum + unitsRefund(share, already, share.quantity - already).taxCents;
    }, 0);
    const linesCents = lines.reduce((sum, l) => sum + l.cents, 0);
    return {
      ok: true,
      plan: {
        full: true,
        amountCents: left,
        taxCents: linesTax + shares.shippingTaxCents,
        shippingCents: left - linesCents - shares.shippingTaxCents,
        lines,
      },
    };
  }
  const wanted = request.lines.filter((l) => l.quantity > 0);
  if (wanted.length === 0) return { ok: false, error: "Choose at least one item and how many of it to refund." };
  const seen = new Set<number>();
  const lines: RefundPlan["lines"] = [];
  let taxCents = 0;
  for (const { position, quantity } of wanted) {
    const share = shares.lines[position];
    if (!share || seen.has(position) || !Number.isSafeInteger(quantity)) {
      return { ok: false, error: "That item is not on this order." };
    }
    seen.add(position);
    const already = refundedUnits[position] ?? 0;
    if (quantity > share.quantity - already) {
      const rest = share.quantity - already;
      return {
        ok: false,
        error:
          rest === 0
            ? `Item ${position + 1} has been refunded already.`
            : `At most ${rest} of item ${position + 1} can still be refunded.`,
      };
    }
    const refund = unitsRefund(share, already, quantity);
    lines.push({ position, quantity, cents: refund.cents });
    taxCents += refund.taxCents;
  }
  const amountCents = lines.reduce((sum, l) => sum + l.cents, 0);
  if (amountCents > left) return { ok: false, error: "That is more than is left to refund on this order." };
  if (amountCents === 0) return { ok: false, error: "Those items were free: there is nothing to refund." };
  return { ok: true, plan: { full: false, amountCents, taxCents, shippingCents: 0, lines } };
}
