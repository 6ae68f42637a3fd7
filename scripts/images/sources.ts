// Where a slot's pixels come from: the photographer's file if there is one, else a cached sample.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageSlot } from "../../app/images/types";
import { renderSample, sampleExtension, sampleSvg, SAMPLE_VERSION } from "./samples";

export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"] as const;

export interface Source {
  origin: "photo" | "sample";
  /** The photo's path, or where the rendered sample is cached. */
  path: string;
  /** Content hash of the photo's bytes, or of the sample's drawing. */
  hash: string;
  /** Reads the bytes, rendering (and caching) the sample if needed. */
  load(): Promise<Buffer>;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** content/photos/<key>.<ext>, the extension in any case (cameras like ".JPG"). */
export function findPhoto(photosDir: string, key: string): string | undefined {
  for (const ext of PHOTO_EXTENSIONS) {
    for (const variant of [ext, ext.toUpperCase()]) {
      const candidate = path.join(photosDir, `${key}.${variant}`);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Remembers photo hashes by size and mtime, so an unchanged 20 MB photo is not re-read every build. */
export class HashCache {
  private entries: Record<string, { size: number; mtimeMs: number; hash: string }> = {};
  private dirty = false;
  constructor(private readonly file: string) {}

  async load(): Promise<void> {
    try {
      this.entries = JSON.parse(await readFile(this.file, "utf8")) as typeof this.entries;
    } catch {
      this.entries = {};
    }
  }

  async hashFile(file: string): Promise<string> {
    const { size, mtimeMs } = await stat(file);
    const known = this.entries[file];
    if (known && known.size === size && known.mtimeMs === mtimeMs) return known.hash;
    const hash = sha256(await readFile(file));
    this.entries[file] = { size, mtimeMs, hash };
    this.dirty = true;
    return hash;
  }

  async save(): Promise<void> {
    if (!this.dirty) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(this.entries));
    this.dirty = false;
  }
}

export async function resolveSource(
  slot: ImageSlot,
  dirs: { photosDir: string; cacheDir: string },
  hashes: HashCache,
): Promise<Source> {
  const photo = findPhoto(dirs.photosDir, slot.key);
  if (photo) {
    return { origin: "photo", path: photo, hash: await hashes.hashFile(photo), load: () => readFile(photo) };
  }
  const hash = sha256(`sample:${SAMPLE_VERSION}:${sampleSvg(slot)}`);
  const cached = path.join(dirs.cacheDir, "samples", `${slot.key}.${sampleExtension(slot)}`);
  const stamp = `${cached}.hash`;
  return {
    origin: "sample",
    path: cached,
    hash,
    load: async () => {
      const stamped = existsSync(stamp) ? (await readFile(stamp, "utf8")).trim() : "";
      if (stamped === hash && existsSync(cached)) return readFile(cached);
      const rendered = await renderSample(slot);
      await mkdir(path.dirname(cached), { recursive: true });
      await writeFile(cached, rendered);
      await writeFile(stamp, hash);
      return rendered;
    },
  };
}
