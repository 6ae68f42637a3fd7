import { describe, expect, it } from "vitest";
import { createImageLookup } from "./lookup";
import { largestFallbackUrl, parseSrcset } from "./srcset";
import type { ResolvedImage } from "./types";

const image = (key: string, ext = "jpg"): ResolvedImage => ({
  key,
  width: 1600,
  height: 1067,
  placeholder: "data:image/webp;base64,AA==",
  srcset: {
    avif: `/img/${key}-400.avif 400w, /img/${key}-1600.avif 1600w`,
    webp: `/img/${key}-400.webp 400w, /img/${key}-1600.webp 1600w`,
    fallback: `/img/${key}-400.${ext} 400w, /img/${key}-1600.${ext} 1600w, /img/${key}-800.${ext} 800w`,
  },
  src: `/img/${key}-800.${ext}`,
});

const images = createImageLookup({ a: image("a"), logo: image("logo", "png") });

describe("image lookup", () => {
  it("finds images by key", () => {
    expect(images.getImage("a").key).toBe("a");
    expect(images.getImages(["logo", "a"]).map((i) => i.key)).toEqual(["logo", "a"]);
    expect(images.hasImage("a")).toBe(true);
    expect(images.hasImage("toString")).toBe(false);
  });

  it("names the missing key and how to fix it", () => {
    expect(() => images.getImage("portfolio/wedding/999")).toThrow(
      /No image "portfolio\/wedding\/999".*npm run images/s,
    );
    expect(() => images.getImage("constructor")).toThrow(/constructor/);
  });

  it("gives the largest JPEG for og:image, absolute when told the site URL", () => {
    expect(images.ogImageUrl("a")).toBe("/img/a-1600.jpg");
    expect(images.ogImageUrl("a", "https://example.com")).toBe("https://example.com/img/a-1600.jpg");
    expect(images.ogImageUrl("logo")).toBe("/img/logo-1600.png");
  });
});

describe("srcset helpers", () => {
  it("parses candidates", () => {
    expect(parseSrcset("/img/x-400.avif 400w, /img/x-800.avif 800w")).toEqual([
      { url: "/img/x-400.avif", width: 400 },
      { url: "/img/x-800.avif", width: 800 },
    ]);
  });
  it("falls back to src when the srcset is empty", () => {
    expect(largestFallbackUrl({ ...image("b"), srcset: { avif: "", webp: "", fallback: "" } })).toBe("/img/b-800.jpg");
  });
});
