import { describe, expect, it } from "vitest";
import type { ResolvedImage } from "~/images/types";
import { allProducts } from "./all-products";
import { productDetailCartId } from "./cart-ids";
import type { ProductRow } from "./product-rows";
import { seedProductRows } from "./seed-products";
import { buildShopCatalogue, seedCatalogue } from "./shop-catalogue";
import { seedPriceSheets } from "./sizes";

// The catalogue built from her product rows (decision 050): the seeded rows build exactly the shop the
// code had; a hidden or retired product leaves the lists, the offers and the print flows; own sizes
// are sold at their own prices; a library photo is keyed as the library keys it.

const withStatus = (id: string, status: ProductRow["status"]) =>
  seedProductRows.map((row) => (row.id === id ? { ...row, status } : row));

describe("the catalogue from product rows", () => {
  it("the seeded rows build exactly the list the shop had in code", () => {
    expect(seedCatalogue.allProducts).toEqual(allProducts);
    expect(allProducts.map((p) => p.id)).toEqual(seedProductRows.map((r) => r.id));
    expect(allProducts[0]).toMatchObject({ id: "signature-album-1", productKey: "album/photo", isAlbum: true });
    expect(seedCatalogue.findOffer({ cartId: "pink-peonies-8x10" })?.cents).toBe(45_00);
  });

  it("a hidden or retired product is gone from the lists, its page, the offers and its print flow", () => {
    for (const status of ["hidden", "retired"] as const) {
      const shop = buildShopCatalogue(seedPriceSheets, withStatus("pink-peonies", status));
      expect(shop.allProducts.map((p) => p.id)).not.toContain("pink-peonies");
      expect(shop.resolveProduct("pink-peonies")).toBeUndefined();
      expect(shop.findOffer({ cartId: "pink-peonies-8x10" })).toBeUndefined();
      expect(shop.findOffer({ flow: "product-detail", product: "pink-peonies", size: "8x10" })).toBeUndefined();
      expect(shop.printFlows.floral.items.map((i) => i.id)).not.toContain("pink-peonies");
      expect(shop.resolvePrint("floral", "pink-peonies")).toBeUndefined();
      expect(shop.everyCartOffer().some((o) => o.productKey === "floral/pink-peonies")).toBe(false);
      // Everything else is still sold.
      expect(shop.allProducts).toHaveLength(allProducts.length - 1);
      expect(shop.findOffer({ cartId: "vintage-roses-8x10" })?.cents).toBe(45_00);
    }
  });

  it("a hidden legacy print leaves /product/1 and the home carousel's tile; the album page stays", () => {
    const shop = buildShopCatalogue(seedPriceSheets, withStatus("garden-roses", "hidden"));
    expect(shop.resolvePrint("legacy", "1")).toBeUndefined();
    expect(shop.resolvePrint("legacy", "3")?.isAlbum).toBe(true);
    expect(shop.printCarousel.items.map((i) => i.to)).not.toContain("/product/1");
    expect(shop.printCarousel.items.length).toBe(seedCatalogue.printCarousel.items.length - 1);
  });

  it("a new product with its own sizes is sold at its own prices, in her order and category", () => {
    const own: ProductRow = {
      id: "ocotillo-dawn",
      category: "Desert Prints",
      title: "Ocotillo Dawn",
      description: "First light on the ocotillo.",
      information: ["Museum-quality paper"],
      imageKey: null,
      photoId: 12,
      priceSource: "own",
      ownSizes: [
        { size: "5x7", cents: 25_00 },
        { size: "24x36", cents: 1_250_50 },
      ],
      priceSheetId: null,
      status: "published",
    };
    // The server resolves a ready library photo (AVIF/WebP/JPEG variants); its shape does not matter here.
    const images = new Map([["library/12", { key: "library/12" } as ResolvedImage]]);
    const shop = buildShopCatalogue(seedPriceSheets, [own, ...seedProductRows], images);
    const product = shop.resolveProduct("ocotillo-dawn");
    expect(product).toMatchObject({
      category: "Desert Prints",
      productKey: "product/ocotillo-dawn",
      imageKey: "library/12",
      startingCents: 25_00,
      isAlbum: false,
    });
    expect(shop.allProducts[0]?.id).toBe("ocotillo-dawn");
    expect(shop.findOffer({ cartId: productDetailCartId("ocotillo-dawn", "24x36") })).toMatchObject({
      cents: 1_250_50,
      cartTitle: "Ocotillo Dawn (24x36)",
    });
    expect(shop.findOffer({ cartId: "ocotillo-dawn-8x10" })).toBeUndefined();
  });

  it("a product whose library photo is not ready waits off the list", () => {
    const row: ProductRow = { ...seedProductRows[5]!, id: "no-photo-yet", imageKey: null, photoId: 99 };
    const shop = buildShopCatalogue(seedPriceSheets, [...seedProductRows, row]);
    expect(shop.resolveProduct("no-photo-yet")).toBeUndefined();
  });

  it("a product on a price sheet follows the sheet", () => {
    const sheets = { ...seedPriceSheets, prints: [{ size: "8x10", cents: 49_00 }] };
    const shop = buildShopCatalogue(sheets, seedProductRows);
    expect(shop.resolveProduct("garden-roses")?.offers.map((o) => [o.size, o.cents])).toEqual([["8x10", 49_00]]);
    const landscape = seedProductRows.find((r) => r.priceSource === "prints-landscape")!;
    expect(shop.resolveProduct(landscape.id)?.offers.map((o) => o.size)).toEqual(["10x8"]);
  });

  it("a product on a sheet she named sells that sheet's sizes, and follows it; a missing sheet sells nothing", () => {
    const canvas = {
      id: 7,
      name: "Canvas",
      sizes: [
        { size: "12x12", cents: 120_00 },
        { size: "16x16", cents: 160_00 },
      ],
    };
    const row: ProductRow = { ...seedProductRows[5]!, id: "canvas-saguaro", priceSource: "sheet", priceSheetId: 7 };
    const shop = buildShopCatalogue(seedPriceSheets, [...seedProductRows, row], new Map(), [canvas]);
    const product = shop.resolveProduct("canvas-saguaro");
    expect(product?.offers.map((o) => [o.cartId, o.cents])).toEqual([
      ["canvas-saguaro-12x12", 120_00],
      ["canvas-saguaro-16x16", 160_00],
    ]);
    expect(product).toMatchObject({ startingCents: 120_00, isAlbum: false });
    const dearer = { ...canvas, sizes: [{ size: "12x12", cents: 135_00 }] };
    const after = buildShopCatalogue(seedPriceSheets, [...seedProductRows, row], new Map(), [dearer]);
    expect(after.findOffer({ cartId: "canvas-saguaro-12x12" })?.cents).toBe(135_00);
    expect(after.findOffer({ cartId: "canvas-saguaro-16x16" })).toBeUndefined();
    const orphan = buildShopCatalogue(seedPriceSheets, [...seedProductRows, row]);
    expect(orphan.resolveProduct("canvas-saguaro")).toBeUndefined();
  });
});
