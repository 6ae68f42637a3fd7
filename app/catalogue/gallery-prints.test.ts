import { describe, expect, it } from "vitest";
import { cartTotalCents, repairWithCatalogue } from "~/cart/cart-pricing";
import { formatPrice } from "~/shared/money";
import { everyCartOffer } from "./find-offer";
import {
  galleryPrintCartId,
  galleryPrintOfferView,
  galleryPrintSizes,
  isGalleryLine,
  parseGalleryPrintCartId,
} from "./gallery-prints";
import { printSizes } from "./sizes";

const KEY = "3f9c0a7be21d4c5e8f6a1b2c3d4e5f60";

describe("gallery print cart ids", () => {
  it("name the photo by its print key and are priced at the catalogue's print sizes", () => {
    expect(galleryPrintSizes).toBe(printSizes.portrait);
    for (const option of galleryPrintSizes) {
      const id = galleryPrintCartId(KEY, option.size);
      expect(id).toBe(`gallery-${KEY}-${option.size}`);
      expect(parseGalleryPrintCartId(id)).toEqual({ printKey: KEY, size: option });
      expect(galleryPrintOfferView(id, galleryPrintSizes)).toMatchObject({ size: option.size, cents: option.cents });
      expect(isGalleryLine(id)).toBe(true);
    }
  });

  it("refuse unsold sizes, malformed ids and the old sequential ids", () => {
    for (const id of [
      `gallery-${KEY}-9x9`,
      `gallery-${KEY.toUpperCase()}-8x10`,
      `gallery-${KEY.slice(1)}-8x10`,
      `gallery-${KEY}`,
      `xgallery-${KEY}-8x10`,
      // Before issue 26 the id was the gallery photo's row id: no longer accepted.
      "gallery-42-8x10",
      "gallery-1-8x10",
    ]) {
      expect(parseGalleryPrintCartId(id), id).toBeUndefined();
    }
    expect(isGalleryLine("gallery-42-8x10")).toBe(true);
  });

  it("never collide with an id the shop sells", () => {
    for (const offer of everyCartOffer()) {
      expect(parseGalleryPrintCartId(offer.cartId), offer.cartId).toBeUndefined();
      expect(isGalleryLine(offer.cartId), offer.cartId).toBe(false);
    }
  });
});

describe("a gallery print in /cart", () => {
  it("is priced from the catalogue and keeps its own title and image", () => {
    const item = {
      id: galleryPrintCartId(KEY, "11x14"),
      title: "Print of IMG_1.jpg",
      size: "11x14",
      price: "$0.01",
      image: "/g/x/photo.jpg",
      quantity: 2,
    };
    const { priced, removed } = repairWithCatalogue([item], {}, printSizes.portrait);
    expect(removed).toEqual([]);
    const eleven = printSizes.portrait.find((o) => o.size === "11x14")!;
    expect(priced[0]!.item).toMatchObject({
      title: "Print of IMG_1.jpg",
      image: "/g/x/photo.jpg",
      price: formatPrice(eleven.cents),
    });
    expect(cartTotalCents(priced)).toBe(eleven.cents * 2);
  });

  it("sets aside an old sequential id, like a retired product, so the page says so", () => {
    const old = {
      id: "gallery-42-8x10",
      title: "Print of IMG_2.jpg",
      size: "8x10",
      price: "$1",
      image: "",
      quantity: 1,
    };
    expect(repairWithCatalogue([old], {}, printSizes.portrait).removed).toEqual([old]);
  });
});
