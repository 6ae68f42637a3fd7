import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "~/components/ui/picture";
import manifest from "./manifest.generated.json";
import { packImage, unpackImage } from "./packed-image";
import type { ResolvedImage } from "./types";
import { libraryImage } from "./variants";

const entries = Object.values(manifest as Record<string, ResolvedImage>);

describe("packed photos", () => {
  it("packs every built-in photo and logo, and unpacks each to exactly what the build wrote", () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const packed = packImage(entry);
      expect(packed, entry.key).toHaveProperty("files");
      expect(unpackImage(packed)).toEqual(entry);
    }
    const size = (images: object[]) => JSON.stringify(images.map((image) => ({ ...image, placeholder: "" }))).length;
    expect(size(entries.map(packImage))).toBeLessThan(size(entries) / 2);
  });

  it("keeps her alt text and an emptied placeholder", () => {
    const entry = { ...entries[0]!, placeholder: "", alt: "Roses on the table" };
    expect(unpackImage(packImage(entry))).toEqual(entry);
  });

  it("leaves a photo as it is when its files do not share one name (an uploaded photo)", () => {
    const variants = [400, 800].flatMap((width) =>
      (["jpeg", "avif", "webp"] as const).map((format) => ({
        format,
        width,
        height: width / 2,
        url: `/media/${format}${width}hash-${width}.${format === "jpeg" ? "jpg" : format}`,
      })),
    );
    const image = libraryImage({ id: 3, state: "ready", width: 800, height: 400, placeholder: "", variants })!;
    expect(packImage(image)).toBe(image);
  });

  it("draws the same <picture> packed or not", () => {
    for (const entry of entries.slice(0, 20)) {
      const props = { alt: "A photo", sizes: "50vw", fill: true };
      expect(renderToString(<Picture image={packImage(entry)} {...props} />)).toBe(
        renderToString(<Picture image={entry} {...props} />),
      );
    }
  });
});
