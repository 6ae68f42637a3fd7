import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { getImage } from "~/images/images.server";
import { largestFallbackUrl } from "~/images/srcset";
import { resolveImage } from "~/images/variants";
import { thumbnailUrl } from "~/server/shop/shop-views.server";
import { designPhotosOf } from "./design-photos.server";

// The one resolution step of decision 048: a loader's answer with the built-in pictures of the
// slots she changed replaced by her library photo, everything else left as it was.

const SLOT = "prints/floral/pink-peonies";
const mine = resolveImage({
  key: "library/7",
  width: 1600,
  height: 1200,
  placeholder: "",
  variants: (["avif", "webp", "jpeg"] as const).flatMap((format) =>
    [400, 1600].map((width) => ({
      format,
      width,
      height: (width * 3) / 4,
      url: `/media/mine-${width}.${format === "jpeg" ? "jpg" : format}`,
    })),
  ),
});

describe("design photos: apply()", () => {
  const photos = designPhotosOf(new Map([[SLOT, { image: mine, alt: "My peonies" }]]));

  it("replaces the slot's image, its cart thumbnail and its og:image URL (relative or absolute)", () => {
    const builtIn = getImage(SLOT);
    const other = getImage("prints/floral/vintage-roses");
    const answer = {
      image: builtIn,
      cartItem: { image: thumbnailUrl(builtIn) },
      og: `https://photos.example.com${largestFallbackUrl(builtIn)}`,
      others: [other],
      title: "Pink Peonies",
    };
    expect(photos.apply(answer)).toEqual({
      image: { ...mine, alt: "My peonies" },
      cartItem: { image: "/media/mine-400.jpg" },
      og: "https://photos.example.com/media/mine-1600.jpg",
      others: [other],
      title: "Pink Peonies",
    });
    expect(photos.ogImageUrl(SLOT, "https://photos.example.com")).toBe(
      "https://photos.example.com/media/mine-1600.jpg",
    );
    expect(photos.image("prints/floral/vintage-roses")).toBe(other);
  });

  it("keeps react-router's data() status around the walked answer", () => {
    const walked = photos.apply(data({ found: true, image: getImage(SLOT) }, { status: 200 }));
    expect(walked.init?.status).toBe(200);
    expect(walked.data.image.key).toBe("library/7");
  });

  it("returns the very same answer when she changed nothing", () => {
    const answer = { image: getImage(SLOT) };
    expect(designPhotosOf(new Map()).apply(answer)).toBe(answer);
  });
});
