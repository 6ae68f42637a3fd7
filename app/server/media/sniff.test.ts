import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { refusalMessage, sniffType } from "./sniff";

// Type sniffing looks at bytes only: names and Content-Types are the visitor's to forge.

const image = (format: "jpeg" | "png" | "webp" | "avif" | "tiff" | "gif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#c08040" } })
    .toFormat(format)
    .toBuffer();

describe("sniffType", () => {
  it.each(["jpeg", "png", "webp", "avif", "tiff"] as const)("accepts a real %s by its bytes", async (format) => {
    expect(sniffType(await image(format))).toMatchObject({ ok: true, type: format });
  });

  it("refuses a GIF, naming it", async () => {
    expect(sniffType(await image("gif"))).toEqual({ ok: false, type: "a GIF image" });
  });

  it("refuses SVG, even with an XML prolog and a comment", () => {
    const svg = `<?xml version="1.0"?>\n<!-- drawn -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>`;
    expect(sniffType(Buffer.from(svg))).toEqual({ ok: false, type: "an SVG drawing" });
  });

  it("refuses PDF, ZIP, HTML and empty files, naming each", () => {
    expect(sniffType(Buffer.from("%PDF-1.7\n"))).toMatchObject({ type: "a PDF document" });
    expect(sniffType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toMatchObject({ type: "a ZIP archive" });
    expect(sniffType(Buffer.from("<!doctype html><p>hi"))).toMatchObject({ type: "an HTML or XML document" });
    expect(sniffType(Buffer.alloc(0))).toMatchObject({ ok: false, type: "an empty file" });
  });

  it("recognises HEIC by its ftyp brand, and tells a video apart", () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const brands = [major, "\0\0\0\0", ...compatible].join("");
      const size = 8 + brands.length;
      return Buffer.concat([Buffer.from([0, 0, 0, size]), Buffer.from(`ftyp${brands}`)]);
    };
    expect(sniffType(ftyp("heic", "mif1", "heic"))).toMatchObject({ ok: true, type: "heic" });
    expect(sniffType(ftyp("mif1", "avif", "mif1"))).toMatchObject({ ok: true, type: "avif" });
    expect(sniffType(ftyp("qt  ", "qt  "))).toMatchObject({ ok: false, type: "a video" });
  });

  it("ignores what a JPEG is called: a PNG named .jpg is a PNG", async () => {
    const png = await image("png");
    expect(sniffType(png)).toMatchObject({ type: "png", contentType: "image/png" });
  });

  it("words the refusal for a photographer", () => {
    expect(refusalMessage("an SVG drawing")).toBe(
      "This file is an SVG drawing. Please upload a JPEG, PNG, WebP, AVIF or TIFF photo.",
    );
  });
});
