import { Readable } from "node:stream";
import type { MediaStorage } from "../media/storage.server";
import { patched, privacyPatches, type ByteSource, type Patch } from "../media/scrub/scrub";
import { openStored, type OpenedFile } from "./download-files.server";

// A client's full-resolution download (docs/decisions/028): the original's bytes as uploaded,
// streamed, with its GPS position and the camera's and lens's serial numbers overwritten in place
// as they pass. Same size, same offsets: Content-Length, Range and resuming work as for the
// original, and a 60 MB file is never held in memory. The print lab's copy
// (/admin/gallery-photos/<id>/original) is the untouched original.

/** Bumped whenever what the scrubber takes out changes: the ETag names the bytes sent. */
const SCRUB_VERSION = 1;

export const fullDownloadEtag = (sha256: string) => `"${sha256}-private${SCRUB_VERSION}"`;

/** Reads of the original's metadata, a block at a time (one ranged GET per block from S3). */
function storageSource(storage: MediaStorage, key: string, size: number): ByteSource {
  const BLOCK = 256 * 1024;
  let block: { offset: number; bytes: Buffer } | undefined;
  return {
    size,
    async read(offset, length) {
      const wanted = Math.min(length, size - offset);
      if (offset < 0 || wanted <= 0) return Buffer.alloc(0);
      if (!block || offset < block.offset || offset + wanted > block.offset + block.bytes.length) {
        const bytes = await storage.readRange(key, offset, Math.max(wanted, BLOCK));
        if (!bytes) throw new Error(`${key} is missing from storage.`);
        block = { offset, bytes };
      }
      return block.bytes.subarray(offset - block.offset, offset - block.offset + wanted);
    },
  };
}

// The patches depend only on the original's bytes: kept for the photos downloaded lately, so a
// resumed download or a second person's does not read the metadata again.
const CACHED = 500;
const cache = new Map<string, Patch[]>();

async function patchesFor(storage: MediaStorage, sha256: string, key: string, size: number): Promise<Patch[]> {
  const kept = cache.get(sha256);
  if (kept) {
    cache.delete(sha256);
    cache.set(sha256, kept);
    return kept;
  }
  const patches = await privacyPatches(storageSource(storage, key, size));
  cache.set(sha256, patches);
  if (cache.size > CACHED) cache.delete(cache.keys().next().value!);
  return patches;
}

/**
 * The original ready to send without GPS or serial numbers, or undefined when it is missing.
 * Throws Unreadable when its metadata cannot be walked (then it is not sent at all).
 */
export async function openFullDownload(
  storage: MediaStorage,
  original: { sha256: string; key: string },
): Promise<OpenedFile | undefined> {
  const file = await openStored(storage, original.key);
  if (!file) return undefined;
  let patches: Patch[];
  try {
    patches = await patchesFor(storage, original.sha256, original.key, file.size);
  } catch (error) {
    file.close();
    throw error;
  }
  return {
    size: file.size,
    read: (range) => Readable.from(patched(file.read(range), range?.start ?? 0, patches)),
    close: () => file.close(),
  };
}
