// The decided prices (DECISIONS §2) and orientations (SPEC §9.6), checked on every screen.
import { describe, expect, it } from "vitest";
import { allProducts, findOffer, photoAlbum, printFlows, resolvePrint, resolveProduct, weddingAlbum } from ".";
import {
  ALSO_LANDSCAPE_ON_ALL_PRODUCTS,
  FLORAL_IDS,
  LANDSCAPE,
  LANDSCAPE_IDS,
  LANDSCAPE_ON_LANDSCAPE_PAGES,
  PHOTO_ALBUM,
  PORTRAIT,
  WEDDING_ALBUM,
} from "../../tests/helpers/catalogue-spec";

type PriceTable = Record<string, number>;
const asTable = (sizes: readonly { size: string; cents: number }[]): PriceTable =>
  Object.fromEntries(sizes.map((o) => [o.size, o.cents]));

describe("print flows", () => {
  it("floral pages: six ids, portrait except golden-tulips", () => {
    expect(printFlows.floral.items.map((i) => i.id)).toEqual(FLORAL_IDS);
    for (const id of FLORAL_IDS) {
      expect(asTable(resolvePrint("floral", id)!.sizes), id).toEqual(id === "golden-tulips" ? LANDSCAPE : PORTRAIT);
    }
  });

  it("landscape pages: all 44 ids in the spec's order, the gallery's order too", () => {
    expect(printFlows.landscape.items.map((i) => i.id)).toEqual(LANDSCAPE_IDS);
  });

  it.each(LANDSCAPE_IDS)("landscape page %s has the decided sizes and prices", (id) => {
    const expected = LANDSCAPE_ON_LANDSCAPE_PAGES.has(id) ? LANDSCAPE : PORTRAIT;
    expect(asTable(resolvePrint("landscape", id)!.sizes)).toEqual(expected);
  });

  it("red-rock-canyon is West Fork on landscape pages and Red Rock Canyon on all-products", () => {
    expect(resolvePrint("landscape", "red-rock-canyon")?.title).toBe("West Fork");
    expect(resolveProduct("red-rock-canyon")?.title).toBe("Red Rock Canyon");
  });

  it("tulip and golden coast pages use landscape sizes", () => {
    expect(asTable(resolvePrint("tulip")!.sizes)).toEqual(LANDSCAPE);
    expect(resolvePrint("tulip")?.title).toBe("Golden Tulips Print");
    expect(asTable(resolvePrint("golden-coast")!.sizes)).toEqual(LANDSCAPE);
    expect(resolvePrint("golden-coast")?.title).toBe("Golden Coast Landscape");
  });

  it.each([
    ["1", "Garden Roses Print", PORTRAIT],
    ["2", "Vintage Peonies", PORTRAIT],
    ["3", "Signature Photo Album", PHOTO_ALBUM],
    ["4", "Singular Rose", PORTRAIT],
  ])("legacy product %s is %s at the decided prices", (id, title, table) => {
    const item = resolvePrint("legacy", id);
    expect(item?.title).toBe(title);
    expect(asTable(item!.sizes)).toEqual(table);
  });

  it("legacy product 3 is an album, its image aligned to the top", () => {
    const album = resolvePrint("legacy", "3")!;
    expect(album.isAlbum).toBe(true);
    expect(album.imagePosition).toBe("top");
    expect(album.startingCents).toBe(15000);
  });

  it("every detail page starts at the lowest price of its sizes", () => {
    for (const flow of Object.values(printFlows)) {
      for (const item of flow.items) {
        expect(item.startingCents).toBe(Math.min(...item.sizes.map((s) => s.cents)));
      }
    }
    expect(resolvePrint("floral", "pink-peonies")?.startingCents).toBe(4500);
  });

  it("findOffer accepts only the product's own sizes", () => {
    expect(findOffer({ flow: "floral", product: "pink-peonies", size: "8x10" })?.cents).toBe(4500);
    expect(findOffer({ flow: "floral", product: "pink-peonies", size: "10x8" })).toBeUndefined();
    expect(findOffer({ flow: "floral", product: "golden-tulips", size: "8x10" })).toBeUndefined();
    expect(findOffer({ flow: "landscape", product: "golden-coast", size: "20x16" })?.cents).toBe(6500);
    expect(findOffer({ flow: "landscape", product: "mountain-window", size: "10x8" })).toBeUndefined();
    expect(findOffer({ flow: "tulip", product: undefined, size: "14x11" })?.cents).toBe(5500);
    expect(findOffer({ flow: "tulip", product: undefined, size: "11x14" })).toBeUndefined();
    expect(findOffer({ flow: "legacy", product: "3", size: "12x12" })?.cents).toBe(25000);
    expect(findOffer({ flow: "legacy", product: "1", size: "8x8" })).toBeUndefined();
    expect(findOffer({ flow: "floral", product: "unknown", size: "8x10" })).toBeUndefined();
    expect(findOffer({ flow: "floral", product: "pink-peonies", size: undefined })).toBeUndefined();
  });
});

describe("all products", () => {
  it("lists the albums, the two legacy prints, the floral and the landscape ids in order", () => {
    expect(allProducts.map((p) => p.id)).toEqual([
      "signature-album-1",
      "signature-album-2",
      "garden-roses",
      "vintage-peonies",
      ...FLORAL_IDS,
      ...LANDSCAPE_IDS,
    ]);
  });

  it("categorises each product", () => {
    const category = (id: string) => resolveProduct(id)?.category;
    expect(category("signature-album-1")).toBe("Signature Albums");
    expect(category("signature-album-2")).toBe("Signature Albums");
    for (const id of ["garden-roses", "vintage-peonies", ...FLORAL_IDS]) expect(category(id)).toBe("Floral Prints");
    for (const id of LANDSCAPE_IDS) expect(category(id)).toBe("Landscape Prints");
  });

  it("prices albums as everywhere else", () => {
    expect(asTable(resolveProduct("signature-album-1")!.sizes)).toEqual(PHOTO_ALBUM);
    expect(asTable(resolveProduct("signature-album-2")!.sizes)).toEqual(WEDDING_ALBUM);
    expect(resolveProduct("signature-album-2")?.startingCents).toBe(100000);
  });

  it.each([...FLORAL_IDS, "garden-roses", "vintage-peonies", ...LANDSCAPE_IDS])("%s has the decided sizes", (id) => {
    const landscape =
      id === "golden-tulips" || LANDSCAPE_ON_LANDSCAPE_PAGES.has(id) || ALSO_LANDSCAPE_ON_ALL_PRODUCTS.has(id);
    expect(asTable(resolveProduct(id)!.sizes)).toEqual(landscape ? LANDSCAPE : PORTRAIT);
  });

  it("gives albums and prints their Product Information", () => {
    expect(resolveProduct("signature-album-1")?.information).toContain("2-3 week production time");
    expect(resolveProduct("pink-peonies")?.information).toContain("Ships within 3-5 business days");
  });
});

describe("albums", () => {
  it("photo album: 8x8 $150 (20 pages), 10x10 $200 (26), 12x12 $250 (30)", () => {
    expect(photoAlbum.sizes.map((s) => [s.size, s.cents, s.pages])).toEqual([
      ["8x8", 15000, 20],
      ["10x10", 20000, 26],
      ["12x12", 25000, 30],
    ]);
    expect(photoAlbum.features).toContain("2-3 week production time");
  });

  it("wedding album: The Highlights Reel and Signature Deluxe Album", () => {
    expect(weddingAlbum.sizes.map((s) => [s.size, s.name, s.cents, s.pages])).toEqual([
      ["10x10", "The Highlights Reel", 100000, 50],
      ["12x12", "Signature Deluxe Album", 150000, 100],
    ]);
    expect(weddingAlbum.features).toEqual(
      expect.arrayContaining(["4-6 week production time", "Lifetime quality guarantee"]),
    );
  });
});
