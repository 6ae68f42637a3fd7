import crypto from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkSignatureImage, MAX_SIGNATURE_BYTES } from "./signature-image";

const png = (width: number, height: number, noise = false) =>
  sharp(noise ? crypto.randomBytes(width * height * 4) : Buffer.alloc(width * height * 4, 0), {
    raw: { width, height, channels: 4 },
  })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer, type = "image/png") => `data:${type};base64,${bytes.toString("base64")}`;

describe("checkSignatureImage", () => {
  it("accepts a signature pad's PNG and reports its size", async () => {
    const bytes = await png(700, 320);
    expect(checkSignatureImage(dataUrl(bytes))).toEqual({ ok: true, width: 700, height: 320, bytes: bytes.length });
  });

  it("refuses anything that is not a PNG data URL", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    for (const text of [
      "",
      "hello",
      dataUrl(await png(300, 100), "image/jpeg"),
      dataUrl(jpeg),
      "data:image/png;base64,!!!!",
      "data:image/png;base64,iVBORw0KGgo",
      `data:image/png;base64, ${(await png(300, 100)).toString("base64")}`,
    ]) {
      expect(checkSignatureImage(text).ok, text.slice(0, 40)).toBe(false);
    }
  });

  it("refuses a PNG changed in transit: a flipped byte, a cut, bytes after the end", async () => {
    const bytes = await png(300, 100);
    const flipped = Buffer.from(bytes);
    flipped[bytes.length - 20]! ^= 0xff;
    const checks = [flipped, bytes.subarray(0, bytes.length - 12), Buffer.concat([bytes, Buffer.from("x")])];
    for (const tampered of checks) expect(checkSignatureImage(dataUrl(tampered)).ok).toBe(false);
  });

  it("refuses dimensions no signature pad makes", async () => {
    for (const [w, h] of [
      [10, 100],
      [300, 5],
      [3500, 200],
      [600, 2000],
    ] as const) {
      expect(checkSignatureImage(dataUrl(await png(w, h))).ok, `${w}×${h}`).toBe(false);
    }
    expect(checkSignatureImage(dataUrl(await png(3000, 1500))).ok).toBe(true);
  });

  it("refuses more than 150 KB, saying it is too large", async () => {
    const big = await png(400, 400, true);
    expect(big.length).toBeGreaterThan(MAX_SIGNATURE_BYTES);
    const result = checkSignatureImage(dataUrl(big));
    expect(result).toEqual({ ok: false, error: expect.stringContaining("too large") });
  });
});
