import fs from "node:fs";
import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import sharp from "sharp";
import { WEB_DOWNLOAD_EDGE } from "~/shared/galleries/gallery-rules";
import { MAX_INPUT_PIXELS } from "../media/limits";
import { readAll, type MediaStorage } from "../media/storage.server";

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

export const webCopyKey = (sha256: string) => `private/web-${sha256}.jpg`;

const making = new Map<string, Promise<void>>();

/**
 * The web-size copy of an original: WEB_DOWNLOAD_EDGE on the long edge, upright, sRGB, and no
 * metadata at all (sharp writes none unless asked: no EXIF, no GPS, no camera serial). Made on
 * the first request and stored; later requests and other instances read the stored copy.
 * Concurrent first requests in one process share one encode.
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
    pending = (async () => {
      const source = await storage.get(original.key);
      if (!source) throw new Error(`The original ${original.key} is missing from storage.`);
      const bytes = await readAll(source);
      const jpeg = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(WEB_DOWNLOAD_EDGE, WEB_DOWNLOAD_EDGE, { fit: "inside", withoutEnlargement: true })
        .toColourspace("srgb")
        .jpeg({ quality: 86, mozjpeg: true })
        .toBuffer();
      await storage.put(key, jpeg, "image/jpeg");
    })().finally(() => making.delete(key));
    making.set(key, pending);
  }
  await pending;
  return key;
}
