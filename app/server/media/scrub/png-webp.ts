import zlib from "node:zlib";
import { Region, Unreadable, type ByteSource, type Patch } from "./region";
import { scrubEmbeddedTiff } from "./tiff";
import { privateXmpRanges, scrubXmp } from "./xmp";

// PNG and WebP keep metadata in chunks of their own: PNG's eXIf (EXIF) and an iTXt chunk named
// XML:com.adobe.xmp (XMP); WebP's "EXIF" and "XMP " chunks. A PNG chunk ends with a CRC of its
// type and data, recomputed over the scrubbed bytes. A PNG text chunk that holds EXIF or XMP
// compressed (ImageMagick's "Raw profile type …", a compressed iTXt) cannot be edited in place:
// it is inflated, scrubbed and compressed again into the same number of bytes; when that cannot
// be done, it becomes an empty "Comment" text chunk of the same length.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const XMP_KEYWORD = "XML:com.adobe.xmp";
/** ImageMagick's hex-encoded profiles: the ones that carry EXIF or XMP. */
const RAW_PROFILE = /^Raw profile type (exif|app1|xmp)$/i;
/** Chunk data read whole to rewrite its CRC (text chunks; a huge one is not metadata). */
const MAX_CHUNK = 16 * 1024 * 1024;

export async function scrubPng(source: ByteSource, out: Patch[]): Promise<void> {
  let pos = 8;
  while (pos + 12 <= source.size) {
    const head = await source.read(pos, 8);
    const length = head.readUInt32BE(0);
    const type = head.toString("latin1", 4, 8);
    const data = Region.of(source, pos + 8, length);
    if (data.size < length) throw new Unreadable("A PNG chunk runs past the file.");
    const own: Patch[] = [];
    if (type === "eXIf") await scrubEmbeddedTiff(data, own);
    else if ((type === "iTXt" || type === "tEXt" || type === "zTXt") && length <= MAX_CHUNK) {
      const bytes = await data.read(0, length);
      const keywordEnd = bytes.indexOf(0);
      const keyword = keywordEnd > 0 ? bytes.toString("latin1", 0, keywordEnd) : "";
      if (keyword === XMP_KEYWORD && type !== "tEXt") {
        // iTXt: keyword, flag, method, language tag, translated keyword, then the text; zTXt:
        // keyword, method, then the text compressed.
        const language = type === "iTXt" ? bytes.indexOf(0, keywordEnd + 3) : -1;
        const textAt = type === "zTXt" ? keywordEnd + 2 : language < 0 ? -1 : bytes.indexOf(0, language + 1) + 1;
        const compressed = type === "zTXt" || bytes[keywordEnd + 1] === 1;
        if (textAt <= 0) emptyText(data, pos, length, own);
        else if (!compressed) await scrubXmp(data.sub(textAt, length - textAt), own);
        else {
          const text = scrubCompressedXmp(bytes.subarray(textAt));
          if (text) data.patch(own, textAt, text);
          else if (text === undefined) emptyText(data, pos, length, own);
        }
      } else if (keyword === XMP_KEYWORD || RAW_PROFILE.test(keyword)) emptyText(data, pos, length, own);
    }
    if (own.length > 0) {
      out.push(...own);
      out.push({ offset: pos + 8 + length, bytes: await crcAfter(source, pos, length, own) });
    }
    if (type === "IEND") break;
    pos += 12 + length;
  }
}

/**
 * Compressed XMP (libvips writes a PNG's XMP as zTXt): inflated, scrubbed, and compressed again
 * into exactly the same number of bytes, padded with spaces after the packet (which XML ignores)
 * in stored deflate blocks. null when nothing is private; undefined when it cannot be done (then
 * the chunk is emptied).
 */
function scrubCompressedXmp(compressed: Buffer): Buffer | null | undefined {
  let text: Buffer;
  try {
    text = zlib.inflateSync(compressed, { maxOutputLength: MAX_CHUNK });
  } catch {
    return undefined;
  }
  const ranges = privateXmpRanges(text.toString("latin1"));
  if (!ranges) return undefined;
  if (ranges.length === 0) return null;
  for (const [start, end] of ranges) text.fill(0x20, start, end);
  return deflateToLength(text, compressed.length);
}

/** A zlib stream of `text` followed by spaces, exactly `length` bytes long (undefined if too short). */
export function deflateToLength(text: Buffer, length: number): Buffer | undefined {
  const body = zlib.deflateRawSync(text, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  let room = length - 2 - body.length - 4; // zlib header, Adler-32
  if (room < 5) return undefined;
  const blocks: Buffer[] = [];
  let padding = 0;
  while (room > 0) {
    // A stored block: 5 bytes of header, then up to 65,535 bytes; the last one is final.
    const last = room - 5 <= 0xffff;
    const size = last ? room - 5 : Math.min(0xffff, room - 10);
    const header = Buffer.from([last ? 1 : 0, size & 0xff, size >> 8, ~size & 0xff, (~size >> 8) & 0xff]);
    blocks.push(header, Buffer.alloc(size, 0x20));
    padding += size;
    room -= 5 + size;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(adler32(Buffer.concat([text, Buffer.alloc(padding, 0x20)])));
  return Buffer.concat([Buffer.from([0x78, 0xda]), body, ...blocks, adler]);
}

function adler32(bytes: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** The chunk becomes tEXt "Comment" with spaces for text: valid, the same length, saying nothing. */
function emptyText(data: Region, chunkAt: number, length: number, out: Patch[]) {
  out.push({ offset: chunkAt + 4, bytes: Buffer.from("tEXt", "latin1") });
  const text = Buffer.alloc(length, 0x20);
  if (length >= 8) text.write("Comment\0", 0, "latin1");
  data.patch(out, 0, text);
}

/** The CRC of a chunk's type and data as they read once the patches are written. */
async function crcAfter(source: ByteSource, chunkAt: number, length: number, patches: Patch[]): Promise<Buffer> {
  const bytes = Buffer.from(await source.read(chunkAt + 4, 4 + length));
  for (const patch of patches) patch.bytes.copy(bytes, patch.offset - (chunkAt + 4));
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(bytes));
  return crc;
}

export async function scrubWebp(source: ByteSource, out: Patch[]): Promise<void> {
  const riff = await source.read(0, 12);
  const end = Math.min(source.size, 8 + riff.readUInt32LE(4));
  let pos = 12;
  while (pos + 8 <= end) {
    const head = await source.read(pos, 8);
    const type = head.toString("latin1", 0, 4);
    const length = head.readUInt32LE(4);
    const data = Region.of(source, pos + 8, length);
    if (data.size < length) throw new Unreadable("A WebP chunk runs past the file.");
    if (type === "EXIF") await scrubEmbeddedTiff(data, out);
    else if (type === "XMP ") await scrubXmp(data, out);
    pos += 8 + length + (length & 1);
  }
}
