import { sniffType, SNIFF_BYTES } from "../sniff";
import { scrubIsobmff } from "./isobmff";
import { scrubJpeg } from "./jpeg";
import { scrubPng, scrubWebp } from "./png-webp";
import { Region, Unreadable, type ByteSource, type Patch } from "./region";
import { scrubTiff } from "./tiff";

// What a client's full-resolution download leaves out of the original (docs/decisions/028): the
// GPS position (EXIF's GPS IFD, GPS properties in XMP) and the camera's and lens's serial numbers
// (and the MakerNote, which holds them), in every format the library accepts (app/server/media/
// sniff.ts). The answer is a list of patches: bytes to write over the original at fixed offsets.
// The file keeps its size and every offset, so it can be streamed, resumed with Range, and its
// image data is never touched.

export { Unreadable, type ByteSource, type Patch } from "./region";

/** The patches that take the GPS position and serial numbers out; throws Unreadable when it cannot. */
export async function privacyPatches(source: ByteSource): Promise<Patch[]> {
  const sniffed = sniffType(await source.read(0, SNIFF_BYTES));
  if (!sniffed.ok) throw new Unreadable(`Not a photo format the library accepts (${sniffed.type}).`);
  const out: Patch[] = [];
  try {
    switch (sniffed.type) {
      case "jpeg":
        await scrubJpeg(source, out);
        break;
      case "png":
        await scrubPng(source, out);
        break;
      case "webp":
        await scrubWebp(source, out);
        break;
      case "tiff":
        // The whole file is the TIFF structure: one that cannot be walked is not sent.
        await scrubTiff(Region.of(source, 0, source.size), out);
        break;
      case "avif":
      case "heic":
        await scrubIsobmff(source, out);
        break;
    }
  } catch (error) {
    // A field read past the end of what was there: a malformed structure, not a bug.
    if (error instanceof RangeError) throw new Unreadable(error.message);
    throw error;
  }
  return out.sort((a, b) => a.offset - b.offset);
}

/** The file's bytes `[start, start + chunk.length)` with the patches written over them. */
export function patchChunk(chunk: Buffer, start: number, patches: readonly Patch[]): Buffer {
  const end = start + chunk.length;
  let copy: Buffer | undefined;
  for (const patch of patches) {
    if (patch.offset >= end) break; // sorted by offset
    const patchEnd = patch.offset + patch.bytes.length;
    if (patchEnd <= start) continue;
    copy ??= Buffer.from(chunk);
    const from = Math.max(start, patch.offset);
    patch.bytes.copy(copy, from - start, from - patch.offset, Math.min(end, patchEnd) - patch.offset);
  }
  return copy ?? chunk;
}

/** A stream of the file's bytes from `start` on, patched as they pass. */
export async function* patched(
  source: AsyncIterable<Buffer | Uint8Array>,
  start: number,
  patches: readonly Patch[],
): AsyncGenerator<Buffer> {
  let at = start;
  for await (const raw of source) {
    const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    yield patches.length ? patchChunk(chunk, at, patches) : chunk;
    at += chunk.length;
  }
}
