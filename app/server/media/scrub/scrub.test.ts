import exifr from "exifr";
import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bufferSource } from "./region";
import { patchChunk, privacyPatches, Unreadable } from "./scrub";
import { privateXmpRanges } from "./xmp";
import { cameraPhoto, mpfJpeg, tiffWithGps } from "./scrub-fixtures";

// The scrubber on real files of every accepted format, made by sharp (EXIF with GPS and serial
// numbers, XMP with both), and on hand-made structures sharp cannot write (a TIFF/DNG with a
// MakerNote and a DNG serial, a JPEG with a second MPF image, broken files).

const apply = async (bytes: Buffer) => patchChunk(bytes, 0, await privacyPatches(bufferSource(bytes)));

/** EXIF as exifr reads it from a TIFF block (sharp hands the block over, in every format). */
async function exifOf(bytes: Buffer): Promise<Record<string, unknown>> {
  const { exif } = await sharp(bytes).metadata();
  if (!exif) return {};
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  return ((await exifr.parse(tiff, { tiff: true, exif: true, gps: true, reviveValues: false })) ?? {}) as Record<
    string,
    unknown
  >;
}

describe("privacy patches", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)(
    "%s: GPS and serials out of EXIF and XMP, the rest and the pixels kept",
    { timeout: 30_000 },
    async (format) => {
      const original = await cameraPhoto(format);
      expect(await exifOf(original)).toMatchObject({ GPSLatitudeRef: "N", SerialNumber: "032021001234" });
      const clean = await apply(original);
      expect(clean.length).toBe(original.length);
      const exif = await exifOf(clean);
      expect(exif.GPSLatitude).toBeUndefined();
      expect(exif.GPSLongitude).toBeUndefined();
      expect(exif.SerialNumber ?? "").toBe("");
      expect(exif.LensSerialNumber ?? "").toBe("");
      expect(exif).toMatchObject({ Make: "Canon", Model: "Canon EOS R6", DateTimeOriginal: "2025:10:04 18:30:00" });
      const xmp = (await sharp(clean).metadata()).xmp?.toString() ?? "";
      expect(xmp).toContain("Saguaro Bee");
      expect(xmp).not.toMatch(/GPS|SerialNumber/);
      const [a, b] = await Promise.all([sharp(clean).raw().toBuffer(), sharp(original).raw().toBuffer()]);
      expect(a.equals(b)).toBe(true);
    },
  );

  it("leaves a file without metadata as it is", async () => {
    const plain = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#123" } })
      .jpeg()
      .toBuffer();
    expect(await privacyPatches(bufferSource(plain))).toEqual([]);
  });

  it("TIFF: the GPS IFD says nothing, MakerNote and DNG serial are zeros, date and model stay", async () => {
    for (const little of [true, false]) {
      const original = tiffWithGps(little);
      const before = (await exifr.parse(original, { tiff: true, exif: true, gps: true, makerNote: true })) as Record<
        string,
        unknown
      >;
      expect(before.latitude).toBeCloseTo(33.5);
      const clean = await apply(original);
      expect(clean.length).toBe(original.length);
      const after = (await exifr.parse(clean, { tiff: true, exif: true, gps: true, reviveValues: false })) as Record<
        string,
        unknown
      >;
      expect(after.latitude).toBeUndefined();
      expect(after.GPSLatitude).toBeUndefined();
      expect(after.GPSVersionID).toBeDefined();
      expect(after).toMatchObject({ Model: "DSLR-1", DateTimeOriginal: "2025:10:04 18:30:00" });
      // Nothing of the serials or the maker's note is left anywhere in the file.
      expect(clean.includes("SN-CAMERA-77")).toBe(false);
      expect(clean.includes("MAKER-SECRET")).toBe(false);
      expect(clean.includes("LENS-SN-55")).toBe(false);
      // The image strip is untouched.
      expect(clean.subarray(8, 8 + 48).equals(original.subarray(8, 8 + 48))).toBe(true);
    }
  });

  it("JPEG: the images after the first (MPF) are scrubbed too", async () => {
    const original = await mpfJpeg();
    const secondAt = original.lastIndexOf(Buffer.from([0xff, 0xd8, 0xff]));
    const second = original.subarray(secondAt);
    expect(((await exifr.gps(second)) as { latitude?: number } | undefined)?.latitude).toBeCloseTo(33.5);
    const clean = await apply(original);
    expect(await exifr.gps(clean.subarray(secondAt)).catch(() => undefined)).toBeFalsy();
    expect(await exifr.gps(clean).catch(() => undefined)).toBeFalsy();
  });

  it("refuses what it cannot walk, and blanks embedded EXIF it cannot read", async () => {
    await expect(privacyPatches(bufferSource(Buffer.from("GIF89a......")))).rejects.toBeInstanceOf(Unreadable);
    const broken = tiffWithGps(true);
    broken.writeUInt32LE(broken.length + 100, 4); // IFD0 outside the file
    await expect(privacyPatches(bufferSource(broken))).rejects.toBeInstanceOf(Unreadable);
    // A JPEG whose EXIF points nowhere: the EXIF block is blanked, the photo still decodes.
    const jpeg = await cameraPhoto("jpeg");
    const tiffAt = jpeg.indexOf("Exif\0\0") + 6;
    const bad = Buffer.from(jpeg);
    bad.writeUInt32BE(0xfffffff0, tiffAt + 4);
    const clean = await apply(bad);
    expect(clean.subarray(tiffAt, tiffAt + 8).equals(Buffer.alloc(8))).toBe(true);
    expect((await sharp(clean).metadata()).width).toBe(640);
  });

  it("finds XMP properties as attributes and elements, in any schema, and nothing else", () => {
    const text = `<rdf:Description xmlns:exif="e" xmlns:gps="g" exif:GPSLatitude="1" aux:SerialNumber='2' dc:format="x" drone-dji:AbsoluteAltitude="+3"><exif:GPSTimeStamp>t</exif:GPSTimeStamp><exif:GPSAltitude/><dc:title>GPS ok</dc:title></rdf:Description>`;
    const blanked = [...text];
    for (const [s, e] of privateXmpRanges(text)!) for (let i = s; i < e; i++) blanked[i] = " ";
    const out = blanked.join("");
    expect(out).toContain('xmlns:gps="g"');
    expect(out).toContain('dc:format="x"');
    expect(out).toContain("<dc:title>GPS ok</dc:title>");
    expect(out).not.toMatch(/GPSLatitude|SerialNumber|AbsoluteAltitude|GPSTimeStamp|GPSAltitude/);
    expect(out.length).toBe(text.length);
    expect(privateXmpRanges("<exif:GPSLatitude>never closed")).toBeUndefined();
  });

  it("patches only the bytes of a chunk that a patch covers", () => {
    const patches = [{ offset: 5, bytes: Buffer.from("XYZ") }];
    expect(patchChunk(Buffer.from("abcd"), 0, patches).toString()).toBe("abcd");
    expect(patchChunk(Buffer.from("efgh"), 4, patches).toString()).toBe("eXYZ");
    expect(patchChunk(Buffer.from("ij"), 6, patches).toString()).toBe("YZ");
  });

  it(
    "on damaged files: patches inside the file, or Unreadable, never another error",
    { timeout: 120_000 },
    async () => {
      const files = [
        ...(await Promise.all((["jpeg", "png", "webp", "avif"] as const).map((f) => cameraPhoto(f)))),
        tiffWithGps(true),
        tiffWithGps(false),
        await mpfJpeg(),
      ];
      const damage = fc.record({
        file: fc.nat(files.length - 1),
        // Mostly in the metadata at the start, sometimes anywhere; and sometimes cut short.
        writes: fc.array(fc.tuple(fc.oneof(fc.nat(4096), fc.nat(1 << 20)), fc.nat(255)), {
          minLength: 1,
          maxLength: 12,
        }),
        cut: fc.option(fc.nat(1 << 20), { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(damage, async ({ file, writes, cut }) => {
          const original = files[file]!;
          const bytes = Buffer.from(original.subarray(0, cut === undefined ? undefined : Math.max(16, cut)));
          for (const [at, value] of writes) if (at < bytes.length) bytes[at] = value;
          try {
            const patches = await privacyPatches(bufferSource(bytes));
            for (const p of patches) {
              expect(p.offset).toBeGreaterThanOrEqual(0);
              expect(p.offset + p.bytes.length).toBeLessThanOrEqual(bytes.length);
            }
          } catch (error) {
            expect(error).toBeInstanceOf(Unreadable);
          }
        }),
        { numRuns: 400 },
      );
    },
  );
});
