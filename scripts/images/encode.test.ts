import fs from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeImage, settingsFor, widthsFor } from "./encode";

let outDir = "";
beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), "encode-test-"));
});
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

const photo = (width: number, height: number, background = { r: 200, g: 120, b: 60 }) =>
  sharp({ create: { width, height, channels: 3, background } });

const encode = (source: Buffer, logo = false, stem = "test-0000aaaa") =>
  encodeImage({ source, settings: settingsFor(logo, "photo"), stem, outDir, urlPrefix: "/img/", key: "k" });

describe("widthsFor", () => {
  it("uses every candidate for a large source", () => {
    expect(widthsFor(6000)).toEqual([400, 800, 1200, 1600]);
  });
  it("never upscales, and drops a candidate that would nearly duplicate the largest", () => {
    expect(widthsFor(1067)).toEqual([400, 800, 1067]);
    expect(widthsFor(820)).toEqual([400, 820]);
    expect(widthsFor(300)).toEqual([300]);
  });
});

describe("encodeImage", () => {
  it("writes AVIF, WebP and JPEG at each width and describes them", async () => {
    const { image, files } = await encode(await photo(1000, 500).jpeg().toBuffer());
    expect(files).toHaveLength(9);
    expect(image).toMatchObject({ key: "k", width: 1000, height: 500, src: "/img/test-0000aaaa-800.jpg" });
    expect(image.srcset.avif).toBe(
      "/img/test-0000aaaa-400.avif 400w, /img/test-0000aaaa-800.avif 800w, /img/test-0000aaaa-1000.avif 1000w",
    );
    expect(image.srcset.fallback).toContain("/img/test-0000aaaa-1000.jpg 1000w");
    const meta = await sharp(path.join(outDir, "test-0000aaaa-800.avif")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 800, 400]);
  });

  it("encodes a sample's files wider than 800 px at a faster AVIF effort, and a photo's at the same", async () => {
    expect(settingsFor(false, "sample")).toMatchObject({ avif: { effort: 2 }, avifWideEffort: 1 });
    expect(settingsFor(false, "photo").avifWideEffort).toBeUndefined();
    expect(settingsFor(true, "sample").avifWideEffort).toBeUndefined();
    const source = await photo(1600, 1000).jpeg().toBuffer();
    const sample = await encodeImage({
      source,
      settings: settingsFor(false, "sample"),
      stem: "sample-0000ffff",
      outDir,
      urlPrefix: "/img/",
      key: "k",
    });
    expect(sample.image.srcset.avif).toContain("/img/sample-0000ffff-1600.avif 1600w");
    const meta = await sharp(path.join(outDir, "sample-0000ffff-1600.avif")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 1600, 1000]);
  });

  it("makes a tiny WebP placeholder data URI", async () => {
    const { image } = await encode(await photo(1600, 1000).jpeg().toBuffer());
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(300);
    const tiny = Buffer.from(image.placeholder.split(",")[1] ?? "", "base64");
    expect((await sharp(tiny).metadata()).width).toBe(16);
  });

  it("strips EXIF and GPS, and converts a Display P3 photo to untagged sRGB", async () => {
    const source = await photo(600, 400, { r: 255, g: 0, b: 0 })
      .withIccProfile("p3")
      .withExif({ IFD0: { Copyright: "Jane Doe", Make: "Camera" }, IFD3: { GPSLatitudeRef: "N" } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const input = await sharp(source).metadata();
    expect(input.exif).toBeDefined();
    expect(input.icc).toBeDefined();

    await encode(source, false, "p3-0000bbbb");
    for (const ext of ["jpg", "webp", "avif"]) {
      const file = await readFile(path.join(outDir, `p3-0000bbbb-400.${ext}`));
      const meta = await sharp(file).metadata();
      expect(meta.exif, ext).toBeUndefined();
      expect(meta.icc, ext).toBeUndefined();
      expect(meta.xmp, ext).toBeUndefined();
      expect(file.includes("Jane Doe"), ext).toBe(false);
    }
    // Read the output's numbers as they are: sRGB red, not P3's (234, 51, 34).
    const { data } = await sharp(path.join(outDir, "p3-0000bbbb-400.jpg"), { ignoreIcc: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(245);
    expect(data[1]).toBeLessThan(12);
  });

  it("turns the photo upright from its EXIF orientation", async () => {
    const source = await photo(600, 400).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const { image } = await encode(source, false, "rot-0000cccc");
    expect([image.width, image.height]).toEqual([400, 600]);
  });

  it("gives logos PNG fallbacks, transparency where white, and no placeholder", async () => {
    const white = await photo(500, 500, { r: 255, g: 255, b: 255 })
      .composite([{ input: await photo(100, 100, { r: 20, g: 20, b: 20 }).png().toBuffer(), left: 200, top: 200 }])
      .png()
      .toBuffer();
    const { image } = await encode(white, true, "logo-0000dddd");
    expect(image.placeholder).toBe("");
    expect(image.srcset.fallback).toBe(
      "/img/logo-0000dddd-160.png 160w, /img/logo-0000dddd-400.png 400w, /img/logo-0000dddd-500.png 500w",
    );
    const { data, info } = await sharp(path.join(outDir, "logo-0000dddd-500.png"))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(5, 5)).toBe(0);
    expect(alphaAt(250, 250)).toBe(255);
  });

  it("offers a logo as AVIF or WebP only when that is smaller than its PNG", async () => {
    const flat = await photo(800, 300, { r: 255, g: 255, b: 255 })
      .composite([{ input: await photo(400, 100, { r: 199, g: 154, b: 58 }).png().toBuffer(), left: 200, top: 100 }])
      .png()
      .toBuffer();
    const { image, files } = await encode(flat, true, "flat-0000eeee");
    const size = (srcset: string) =>
      srcset
        .split(", ")
        .filter(Boolean)
        .reduce(
          (sum, candidate) => sum + fs.statSync(path.join(outDir, path.basename(candidate.split(" ")[0]!))).size,
          0,
        );
    const png = size(image.srcset.fallback);
    // Two flat colours: the palette PNG wins, and the heavier files are neither offered nor kept.
    expect(image.srcset.avif).toBe("");
    for (const format of ["avif", "webp"] as const) {
      if (image.srcset[format]) expect(size(image.srcset[format])).toBeLessThan(png);
      else expect(files.filter((file) => file.endsWith(`.${format}`))).toEqual([]);
    }
    expect(fs.readdirSync(outDir).filter((file) => file.startsWith("flat-0000eeee") && file.endsWith(".avif"))).toEqual(
      [],
    );
  });
});
