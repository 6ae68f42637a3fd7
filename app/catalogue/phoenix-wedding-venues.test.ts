import { describe, expect, it } from "vitest";
import { venueArticle, venues } from "./phoenix-wedding-venues";

// SPEC.md §2.9's article: what the copy must hold, checked on the data itself.
describe("the venue article", () => {
  it("has ten venues with unique anchors and 3–4 photos each", () => {
    expect(venues).toHaveLength(10);
    expect(new Set(venues.map((v) => v.slug)).size).toBe(10);
    for (const venue of venues) {
      expect(venue.slug).toMatch(/^[a-z0-9-]+$/);
      expect(venue.photos.length).toBeGreaterThanOrEqual(3);
      expect(venue.photos.length).toBeLessThanOrEqual(4);
      expect(venue.paragraphs.length).toBeGreaterThan(0);
      for (const photo of venue.photos) expect(photo.alt.length).toBeGreaterThan(10);
    }
    const keys = venues.flatMap((v) => v.photos.map((p) => p.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives some venues a Photography Highlights list", () => {
    const withHighlights = venues.filter((v) => v.highlights && v.highlights.length > 0);
    expect(withHighlights.length).toBeGreaterThan(0);
    expect(withHighlights.length).toBeLessThan(venues.length);
  });

  it("claims over 100 weddings over 6 years and covers 2025–2027", () => {
    const text = [...venueArticle.intro, venueArticle.tocHeading].join(" ");
    expect(text).toContain("over 100 weddings over 6 years");
    expect(text).toMatch(/2025.2027/);
    expect(venueArticle.title).toBe("10 Best Wedding Venues in Phoenix Arizona");
  });
});
