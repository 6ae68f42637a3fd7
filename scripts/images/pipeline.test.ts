import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageSlot } from "../../app/images/types";
import { buildImages, filesOf, slugOf, type BuildOptions, type Manifest } from "./pipeline";

const slots: ImageSlot[] = [
  { key: "portfolio/wedding/001", orientation: "portrait", label: "Wedding 1" },
  { key: "site/bee-logo", orientation: "square", label: "Bee logo", kind: "logo" },
];

let root = "";
let options: BuildOptions;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "images-test-"));
  options = {
    slots,
    photosDir: path.join(root, "content/photos"),
    cacheDir: path.join(root, ".cache"),
    outDir: path.join(root, "public/img"),
    manifestPath: path.join(root, "app/images/manifest.generated.json"),
  };
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const readManifest = async () => JSON.parse(await readFile(options.manifestPath, "utf8")) as Manifest;
const outputs = async () => (await readdir(options.outDir)).sort();

// Real AVIF encoding: about 3 s alone, more on a busy 2-core machine.
describe("buildImages", { timeout: 30_000 }, () => {
  it("encodes every slot from samples on a clean build", async () => {
    const result = await buildImages(options);
    expect(result).toMatchObject({ encoded: 2, upToDate: 0, removed: 0 });
    const manifest = await readManifest();
    expect(Object.keys(manifest)).toEqual(["portfolio/wedding/001", "site/bee-logo"]);
    expect(manifest["portfolio/wedding/001"]).toMatchObject({ width: 1067, height: 1600 });
    expect(manifest["site/bee-logo"]?.srcset.fallback).toMatch(/^\/img\/site-bee-logo-[0-9a-f]{8}-160\.png 160w/);
    expect(await outputs()).toEqual(Object.values(manifest).flatMap(filesOf).sort());
    expect(existsSync(path.join(options.cacheDir, "samples/portfolio/wedding/001.jpg"))).toBe(true);
  });

  it("does no image work on a second run", async () => {
    const before = await stat(options.manifestPath);
    const files = await outputs();
    const result = await buildImages(options);
    expect(result).toMatchObject({ encoded: 0, upToDate: 2, removed: 0 });
    expect(await outputs()).toEqual(files);
    expect((await stat(options.manifestPath)).mtimeMs).toBe(before.mtimeMs);
  });

  it("re-encodes only a slot whose photo arrived, and removes its old files", async () => {
    const old = (await readManifest())["portfolio/wedding/001"];
    await mkdir(path.join(options.photosDir, "portfolio/wedding"), { recursive: true });
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#a07050" } })
      .jpeg()
      .toFile(path.join(options.photosDir, "portfolio/wedding/001.JPG"));

    const result = await buildImages(options);
    expect(result).toMatchObject({ encoded: 1, upToDate: 1, photos: 1, samples: 1 });
    expect(result.removed).toBe(old ? filesOf(old).length : -1);
    const image = (await readManifest())["portfolio/wedding/001"];
    expect(image).toMatchObject({ width: 900, height: 1200 });
    expect(image?.src).not.toBe(old?.src);
    expect((await buildImages(options)).encoded).toBe(0);
  });

  it("drops a slot that left the catalogue, with its files", async () => {
    const result = await buildImages({ ...options, slots: slots.slice(0, 1) });
    expect(result).toMatchObject({ encoded: 0, upToDate: 1 });
    expect(result.removed).toBeGreaterThan(0);
    expect(Object.keys(await readManifest())).toEqual(["portfolio/wedding/001"]);
    expect((await outputs()).some((file) => file.startsWith("site-bee-logo"))).toBe(false);
  });

  it("refuses a key listed twice", async () => {
    await expect(buildImages({ ...options, slots: [slots[1]!, slots[1]!] })).rejects.toThrow(/site\/bee-logo/);
  });
});

describe("slugOf", () => {
  it("flattens a key into a file-name stem", () => {
    expect(slugOf("prints/floral/Pink Peonies")).toBe("prints-floral-pink-peonies");
  });
});
