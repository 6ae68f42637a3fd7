import { describe, expect, it } from "vitest";
import { repairCart } from "./cart-item";
import { repairWithCatalogue } from "./cart-pricing";
import { cartReducer } from "./cart-reducer";

// A gift card in the browser's cart (decision 051): its own line per card, always one, priced
// from her amounts while she sells them.

const purchase = (amountCents: number) => ({
  amountCents,
  recipientName: "Ana",
  recipientEmail: "ana@example.com",
  message: "",
  fromName: "Maria",
});
const line = (id: string, amountCents = 5000) => ({
  id: `gift-card-${id}`,
  title: "Gift card for Ana (ana@example.com)",
  size: "Gift card",
  price: "$50.00",
  image: "",
  giftCard: purchase(amountCents),
});

describe("a gift card in the cart", () => {
  it("adds each card as its own line, even at the same amount, and never raises its quantity", () => {
    let cart = cartReducer([], { type: "add", item: line("aaaaaaaa") });
    cart = cartReducer(cart, { type: "add", item: line("bbbbbbbb") });
    expect(cart.map((item) => [item.id, item.quantity])).toEqual([
      ["gift-card-aaaaaaaa", 1],
      ["gift-card-bbbbbbbb", 1],
    ]);
    expect(cartReducer(cart, { type: "plus", id: "gift-card-aaaaaaaa" })[0]?.quantity).toBe(1);
    expect(cartReducer(cart, { type: "add", item: line("aaaaaaaa") })[0]?.quantity).toBe(1);
    expect(cartReducer(cart, { type: "minus", id: "gift-card-aaaaaaaa" })).toHaveLength(1);
  });

  it("keeps a stored card's purchase, forces one card per line and drops a card line without one", () => {
    expect(
      repairCart([
        { ...line("aaaaaaaa"), quantity: 5 },
        { ...line("aaaaaaaa"), quantity: 1 },
        { id: "gift-card-cccccccc", quantity: 1 },
        { ...line("dddddddd"), giftCard: { amountCents: "5000" } },
      ]),
    ).toEqual([{ ...line("aaaaaaaa"), quantity: 1 }]);
  });

  it("prices a card at its amount while she sells it, and sets it aside when she no longer does", () => {
    const items = [
      { ...line("aaaaaaaa"), quantity: 1, title: "hand-edited" },
      { ...line("bbbbbbbb", 7500), quantity: 1 },
    ];
    const { priced, removed } = repairWithCatalogue(items, {}, [], [5000, 10_000]);
    expect(priced.map((p) => [p.item.title, p.offer.cents, p.offer.giftCard])).toEqual([
      ["Gift card for Ana (ana@example.com)", 5000, true],
    ]);
    expect(removed.map((item) => item.id)).toEqual(["gift-card-bbbbbbbb"]);
  });
});
