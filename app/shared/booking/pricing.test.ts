import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundHalfUp, taxOn } from "./money-rounding";
import { addDays, priceProposal, schedulePayments } from "./pricing";
import type { PaymentSchedule, ProposalContent } from "./proposal-content";

const content: ProposalContent = {
  packages: [
    {
      key: "full-day",
      serviceId: 1,
      title: "Full Day",
      description: "",
      features: [],
      priceCents: 450_000,
      taxable: true,
    },
    {
      key: "half-day",
      serviceId: 2,
      title: "Half Day",
      description: "",
      features: [],
      priceCents: 280_000,
      taxable: true,
    },
  ],
  extras: [
    {
      key: "album",
      kind: "add_on",
      serviceId: 3,
      title: "Album",
      description: "",
      unitCents: 60_000,
      quantity: 1,
      taxable: true,
    },
    {
      key: "travel",
      kind: "custom",
      serviceId: null,
      title: "Travel",
      description: "",
      unitCents: 12_345,
      quantity: 2,
      taxable: false,
    },
  ],
  discount: null,
};

describe("roundHalfUp, the one rounding rule", () => {
  it("rounds halves up and everything else to the nearest cent", () => {
    expect(roundHalfUp(5, 10)).toBe(1);
    expect(roundHalfUp(4, 10)).toBe(0);
    expect(roundHalfUp(15, 10)).toBe(2);
    expect(roundHalfUp(25, 10)).toBe(3);
    expect(roundHalfUp(0, 7)).toBe(0);
  });
  it("taxes 8.6 % of $100.05 as $8.60 (860.43 cents rounds down) and of $0.50 as 4 cents", () => {
    expect(taxOn(10_005, 8_600)).toBe(860);
    expect(taxOn(50, 8_600)).toBe(4);
  });
  it("refuses fractions and negatives instead of guessing", () => {
    expect(() => roundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => roundHalfUp(-1, 2)).toThrow(RangeError);
  });
});

describe("priceProposal", () => {
  it("prices the chosen package with every extra, tax on the taxable lines only", () => {
    const priced = priceProposal(content, "half-day", 8_600)!;
    expect(priced.subtotalCents).toBe(280_000 + 60_000 + 24_690);
    expect(priced.taxableCents).toBe(340_000);
    expect(priced.taxCents).toBe(29_240);
    expect(priced.totalCents).toBe(364_690 + 29_240);
    expect(priced.lines.map((l) => l.title)).toEqual(["Half Day", "Album", "Travel"]);
  });
  it("spreads a discount over taxed and untaxed lines in proportion", () => {
    const priced = priceProposal(
      { ...content, discount: { kind: "percent", basisPoints: 1_000, label: "Friends" } },
      "full-day",
      10_000,
    )!;
    expect(priced.subtotalCents).toBe(534_690);
    expect(priced.discountCents).toBe(53_469);
    expect(priced.taxableCents).toBe(510_000 - 51_000);
    expect(priced.taxCents).toBe(45_900);
    expect(priced.totalCents).toBe(534_690 - 53_469 + 45_900);
  });
  it("caps a fixed discount at the subtotal and answers null for an unknown package", () => {
    expect(
      priceProposal({ ...content, discount: { kind: "fixed", cents: 10_000_000, label: "" } }, "full-day", 0)!
        .totalCents,
    ).toBe(0);
    expect(priceProposal(content, "nope", 0)).toBeNull();
  });
});

describe("schedulePayments", () => {
  const schedule: PaymentSchedule = {
    retainer: { kind: "percent", basisPoints: 3_000 },
    instalments: [
      { kind: "days_before", days: 30 },
      { kind: "on_date", date: "2027-01-15" },
    ],
  };
  it("takes the retainer at signing and splits the rest by due date, odd cents first", () => {
    const plan = schedulePayments({ totalCents: 100_001, taxCents: 7_001 }, schedule, "2027-05-01", "2026-12-01");
    expect(plan).toEqual([
      { position: 1, label: "Retainer", amountCents: 30_000, taxCents: 2_100, dueOn: null },
      { position: 2, label: "Payment 1 of 2", amountCents: 35_001, taxCents: 2_450, dueOn: "2027-01-15" },
      { position: 3, label: "Payment 2 of 2", amountCents: 35_000, taxCents: 2_451, dueOn: "2027-04-01" },
    ]);
  });
  it("puts the balance on the session date when there are no instalments, and needs that date", () => {
    const simple: PaymentSchedule = { retainer: { kind: "fixed", cents: 50_000 }, instalments: [] };
    expect(schedulePayments({ totalCents: 80_000, taxCents: 0 }, simple, "2027-03-03", "2027-01-01")).toMatchObject([
      { amountCents: 50_000, dueOn: null },
      { label: "Balance", amountCents: 30_000, dueOn: "2027-03-03" },
    ]);
    expect(schedulePayments({ totalCents: 80_000, taxCents: 0 }, simple, null, "2027-01-01")).toBe(
      "needs-session-date",
    );
    expect(schedulePayments({ totalCents: 40_000, taxCents: 0 }, simple, null, "2027-01-01")).toHaveLength(1);
  });
  it("never dates a payment before the signing day", () => {
    const plan = schedulePayments({ totalCents: 1_000, taxCents: 0 }, schedule, "2026-12-10", "2026-12-01");
    expect(plan).not.toBe("needs-session-date");
    expect((plan as Exclude<typeof plan, string>).map((p) => p.dueOn)).toEqual([null, "2026-12-01", "2027-01-15"]);
  });
  it("always adds up to the total and the tax, whatever the amounts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 6 }),
        (total, rate, basisPoints, count) => {
          const taxCents = Math.min(total, taxOn(total, rate));
          const plan = schedulePayments(
            { totalCents: total, taxCents },
            {
              retainer: { kind: "percent", basisPoints },
              instalments: Array.from({ length: count }, (_, i) => ({ kind: "days_before" as const, days: i * 10 })),
            },
            "2027-06-01",
            "2026-01-01",
          );
          if (plan === "needs-session-date") return false;
          const sum = plan.reduce((s, p) => s + p.amountCents, 0);
          const tax = plan.reduce((s, p) => s + p.taxCents, 0);
          return sum === total && tax === taxCents && plan.every((p) => p.amountCents >= 0 && p.taxCents >= 0);
        },
      ),
    );
  });
  it("adds days across month and year ends", () => {
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
