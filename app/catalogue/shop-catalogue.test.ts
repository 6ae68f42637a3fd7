import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { everyCartOffer, findOffer } from "./find-offer";
import { printCarousel } from "./home-carousel";
import { buildShopCatalogue, seedCatalogue } from "./shop-catalogue";
import { seedPriceSheets, turn, type PriceSheets } from "./sizes";

// The shop built from price sheets (decision 049): the seeded sheets give exactly the catalogue the
// specification prices, and any sheets she saves price every offer, on every screen, from them.

describe("the shop catalogue", () => {
  it("at the seeded sheets, sells every offer the fixed catalogue did, at the same price and title", () => {
    expect(seedCatalogue.everyCartOffer()).toEqual(everyCartOffer());
    expect(seedCatalogue.printCarousel).toEqual(printCarousel);
    expect(seedCatalogue.findOffer({ cartId: "pink-peonies-8x10" })).toEqual(
      findOffer({ cartId: "pink-peonies-8x10" }),
    );
    expect(seedCatalogue.galleryPrintSizes).toEqual(seedPriceSheets.prints);
  });

  const sheets: PriceSheets = {
    prints: [
      { size: "5x7", cents: 25_00 },
      { size: "8x10", cents: 49_00 },
      { size: "20x24", cents: 1_099_00 },
    ],
    photoAlbum: [{ size: "8x8", cents: 165_50, pages: 24 }],
    weddingAlbum: [{ size: "12x12", name: "Heirloom", cents: 2_000_00, pages: 80 }],
    weddingAlbumExtras: [{ title: "Linen Cover", cents: 40_00 }],
  };

  it("prices every screen from the sheets she saved", () => {
    const shop = buildShopCatalogue(sheets);
    expect(shop.findOffer({ cartId: "pink-peonies-20x24" })?.cents).toBe(1_099_00);
    expect(shop.findOffer({ cartId: "pink-peonies-16x20" })).toBeUndefined();
    expect(shop.findOffer({ flow: "landscape", product: "horseshoe-bend", size: "24x20" })?.cents).toBe(1_099_00);
    expect(shop.findOffer({ cartId: "photo-album-8x8" })?.cents).toBe(165_50);
    expect(shop.findOffer({ cartId: "photo-album-10x10" })).toBeUndefined();
    expect(shop.albumPageOffers["wedding-album"].map((o) => o.cartTitle)).toEqual([
      "Signature Wedding Album – Heirloom",
    ]);
    expect(shop.resolveProduct("garden-roses")?.startingCents).toBe(25_00);
    expect(shop.printFlows.floral.items[0]?.startingCents).toBe(25_00);
    expect(shop.printCarousel.items.find((i) => i.id === 5)?.priceCents).toBe(165_50);
    expect(shop.printCarousel.items.find((i) => i.id === 1)?.sizesText).toBe("5x7, 8x10, 20x24");
    expect(shop.customSizesNote.text).toBe(
      "All prints available in 5x7, 8x10, and 20x24 inches. Custom framing and larger sizes available upon request.",
    );
    expect(shop.galleryPrintSizes).toBe(sheets.prints);
    expect(shop.weddingAlbumExtras).toEqual([{ title: "Linen Cover", cents: 40_00 }]);
  });

  it("sells each print at its sheet's prices, a landscape print at the turned size (property)", () => {
    const size = fc
      .tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }))
      .map(([w, h]) => `${w}x${h}`);
    const sheet = fc.uniqueArray(fc.record({ size, cents: fc.integer({ min: 100, max: 2_000_000 }) }), {
      minLength: 1,
      maxLength: 8,
      selector: (o) => [o.size, turn(o.size)].sort().join(),
    });
    fc.assert(
      fc.property(sheet, (prints) => {
        const shop = buildShopCatalogue({ ...sheets, prints });
        const price = new Map(prints.map((o) => [o.size, o.cents]));
        for (const offer of shop.printFlows.floral.items.flatMap((i) => i.offers))
          if (offer.cents !== price.get(offer.size) && offer.cents !== price.get(turn(offer.size))) return false;
        const landscape = shop.printFlows.landscape.items.flatMap((i) => i.offers);
        return landscape.every((offer) => price.has(offer.size) || price.get(turn(offer.size)) === offer.cents);
      }),
      { numRuns: 60 },
    );
  });
});
