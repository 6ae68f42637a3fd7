import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { taxOn } from "./money-rounding";
import { taxParts, type Movement } from "./payment-tax";

const signed = (m: Movement, part: number) => (m.kind === "payment" ? part : -part);

describe("the tax part of payments", () => {
  it("gives a payment of the whole invoice exactly its tax", () => {
    expect(
      taxParts({ amountCents: 108_600, taxCents: 8_600 }, [{ id: 1, kind: "payment", amountCents: 108_600 }]),
    ).toEqual(new Map([[1, 8_600]]));
  });

  it("shares the tax of an invoice paid in three pieces, the rounding settling on the last", () => {
    // $100.00 with $7.77 tax, paid 33.33 + 33.33 + 33.34: 2.589… → 2.59, 5.179… → 5.18 (2.59), rest 2.59.
    const parts = taxParts({ amountCents: 10_000, taxCents: 777 }, [
      { id: 1, kind: "payment", amountCents: 3_333 },
      { id: 2, kind: "payment", amountCents: 3_333 },
      { id: 3, kind: "payment", amountCents: 3_334 },
    ]);
    expect([...parts.values()]).toEqual([259, 259, 259]);
  });

  it("gives back with a refund the tax its money carried, and charges it again when paid again", () => {
    const parts = taxParts({ amountCents: 20_000, taxCents: 1_600 }, [
      { id: 1, kind: "payment", amountCents: 20_000 },
      { id: 2, kind: "refund", amountCents: 5_000 },
      { id: 3, kind: "payment", amountCents: 5_000 },
    ]);
    expect([...parts.values()]).toEqual([1_600, 400, 400]);
  });

  it("puts no tax on money beyond the invoice, nor on an invoice without tax", () => {
    expect([
      ...taxParts({ amountCents: 5_000, taxCents: 400 }, [
        { id: 1, kind: "payment", amountCents: 6_000 },
        { id: 2, kind: "refund", amountCents: 1_000 },
      ]).values(),
    ]).toEqual([400, 0]);
    expect([
      ...taxParts({ amountCents: 5_000, taxCents: 0 }, [{ id: 1, kind: "payment", amountCents: 2_000 }]).values(),
    ]).toEqual([0]);
  });

  const invoice = fc
    .record({ base: fc.integer({ min: 1, max: 5_000_000 }), rate: fc.integer({ min: 0, max: 15_000 }) })
    .map(({ base, rate }) => ({ amountCents: base + taxOn(base, rate), taxCents: taxOn(base, rate) }));

  /** Payments (and refunds of what was kept) that end with the invoice paid in full. */
  const paidInPieces = invoice.chain((inv) =>
    fc
      .array(fc.record({ share: fc.integer({ min: 1, max: 1000 }), refund: fc.integer({ min: 0, max: 100 }) }), {
        minLength: 1,
        maxLength: 8,
      })
      .map((steps) => {
        const movements: Movement[] = [];
        let net = 0;
        const add = (kind: Movement["kind"], amountCents: number) => {
          movements.push({ id: movements.length + 1, kind, amountCents });
          net += kind === "payment" ? amountCents : -amountCents;
        };
        for (const step of steps) {
          const pay = Math.min(inv.amountCents - net, Math.max(1, Math.floor((inv.amountCents * step.share) / 3000)));
          if (pay > 0) add("payment", pay);
          const back = Math.floor((net * step.refund) / 400);
          if (back > 0) add("refund", back);
        }
        if (net < inv.amountCents) add("payment", inv.amountCents - net);
        return { inv, movements };
      }),
  );

  it("adds up, over every payment and refund, to exactly the tax of a paid invoice", () => {
    fc.assert(
      fc.property(paidInPieces, ({ inv, movements }) => {
        const parts = taxParts(inv, movements);
        const sum = movements.reduce((total, m) => total + signed(m, parts.get(m.id)!), 0);
        expect(sum).toBe(inv.taxCents);
      }),
    );
  });

  it("never gives a payment or refund more tax than its own amount, nor a negative part", () => {
    fc.assert(
      fc.property(paidInPieces, ({ inv, movements }) => {
        const parts = taxParts(inv, movements);
        for (const m of movements) {
          expect(parts.get(m.id)).toBeGreaterThanOrEqual(0);
          expect(parts.get(m.id)).toBeLessThanOrEqual(m.amountCents);
        }
      }),
    );
  });

  it("splits the tax of any months' grouping so that the months sum to the invoice's tax", () => {
    fc.assert(
      fc.property(paidInPieces, fc.integer({ min: 1, max: 12 }), ({ inv, movements }, months) => {
        const parts = taxParts(inv, movements);
        const byMonth = new Map<number, number>();
        movements.forEach((m, i) => {
          const month = i % months;
          byMonth.set(month, (byMonth.get(month) ?? 0) + signed(m, parts.get(m.id)!));
        });
        expect([...byMonth.values()].reduce((a, b) => a + b, 0)).toBe(inv.taxCents);
      }),
    );
  });

  it("gives a payment with a coupon the tax its money carried, not the discount's (decision 052)", () => {
    // $100.00 + $8.60; 10 % off: $10.00 and its $0.86 tax; $97.74 paid, carrying $7.74 of tax.
    const inv = { amountCents: 10_860, taxCents: 860 };
    const parts = taxParts(inv, [
      { id: 1, kind: "payment", amountCents: 9_774, discountCents: 1_086, discountTaxCents: 86 },
    ]);
    expect(parts.get(1)).toBe(774);
  });
});
