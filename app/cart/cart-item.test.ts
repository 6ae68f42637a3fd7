import { describe, expect, it } from "vitest";
import { isAlbumItem, parseCart, repairCart, totalQuantity } from "./cart-item";

describe("parseCart / repairCart", () => {
  it("treats bad JSON, non-arrays and nothing as an empty cart", () => {
    expect(parseCart("{not json")).toEqual([]);
    expect(parseCart('{"id":"x"}')).toEqual([]);
    expect(parseCart("null")).toEqual([]);
    expect(parseCart(null)).toEqual([]);
  });

  it("drops entries of the wrong shape and non-positive quantities", () => {
    expect(parseCart('[{"id":5,"quantity":-3}]')).toEqual([]);
    expect(
      repairCart([null, "x", [], { id: "" }, { id: "a-8x10", quantity: 0 }, { id: "b-8x10", quantity: -1 }]),
    ).toEqual([]);
  });

  it("fills missing fields, floors and caps quantities, keeps notes", () => {
    expect(
      repairCart([
        { id: "pink-peonies-8x10", quantity: 2.7, title: 7, image: "https://evil.example/x.jpg" },
        { id: "photo-album-8x8", quantity: 1e9, note: "May 1", price: "$150.00", image: "/img/a.jpg" },
      ]),
    ).toEqual([
      { id: "pink-peonies-8x10", title: "pink-peonies-8x10", size: "", price: "", image: "", quantity: 2 },
      {
        id: "photo-album-8x8",
        title: "photo-album-8x8",
        size: "",
        price: "$150.00",
        image: "/img/a.jpg",
        quantity: 99,
        note: "May 1",
      },
    ]);
  });

  it("merges duplicate ids as Add would", () => {
    expect(
      totalQuantity(
        repairCart([
          { id: "a-8x10", quantity: 1 },
          { id: "a-8x10", quantity: 2 },
        ]),
      ),
    ).toBe(3);
    expect(
      repairCart([
        { id: "a-8x10", quantity: 1 },
        { id: "a-8x10", quantity: 2 },
      ]),
    ).toHaveLength(1);
  });

  it("recognises album items by title, any case", () => {
    expect(isAlbumItem({ title: "10x10 Signature Wedding ALBUM" })).toBe(true);
    expect(isAlbumItem({ title: "Pink Peonies" })).toBe(false);
  });
});
