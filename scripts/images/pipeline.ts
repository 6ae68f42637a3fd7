// The incremental image build: every slot's source → hashed responsive files + one manifest.
// A slot is re-encoded only when its source or the encoder settings change; a second run with
// nothing changed decodes no image at all.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageSlot, ResolvedImage } from "../../app/images/types";
import { encodeImage, settingsFor } from "./encode";
import { withLock } from "./lock";
import { isLogo } from "./samples";
import { HashCache, resolveSource } from "./sources";

export type Manifest = Record<string, ResolvedImage>;

export interface BuildOptions {
  slots: readonly ImageSlot[];
  /** content/photos: the photographer's files, named by slot key. */
  photosDir: string;
  /** .cache: rendered samples and the photo hash cache. */
  cacheDir: string;
  /** public/img: owned by this build; files it no longer needs are deleted. */
  outDir: string;
  /** app/images/manifest.generated.json */
  manifestPath: string;
  /** URL under which outDir is served. */
  urlPrefix?: string;
  /** Slots encoded at once (each encode also uses sharp's own threads). */
  parallel?: number;
  log?: (line: string) => void;
}

export interface BuildResult {
  encoded: number;
  upToDate: number;
  removed: number;
  /** How many slots show the photographer's photo, and how many still show a sample. */
  photos: number;
  samples: number;
  seconds: number;
  manifest: Manifest;
}

/** Output names look like portfolio-wedding-001-1a2b3c4d-800.avif. */
const OUTPUT_NAME = /-[0-9a-f]{8}-\d+\.(avif|webp|jpg|png)$/;

export function slugOf(key: string): string {
  return key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The file names an entry of the manifest points to. */
export function filesOf(image: ResolvedImage): string[] {
  const urls = [image.srcset.avif, image.srcset.webp, image.srcset.fallback]
    .flatMap((srcset) => srcset.split(","))
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
  return [...new Set([...urls, image.src])].map((url) => url.slice(url.lastIndexOf("/") + 1));
}

async function readManifest(file: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Manifest;
  } catch {
    return {};
  }
}

/** Writes atomically, and not at all when nothing changed (keeps dev servers from reloading). */
async function writeIfChanged(file: string, text: string): Promise<void> {
  if (existsSync(file) && (await readFile(file, "utf8")) === text) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

/** Runs `work` on the items, `limit` at a time; after a failure no new item starts. */
async function runPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function buildImages(options: BuildOptions): Promise<BuildResult> {
  return withLock(path.join(options.cacheDir, "images"), options.log ?? (() => {}), () => build(options));
}

async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { slots, outDir, manifestPath, urlPrefix = "/img/", parallel = 2, log = () => {} } = options;
  const seen = new Set<string>();
  for (const slot of slots) {
    if (seen.has(slot.key)) throw new Error(`images: slot key "${slot.key}" is listed twice`);
    seen.add(slot.key);
  }
  sharp.concurrency(2);
  await mkdir(outDir, { recursive: true });
  const previous = await readManifest(manifestPath);
  const hashes = new HashCache(path.join(options.cacheDir, "images", "source-hashes.json"));
  await hashes.load();
  const existing = new Set(await readdir(outDir));

  const current = new Map<string, ResolvedImage>();
  const serialize = () => {
    const ordered: Manifest = {};
    for (const slot of slots) {
      const image = current.get(slot.key) ?? previous[slot.key];
      if (image) ordered[slot.key] = image;
    }
    return `${JSON.stringify(ordered, null, 2)}\n`;
  };

  let encoded = 0;
  let upToDate = 0;
  let photos = 0;
  await runPool(slots, parallel, async (slot) => {
    const source = await resolveSource(slot, options, hashes);
    if (source.origin === "photo") photos++;
    const settings = settingsFor(isLogo(slot), source.origin);
    const hash = createHash("sha256").update(JSON.stringify(settings)).update(source.hash).digest("hex");
    const stem = `${slugOf(slot.key)}-${hash.slice(0, 8)}`;
    const known = previous[slot.key];
    if (known && filesOf(known).every((file) => file.startsWith(`${stem}-`) && existing.has(file))) {
      current.set(slot.key, known);
      upToDate++;
      return;
    }
    try {
      const { image } = await encodeImage({
        source: await source.load(),
        settings,
        stem,
        outDir,
        urlPrefix,
        key: slot.key,
      });
      current.set(slot.key, image);
    } catch (error) {
      throw new Error(`images: cannot process "${slot.key}" from ${source.path}: ${String(error)}`, { cause: error });
    }
    encoded++;
    // Checkpoint, so an interrupted build keeps what it has finished.
    if (encoded % 25 === 0) {
      log(`images: ${encoded} encoded…`);
      await writeIfChanged(manifestPath, serialize());
    }
  });

  await writeIfChanged(manifestPath, serialize());
  await hashes.save();

  const wanted = new Set([...current.values()].flatMap(filesOf));
  let removed = 0;
  for (const file of await readdir(outDir)) {
    if (OUTPUT_NAME.test(file) && !wanted.has(file)) {
      await unlink(path.join(outDir, file));
      removed++;
    }
  }

  const seconds = (performance.now() - started) / 1000;
  const samples = slots.length - photos;
  log(
    `images: ${encoded} encoded, ${upToDate} up to date, ${removed} stale files removed in ${seconds.toFixed(1)}s ` +
      `(${photos} from content/photos, ${samples} samples)`,
  );
  const manifest = JSON.parse(serialize()) as Manifest;
  return { encoded, upToDate, removed, photos, samples, seconds, manifest };
}
