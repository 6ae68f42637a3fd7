import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageSlot } from "../../app/images/types";
import { createRandom } from "./random";
import { renderSample, sampleSize, sampleSvg } from "./samples";

const wedding: ImageSlot = { key: "portfolio/wedding/001", orientation: "landscape", label: "Wedding 1" };

describe("sample images", () => {
  it("draws the same picture for the same key and a different one for another key", () => {
    expect(sampleSvg(wedding)).toBe(sampleSvg({ ...wedding }));
    expect(sampleSvg(wedding)).not.toBe(sampleSvg({ ...wedding, key: "portfolio/wedding/002" }));
  });

  it("is labelled SAMPLE with the slot's label, escaped for XML", () => {
    const svg = sampleSvg({ ...wedding, label: "Tom & Ana <golden hour>" });
    expect(svg).toContain(">SAMPLE</text>");
    expect(svg).toContain("Tom &amp; Ana &lt;golden hour&gt;");
  });

  it("follows the slot's orientation", () => {
    expect(sampleSize(wedding)).toEqual([1600, 1067]);
    expect(sampleSize({ ...wedding, orientation: "portrait" })).toEqual([1067, 1600]);
    expect(sampleSize({ ...wedding, orientation: "square" })).toEqual([1400, 1400]);
  });

  it("renders a photograph-like JPEG, not a flat box", async () => {
    const jpeg = await renderSample({ ...wedding, orientation: "portrait" });
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1067, 1600]);
    const { channels } = await sharp(jpeg).stats();
    for (const channel of channels) expect(channel.stdev).toBeGreaterThan(15);
  });

  it("draws the bee logo on pure white as a PNG", async () => {
    const png = await renderSample({ key: "site/bee-logo", orientation: "square", label: "Bee", kind: "logo" });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.format).toBe("raw");
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
    expect(Math.min(...data.subarray(centre, centre + 3))).toBeLessThan(240);
  });

  it("sets publication logos as a wordmark of their label", () => {
    const svg = sampleSvg({
      key: "site/press/desert-bride",
      orientation: "landscape",
      label: "Desert Bride",
      kind: "logo",
    });
    expect(svg).toContain(">Desert Bride</text>");
    expect(svg).toContain('fill="#ffffff"');
  });
});

describe("createRandom", () => {
  it("repeats its sequence for a seed", () => {
    const a = createRandom("x");
    const b = createRandom("x");
    const drawn = [a.next(), a.next(), a.int(1, 6)];
    expect([b.next(), b.next(), b.int(1, 6)]).toEqual(drawn);
    for (const value of drawn.slice(0, 2)) expect(value).toBeGreaterThanOrEqual(0);
  });
});
