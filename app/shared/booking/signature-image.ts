// The optional drawn signature (issue 28 §5): a PNG data URL from signature_pad. The server keeps it
// with the signature and the contract PDF embeds it, so only a real, small PNG is accepted: the
// exact data URL prefix, strict base64, at most MAX_SIGNATURE_BYTES, the PNG signature, every
// chunk's length and CRC, an IHDR with sane dimensions, image data, and IEND last. It is never
// decoded here: the checks are on its structure, so a crafted file costs nothing to refuse. The
// page runs the same check before posting, so a drawing that would be refused says so at once.

export const MAX_SIGNATURE_BYTES = 150 * 1024;
const DATA_URL_PREFIX = "data:image/png;base64,";
/** A phone's pad at 2× is about 700 × 320; a desktop's wider. Anything past these is not a pad. */
const WIDTH = { min: 40, max: 3000 };
const HEIGHT = { min: 20, max: 1500 };
const MAX_CHUNKS = 2000;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export type SignatureImageCheck =
  { ok: true; width: number; height: number; bytes: number } | { ok: false; error: string };

const UNREADABLE = "Your drawn signature could not be read. Please clear it and draw it again, or leave it out.";
const TOO_LARGE = "Your drawn signature is too large. Please clear it and draw it again more simply, or leave it out.";

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const uint32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const chunkType = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length === 0 || text.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether `dataUrl` is a drawn signature the booking page accepts (see the top of this file). */
export function checkSignatureImage(dataUrl: string): SignatureImageCheck {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) return { ok: false, error: UNREADABLE };
  const base64 = dataUrl.slice(DATA_URL_PREFIX.length);
  if (Math.floor((base64.length * 3) / 4) - 2 > MAX_SIGNATURE_BYTES) return { ok: false, error: TOO_LARGE };
  const png = decodeBase64(base64);
  if (!png) return { ok: false, error: UNREADABLE };
  if (png.length > MAX_SIGNATURE_BYTES) return { ok: false, error: TOO_LARGE };
  if (png.length < 8 + 25 + 12 || PNG_SIGNATURE.some((byte, i) => png[i] !== byte)) {
    return { ok: false, error: UNREADABLE };
  }
  let at = 8;
  let width = 0;
  let height = 0;
  let sawData = false;
  for (let count = 0; count < MAX_CHUNKS && at + 12 <= png.length; count++) {
    const length = uint32(png, at);
    const type = chunkType(png, at + 4);
    const end = at + 8 + length;
    if (end + 4 > png.length || crc32(png, at + 4, end) !== uint32(png, end)) break;
    if (count === 0) {
      if (type !== "IHDR" || length !== 13) break;
      width = uint32(png, at + 8);
      height = uint32(png, at + 12);
      const [depth, colour, compression, filter, interlace] = png.subarray(at + 16, at + 21);
      const validDepth = colour === 3 ? [1, 2, 4, 8].includes(depth!) : [8, 16].includes(depth!) || colour === 0;
      if (![0, 2, 3, 4, 6].includes(colour!) || !validDepth || compression !== 0 || filter !== 0 || interlace! > 1)
        break;
    } else if (type === "IHDR") break;
    if (type === "IDAT") sawData = true;
    if (type === "IEND") {
      if (length !== 0 || end + 4 !== png.length || !sawData) break;
      const sane = width >= WIDTH.min && width <= WIDTH.max && height >= HEIGHT.min && height <= HEIGHT.max;
      return sane ? { ok: true, width, height, bytes: png.length } : { ok: false, error: UNREADABLE };
    }
    at = end + 4;
  }
  return { ok: false, error: UNREADABLE };
}
