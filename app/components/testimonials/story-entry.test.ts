import { describe, expect, it } from "vitest";
import type { ResolvedImage } from "~/images/types";
import { initials, photoChain, signature } from "./story-entry";

const image: ResolvedImage = {
  key: "testimonials/ashley-ryan",
  width: 800,
  height: 1000,
  placeholder: "",
  srcset: { avif: "a.avif 800w", webp: "a.webp 800w", fallback: "a.jpg 800w" },
  src: "a.jpg",
};

describe("photoChain", () => {
  it("tries photo_url, then the built-in photo, then initials", () => {
    const steps = photoChain({
      photoUrl: "/uploads/1.jpg",
      builtInPhoto: image,
      brideName: "Ashley",
      groomName: "Ryan",
    });
    expect(steps).toEqual([
      { kind: "url", src: "/uploads/1.jpg" },
      { kind: "built-in", image },
      { kind: "initials", text: "A&R" },
    ]);
  });

  it("never hands a browser someone else's address: an external photo_url is skipped", () => {
    for (const photoUrl of ["https://old-backend.example/a.jpg", "http://cdn.example/a.jpg", "//cdn.example/a.jpg"]) {
      expect(photoChain({ photoUrl, builtInPhoto: image, brideName: "Ashley", groomName: "Ryan" })).toEqual([
        { kind: "built-in", image },
        { kind: "initials", text: "A&R" },
      ]);
    }
  });

  it("skips a missing or blank photo_url and a missing built-in photo", () => {
    expect(photoChain({ photoUrl: "  ", builtInPhoto: image, brideName: "Ashley", groomName: "Ryan" })).toEqual([
      { kind: "built-in", image },
      { kind: "initials", text: "A&R" },
    ]);
    expect(photoChain({ photoUrl: null, builtInPhoto: null, brideName: "olivia", groomName: null })).toEqual([
      { kind: "initials", text: "O" },
    ]);
  });
});

describe("initials", () => {
  it.each([
    ["Ashley", "Ryan", "A&R"],
    [" ashley ", " ryan ", "A&R"],
    ["Olivia", null, "O"],
    ["Olivia", "   ", "O"],
    ["Émile", "Zoë", "É&Z"],
    ["😀Joy", undefined, "😀"],
  ])("%s + %s → %s", (bride, groom, expected) => {
    expect(initials(bride, groom)).toBe(expected);
  });
});

describe("signature", () => {
  it("joins the names with + only when a partner is present", () => {
    expect(signature("Ashley", "Ryan")).toBe("Ashley + Ryan");
    expect(signature("Olivia", null)).toBe("Olivia");
    expect(signature("Olivia", " ")).toBe("Olivia");
  });
});
