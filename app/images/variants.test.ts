import { describe, expect, it } from "vitest";
import manifest from "./manifest.generated.json";
import type { ResolvedImage } from "./types";
import { bundledPhoto, libraryImage, resolveImage } from "./variants";

describe("one image path", () => {
  it("gives back every built-in image exactly as the build wrote it", () => {
    const entries = Object.values(manifest as Record<string, ResolvedImage>);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(resolveImage(bundledPhoto(entry))).toEqual(entry);
  });

  it("renders a library photo like a built-in one, widest last, JPEG as the fallback", () => {
    const variants = [1600, 400, 1200, 800].flatMap((width) =>
      (["jpeg", "avif", "webp"] as const).map((format) => ({
        format,
        width,
        height: width / 2,
        url: `/media/abc-${width}.${format === "jpeg" ? "jpg" : format}`,
      })),
    );
    const image = libraryImage({ id: 7, state: "ready", width: 3000, height: 1500, placeholder: "data:x", variants });
    expect(image).toEqual({
      key: "library/7",
      width: 3000,
      height: 1500,
      placeholder: "data:x",
      srcset: {
        avif: "/media/abc-400.avif 400w, /media/abc-800.avif 800w, /media/abc-1200.avif 1200w, /media/abc-1600.avif 1600w",
        webp: "/media/abc-400.webp 400w, /media/abc-800.webp 800w, /media/abc-1200.webp 1200w, /media/abc-1600.webp 1600w",
        fallback:
          "/media/abc-400.jpg 400w, /media/abc-800.jpg 800w, /media/abc-1200.jpg 1200w, /media/abc-1600.jpg 1600w",
      },
      src: "/media/abc-1200.jpg",
    });
  });

  it("has nothing to show for a photo that is not ready", () => {
    const base = { id: 1, width: 10, height: 10, placeholder: null, variants: [] };
    expect(libraryImage({ ...base, state: "processing" })).toBeUndefined();
    expect(libraryImage({ ...base, state: "ready" })).toBeUndefined();
  });

  it("never shows a client-gallery photo (private variants) on a public page", () => {
    const variants = [
      { format: "jpeg" as const, width: 800, height: 400, url: "private:0123456789abcdef0123-800.jpg" },
    ];
    expect(
      libraryImage({ id: 9, state: "ready", width: 3000, height: 1500, placeholder: null, variants }),
    ).toBeUndefined();
  });
});
