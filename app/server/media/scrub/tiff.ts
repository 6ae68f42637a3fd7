import { Unreadable, type Patch, type Region } from "./region";
import { scrubXmp } from "./xmp";

// The TIFF structure EXIF is made of (in a JPEG's APP1, a PNG's eXIf, a WebP's EXIF chunk, an
// AVIF's Exif item, and a TIFF or DNG file itself). Walked IFD by IFD; in place:
// - the GPS IFD becomes a valid GPS IFD that says nothing (one entry, GPSVersionID 2.2.0.0; the
//   other entries, the values they pointed to and the next-IFD offset are zeros), so the pointer
//   to it stays harmless and every reader still parses the file;
// - the camera's and lens's serial numbers (BodySerialNumber 0xA431, LensSerialNumber 0xA435, DNG's
//   SerialNumber 0xC62F) and the MakerNote (0x927C, where makers keep serials and more) are
//   zeros: an empty string, an empty blob;
// - XMP (tag 700) and Photoshop's resources (tag 34377, which may hold EXIF and XMP copies) are
//   scrubbed as they are elsewhere.
// Everything else (date, exposure, camera model, lens, ICC profile) is left as it was.

const GPS_IFD = 0x8825;
const EXIF_IFD = 0x8769;
const INTEROP_IFD = 0xa005;
const SUB_IFDS = 0x014a;
const XMP = 0x02bc;
const PHOTOSHOP = 0x8649;
const BLANKED = new Set([0xa431, 0xa435, 0xc62f, 0x927c]);

/** Bytes per value of each TIFF field type (0: unknown). */
const TYPE_SIZES: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
};

const MAX_IFDS = 64;

interface Reader {
  u16(buffer: Buffer, at: number): number;
  u32(buffer: Buffer, at: number): number;
  w16(buffer: Buffer, value: number, at: number): void;
  w32(buffer: Buffer, value: number, at: number): void;
}

const LITTLE: Reader = {
  u16: (b, at) => b.readUInt16LE(at),
  u32: (b, at) => b.readUInt32LE(at),
  w16: (b, v, at) => b.writeUInt16LE(v, at),
  w32: (b, v, at) => b.writeUInt32LE(v, at),
};
const BIG: Reader = {
  u16: (b, at) => b.readUInt16BE(at),
  u32: (b, at) => b.readUInt32BE(at),
  w16: (b, v, at) => b.writeUInt16BE(v, at),
  w32: (b, v, at) => b.writeUInt32BE(v, at),
};

/** Scrubs a TIFF structure whose header starts the region; throws Unreadable when it cannot be walked. */
export async function scrubTiff(region: Region, out: Patch[]): Promise<void> {
  const header = await region.read(0, 8);
  if (header.length < 8) throw new Unreadable("The TIFF header is cut short.");
  const order = header.toString("latin1", 0, 2);
  const r = order === "II" ? LITTLE : order === "MM" ? BIG : undefined;
  if (!r) throw new Unreadable("Not a TIFF structure.");
  if (r.u16(header, 2) !== 42) throw new Unreadable("Not a classic TIFF (BigTIFF and raw variants are not walked).");

  const queue: Array<{ offset: number; chain: boolean }> = [{ offset: r.u32(header, 4), chain: true }];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const { offset, chain } = queue.shift()!;
    if (offset === 0 || seen.has(offset)) continue;
    if (seen.size >= MAX_IFDS) throw new Unreadable("Too many IFDs.");
    seen.add(offset);
    const countBytes = await region.read(offset, 2);
    if (countBytes.length < 2) throw new Unreadable("An IFD lies outside the file.");
    const count = r.u16(countBytes, 0);
    const table = await region.read(offset + 2, count * 12 + 4);
    if (table.length < count * 12 + (chain ? 4 : 0)) throw new Unreadable("An IFD is cut short.");
    for (let i = 0; i < count; i++) {
      const at = i * 12;
      const tag = r.u16(table, at);
      const size = (TYPE_SIZES[r.u16(table, at + 2)] ?? 0) * r.u32(table, at + 4);
      const valueAt = size <= 4 ? offset + 2 + at + 8 : r.u32(table, at + 8);
      if (tag === EXIF_IFD || tag === INTEROP_IFD) queue.push({ offset: r.u32(table, at + 8), chain: false });
      else if (tag === SUB_IFDS) {
        const pointers = await region.read(valueAt, Math.min(size, 4 * 16));
        for (let p = 0; p + 4 <= pointers.length; p += 4) queue.push({ offset: r.u32(pointers, p), chain: true });
      } else if (tag === GPS_IFD) await emptyGps(region, r, r.u32(table, at + 8), seen, out);
      else if (tag === XMP) await scrubXmp(region.sub(valueAt, size), out);
      else if (tag === PHOTOSHOP) await scrubPhotoshop(region.sub(valueAt, size), out);
      else if (BLANKED.has(tag)) region.blank(out, valueAt, size);
    }
    if (chain) queue.push({ offset: r.u32(table, count * 12), chain: true });
  }
}

/** The GPS IFD at `offset` made a one-entry IFD that says nothing; its values zeros. */
async function emptyGps(region: Region, r: Reader, offset: number, seen: Set<number>, out: Patch[]) {
  if (offset === 0 || seen.has(offset) || offset >= region.size) return;
  seen.add(offset);
  const countBytes = await region.read(offset, 2);
  const count = countBytes.length === 2 ? r.u16(countBytes, 0) : 0;
  const table = await region.read(offset + 2, count * 12);
  if (table.length < count * 12) {
    // Cut short by the end of its block: nothing past it can be read, and what is there goes.
    region.blank(out, offset);
    return;
  }
  for (let at = 0; at < table.length; at += 12) {
    const size = (TYPE_SIZES[r.u16(table, at + 2)] ?? 0) * r.u32(table, at + 4);
    if (size > 4) region.blank(out, r.u32(table, at + 8), size);
  }
  const replacement = Buffer.alloc(2 + count * 12 + 4);
  if (count > 0) {
    r.w16(replacement, 1, 0);
    r.w16(replacement, 0x0000, 2); // GPSVersionID
    r.w16(replacement, 1, 4); // BYTE
    r.w32(replacement, 4, 6);
    replacement.set([2, 2, 0, 0], 10);
  }
  region.patch(out, offset, replacement);
}

const PHOTOSHOP_EXIF = new Set([0x0422, 0x0423]);
const PHOTOSHOP_XMP = 0x0424;

/**
 * Photoshop's image resources ("8BIM" blocks): EXIF copies and XMP inside are scrubbed, the rest
 * (IPTC captions and keywords, print settings) kept. A block list that cannot be walked is blanked.
 */
export async function scrubPhotoshop(region: Region, out: Patch[]): Promise<void> {
  let at = 0;
  const own: Patch[] = [];
  try {
    while (at + 12 <= region.size) {
      const head = await region.read(at, 8);
      if (head.toString("latin1", 0, 4) !== "8BIM") throw new Unreadable("Not a Photoshop resource block.");
      const id = head.readUInt16BE(4);
      const nameLength = head[6]!;
      const nameSize = (1 + nameLength + 1) & ~1; // a Pascal string, padded to an even length
      const sizeBytes = await region.read(at + 6 + nameSize, 4);
      if (sizeBytes.length < 4) throw new Unreadable("A Photoshop resource is cut short.");
      const size = sizeBytes.readUInt32BE(0);
      const dataAt = at + 6 + nameSize + 4;
      if (dataAt + size > region.size) throw new Unreadable("A Photoshop resource runs past its block.");
      if (PHOTOSHOP_EXIF.has(id)) await scrubEmbeddedTiff(region.sub(dataAt, size), own);
      else if (id === PHOTOSHOP_XMP) await scrubXmp(region.sub(dataAt, size), own);
      at = dataAt + size + (size & 1);
    }
    out.push(...own);
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    region.blank(out);
  }
}

/**
 * EXIF inside another format: scrubbed like a TIFF, or blanked whole when it cannot be walked (the
 * photo then loses its camera data, never its pixels, and nothing private is left).
 */
export async function scrubEmbeddedTiff(region: Region, out: Patch[]): Promise<void> {
  const own: Patch[] = [];
  // Some writers keep the APP1 identifier in front of the TIFF header.
  const start = (await region.read(0, 6)).toString("latin1") === "Exif\0\0" ? 6 : 0;
  const tiff = region.sub(start, region.size - start);
  try {
    await scrubTiff(tiff, own);
    out.push(...own);
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    tiff.blank(out);
  }
}
