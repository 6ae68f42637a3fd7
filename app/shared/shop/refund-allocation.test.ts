import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountCents } from "./coupon-rules";
import { orderShares, planRefund, splitCents, unitsRefund, type RefundableOrder } from "./refund-allocation";
import { orderFigures } from "./shop-charges";

// Refund allocation (decision 047): the shares of an order add up to what it charged, a full
// refund is exactly what is left, and no sequence of line refunds gives back more than was paid.

/** An order as the checkout stores it: its figures come from the shop's own rules. */
const orderArb = fc
  .record({
    lines: fc.array(
      fc.record({
        unitCents: fc.integer({ min: 0, max: 50_000 }),
        quantity: fc.integer({ min: 1, max: 6 }),
        discounted: fc.boolean(),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    taxRateMillis: fc.constantFrom(0, 5600, 8600, 10_175),
    taxShipping: fc.boolean(),
    flat: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
    coupon: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant("percent" as const), percentOff: fc.integer({ min: 1, max: 100 }) }),
        fc.record({ kind: fc.constant("amount" as const), amountOffCents: fc.integer({ min: 1, max: 30_000 }) }),
      ),
      { nil: null },
    ),
    category: fc.boolean(),
  })
  .map(({ lines, taxRateMillis, taxShipping, flat, coupon, category }): RefundableOrder => {
    const categorised = lines.map((l) => ({ ...l, category: l.discounted ? "Floral Prints" : null }));
    const terms = coupon && {
      code: "SAVE",
      kind: coupon.kind,
      percentOff: "percentOff" in coupon ? coupon.percentOff : null,
      amountOffCents: "amountOffCents" in coupon ? coupon.amountOffCents : null,
      category: category ? "Floral Prints" : null,
      minOrderCents: null,
    };
    const result = orderFigures(
      categorised,
      {
        taxRateMillis,
        taxShipping,
        shipping: flat === null ? null : { flatCents: flat, perExtraCents: 150, freeOverCents: null },
        pickup: null,
      },
      null,
      terms,
    );
    if (!result.ok) throw new Error(result.error);
    const f = result.figures;
    if (terms) expect(f.discountCents).toBe(discountCents(categorised, terms));
    return {
      totalCents: f.totalCents,
      shippingCents: f.shippingCents,
      taxCents: f.taxCents,
      taxRateMillis: f.taxRateMillis,
      discountCents: f.discountCents,
      lines: lines.map((l) => ({ ...l, discounted: terms?.category ? l.discounted : true })),
    };
  });

describe("splitCents", () => {
  it("splits by the cumulative half-up rule, parts adding up exactly", () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([33, 34, 33]);
    expect(splitCents(5, [0, 0])).toEqual([5, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.array(fc.integer({ min: 0, max: 1e5 }), { minLength: 1 }),
        (amount, weights) => {
          const parts = splitCents(amount, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          expect(parts.every((p) => p >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe("orderShares", () => {
  it("adds up to the order's total, each line never below zero", () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const shares = orderShares(order);
        const sum = shares.lines.reduce((s, l) => s + l.totalCents, 0) + shares.shippingCents + shares.shippingTaxCents;
        expect(sum).toBe(order.totalCents);
        for (const [i, line] of shares.lines.entries()) {
          expect(line.netCents).toBeGreaterThanOrEqual(0);
          expect(line.netCents).toBeLessThanOrEqual(order.lines[i]!.unitCents * order.lines[i]!.quantity);
          expect(line.taxCents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("gives a line its price after its share of the discount plus its share of the tax", () => {
    // $45 + $55, 10% off ($10), 8.6% tax on $90 = $7.74, shipping $8 untaxed.
    const shares = orderShares({
      totalCents: 10_574,
      shippingCents: 800,
      taxCents: 774,
      taxRateMillis: 8600,
      discountCents: 1000,
      lines: [
        { unitCents: 4500, quantity: 1 },
        { unitCents: 5500, quantity: 1 },
      ],
    });
    expect(shares.lines.map((l) => l.netCents)).toEqual([4050, 4950]);
    expect(shares.lines.map((l) => l.taxCents)).toEqual([348, 426]);
    expect(shares.shippingTaxCents).toBe(0);
    expect(shares.shippingCents).toBe(800);
  });

  it("gives a category coupon's discount only to the lines of its category", () => {
    const shares = orderShares({
      totalCents: 9000,
      shippingCents: 0,
      taxCents: 0,
      taxRateMillis: 0,
      discountCents: 1000,
      lines: [
        { unitCents: 5000, quantity: 1, discounted: true },
        { unitCents: 5000, quantity: 1, discounted: false },
      ],
    });
    expect(shares.lines.map((l) => l.totalCents)).toEqual([4000, 5000]);
  });
});

describe("planRefund", () => {
  it("a full refund equals what was paid", () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const result = planRefund(order, [], 0, { kind: "full" });
        // Nothing was paid (a free order): there is nothing to refund. Not `return expect(…)`: a
        // property that returns a falsy value fails whatever the assertion said.
        if (order.totalCents === 0) {
          expect(result.ok).toBe(false);
          return;
        }
        expect(result.ok && result.plan.amountCents).toBe(order.totalCents);
        if (result.ok) expect(result.plan.shippingCents).toBe(order.shippingCents);
      }),
    );
  });

  it("line refunds in any order and any steps never give back more than was paid; the full refund takes the rest", () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.array(fc.record({ position: fc.nat(5), quantity: fc.integer({ min: 1, max: 6 }) }), { maxLength: 12 }),
        (order, steps) => {
          const units = order.lines.map(() => 0);
          let refunded = 0;
          for (const step of steps) {
            const result = planRefund(order, units, refunded, { kind: "lines", lines: [step] });
            if (!result.ok) continue;
            refunded += result.plan.amountCents;
            for (const l of result.plan.lines) units[l.position]! += l.quantity;
            expect(refunded).toBeLessThanOrEqual(order.totalCents);
          }
          const shares = orderShares(order);
          const linesRefunded = shares.lines.reduce((s, share, i) => s + unitsRefund(share, 0, units[i]!).cents, 0);
          expect(refunded).toBe(linesRefunded);
          const rest = planRefund(order, units, refunded, { kind: "full" });
          if (refunded < order.totalCents) {
            expect(rest.ok && refunded + rest.plan.amountCents).toBe(order.totalCents);
            if (rest.ok) expect(rest.plan.shippingCents).toBe(order.shippingCents);
          } else expect(rest.ok).toBe(false);
        },
      ),
    );
  });

  it("refuses more units than are left, unknown lines, and nothing chosen", () => {
    const order: RefundableOrder = {
      totalCents: 9000,
      shippingCents: 0,
      taxCents: 0,
      taxRateMillis: 0,
      discountCents: 0,
      lines: [{ unitCents: 4500, quantity: 2 }],
    };
    expect(planRefund(order, [1], 4500, { kind: "lines", lines: [{ position: 0, quantity: 2 }] })).toEqual({
      ok: false,
      error: "At most 1 of item 1 can still be refunded.",
    });
    expect(planRefund(order, [], 0, { kind: "lines", lines: [{ position: 3, quantity: 1 }] }).ok).toBe(false);
    expect(planRefund(order, [], 0, { kind: "lines", lines: [] }).ok).toBe(false);
    expect(planRefund(order, [2], 9000, { kind: "full" })).toEqual({
      ok: false,
      error: "This order has been refunded in full already.",
    });
  });
});
