import { describe, expect, it } from "vitest";
import {
  aboutPortraits,
  allProducts,
  beeLogo,
  collections,
  featuredLogos,
  heroSlides,
  imageSlots,
  photoAlbum,
  printCarousel,
  portfolioImageSlots,
  printFlows,
  productImageSlots,
  siteImageSlots,
  testimonialPhotos,
  testimonialTiles,
  weddingAlbum,
  welcomeVideoCover,
} from ".";

const slotByKey = new Map(imageSlots.map((slot) => [slot.key, slot]));

describe("imageSlots", () => {
  it("has unique keys", () => {
    expect(slotByKey.size).toBe(imageSlots.length);
  });

  it("has a well-formed key and a label for every slot", () => {
    for (const slot of imageSlots) {
      expect(slot.key).toMatch(/^[a-z0-9]+(?:[/-][a-z0-9]+)*$/);
      expect(slot.label.trim()).not.toBe("");
    }
  });

  it("covers every image the catalogue refers to", () => {
    const keys = [
      ...Object.values(printFlows).flatMap((flow) => flow.items.map((item) => item.imageKey)),
      ...allProducts.map((product) => product.imageKey),
      ...printCarousel.items.map((item) => item.imageKey),
      ...collections.flatMap((c) => c.images.map((image) => image.key)),
      ...[...heroSlides, ...aboutPortraits, ...featuredLogos, ...testimonialPhotos].map((image) => image.key),
      welcomeVideoCover.key,
      beeLogo.key,
      testimonialTiles.loveStories.key,
      testimonialTiles.lifeStories.key,
    ];
    for (const key of keys) expect(slotByKey.has(key), key).toBe(true);
  });

  it("counts the catalogue's own groups, all of them in imageSlots", () => {
    // Products: 6 floral, 44 landscape, the tulip print, 4 legacy, 2 albums. Portfolios: 320.
    // Site: 6 hero, 6 about, 3 logos, the video cover, the bee, 5 testimonial photos, 2 tiles.
    expect(productImageSlots).toHaveLength(57);
    expect(portfolioImageSlots).toHaveLength(320);
    expect(siteImageSlots).toHaveLength(24);
    for (const slot of [...productImageSlots, ...portfolioImageSlots, ...siteImageSlots]) {
      expect(slotByKey.get(slot.key)).toEqual(slot);
    }
  });

  it("gives products the decided orientations", () => {
    expect(slotByKey.get("prints/floral/pink-peonies")?.orientation).toBe("portrait");
    expect(slotByKey.get("prints/floral/golden-tulips")?.orientation).toBe("landscape");
    expect(slotByKey.get("prints/landscape/mountain-window")?.orientation).toBe("landscape");
    expect(slotByKey.get("prints/tulip/golden-tulips")?.orientation).toBe("landscape");
    expect(slotByKey.get(photoAlbum.imageKey)?.orientation).toBe("square");
    expect(slotByKey.get(weddingAlbum.imageKey)?.orientation).toBe("square");
  });

  it("labels portfolio slots by collection and number", () => {
    expect(slotByKey.get("portfolio/wedding/012")?.label).toBe("Wedding · 012");
  });

  it("marks the logos as logos and keeps six landscape hero slides", () => {
    expect(slotByKey.get("site/bee-logo")).toMatchObject({ kind: "logo", orientation: "square" });
    for (const logo of featuredLogos) expect(slotByKey.get(logo.key)?.kind).toBe("logo");
    expect(heroSlides.map((s) => s.key)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `site/hero/${n}`));
    for (const slide of heroSlides) expect(slotByKey.get(slide.key)?.orientation).toBe("landscape");
    for (const portrait of aboutPortraits) expect(slotByKey.get(portrait.key)?.orientation).toBe("portrait");
  });
});
