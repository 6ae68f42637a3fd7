import { describe, expect, it } from "vitest";
import { arrowKeyDelta, canStep, rotate, stepIndex, swipeDelta } from "./carousel-index";

describe("stepIndex", () => {
  it("stops at the ends when the carousel does not loop", () => {
    expect(stepIndex(0, -1, 6, false)).toBe(0);
    expect(stepIndex(0, 1, 6, false)).toBe(1);
    expect(stepIndex(5, 1, 6, false)).toBe(5);
    expect(stepIndex(4, 1, 6, false)).toBe(5);
  });

  it("wraps both ways when it loops", () => {
    expect(stepIndex(6, 1, 7, true)).toBe(0);
    expect(stepIndex(0, -1, 7, true)).toBe(6);
    expect(stepIndex(1, 15, 7, true)).toBe(2);
  });

  it("treats an empty carousel as index 0", () => {
    expect(stepIndex(3, 1, 0, true)).toBe(0);
  });
});

describe("canStep", () => {
  it("disables previous at the start and next at the end", () => {
    expect(canStep(0, -1, 6, false)).toBe(false);
    expect(canStep(0, 1, 6, false)).toBe(true);
    expect(canStep(5, 1, 6, false)).toBe(false);
    expect(canStep(5, -1, 6, false)).toBe(true);
  });

  it("always allows a looping carousel with more than one item to move", () => {
    expect(canStep(0, -1, 7, true)).toBe(true);
    expect(canStep(6, 1, 7, true)).toBe(true);
    expect(canStep(0, 1, 1, true)).toBe(false);
  });
});

describe("rotate", () => {
  it("puts the start item first and keeps the cyclic order", () => {
    expect(rotate(["a", "b", "c", "d"], 1)).toEqual(["b", "c", "d", "a"]);
    expect(rotate(["a", "b", "c"], 0)).toEqual(["a", "b", "c"]);
    expect(rotate(["a", "b", "c"], -1)).toEqual(["c", "a", "b"]);
    expect(rotate([], 2)).toEqual([]);
  });
});

describe("arrowKeyDelta and swipeDelta", () => {
  it("maps the arrow keys", () => {
    expect(arrowKeyDelta("ArrowLeft")).toBe(-1);
    expect(arrowKeyDelta("ArrowRight")).toBe(1);
    expect(arrowKeyDelta("Enter")).toBe(0);
  });

  it("reads a leftward drag as next, a rightward one as previous", () => {
    expect(swipeDelta(-80, 5)).toBe(1);
    expect(swipeDelta(80, -5)).toBe(-1);
  });

  it("ignores short drags and vertical scrolls", () => {
    expect(swipeDelta(-20, 0)).toBe(0);
    expect(swipeDelta(-60, 120)).toBe(0);
  });
});
