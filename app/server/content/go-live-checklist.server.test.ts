import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { imageSlots } from "~/catalogue/image-slots";
import { isExampleAddress, sampleSlots } from "./go-live-checklist.server";

describe("placeholder addresses", () => {
  it("finds example.com, .org, .net and their subdomains, in links and e-mail addresses", () => {
    expect(isExampleAddress("https://example.com/booking")).toBe(true);
    expect(isExampleAddress("https://photos.example.org/")).toBe(true);
    expect(isExampleAddress("me@example.net")).toBe(true);
    expect(isExampleAddress("https://notexample.com/")).toBe(false);
    expect(isExampleAddress("https://www.instagram.com/")).toBe(false);
    expect(isExampleAddress("hello@saguarobee.studio")).toBe(false);
  });
});

describe("sample photo slots", () => {
  it("counts a slot as hers when content/photos has its file, in its sub-folder, in any of the extensions", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
    try {
      const [first, second, third] = imageSlots;
      for (const [slot, ext] of [
        [first!, "jpg"],
        [second!, "WEBP"],
      ] as const) {
        fs.mkdirSync(path.dirname(path.join(dir, slot.key)), { recursive: true });
        fs.writeFileSync(path.join(dir, `${slot.key}.${ext}`), "");
      }
      const samples = sampleSlots(dir);
      expect(samples).not.toContain(first!.key);
      expect(samples).not.toContain(second!.key);
      expect(samples).toContain(third!.key);
      expect(samples).toHaveLength(imageSlots.length - 2);
      expect(sampleSlots(path.join(dir, "missing"))).toHaveLength(imageSlots.length);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
