import { describe, expect, it } from "vitest";
import { venueArticle } from "~/catalogue/phoenix-wedding-venues";
import { venueMarkdown } from "~/server/content/blog-seed.server";
import type { BlogArticleValues } from "~/shared/blog-article";
import { parseBlogDraft, toDraft } from "./blog-article.schema";

const article = (): BlogArticleValues => ({
  title: venueArticle.title,
  description: venueArticle.description,
  heroPhotoId: 1,
  intro: venueArticle.intro.join("\n\n"),
  tocHeading: venueArticle.tocHeading,
  venues: venueArticle.venues.map((v, i) => ({
    slug: v.slug,
    name: v.name,
    location: v.location,
    setting: v.setting,
    text: venueMarkdown(v),
    photos: v.photos.map((p, j) => ({ photoId: 10 * i + j + 1, alt: p.alt, wide: p.orientation === "landscape" })),
  })),
  closingHeading: venueArticle.closingHeading,
  closing: venueArticle.closing.join("\n\n"),
});

describe("the blog editor's form", () => {
  it("round-trips today's article unchanged", () => {
    expect(parseBlogDraft(toDraft(article()))).toEqual({ ok: true, values: article() });
  });

  it("gives a new venue an anchor from its name, unique, and keeps existing anchors", () => {
    const draft = toDraft(article());
    draft.venues[0]!.name = "Renamed";
    draft.venues.push({ ...draft.venues[1]!, slug: "", name: "Wrigley Mansion" });
    draft.venues.push({ ...draft.venues[1]!, slug: "Not A Slug!", name: "Royal Palms Resort & Spa" });
    const parsed = parseBlogDraft(draft);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fields));
    expect(parsed.values.venues[0]!.slug).toBe("desert-botanical-garden");
    expect(parsed.values.venues.at(-2)!.slug).toBe("wrigley-mansion-2");
    expect(parsed.values.venues.at(-1)!.slug).toBe("royal-palms-resort-spa");
  });

  it("drops blank photo slots and names refused fields by their place on screen", () => {
    const draft = toDraft(article());
    draft.venues[0]!.photos.unshift({ photoId: "", alt: "", wide: "" });
    draft.venues[0]!.photos[2]!.photoId = "x";
    draft.heroPhotoId = "";
    draft.venues[3]!.text = "## Too big";
    const parsed = parseBlogDraft(draft);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fields).toEqual({
      "venues.0.photos.2.photoId": "Enter the photo's number from the Photos library (the list offers them).",
      "venues.3.text": "Use ### for a heading here: the larger sizes are the article's title and its sections.",
    });
    draft.venues[0]!.photos[2]!.photoId = "5";
    draft.venues[3]!.text = "### Fine";
    const fixed = parseBlogDraft(draft);
    expect(fixed.ok && fixed.values.heroPhotoId).toBe(null);
    expect(fixed.ok && fixed.values.venues[0]!.photos).toHaveLength(4);
  });

  it("keeps at least one venue", () => {
    const draft = toDraft(article());
    draft.venues = [];
    const parsed = parseBlogDraft(draft);
    expect(!parsed.ok && parsed.fields.venues).toBe("Keep at least one venue.");
  });
});
