import { describe, expect, it } from "vitest";
import {
  allProducts,
  floralCartId,
  goldenCoastCartId,
  landscapeCartId,
  legacyCartId,
  photoAlbum,
  photoAlbumCartId,
  findOffer,
  isAlbumOffer,
  printFlows,
  productDetailCartId,
  signatureWeddingAlbumCartId,
  tulipCartId,
  weddingAlbum,
  weddingAlbumCartId,
  type OfferFlow,
} from ".";

// The offer behind a cart id, as checkout and /cart read it (find-offer.ts).
const resolveCartId = (cartId: string) => findOffer({ cartId });

describe("findOffer by cart id: the nine patterns of SPEC §3", () => {
  it.each<[string, OfferFlow, number, string]>([
    ["landscape-print-golden-coast-10x8", "landscape", 4500, "Golden Coast"],
    ["landscape-print-red-rock-canyon-8x10", "landscape", 4500, "West Fork"],
    ["landscape-print-red-rock-canyon-2-16x20", "landscape", 6500, "Red Rock Canyon II"],
    ["landscape-print-coastal-cliffs-2-20x16", "landscape", 6500, "Coastal Cliffs II"],
    ["landscape-print-mountain-window-8x10", "landscape", 4500, "Mountain Window"],
    ["pink-peonies-11x14", "floral", 5500, "Pink Peonies"],
    ["golden-tulips-20x16", "floral", 6500, "Golden Tulips"],
    ["tulip-print-14x11", "tulip", 5500, "Golden Tulips Print"],
    ["product-1-8x10", "legacy", 4500, "Garden Roses Print"],
    ["product-2-16x20", "legacy", 6500, "Vintage Peonies"],
    ["product-3-8x8", "legacy", 15000, "Signature Photo Album"],
    ["product-4-11x14", "legacy", 5500, "Singular Rose"],
    ["landscape-print-10x8", "golden-coast", 4500, "Golden Coast Landscape"],
    ["signature-album-1-10x10", "product-detail", 20000, "Signature Photo Album (10x10)"],
    ["signature-album-2-12x12", "product-detail", 150000, "Signature Wedding Album (12x12)"],
    ["garden-roses-8x10", "product-detail", 4500, "Garden Roses (8x10)"],
    ["mountain-window-14x11", "product-detail", 5500, "Mountain Window (14x11)"],
    ["red-rock-canyon-8x10", "product-detail", 4500, "Red Rock Canyon (8x10)"],
    ["photo-album-12x12", "photo-album", 25000, "12x12 Signature Photo Album"],
    ["wedding-album-10x10", "wedding-album", 100000, "Signature Wedding Album – The Highlights Reel"],
    ["signature-wedding-album-12x12", "signature-wedding-album", 150000, "12x12 Signature Wedding Album"],
  ])("%s → %s at %i cents", (cartId, flow, cents, cartTitle) => {
    const line = resolveCartId(cartId);
    expect(line).toMatchObject({ cartId, flow, cents, cartTitle });
    expect(line?.size).toBe(cartId.split("-").at(-1));
  });

  it.each([
    "pink-peonies-10x8", // floral pink-peonies is portrait
    "golden-tulips-8x10", // golden-tulips is landscape on floral pages
    "product-0-8x10", // a missing id parses as 0: no such product
    "product-5-8x10",
    "product-03-8x8",
    "product-1-8x8",
    "product-3-8x10",
    "product--1-8x10",
    "landscape-print-8x10", // Golden Coast is landscape
    "landscape-print-golden-coast-8x10",
    "landscape-print-red-rock-canyon-10x8",
    "landscape-print-unknown-10x8",
    "landscape-print-pink-peonies-8x10",
    "tulip-print-8x10",
    "photo-album-8x10",
    "wedding-album-8x8",
    "signature-wedding-album-8x8",
    "signature-album-2-8x8",
    "signature-album-3-8x8",
    "mountain-window-8x10", // landscape on the all-products list
    "unknown-8x10",
    "",
    "8x10",
    "-8x10",
    "pink-peonies",
    "pink-peonies-",
    "pink-peonies-8x10x",
    "pink-peonies-8X10",
    "landscape-print-",
  ])("rejects %j", (cartId) => {
    expect(resolveCartId(cartId)).toBeUndefined();
  });

  it("reads a floral id as floral; the page that adds it names it its own way", () => {
    expect(resolveCartId("pink-peonies-8x10")?.cartTitle).toBe("Pink Peonies");
    const fromProductDetail = findOffer({ flow: "product-detail", product: "pink-peonies", size: "8x10" });
    expect(fromProductDetail).toMatchObject({ cartId: "pink-peonies-8x10", cartTitle: "Pink Peonies (8x10)" });
    expect(fromProductDetail?.cents).toBe(resolveCartId("pink-peonies-8x10")?.cents);
    expect(findOffer({ flow: "landscape", product: "", size: "10x8" })).toBeUndefined();
    expect(findOffer({ flow: "photo-album", size: "10x10" })?.cartId).toBe("photo-album-10x10");
  });

  it("marks albums, including album products on the legacy and product-detail screens", () => {
    for (const id of ["photo-album-8x8", "wedding-album-12x12", "signature-wedding-album-10x10", "product-3-8x8"]) {
      expect(isAlbumOffer(resolveCartId(id)!), id).toBe(true);
    }
    expect(isAlbumOffer(resolveCartId("signature-album-1-8x8")!)).toBe(true);
    expect(isAlbumOffer(resolveCartId("product-1-8x10")!)).toBe(false);
    expect(isAlbumOffer(resolveCartId("pink-peonies-8x10")!)).toBe(false);
  });

  it("names the same album the same product on every screen", () => {
    const keys = ["photo-album-8x8", "product-3-8x8", "signature-album-1-8x8"].map(
      (id) => resolveCartId(id)?.productKey,
    );
    expect(new Set(keys)).toEqual(new Set([photoAlbum.productKey]));
    const wedding = ["wedding-album-10x10", "signature-wedding-album-10x10", "signature-album-2-10x10"].map(
      (id) => resolveCartId(id)?.productKey,
    );
    expect(new Set(wedding)).toEqual(new Set([weddingAlbum.productKey]));
  });

  it("every album cart title contains 'album', so the cart offers the session-date note", () => {
    for (const id of ["photo-album-8x8", "wedding-album-10x10", "wedding-album-12x12", "product-3-8x8"]) {
      expect(resolveCartId(id)?.cartTitle.toLowerCase()).toContain("album");
    }
  });
});

describe("every offer a page builds is found again by its cart id", () => {
  it("builds the spec's id shapes", () => {
    expect(floralCartId("pink-peonies", "8x10")).toBe("pink-peonies-8x10");
    expect(landscapeCartId("golden-coast", "10x8")).toBe("landscape-print-golden-coast-10x8");
    expect(tulipCartId("10x8")).toBe("tulip-print-10x8");
    expect(legacyCartId(3, "8x8")).toBe("product-3-8x8");
    expect(goldenCoastCartId("20x16")).toBe("landscape-print-20x16");
    expect(productDetailCartId("signature-album-1", "8x8")).toBe("signature-album-1-8x8");
    expect(photoAlbumCartId("8x8")).toBe("photo-album-8x8");
    expect(weddingAlbumCartId("10x10")).toBe("wedding-album-10x10");
    expect(signatureWeddingAlbumCartId("12x12")).toBe("signature-wedding-album-12x12");
  });

  it("every print-flow item and size", () => {
    for (const flow of Object.values(printFlows)) {
      for (const item of flow.items) {
        expect(item.offers.map((offer) => offer.size)).toEqual(item.sizes.map((option) => option.size));
        for (const offer of item.offers) {
          expect(resolveCartId(offer.cartId), offer.cartId).toMatchObject({
            productKey: item.productKey,
            size: offer.size,
            cents: offer.cents,
          });
        }
      }
    }
  });

  it("every all-products id and size", () => {
    for (const product of allProducts) {
      for (const option of product.sizes) {
        const offer = findOffer({ flow: "product-detail", product: product.id, size: option.size });
        expect(offer, product.id).toMatchObject({
          cartId: productDetailCartId(product.id, option.size),
          productKey: product.productKey,
          cartTitle: `${product.title} (${option.size})`,
          cents: option.cents,
        });
        expect(resolveCartId(productDetailCartId(product.id, option.size))?.cents).toBe(option.cents);
      }
    }
  });

  it("every album size on the album pages", () => {
    for (const option of photoAlbum.sizes) {
      expect(resolveCartId(photoAlbumCartId(option.size))?.cents).toBe(option.cents);
    }
    for (const option of weddingAlbum.sizes) {
      expect(resolveCartId(weddingAlbumCartId(option.size))?.cents).toBe(option.cents);
      expect(resolveCartId(signatureWeddingAlbumCartId(option.size))?.cents).toBe(option.cents);
    }
  });

  it("no product id could be mistaken for another pattern's prefix", () => {
    const reserved = /^(landscape-print|tulip-print|product-\d|photo-album|wedding-album|signature-wedding-album)/;
    for (const product of allProducts) expect(product.id).not.toMatch(reserved);
    for (const item of printFlows.floral.items) expect(item.id).not.toMatch(reserved);
  });
});
