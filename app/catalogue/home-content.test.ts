import { describe, expect, it } from "vitest";
import {
  additionalServices,
  extendedFamilyNote,
  familyPackages,
  printCarousel,
  sessionTypes,
  sessionTypeLabel,
  travelAndBooking,
  weddingAddOns,
  weddingAlbumExtras,
  weddingPackages,
} from ".";
import { formatDollars } from "~/shared/money";

describe("print carousel", () => {
  it("holds the seven items in the order of SPEC §9.7 and opens on the second", () => {
    expect(printCarousel.items.map((i) => [i.id, i.to])).toEqual([
      [5, "/photo-albums"],
      [7, "/signature-wedding-albums"],
      [1, "/product/1"],
      [3, "/tulip-print"],
      [2, "/product/2"],
      [6, "/floral-gallery"],
      [4, "/landscape-gallery"],
    ]);
    expect(printCarousel.startIndex).toBe(1);
  });

  it("prices each item from the catalogue", () => {
    expect(printCarousel.items.map((i) => i.priceCents)).toEqual([15000, 100000, 4500, 4500, 4500, 4500, 4500]);
    expect(printCarousel.items[0]?.sizesText).toBe("8x8, 10x10, 12x12");
    expect(printCarousel.items[3]?.sizesText).toBe("10x8, 14x11, 20x16");
  });
});

describe("investment", () => {
  it("wedding packages", () => {
    expect(weddingPackages.map((p) => [p.title, p.subtitle, formatDollars(p.priceCents)])).toEqual([
      ["Full Wedding Day Package", "Best for more than 50 people", "$4,000"],
      ["Intimate Wedding Package", "Best for fewer than 50 people", "$3,000"],
      ["Elopement Package", "Best for fewer than 15 people", "$2,000"],
    ]);
    expect(weddingPackages[0]?.features).toEqual([
      "8 hours of coverage",
      "800 edited images",
      "Sneak peeks within 5 days",
      "5-6 week turnaround",
    ]);
  });

  it("add-ons: second shooter and the clickable album", () => {
    expect(weddingAddOns.map((a) => [a.title, a.priceCents, a.priceIsFrom])).toEqual([
      ["Second Shooter", 50000, false],
      ["Signature Wedding Album", 100000, true],
    ]);
    expect(weddingAddOns[1]).toMatchObject({ isClickable: true, linksTo: "albumProject" });
  });

  it("family packages and the extended family rate", () => {
    expect(familyPackages.map((p) => p.priceCents)).toEqual([50000, 45000, 55000]);
    expect(familyPackages[0]?.features).toContain("Up to 6 people ($75 per person beyond 6)");
    expect(extendedFamilyNote).toContain("$300 per nuclear family unit");
  });

  it("all six additional services", () => {
    expect(additionalServices.map((s) => [s.title, s.priceCents, s.priceUnit])).toEqual([
      ["Senior", 45000, undefined],
      ["Engagement/Couples", 45000, undefined],
      ["Boudoir", 50000, undefined],
      ["Individual Empowerment", 45000, undefined],
      ["Branding", 50000, undefined],
      ["Group Branding", 10000, "per person"],
    ]);
  });

  it("travel and booking figures", () => {
    const text = travelAndBooking.join(" ");
    for (const figure of ["$50 per hour", "$60–$80 per hour", "$500 for a wedding", "$150 for any other"]) {
      expect(text).toContain(figure);
    }
  });

  it("wedding album extras are display-only prices", () => {
    expect(weddingAlbumExtras.map((e) => e.cents)).toEqual([1500, 7500, 12500, 5000, 10000, 20000]);
  });
});

describe("session types", () => {
  it("lists the twelve values in order", () => {
    expect(sessionTypes.map((t) => t.value)).toEqual([
      "wedding",
      "engagement",
      "family",
      "maternity",
      "branding",
      "group-branding",
      "graduation",
      "newborn",
      "boudoir",
      "couples",
      "empowerment",
      "other",
    ]);
    expect(sessionTypeLabel("group-branding")).toBe("Group Branding");
    expect(sessionTypeLabel("nope")).toBeUndefined();
  });
});
