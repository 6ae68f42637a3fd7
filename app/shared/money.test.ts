import { describe, expect, it } from "vitest";
import { formatDollars, formatPrice, sumCents } from "./money";

describe("formatDollars", () => {
  it.each([
    [0, "$0"],
    [45_00, "$45"],
    [150_00, "$150"],
    [1_000_00, "$1,000"],
    [4_000_00, "$4,000"],
    [1_234_567_00, "$1,234,567"],
    [12_50, "$12.50"],
    [1_000_05, "$1,000.05"],
    [-500_00, "-$500"],
  ])("%i cents → %s", (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });
});

describe("formatPrice", () => {
  it.each([
    [0, "$0.00"],
    [45_00, "$45.00"],
    [1_000_00, "$1,000.00"],
    [1_500_00, "$1,500.00"],
    [12_345_678_90, "$12,345,678.90"],
    [5, "$0.05"],
  ])("%i cents → %s", (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it("refuses non-integer cents", () => {
    expect(() => formatPrice(45.5)).toThrow(TypeError);
    expect(() => formatDollars(Number.NaN)).toThrow(TypeError);
  });
});

describe("sumCents", () => {
  it("is 0 for no lines", () => {
    expect(sumCents([])).toBe(0);
  });

  it("multiplies by quantity and adds", () => {
    expect(
      sumCents([
        { unitCents: 45_00, quantity: 2 },
        { unitCents: 65_00, quantity: 1 },
      ]),
    ).toBe(155_00);
  });

  it("counts a thousand-dollar album as a thousand dollars (SPEC §9.9's comma bug fixed)", () => {
    const total = sumCents([
      { unitCents: 1_000_00, quantity: 1 },
      { unitCents: 1_500_00, quantity: 2 },
      { unitCents: 45_00, quantity: 3 },
    ]);
    expect(total).toBe(4_135_00);
    expect(formatPrice(total)).toBe("$4,135.00");
  });

  it("refuses fractional quantities or cents", () => {
    expect(() => sumCents([{ unitCents: 45_00, quantity: 1.5 }])).toThrow(TypeError);
    expect(() => sumCents([{ unitCents: 0.5, quantity: 1 }])).toThrow(TypeError);
  });
});
