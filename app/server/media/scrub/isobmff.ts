import { Region, Unreadable, type ByteSource, type Patch } from "./region";
import { scrubEmbeddedTiff } from "./tiff";
import { scrubXmp } from "./xmp";

// AVIF and HEIC are ISO-BMFF files: boxes. Metadata are items of the 'meta' box: 'iinf' names each
// item's type (Exif, or mime with application/rdf+xml for XMP), 'iloc' says where its bytes are
// (extents in the file, or in the 'idat' box), usually inside 'mdat'. Each Exif or XMP item is
// scrubbed where it lies; the image items are never read.

interface Box {
  type: string;
  /** Where its contents start (after the header) and end. */
  start: number;
  end: number;
}

async function boxes(source: ByteSource, from: number, to: number): Promise<Box[]> {
  const found: Box[] = [];
  let pos = from;
  while (pos + 8 <= to) {
    const head = await source.read(pos, 16);
    let size = head.readUInt32BE(0);
    let header = 8;
    if (size === 1) {
      if (head.length < 16) throw new Unreadable("A box is cut short.");
      size = Number(head.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) size = to - pos;
    if (size < header || pos + size > to) throw new Unreadable("A box runs past its parent.");
    found.push({ type: head.toString("latin1", 4, 8), start: pos + header, end: pos + size });
    pos += size;
    if (found.length > 10_000) throw new Unreadable("Too many boxes.");
  }
  return found;
}

/** A big-endian unsigned number of 0, 4 or 8 bytes. */
function uint(bytes: Buffer, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return bytes.readUInt32BE(at);
  if (size === 8) return Number(bytes.readBigUInt64BE(at));
  throw new Unreadable(`An iloc field of ${size} bytes.`);
}

interface Item {
  type: string;
  contentType: string;
  contentEncoding: string;
}

async function itemInfos(source: ByteSource, box: Box): Promise<Map<number, Item>> {
  const bytes = await source.read(box.start, box.end - box.start);
  const version = bytes[0]!;
  const entries = await boxes(source, box.start + (version === 0 ? 6 : 8), box.end);
  const items = new Map<number, Item>();
  for (const entry of entries.filter((e) => e.type === "infe")) {
    const infe = await source.read(entry.start, entry.end - entry.start);
    const v = infe[0]!;
    if (v < 2) continue; // version 0 and 1 name files, not Exif or XMP items
    const id = v === 2 ? infe.readUInt16BE(4) : infe.readUInt32BE(4);
    let at = v === 2 ? 8 : 10;
    const type = infe.toString("latin1", at, at + 4);
    at += 4;
    const cString = () => {
      const end = infe.indexOf(0, at);
      const text = infe.toString("utf8", at, end < 0 ? infe.length : end);
      at = end < 0 ? infe.length : end + 1;
      return text;
    };
    cString(); // item_name
    const contentType = type === "mime" ? cString() : "";
    const contentEncoding = type === "mime" ? cString() : "";
    items.set(id, { type, contentType, contentEncoding });
  }
  return items;
}

async function itemLocations(
  source: ByteSource,
  box: Box,
  idat: Box | undefined,
): Promise<Map<number, Array<{ offset: number; length: number }>>> {
  const b = await source.read(box.start, box.end - box.start);
  const version = b[0]!;
  const offsetSize = b[4]! >> 4;
  const lengthSize = b[4]! & 15;
  const baseSize = b[5]! >> 4;
  const indexSize = version > 0 ? b[5]! & 15 : 0;
  let at = 6;
  const count = version < 2 ? b.readUInt16BE(at) : b.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  const locations = new Map<number, Array<{ offset: number; length: number }>>();
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? b.readUInt16BE(at) : b.readUInt32BE(at);
    at += version < 2 ? 2 : 4;
    const method = version > 0 ? b.readUInt16BE(at) & 15 : 0;
    if (version > 0) at += 2;
    at += 2; // data_reference_index
    const base = uint(b, at, baseSize);
    at += baseSize;
    const extentCount = b.readUInt16BE(at);
    at += 2;
    const extents: Array<{ offset: number; length: number }> = [];
    for (let e = 0; e < extentCount; e++) {
      at += indexSize;
      const offset = uint(b, at, offsetSize);
      at += offsetSize;
      const length = uint(b, at, lengthSize);
      at += lengthSize;
      if (method === 0) extents.push({ offset: base + offset, length });
      else if (method === 1 && idat) extents.push({ offset: idat.start + base + offset, length });
      else extents.push({ offset: -1, length }); // not in the file as such: refused if it is metadata
    }
    locations.set(id, extents);
  }
  return locations;
}

export async function scrubIsobmff(source: ByteSource, out: Patch[]): Promise<void> {
  const meta = (await boxes(source, 0, source.size)).find((b) => b.type === "meta");
  if (!meta) return;
  const children = await boxes(source, meta.start + 4, meta.end);
  const iinf = children.find((b) => b.type === "iinf");
  const iloc = children.find((b) => b.type === "iloc");
  if (!iinf || !iloc) return;
  const items = await itemInfos(source, iinf);
  const locations = await itemLocations(
    source,
    iloc,
    children.find((b) => b.type === "idat"),
  );
  for (const [id, item] of items) {
    const isExif = item.type === "Exif";
    const isXmp = item.type === "mime" && /^application\/rdf\+xml/i.test(item.contentType);
    if (!isExif && !isXmp) continue;
    const extents = locations.get(id) ?? [];
    if (extents.some((e) => e.offset < 0 || e.length === 0 || e.offset + e.length > source.size)) {
      throw new Unreadable("A metadata item's bytes cannot be located.");
    }
    const region = Region.join(
      source,
      extents.map((e) => Region.of(source, e.offset, e.length)),
    );
    if (isXmp) {
      // Compressed XMP cannot be edited in place: its bytes become zeros (it then reads as nothing).
      if (item.contentEncoding) region.blank(out);
      else await scrubXmp(region, out);
      continue;
    }
    // An Exif item starts with the offset of the TIFF header after these four bytes.
    const head = await region.read(0, 4);
    if (head.length < 4) throw new Unreadable("An Exif item is cut short.");
    const skip = 4 + head.readUInt32BE(0);
    await scrubEmbeddedTiff(region.sub(skip, region.size - skip), out);
  }
}
