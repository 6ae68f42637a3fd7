import { describe, expect, it } from "vitest";
import { builtInTestimonialPhoto, collections, resolveCollection, testimonialPhotoLookupKey } from ".";

describe("collections", () => {
  it("has the eight /work cards in order", () => {
    expect(collections.map((c) => [c.title, c.route])).toEqual([
      ["Wedding Portfolio", "/wedding-portfolio"],
      ["Family Portfolio", "/family-portfolio"],
      ["Engagement & Couples", "/engagement-portfolio"],
      ["Maternity Portfolio", "/maternity-portfolio"],
      ["Newborn Portfolio", "/newborn-portfolio"],
      ["Senior Portfolio", "/senior-portfolio"],
      ["Branding Portfolio", "/branding-portfolio"],
      ["Empowerment Portfolio", "/empowerment-portfolio"],
    ]);
  });

  it.each([
    ["wedding", "WEDDING PORTFOLIO", 125],
    ["family", "FAMILY PORTFOLIO", 52],
    ["engagement", "ENGAGEMENT & COUPLES", 23],
    ["maternity", "MATERNITY PORTFOLIO", 46],
    ["newborn", "NEWBORN PORTFOLIO", 17],
    ["senior", "Senior Portfolio", 23],
    ["branding", "BRANDING PORTFOLIO", 17],
    ["empowerment", "EMPOWERMENT PORTFOLIO", 17],
  ] as const)("%s: title %s, %i images", (slug, title, count) => {
    const collection = resolveCollection(slug);
    expect(collection.pageTitle).toBe(title);
    expect(collection.images).toHaveLength(count);
    expect(collection.hasLightbox).toBe(slug !== "empowerment");
    expect(collection.images[0]?.key).toBe(`portfolio/${slug}/001`);
    expect(collection.images.at(-1)?.key).toBe(`portfolio/${slug}/${String(count).padStart(3, "0")}`);
  });

  it("keeps the spec's subtitles where it gives them", () => {
    expect(resolveCollection("senior").pageSubtitle).toBe(
      "Celebrating achievements and capturing the bright future ahead with confidence and style.",
    );
    expect(resolveCollection("branding").pageSubtitle).toBe(
      "Professional headshots and brand photography that tells your unique story.",
    );
    expect(resolveCollection("empowerment").pageSubtitle).toBe(
      "Celebrating inner strength and natural beauty through intimate portrait sessions that capture your authentic self.",
    );
  });

  it.each(collections.map((c) => [c.slug, c] as const))("%s: alt texts are unique and descriptive", (_, c) => {
    const alts = c.images.map((image) => image.alt);
    expect(new Set(alts).size).toBe(alts.length);
    for (const alt of alts) {
      expect(alt.length).toBeGreaterThan(15);
      expect(alt).not.toMatch(/\bimage\s*\d|\bphoto\s*\d/i);
      expect(alt).toBe(alt.trim());
    }
  });

  it.each(collections.map((c) => [c.slug, c] as const))("%s: mixes orientations, about 60% portrait", (_, c) => {
    const portrait = c.images.filter((image) => image.orientation === "portrait").length;
    const share = portrait / c.images.length;
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.7);
  });
});

describe("built-in testimonial photos", () => {
  it("apply to the row they were made for: its id and its trimmed, lowercased client|partner", () => {
    expect(testimonialPhotoLookupKey("  Ashley ", "RYAN ")).toBe("ashley|ryan");
    expect(testimonialPhotoLookupKey("Olivia")).toBe("olivia|");
    expect(builtInTestimonialPhoto(1, " ashley", "Ryan")?.key).toBe("testimonials/ashley-ryan");
    expect(builtInTestimonialPhoto(5, "Olivia", null)?.key).toBe("testimonials/olivia");
    expect(builtInTestimonialPhoto(1, "Ashley")).toBeUndefined();
    expect(builtInTestimonialPhoto(1, "Nobody", "Here")).toBeUndefined();
  });

  it("never go to a stranger who shares a sample's first name (issue 14)", () => {
    expect(builtInTestimonialPhoto(42, "Olivia", null)).toBeUndefined();
    expect(builtInTestimonialPhoto(42, "Ashley", "Ryan")).toBeUndefined();
    expect(builtInTestimonialPhoto(1, "Olivia", null)).toBeUndefined();
  });
});
