// Identifies an upload by its first bytes, never by its name or the Content-Type the browser
// sent. Accepted: JPEG, PNG, WebP, AVIF, TIFF (and HEIC when the installed sharp can decode it).

export type AcceptedType = "jpeg" | "png" | "webp" | "avif" | "tiff" | "heic";

export type Sniffed = { ok: true; type: AcceptedType; contentType: string } | { ok: false; type: string };

const CONTENT_TYPES: Record<AcceptedType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  tiff: "image/tiff",
  heic: "image/heic",
};

/** How many leading bytes `sniffType` needs. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** The ISO-BMFF (HEIF family) major and compatible brands of an `ftyp` box. */
function ftypBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return undefined;
  const size = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

export function sniffType(bytes: Uint8Array): Sniffed {
  const accept = (type: AcceptedType): Sniffed => ({ ok: true, type, contentType: CONTENT_TYPES[type] });
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return accept("jpeg");
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return accept("png");
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return accept("webp");
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return accept("tiff");
  const brands = ftypBrands(bytes);
  if (brands) {
    // AVIF first: an AVIF file may also list mif1.
    if (brands.some((b) => AVIF_BRANDS.has(b))) return accept("avif");
    if (brands.some((b) => HEIC_BRANDS.has(b))) return accept("heic");
    if (brands.some((b) => b.startsWith("qt") || b.startsWith("mp4") || b === "isom")) return refuse("a video");
    return refuse("an unknown ISO media file");
  }
  return refuse(describeOther(bytes));
}

function refuse(type: string): Sniffed {
  return { ok: false, type };
}

/** A human name for what a refused file is, for the message. */
function describeOther(bytes: Uint8Array): string {
  const head = ascii(bytes, 0, Math.min(bytes.length, SNIFF_BYTES));
  if (head.startsWith("GIF8")) return "a GIF image";
  if (head.startsWith("%PDF")) return "a PDF document";
  if (startsWith(bytes, [0x42, 0x4d])) return "a BMP image";
  if (head.startsWith("8BPS")) return "a Photoshop (PSD) file";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "a ZIP archive";
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return "an icon (ICO) file";
  if (ascii(bytes, 0, 4) === "RIFF") return "a RIFF file (audio or video)";
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(svg|!DOCTYPE svg)/i.test(head) || /<svg[\s>]/i.test(head)) {
    return "an SVG drawing";
  }
  if (/^\s*</.test(head)) return "an HTML or XML document";
  if (bytes.length === 0) return "an empty file";
  // Camera raw formats are mostly TIFF-based and caught above; Canon CR3 is ISO-BMFF.
  return "not an image this site can read";
}

/** The message for a refused file, naming what it is and what is accepted. */
export function refusalMessage(type: string): string {
  return `This file is ${type}. Please upload a JPEG, PNG, WebP, AVIF or TIFF photo.`;
}

export const HEIC_MESSAGE =
  "This is an HEIC photo (the iPhone's own format), which this server cannot convert. Please export it as " +
  "a JPEG first: on a Mac, open it in Preview and choose File → Export → JPEG (or in Photos: File → Export). " +
  "On the iPhone, Settings → Camera → Formats → Most Compatible makes new photos JPEGs.";
