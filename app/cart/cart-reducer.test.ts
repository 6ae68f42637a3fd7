import { describe, expect, it } from "vitest";
import { cartReducer, type NewCartItem } from "./cart-reducer";

const peonies: NewCartItem = {
  id: "pink-peonies-8x10",
  title: "Pink Peonies",
  size: "8x10",
  price: "$45.00",
  image: "/img/a.jpg",
};
const album: NewCartItem = {
  id: "photo-album-8x8",
  title: "8x8 Signature Photo Album",
  size: "8x8",
  price: "$150.00",
  image: "/img/b.jpg",
};

describe("cartReducer (SPEC §4.3)", () => {
  it("appends a new item with quantity 1 and increments the same id", () => {
    let cart = cartReducer([], { type: "add", item: peonies });
    expect(cart).toEqual([{ ...peonies, quantity: 1 }]);
    cart = cartReducer(cart, { type: "add", item: album });
    cart = cartReducer(cart, { type: "add", item: peonies });
    expect(cart.map((i) => [i.id, i.quantity])).toEqual([
      ["pink-peonies-8x10", 2],
      ["photo-album-8x8", 1],
    ]);
  });

  it("minus lowers the quantity and removes the item at 0", () => {
    let cart = cartReducer(cartReducer([], { type: "add", item: peonies }), { type: "plus", id: peonies.id });
    expect(cart[0]?.quantity).toBe(2);
    cart = cartReducer(cart, { type: "minus", id: peonies.id });
    expect(cart[0]?.quantity).toBe(1);
    cart = cartReducer(cart, { type: "minus", id: peonies.id });
    expect(cart).toEqual([]);
  });

  it("removes by id, sets a note, clears", () => {
    let cart = cartReducer(cartReducer([], { type: "add", item: peonies }), { type: "add", item: album });
    cart = cartReducer(cart, { type: "set-note", id: album.id, note: "June 14, 2026" });
    expect(cart[1]?.note).toBe("June 14, 2026");
    cart = cartReducer(cart, { type: "remove", id: peonies.id });
    expect(cart.map((i) => i.id)).toEqual([album.id]);
    expect(cartReducer(cart, { type: "clear" })).toEqual([]);
  });

  it("never goes past 99 of a line", () => {
    let cart = cartReducer([], { type: "add", item: peonies });
    for (let i = 0; i < 120; i++) cart = cartReducer(cart, { type: "plus", id: peonies.id });
    expect(cart[0]?.quantity).toBe(99);
  });

  it("does not mutate its input", () => {
    const cart = Object.freeze([Object.freeze({ ...peonies, quantity: 1 })]);
    expect(() => cartReducer(cart, { type: "plus", id: peonies.id })).not.toThrow();
    expect(cart[0]?.quantity).toBe(1);
  });
});
