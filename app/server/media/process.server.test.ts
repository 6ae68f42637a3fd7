import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { tinyPngDeclaring } from "../../../tests/helpers/png-bomb";
import { PermanentJobError } from "../jobs/jobs.server";
import { exifDate, readCameraInfo } from "./camera-info.server";
import { encodePhoto } from "./process.server";

// Processing, without a database: what a variant contains and what it must never contain.

const solid = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } });

const pixel = async (body: Buffer) => {
  const { data } = await sharp(body, { ignoreIcc: true }).raw().toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
};

// Encoding takes seconds on a busy 2-core machine: generous timeouts.
describe("encodePhoto", { timeout: 60_000 }, () => {
  it("makes AVIF, WebP and JPEG at the build pipeline's widths, capped at the original's", async () => {
    const encoded = await encodePhoto(await solid(1000, 600, { r: 90, g: 140, b: 200 }).jpeg().toBuffer());
    expect([encoded.width, encoded.height]).toEqual([1000, 600]);
    const widths = (format: string) => encoded.variants.filter((v) => v.format === format).map((v) => v.width);
    expect(widths("avif")).toEqual([400, 800, 1000]);
    expect(widths("webp")).toEqual([400, 800, 1000]);
    expect(widths("jpeg")).toEqual([400, 800, 1000]);
    expect(encoded.variants.find((v) => v.width === 400)?.height).toBe(240);
    for (const v of encoded.variants) {
      const meta = await sharp(v.body).metadata();
      expect(meta.format).toBe(v.format === "avif" ? "heif" : v.format);
      expect(v.name).toMatch(new RegExp(`-${v.width}\\.${v.format === "jpeg" ? "jpg" : v.format}$`));
    }
    expect(encoded.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(encoded.placeholder.length).toBeLessThan(400);
    expect(encoded.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("converts a Display P3 photo to sRGB: its pixels render as the sRGB colour, not as raw P3 numbers", async () => {
    // The fixture: sRGB red written as a Display P3 file (sharp converts into the profile it
    // attaches), so the file's numbers are P3's ≈ (234, 51, 35) and its true colour is sRGB (255, 0, 0).
    const source = await solid(800, 500, { r: 255, g: 0, b: 0 }).withIccProfile("p3").jpeg({ quality: 98 }).toBuffer();
    expect((await sharp(source).metadata()).icc).toBeDefined();
    const [pr, pg, pb] = await pixel(source);
    expect(pr).toBeGreaterThan(225);
    expect(pr).toBeLessThan(242);
    expect(pg).toBeGreaterThan(40);
    expect(pb).toBeGreaterThan(25);

    const encoded = await encodePhoto(source);
    for (const format of ["jpeg", "webp", "avif"]) {
      const variant = encoded.variants.find((v) => v.format === format && v.width === 400)!;
      expect((await sharp(variant.body).metadata()).icc, format).toBeUndefined();
      const [r, g, b] = await pixel(variant.body);
      // Expected sRGB (255, 0, 0), within the encoders' error (AVIF's 4:2:0 chroma is the loosest).
      expect(r, format).toBeGreaterThan(240);
      expect(g, format).toBeLessThan(20);
      expect(b, format).toBeLessThan(20);
    }
  });

  it("keeps no EXIF, GPS, XMP or ICC in any variant", async () => {
    const source = await solid(900, 600, { r: 120, g: 110, b: 100 })
      .withExif({
        IFD0: { Make: "Canon", Model: "Canon EOS R5", Copyright: "Jane Doe" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "33/1 26/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "112/1 4/1 0/1",
        },
      })
      .jpeg()
      .toBuffer();
    const gps = await exifr.gps(source);
    expect(gps?.latitude).toBeCloseTo(33.433, 2);
    const encoded = await encodePhoto(source);
    for (const v of encoded.variants) {
      const meta = await sharp(v.body).metadata();
      expect(meta.exif, `${v.format} ${v.width}`).toBeUndefined();
      expect(meta.xmp, `${v.format} ${v.width}`).toBeUndefined();
      expect(meta.icc, `${v.format} ${v.width}`).toBeUndefined();
      expect(v.body.includes("Jane Doe")).toBe(false);
      expect(v.body.includes("Canon")).toBe(false);
      if (v.format === "jpeg") expect(await exifr.gps(v.body)).toBeUndefined();
    }
  });

  it("turns the photo upright from its EXIF orientation and records the upright size", async () => {
    const source = await solid(600, 400, { r: 10, g: 200, b: 10 }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const encoded = await encodePhoto(source);
    expect([encoded.width, encoded.height]).toEqual([400, 600]);
    expect(encoded.variants.find((v) => v.format === "jpeg")).toMatchObject({ width: 400, height: 600 });
  });

  it("refuses a decompression bomb (a tiny PNG declaring 20000 × 20000 pixels) without decoding it", async () => {
    const bomb = tinyPngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    const error = await encodePhoto(bomb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentJobError);
    expect((error as Error).message).toMatch(/larger than 100 megapixels/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses a damaged file permanently, saying so", async () => {
    const jpeg = await solid(200, 200, { r: 1, g: 2, b: 3 }).jpeg().toBuffer();
    const error = await encodePhoto(jpeg.subarray(0, 300)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentJobError);
    expect((error as Error).message).toMatch(/could not be read/);
  });
});

describe("camera information", () => {
  it("reads camera, lens and capture date from the original", async () => {
    const source = await solid(64, 64, { r: 1, g: 1, b: 1 })
      .withExif({
        IFD0: { Make: "Canon", Model: "Canon EOS R5" },
        IFD2: {
          LensModel: "RF24-70mm F2.8 L IS USM",
          DateTimeOriginal: "2025:06:14 17:42:09",
          OffsetTimeOriginal: "-07:00",
        },
      })
      .jpeg()
      .toBuffer();
    expect(await readCameraInfo(source)).toEqual({
      camera: "Canon EOS R5",
      lens: "RF24-70mm F2.8 L IS USM",
      capturedAt: "2025-06-14T17:42:09-07:00",
    });
  });

  it("joins make and model when the model does not repeat the make", async () => {
    const source = await solid(64, 64, { r: 1, g: 1, b: 1 })
      .withExif({ IFD0: { Make: "NIKON CORPORATION", Model: "Z 8" } })
      .jpeg()
      .toBuffer();
    expect((await readCameraInfo(source)).camera).toBe("NIKON CORPORATION Z 8");
  });

  it("gives nulls for a file without EXIF", async () => {
    expect(await readCameraInfo(await solid(8, 8, { r: 0, g: 0, b: 0 }).png().toBuffer())).toEqual({
      camera: null,
      lens: null,
      capturedAt: null,
    });
  });

  it("parses EXIF dates", () => {
    expect(exifDate("2024:05:01 14:22:10")).toBe("2024-05-01T14:22:10");
    expect(exifDate("2024:05:01 14:22:10", "+02:00")).toBe("2024-05-01T14:22:10+02:00");
    expect(exifDate("    :  :     :  :  ")).toBeNull();
    expect(exifDate(42)).toBeNull();
  });
});
