import { describe, expect, it } from "vitest";
import { everyCartOffer, photoAlbumCartId, printSizes, weddingAlbumCartId } from "~/catalogue";
import { formatPrice } from "~/shared/money";
import type { CartOffers } from "~/shared/shop/shop-views";
import { repairCart, type CartItem } from "./cart-item";
import { GALLERY_PRINT_UNAVAILABLE } from "~/catalogue/gallery-prints";
import {
  cartTotalCents,
  removedNotice,
  repairChanged,
  repairWithCatalogue as repair,
  unavailableLines,
} from "./cart-pricing";

// What /cart's loader hands the page: every offer by cart id.
const offers: CartOffers = Object.fromEntries(
  everyCartOffer().map((offer) => [offer.cartId, { size: offer.size, cents: offer.cents, title: offer.cartTitle }]),
);
const repairWithCatalogue = (items: readonly CartItem[]) => repair(items, offers, printSizes.portrait).priced;

describe("cart totals from the catalogue", () => {
  it("adds wedding albums over $1,000 correctly (the spec's comma bug is fixed)", () => {
    const items = repairCart([
      { id: weddingAlbumCartId("10x10"), title: "Album", price: "$1,000.00", quantity: 1 },
      { id: weddingAlbumCartId("12x12"), title: "Album", price: "$1,500.00", quantity: 1 },
    ]);
    const total = cartTotalCents(repairWithCatalogue(items));
    expect(total).toBe(250_000);
    expect(formatPrice(total)).toBe("$2,500.00");
    const twoOfTheSecond = repairCart([{ id: weddingAlbumCartId("12x12"), title: "Album", quantity: 2 }]);
    expect(formatPrice(cartTotalCents(repairWithCatalogue(twoOfTheSecond)))).toBe("$3,000.00");
  });

  it("ignores a price the browser stored and drops ids the catalogue does not sell", () => {
    const items = repairCart([
      { id: "pink-peonies-8x10", title: "Pink Peonies", price: "$0.01", quantity: 2 },
      { id: "pink-peonies-99x99", title: "Fake", price: "$1.00", quantity: 1 },
      { id: "no-such-print-8x10", title: "Fake", price: "$1.00", quantity: 1 },
    ]);
    const priced = repairWithCatalogue(items);
    expect(priced.map((p) => p.item.id)).toEqual(["pink-peonies-8x10"]);
    expect(priced[0]?.item.price).toBe("$45.00");
    expect(cartTotalCents(priced)).toBe(9_000);
    expect(repairChanged(items, priced)).toBe(true);
    expect(repair(items, offers, printSizes.portrait).removed.map((item) => removedNotice(item))).toEqual([
      "Fake is no longer available and was removed from your cart",
      "Fake is no longer available and was removed from your cart",
    ]);
  });

  it("resolves every cart-id pattern the shop pages add", () => {
    const ids = [
      "landscape-print-horseshoe-bend-20x16",
      "vintage-roses-16x20",
      "tulip-print-14x11",
      "product-3-10x10",
      "landscape-print-10x8",
      "signature-album-2-12x12",
      photoAlbumCartId("12x12"),
      weddingAlbumCartId("10x10"),
      "signature-wedding-album-12x12",
    ];
    const cents = ids.map((id) => offers[id]?.cents);
    expect(cents).toEqual([65_00, 65_00, 55_00, 200_00, 45_00, 1_500_00, 250_00, 1_000_00, 1_500_00]);
  });
});

describe("lines checkout refused as no longer available", () => {
  const line = (id: string): CartItem => ({ id, title: id, size: "8x10", price: "$45.00", image: "", quantity: 1 });
  const items = [
    line("pink-peonies-8x10"),
    line(`gallery-${"a".repeat(32)}-8x10`),
    line(`gallery-${"b".repeat(32)}-8x10`),
  ];

  it("are the lines the server marked with the gallery refusal, by their place in the cart sent", () => {
    const fields = { "items.1": GALLERY_PRINT_UNAVAILABLE, "items.2": GALLERY_PRINT_UNAVAILABLE };
    expect(unavailableLines(items, fields)).toEqual([items[1]!, items[2]!]);
  });

  it("are none for any other refusal, a field past the cart, or a made-up field", () => {
    expect(unavailableLines(items, { "items.0": "Item 1 needs a whole quantity from 1 to 99" })).toEqual([]);
    expect(unavailableLines(items, { "items.7": GALLERY_PRINT_UNAVAILABLE })).toEqual([]);
    expect(
      unavailableLines(items, { customerEmail: GALLERY_PRINT_UNAVAILABLE, "items.x": GALLERY_PRINT_UNAVAILABLE }),
    ).toEqual([]);
  });
});
