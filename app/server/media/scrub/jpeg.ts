import { Region, Unreadable, type ByteSource, type Patch } from "./region";
import { scrubEmbeddedTiff, scrubPhotoshop } from "./tiff";
import { scrubXmp } from "./xmp";

// A JPEG's metadata sits in its marker segments before the image data (SOS): EXIF and XMP in
// APP1, the rest of a long XMP packet in further APP1 "extension" segments, Photoshop's resources
// in APP13. A camera may append more images after the first (MPF, in APP2: a large preview, a
// depth or gain map), each a JPEG with metadata of its own: the MPF index says where, and each is
// scrubbed the same way. The compressed image data is never read.

const EXIF_ID = "Exif\0";
const XMP_ID = "http://ns.adobe.com/xap/1.0/\0";
const EXTENDED_XMP_ID = "http://ns.adobe.com/xmp/extension/\0";
const PHOTOSHOP_ID = "Photoshop 3.0\0";
const MPF_ID = "MPF\0";
const MAX_SEGMENTS = 1000;

export async function scrubJpeg(source: ByteSource, out: Patch[], start = 0, depth = 0): Promise<void> {
  const extended = new Map<string, Array<{ at: number; region: Region }>>();
  let pos = start + 2;
  for (let segments = 0; ; segments++) {
    if (segments > MAX_SEGMENTS) throw new Unreadable("Too many JPEG segments.");
    const head = await source.read(pos, 4);
    if (head.length < 2 || head[0] !== 0xff) throw new Unreadable("A JPEG marker is missing.");
    const marker = head[1]!;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // the image data (or its end) begins
    if (head.length < 4) throw new Unreadable("A JPEG segment is cut short.");
    const length = head.readUInt16BE(2);
    if (length < 2) throw new Unreadable("A JPEG segment has no length.");
    const segment = Region.of(source, pos + 4, length - 2);
    if (segment.size < length - 2) throw new Unreadable("A JPEG segment runs past the file.");
    if (marker === 0xe1 || marker === 0xed || marker === 0xe2) {
      const id = (await segment.read(0, 40)).toString("latin1");
      const body = (skip: number) => segment.sub(skip, segment.size - skip);
      if (marker === 0xe1 && id.startsWith(EXIF_ID)) await scrubEmbeddedTiff(body(EXIF_ID.length + 1), out);
      else if (marker === 0xe1 && id.startsWith(XMP_ID)) await scrubXmp(body(XMP_ID.length), out);
      else if (marker === 0xe1 && id.startsWith(EXTENDED_XMP_ID)) {
        // The GUID of the whole packet, its length, and where this part goes in it.
        const header = await segment.read(EXTENDED_XMP_ID.length, 40);
        if (header.length === 40) {
          const guid = header.toString("latin1", 0, 32);
          const parts = extended.get(guid) ?? [];
          parts.push({ at: header.readUInt32BE(36), region: body(EXTENDED_XMP_ID.length + 40) });
          extended.set(guid, parts);
        }
      } else if (marker === 0xed && id.startsWith(PHOTOSHOP_ID)) await scrubPhotoshop(body(PHOTOSHOP_ID.length), out);
      else if (marker === 0xe2 && id.startsWith(MPF_ID) && depth === 0) {
        for (const image of await mpfImages(body(MPF_ID.length))) {
          // Offsets count from the MPF header; the first image (offset 0) is this one.
          const at = pos + 4 + MPF_ID.length + image;
          const soi = await source.read(at, 2);
          if (soi.length < 2 || soi[0] !== 0xff || soi[1] !== 0xd8) throw new Unreadable("An MPF image is not a JPEG.");
          await scrubJpeg(source, out, at, depth + 1);
        }
      }
    }
    pos += 2 + length;
  }
  // A long XMP packet's parts, put back in order, are scrubbed as one packet.
  for (const parts of extended.values()) {
    parts.sort((a, b) => a.at - b.at);
    const whole = Region.join(
      source,
      parts.map((p) => p.region),
    );
    await scrubXmp(whole, out);
  }
}

const MP_ENTRY = 0xb002;

/** The offsets (from the MPF header) of the images after the first, from the MP index IFD. */
async function mpfImages(region: Region): Promise<number[]> {
  const header = await region.read(0, 8);
  if (header.length < 8) throw new Unreadable("The MPF index is cut short.");
  const little = header.toString("latin1", 0, 2) === "II";
  const u16 = (b: Buffer, at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (b: Buffer, at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  const ifd = u32(header, 4);
  const countBytes = await region.read(ifd, 2);
  if (countBytes.length < 2) throw new Unreadable("The MPF index is cut short.");
  const table = await region.read(ifd + 2, u16(countBytes, 0) * 12);
  for (let at = 0; at + 12 <= table.length; at += 12) {
    if (u16(table, at) !== MP_ENTRY) continue;
    const size = u32(table, at + 4);
    const entries = await region.read(u32(table, at + 8), size);
    if (entries.length < size) throw new Unreadable("The MPF entries are cut short.");
    const offsets: number[] = [];
    for (let e = 0; e + 16 <= entries.length; e += 16) {
      const offset = u32(entries, e + 8);
      if (offset > 0) offsets.push(offset);
    }
    return offsets;
  }
  return [];
}
