import { describe, expect, it } from "vitest";
import { layoutBars, niceStep } from "./bar-chart-layout";
import { orderSources, sourceLabel } from "./enquiry-sources";
import { fillMonths, lastMonths, monthEnd, monthLabel, monthStart, percentOf, studioMonth } from "./studio-months";

describe("Arizona months", () => {
  it("puts 2026-03-01T03:00Z in February and 07:00Z in March", () => {
    expect(studioMonth(new Date("2026-03-01T03:00:00Z"))).toBe("2026-02");
    expect(studioMonth(new Date("2026-03-01T06:59:59Z"))).toBe("2026-02");
    expect(studioMonth(new Date("2026-03-01T07:00:00Z"))).toBe("2026-03");
    // No daylight saving: July's edge is also 07:00Z.
    expect(studioMonth(new Date("2026-07-01T06:59:59Z"))).toBe("2026-06");
  });

  it("names the last twelve months, oldest first, across a new year", () => {
    const months = lastMonths(new Date("2026-01-01T07:00:00Z"));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-02");
    expect(months[11]).toBe("2026-01");
    expect(lastMonths(new Date("2026-01-01T06:00:00Z"), 2)).toEqual(["2025-11", "2025-12"]);
  });

  it("gives each month's first instant in UTC", () => {
    expect(monthStart("2026-03").toISOString()).toBe("2026-03-01T07:00:00.000Z");
    expect(monthEnd("2026-12").toISOString()).toBe("2027-01-01T07:00:00.000Z");
    expect(monthLabel("2026-03")).toBe("Mar");
    expect(monthLabel("2026-03", true)).toBe("Mar 2026");
  });

  it("fills months without rows with 0 and adds rows of the same month", () => {
    const rows = [
      { month: "2026-02", value: 5 },
      { month: "2026-02", value: 2 },
      { month: "2025-01", value: 99 },
    ];
    expect(fillMonths(["2026-01", "2026-02", "2026-03"], rows)).toEqual([0, 7, 0]);
  });

  it("rounds a percentage to a whole number, and has none of nothing", () => {
    expect(percentOf(2, 8)).toBe(25);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBeNull();
  });
});

describe("enquiry sources", () => {
  it("puts the most frequent first and 'something else' and 'not said' last", () => {
    const ordered = orderSources([
      { key: "unsaid", enquiries: 9, booked: 0 },
      { key: "other", enquiries: 5, booked: 1 },
      { key: "search", enquiries: 2, booked: 0 },
      { key: "instagram", enquiries: 4, booked: 2 },
      { key: "tiktok", enquiries: 0, booked: 0 },
    ]);
    expect(ordered.map((s) => s.key)).toEqual(["instagram", "search", "other", "unsaid"]);
    expect(ordered[0]!.label).toBe("Instagram");
    expect(sourceLabel("unsaid")).toBe("Not asked or left blank");
  });
});

describe("bar chart layout", () => {
  const box = { width: 120, height: 110, left: 0, bottom: 10, top: 0 };

  it("chooses round steps, never under the minimum", () => {
    expect(niceStep(130_000, 100)).toBe(50_000);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(1);
  });

  it("stacks series on each other, with the value axis in round steps", () => {
    const layout = layoutBars(
      [
        [10, 30],
        [10, 0],
      ],
      2,
      "stacked",
      box,
    );
    expect(layout.ticks.map((t) => t.value)).toEqual([0, 10, 20, 30]);
    expect(layout.zeroY).toBe(100);
    const [first, second] = layout.bars;
    const at = (b: typeof first) => [
      b!.series,
      b!.index,
      ...[b!.y, b!.height, b!.width].map((n) => Math.round(n * 100) / 100),
    ];
    expect(at(first)).toEqual([0, 0, 66.67, 33.33, 42]);
    expect(at(second)).toEqual([1, 0, 33.33, 33.33, 42]);
    expect(layout.slots).toEqual([30, 90]);
  });

  it("sets grouped bars side by side, and a negative month below the zero line", () => {
    const layout = layoutBars(
      [
        [-10, 20],
        [5, 0],
      ],
      2,
      "grouped",
      box,
    );
    expect(layout.ticks[0]!.value).toBe(-10);
    const negative = layout.bars.find((b) => b.series === 0 && b.index === 0)!;
    expect(negative.y).toBeCloseTo(layout.zeroY);
    expect(negative.y + negative.height).toBeCloseTo(100);
    const beside = layout.bars.find((b) => b.series === 1 && b.index === 0)!;
    expect(beside.x).toBeCloseTo(negative.x + negative.width);
  });

  it("draws an empty year with a one-step axis", () => {
    const layout = layoutBars([[0, 0, 0]], 3, "grouped", box);
    expect(layout.ticks.map((t) => t.value)).toEqual([0, 1]);
    expect(layout.bars.every((b) => b.height === 0)).toBe(true);
  });
});
