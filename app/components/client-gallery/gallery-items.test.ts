import { describe, expect, it } from "vitest";
import { appendPage, groupBySet, moreLabel } from "./gallery-items";
import type { ClientItem } from "./gallery-types";

const item = (itemId: number, number: number, setId: number | null): ClientItem => ({
  itemId,
  printKey: String(itemId).padStart(32, "0"),
  number,
  setId,
  filename: `IMG_${itemId}.jpg`,
  alt: "",
  color: null,
  image: {
    key: `k${itemId}`,
    width: 3,
    height: 2,
    placeholder: "",
    srcset: { avif: "", webp: "", fallback: "" },
    src: "",
  },
});

describe("client gallery items", () => {
  it("appends a page once, in gallery order", () => {
    const first = [item(1, 1, null), item(2, 2, 5)];
    const next = [item(2, 2, 5), item(3, 3, 5), item(4, 4, 6)];
    expect(appendPage(first, next).map((i) => i.itemId)).toEqual([1, 2, 3, 4]);
    // A page that arrives out of order still lands in place.
    expect(appendPage([item(4, 4, 6)], first).map((i) => i.number)).toEqual([1, 2, 4]);
  });

  it("groups consecutive photos by set, photos in no set without a set", () => {
    const sets = [
      { id: 5, title: "Ceremony", downloads: "web" as const },
      { id: 6, title: "Portraits", downloads: "none" as const },
    ];
    const groups = groupBySet([item(1, 1, null), item(2, 2, 5), item(3, 3, 5), item(4, 4, 6)], sets);
    expect(groups.map((g) => [g.set?.title ?? null, g.items.map((i) => i.itemId), g.start])).toEqual([
      [null, [1], 0],
      ["Ceremony", [2, 3], 1],
      ["Portraits", [4], 3],
    ]);
    expect(groupBySet([], sets)).toEqual([]);
  });

  it("says how many photos are shown", () => {
    expect(moreLabel(60, 1000)).toBe("60 of 1,000 photos shown");
  });
});
