import { describe, expect, it } from "vitest";
import { cartTotalCents, repairWithCatalogue } from "~/cart/cart-pricing";
import { formatPrice } from "~/shared/money";
import { everyCartOffer } from "./offers";
import {
  galleryPrintCartId,
  galleryPrintOfferView,
  galleryPrintSizes,
  parseGalleryPrintCartId,
} from "./gallery-prints";
import { printSizes } from "./sizes";

describe("gallery print cart ids", () => {
  it("are priced at the catalogue's print sizes", () => {
    expect(galleryPrintSizes).toBe(printSizes.portrait);
    for (const option of galleryPrintSizes) {
      const id = galleryPrintCartId(42, option.size);
      expect(parseGalleryPrintCartId(id)).toEqual({ itemId: 42, size: option });
      expect(galleryPrintOfferView(id)).toMatchObject({ size: option.size, cents: option.cents });
    }
  });

  it("refuse unsold sizes and malformed ids", () => {
    for (const id of [
      "gallery-42-9x9",
      "gallery-0-8x10",
      "gallery--1-8x10",
      "gallery-x-8x10",
      "gallery-42",
      "gallery-9999999999-8x10",
      "xgallery-42-8x10",
    ]) {
      expect(parseGalleryPrintCartId(id), id).toBeUndefined();
    }
  });

  it("never collide with an id the shop sells", () => {
    for (const offer of everyCartOffer()) expect(parseGalleryPrintCartId(offer.cartId), offer.cartId).toBeUndefined();
  });
});

describe("a gallery print in /cart", () => {
  it("is priced from the catalogue and keeps its own title and image", () => {
    const item = {
      id: galleryPrintCartId(7, "11x14"),
      title: "Print of IMG_1.jpg",
      size: "11x14",
      price: "$0.01",
      image: "/g/x/photo.jpg",
      quantity: 2,
    };
    const { priced, removed } = repairWithCatalogue([item], {});
    expect(removed).toEqual([]);
    const eleven = printSizes.portrait.find((o) => o.size === "11x14")!;
    expect(priced[0]!.item).toMatchObject({
      title: "Print of IMG_1.jpg",
      image: "/g/x/photo.jpg",
      price: formatPrice(eleven.cents),
    });
    expect(cartTotalCents(priced)).toBe(eleven.cents * 2);
  });
});
