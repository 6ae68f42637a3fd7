import { describe, expect, it } from "vitest";
import { contentTypeOf, isPublicName, publicUrl, variantName } from "./naming";

describe("variant names", () => {
  it("are the content's hash, the width and the format's extension", () => {
    const name = variantName(Buffer.from("pixels"), 800, "jpeg");
    expect(name).toMatch(/^[0-9a-f]{20}-800\.jpg$/);
    expect(variantName(Buffer.from("pixels"), 800, "jpeg")).toBe(name);
    expect(variantName(Buffer.from("other pixels"), 800, "jpeg")).not.toBe(name);
    expect(variantName(Buffer.from("pixels"), 400, "avif")).toMatch(/-400\.avif$/);
    expect(variantName(Buffer.from("pixels"), 400, "webp")).toMatch(/-400\.webp$/);
  });

  it("are the only names /media serves", () => {
    expect(isPublicName(variantName(Buffer.from("x"), 1600, "avif"))).toBe(true);
    expect(isPublicName("testimonials/abc.jpg")).toBe(false);
    expect(isPublicName("0123456789abcdef0123-0800.jpg")).toBe(false);
    expect(isPublicName("0123456789abcdef0123-800.png")).toBe(false);
    expect(isPublicName("../originals/0123456789abcdef0123-800.jpg")).toBe(false);
    expect(isPublicName("0123456789ABCDEF0123-800.jpg")).toBe(false);
  });

  it("map to content types", () => {
    expect(contentTypeOf("a-1.avif")).toBe("image/avif");
    expect(contentTypeOf("a-1.webp")).toBe("image/webp");
    expect(contentTypeOf("a-1.jpg")).toBe("image/jpeg");
  });

  it("point at a CDN when MEDIA_PUBLIC_URL is set, bundled /img paths stay", () => {
    expect(publicUrl("/media/a-1.jpg")).toBe("/media/a-1.jpg");
    expect(publicUrl("/media/a-1.jpg", "https://cdn.example.com/")).toBe("https://cdn.example.com/media/a-1.jpg");
    expect(publicUrl("/img/sample-400.jpg", "https://cdn.example.com")).toBe("/img/sample-400.jpg");
  });
});
