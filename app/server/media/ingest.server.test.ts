import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { tinyPngDeclaring } from "../../../tests/helpers/png-bomb";
import { heicSupported, ingestFile } from "./ingest.server";

// What an upload is refused for, before anything is stored (no database or storage is touched:
// these refusals happen first).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ingest-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const refuse = async (name: string, body: Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, body);
  const result = await ingestFile({ path: file, filename: name, size: body.length });
  expect(result.ok).toBe(false);
  return result.ok ? "" : result.error;
};

describe("ingestFile refusals", () => {
  it("names an SVG sent as a .jpg", async () => {
    expect(await refuse("logo.jpg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      "This file is an SVG drawing. Please upload a JPEG, PNG, WebP, AVIF or TIFF photo.",
    );
  });

  it("refuses HEIC, saying how to export a JPEG, when this sharp cannot decode it", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(64)]);
    const message = await refuse("IMG_0001.HEIC", heic);
    // The prebuilt sharp has no HEVC decoder; the check is made at run time.
    expect(heicSupported()).toBe(false);
    expect(message).toContain("HEIC");
    expect(message).toContain("File → Export → JPEG");
    expect(message).toContain("Settings → Camera → Formats → Most Compatible");
  });

  it("refuses a decompression bomb from its header, without decoding it", async () => {
    expect(await refuse("bomb.png", tinyPngDeclaring(20_000, 10_000))).toBe(
      "This image is 20000 × 10000 pixels (200 megapixels); the limit is 100 megapixels.",
    );
  });

  it("refuses a damaged file and an empty one", async () => {
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    expect(await refuse("cut.jpg", jpeg.subarray(0, 4))).toMatch(/damaged or incomplete/);
    const empty = path.join(dir, "empty.jpg");
    fs.writeFileSync(empty, "");
    expect(await ingestFile({ path: empty, filename: "empty.jpg", size: 0 })).toEqual({
      ok: false,
      error: "This file is empty.",
    });
  });
});
