import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyListMove, changedPositions, describeMove, reorder, ROW_MOVES, type RowMoveIntent } from "./list-moves";

const ids = [10, 20, 30, 40];

describe("reorder", () => {
  it("moves a photo up one place", () => {
    expect(reorder(ids, { kind: "up", id: 20 })).toEqual([20, 10, 30, 40]);
  });
  it("moves a photo down one place", () => {
    expect(reorder(ids, { kind: "down", id: 20 })).toEqual([10, 30, 20, 40]);
  });
  it("moves a photo to the top", () => {
    expect(reorder(ids, { kind: "top", id: 40 })).toEqual([40, 10, 20, 30]);
  });
  it("moves a photo to a dropped place, either direction", () => {
    expect(reorder(ids, { kind: "to", id: 10, index: 2 })).toEqual([20, 30, 10, 40]);
    expect(reorder(ids, { kind: "to", id: 40, index: 1 })).toEqual([10, 40, 20, 30]);
  });
  it("clamps a drop outside the list to its ends", () => {
    expect(reorder(ids, { kind: "to", id: 20, index: 99 })).toEqual([10, 30, 40, 20]);
    expect(reorder(ids, { kind: "to", id: 30, index: -5 })).toEqual([30, 10, 20, 40]);
  });
  it("leaves the list alone at the edges and for unknown photos", () => {
    expect(reorder(ids, { kind: "up", id: 10 })).toEqual(ids);
    expect(reorder(ids, { kind: "down", id: 40 })).toEqual(ids);
    expect(reorder(ids, { kind: "top", id: 10 })).toEqual(ids);
    expect(reorder(ids, { kind: "up", id: 99 })).toEqual(ids);
    expect(reorder(ids, { kind: "to", id: 20, index: Number.NaN })).toEqual(ids);
  });
  it("never loses or duplicates a photo", () => {
    const long = Array.from({ length: 25 }, (_, i) => i + 1);
    for (const id of long) {
      for (const index of [0, 7, 24]) {
        const next = reorder(long, { kind: "to", id, index });
        expect([...next].sort((a, b) => a - b)).toEqual(long);
        expect(next[index]).toBe(id);
      }
    }
  });
  it("does not change its input", () => {
    const input = [1, 2, 3];
    reorder(input, { kind: "top", id: 3 });
    expect(input).toEqual([1, 2, 3]);
  });
});

describe("ROW_MOVES", () => {
  it("make the move each row button names", () => {
    const press = (intent: RowMoveIntent, index = 0) => {
      const kind = ROW_MOVES[intent];
      return reorder(ids, kind === "to" ? { kind, id: 30, index } : { kind, id: 30 });
    };
    expect(press("move-up")).toEqual([10, 30, 20, 40]);
    expect(press("move-down")).toEqual([10, 20, 40, 30]);
    expect(press("move-top")).toEqual([30, 10, 20, 40]);
    expect(press("move-to", 1)).toEqual([10, 30, 20, 40]);
  });
});

describe("changedPositions", () => {
  it("lists only the rows that moved", () => {
    expect(changedPositions([1, 2, 3, 4], [2, 1, 3, 4])).toEqual([
      { id: 2, position: 0 },
      { id: 1, position: 1 },
    ]);
    expect(changedPositions([1, 2, 3], [1, 2, 3])).toEqual([]);
  });
});

describe("describeMove", () => {
  it("says what happened in the photographer's words", () => {
    expect(describeMove({ kind: "top", id: 1 }, 4, 0)).toBe("Moved photo 5 to the top");
    expect(describeMove({ kind: "up", id: 1 }, 1, 0)).toBe("Moved photo 2 to place 1");
    expect(describeMove({ kind: "up", id: 1 }, 0, 0)).toBe("Left photo 1 where it was");
  });
});

describe("applyListMove", () => {
  const rows = ["a", "b", "c", "d"];
  it("moves up, down, to the top and to a place; removes; adds; replaces", () => {
    expect(applyListMove(rows, { kind: "up", index: 2 })).toEqual(["a", "c", "b", "d"]);
    expect(applyListMove(rows, { kind: "down", index: 0 })).toEqual(["b", "a", "c", "d"]);
    expect(applyListMove(rows, { kind: "top", index: 3 })).toEqual(["d", "a", "b", "c"]);
    expect(applyListMove(rows, { kind: "to", index: 0, to: 2 })).toEqual(["b", "c", "a", "d"]);
    expect(applyListMove(rows, { kind: "remove", index: 1 })).toEqual(["a", "c", "d"]);
    expect(applyListMove(rows, { kind: "add", item: "e" })).toEqual(["a", "b", "c", "d", "e"]);
    const objects = [{ photo: "1", alt: "x" }];
    expect(applyListMove(objects, { kind: "replace", index: 0, item: { photo: "9" } })).toEqual([
      { photo: "9", alt: "x" },
    ]);
  });
  it("changes nothing for a move that cannot apply, and never its input", () => {
    for (const move of [
      { kind: "up", index: 0 },
      { kind: "down", index: 3 },
      { kind: "remove", index: 7 },
      { kind: "up", index: -1 },
      { kind: "to", index: 1, to: Number.NaN },
    ] as const) {
      expect(applyListMove(rows, move)).toEqual(rows);
    }
    expect(rows).toEqual(["a", "b", "c", "d"]);
  });
  it("keeps every item exactly once, whatever the move (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 30 }),
        fc.constantFrom("up", "down", "top", "to"),
        fc.integer({ min: -3, max: 33 }),
        fc.integer({ min: -3, max: 33 }),
        (list, kind, index, to) => {
          const next = applyListMove(list, kind === "to" ? { kind, index, to } : { kind, index });
          expect([...next].sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b));
        },
      ),
    );
  });
});
