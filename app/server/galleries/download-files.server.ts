import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { WEB_DOWNLOAD_EDGE } from "~/shared/galleries/gallery-rules";
import { MAX_INPUT_PIXELS } from "../media/limits";
import { webCopyKey } from "../media/naming";
import { downloadTo, type MediaStorage } from "../media/storage.server";

// The files a client downloads: the original as uploaded, or a web-size JPEG made from it once
// and kept in storage beside the gallery's other private files.

const READ_CHUNK = 1024 * 1024;

export interface OpenedFile {
  size: number;
  /** The bytes from `start` to `end` (inclusive), or all of them. Call at most once. */
  read(range?: { start: number; end: number }): Readable;
  /** Releases the file when its bytes are not wanted after all (a 304 or a 416). */
  close(): void;
}

/** Skips to `start` and stops after `end` (for storage that cannot seek). */
async function* slice(source: Readable, start: number, end: number) {
  let offset = 0;
  try {
    for await (const chunk of source) {
      const bytes = chunk as Buffer;
      const from = Math.max(0, start - offset);
      const to = Math.min(bytes.length, end + 1 - offset);
      offset += bytes.length;
      if (to > from) yield bytes.subarray(from, to);
      if (offset > end) return;
    }
  } finally {
    source.destroy();
  }
}

/**
 * Opens a stored file for sending. A local file is read from the asked-for offset directly; an
 * S3 object is read from its start and the bytes before the range dropped (the storage interface
 * has no ranged read; a resumed download of an original at most 60 MB costs that much transfer
 * between the bucket and the server, not to the client).
 */
export async function openStored(storage: MediaStorage, key: string): Promise<OpenedFile | undefined> {
  const local = storage.localPath?.(key);
  if (local) {
    let size: number;
    try {
      size = (await fsp.stat(local)).size;
    } catch {
      return undefined;
    }
    return {
      size,
      // 1 MiB reads: a download is a long copy, and fewer, larger chunks halve its per-chunk cost.
      read: (range) =>
        fs.createReadStream(local, {
          highWaterMark: READ_CHUNK,
          ...(range ? { start: range.start, end: range.end } : {}),
        }),
      close: () => undefined,
    };
  }
  const object = await storage.get(key);
  if (!object) return undefined;
  return {
    size: object.size,
    read: (range) => (range ? Readable.from(slice(object.body, range.start, range.end)) : object.body),
    close: () => object.body.destroy(),
  };
}

/** Web-size copies made at once by this process; more wait their turn (a 24-megapixel one holds ~75 MB). */
export const ENCODES_AT_ONCE = 2;

let encoding = 0;
const queue: Array<() => void> = [];

/** Runs `work` when one of the ENCODES_AT_ONCE places is free, in the order asked. */
export async function inEncodeTurn<T>(work: () => Promise<T>): Promise<T> {
  if (encoding < ENCODES_AT_ONCE) encoding++;
  else await new Promise<void>((resolve) => queue.push(resolve));
  try {
    return await work();
  } finally {
    // The place passes straight to the next in line, or is given back.
    const next = queue.shift();
    if (next) next();
    else encoding--;
  }
}

/**
 * The original as a file sharp can read from disk, never a buffer: libvips then decodes it in
 * strips and shrinks a JPEG while loading it. File storage has the file already; an S3 object is
 * streamed to a temporary file first, removed afterwards.
 */
async function withOriginalFile<T>(storage: MediaStorage, key: string, work: (file: string) => Promise<T>): Promise<T> {
  const local = storage.localPath?.(key);
  if (local) {
    if (!(await fsp.stat(local).catch(() => undefined)))
      throw new Error(`The original ${key} is missing from storage.`);
    return work(local);
  }
  const object = await storage.get(key);
  if (!object) throw new Error(`The original ${key} is missing from storage.`);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "web-copy-"));
  try {
    const file = path.join(dir, "original");
    await downloadTo(object, file);
    return await work(file);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

const making = new Map<string, Promise<void>>();

/**
 * The web-size copy of an original: WEB_DOWNLOAD_EDGE on the long edge, upright, sRGB, and no
 * metadata at all (sharp writes none unless asked: no EXIF, no GPS, no camera serial). Made on
 * the first request and stored; later requests and other instances read the stored copy.
 * Concurrent first requests in one process share one encode, and at most ENCODES_AT_ONCE encodes
 * run at a time, each reading the original from a file (20 first downloads of 20 MB originals
 * held 1.1 GB before; issue 26).
 */
export async function ensureWebCopy(storage: MediaStorage, original: { sha256: string; key: string }): Promise<string> {
  const key = webCopyKey(original.sha256);
  const existing = await openStored(storage, key);
  if (existing) {
    existing.close();
    return key;
  }
  let pending = making.get(key);
  if (!pending) {
    pending = inEncodeTurn(async () => {
      // Another instance may have made it while this request waited its turn.
      const made = await openStored(storage, key);
      if (made) return made.close();
      await withOriginalFile(storage, original.key, async (file) => {
        const jpeg = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(WEB_DOWNLOAD_EDGE, WEB_DOWNLOAD_EDGE, { fit: "inside", withoutEnlargement: true })
          .toColourspace("srgb")
          .jpeg({ quality: 86, mozjpeg: true })
          .toBuffer();
        await storage.put(key, jpeg, "image/jpeg");
      });
    }).finally(() => making.delete(key));
    making.set(key, pending);
  }
  await pending;
  return key;
}
