import { describe, expect, it } from "vitest";
import { GALLERY_PRINT_UNAVAILABLE } from "~/catalogue/gallery-prints";
import type { GalleryPrintOffer } from "../galleries/gallery-prints.server";
import { checkoutBodySchema, priceCart } from "./price-cart.server";
import { seedCatalogue } from "~/catalogue/shop-catalogue";

const KEY_A = "a".repeat(32);
const KEY_B = "b".repeat(32);

describe("priceCart", () => {
  it("prices from the catalogue under the catalogue's title, whatever the browser says, keeping its photo and category", () => {
    const result = priceCart(seedCatalogue, [
      { id: "wedding-album-10x10", title: "Free album", price: "$0.01", quantity: 2, note: "  Oct 3 " },
      { id: "landscape-print-10x8", title: "x", price: "$0", quantity: 1 },
    ]);
    expect(result).toEqual({
      ok: true,
      lines: [
        {
          cartId: "wedding-album-10x10",
          title: "Signature Wedding Album – The Highlights Reel",
          size: "10x10",
          unitCents: 1_000_00,
          quantity: 2,
          note: "Oct 3",
          imageKey: "albums/wedding-album",
          category: "Signature Albums",
        },
        {
          cartId: "landscape-print-10x8",
          title: "Golden Coast Landscape",
          size: "10x8",
          unitCents: 45_00,
          quantity: 1,
          note: null,
          imageKey: "prints/landscape/golden-coast",
          category: "Landscape Prints",
        },
      ],
    });
  });

  it.each([
    [[{ id: "nope-8x10", quantity: 1 }], /"nope-8x10"\) is not a product/],
    [[{ id: "pink-peonies-8x10", quantity: 0 }], /1 to 99/],
    [[{ id: "pink-peonies-8x10", quantity: 99.5 }], /1 to 99/],
    [
      [
        { id: "pink-peonies-8x10", quantity: 1 },
        { id: "pink-peonies-8x10", quantity: 1 },
      ],
      /Item 2 .* twice/,
    ],
    [[{ quantity: 1 }], /Item 1 is not a valid/],
  ])("refuses %j", (items, message) => {
    const result = priceCart(seedCatalogue, items);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it("bounds the body: 1–50 lines, an optional e-mail", () => {
    expect(checkoutBodySchema.safeParse({ items: [] }).success).toBe(false);
    expect(checkoutBodySchema.safeParse({ items: Array(51).fill({}) }).success).toBe(false);
    expect(checkoutBodySchema.safeParse({ items: [{}], customerEmail: null }).success).toBe(true);
    expect(checkoutBodySchema.safeParse({ items: [{}], customerEmail: "nope" }).success).toBe(false);
  });

  describe("gallery prints", () => {
    const offerA: GalleryPrintOffer = {
      ok: true,
      title: 'Print of A.jpg from the gallery "Anna & Ben"',
      size: "8x10",
      cents: 45_00,
      galleryPhotoId: 7,
      printPhotoId: 70,
    };

    it("prices a line the server resolved for this browser", () => {
      const result = priceCart(
        seedCatalogue,
        [{ id: `gallery-${KEY_A}-8x10`, title: "Free", price: "$0", quantity: 1 }],
        new Map([[`gallery-${KEY_A}-8x10`, offerA]]),
      );
      expect(result).toEqual({
        ok: true,
        lines: [
          {
            cartId: `gallery-${KEY_A}-8x10`,
            title: offerA.title,
            size: "8x10",
            unitCents: 45_00,
            quantity: 1,
            note: null,
            galleryPhotoId: 7,
            printPhotoId: 70,
          },
        ],
      });
    });

    it("refuses every gallery line it may not sell with one message naming nothing, each line marked", () => {
      const result = priceCart(
        seedCatalogue,
        [
          { id: "pink-peonies-8x10", quantity: 1 },
          { id: `gallery-${KEY_A}-8x10`, quantity: 1 },
          { id: `gallery-${KEY_B}-8x10`, quantity: 1 },
          { id: "gallery-42-8x10", quantity: 1 },
        ],
        new Map<string, GalleryPrintOffer>([
          [`gallery-${KEY_A}-8x10`, offerA],
          [`gallery-${KEY_B}-8x10`, { ok: false }],
        ]),
      );
      expect(result).toEqual({
        ok: false,
        error: GALLERY_PRINT_UNAVAILABLE,
        fields: { "items.2": GALLERY_PRINT_UNAVAILABLE, "items.3": GALLERY_PRINT_UNAVAILABLE },
      });
    });

    it("refuses a gallery line nobody resolved (no database at hand)", () => {
      expect(priceCart(seedCatalogue, [{ id: `gallery-${KEY_A}-8x10`, quantity: 1 }])).toEqual({
        ok: false,
        error: GALLERY_PRINT_UNAVAILABLE,
        fields: { "items.0": GALLERY_PRINT_UNAVAILABLE },
      });
    });
  });
});
