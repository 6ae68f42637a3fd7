import type { Patch, Region } from "./region";

// XMP is XML text: a location or a serial number is a property, written as an attribute
// (exif:GPSLatitude="33,30.0N") or an element (<exif:GPSLongitude>…</exif:GPSLongitude>). Each is
// overwritten with spaces, which XML reads as nothing between attributes or elements, so the packet
// keeps its length and stays valid XML; every other property (the photographer's name, keywords,
// the lens) is left as it was.

/** GPS* properties in any schema (exif:, DJI's drone-dji:Gps…), altitudes, and serial numbers. */
export function isPrivateProperty(localName: string): boolean {
  return /^gps/i.test(localName) || /(latitude|longitude|longtitude|altitude|serialnumber)$/i.test(localName);
}

const NAME = String.raw`([A-Za-z_][\w.-]*):([A-Za-z_][\w.-]*)`;
const ATTRIBUTE = new RegExp(String.raw`(?<=\s)${NAME}\s*=\s*(?:"[^"]*"|'[^']*')`, "g");
const OPEN_TAG = new RegExp(String.raw`<${NAME}(?:\s(?:"[^"]*"|'[^']*'|[^>"'])*)?(\/?)>`, "g");

/**
 * The [start, end) ranges of a packet's private properties, or undefined when it cannot be read
 * as text (UTF-16, an element that is never closed): then the caller blanks all of it.
 */
export function privateXmpRanges(text: string): Array<[number, number]> | undefined {
  if (text.slice(0, 512).includes("\0")) return undefined;
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(ATTRIBUTE)) {
    if (match[1] !== "xmlns" && isPrivateProperty(match[2]!)) ranges.push([match.index, match.index + match[0].length]);
  }
  for (const match of text.matchAll(OPEN_TAG)) {
    const [tag, prefix, local, selfClosing] = match;
    if (prefix === "xmlns" || !isPrivateProperty(local!)) continue;
    if (selfClosing) {
      ranges.push([match.index, match.index + tag.length]);
      continue;
    }
    const close = new RegExp(String.raw`</${prefix}:${local}\s*>`, "g");
    close.lastIndex = match.index + tag.length;
    const end = close.exec(text);
    if (!end) return undefined;
    ranges.push([match.index, end.index + end[0].length]);
  }
  return ranges;
}

/** The largest packet read whole (a camera's or Lightroom's is a few kilobytes). */
const MAX_PACKET = 16 * 1024 * 1024;

/** Blanks an XMP packet's private properties; all of it when it cannot be read. */
export async function scrubXmp(region: Region, out: Patch[]): Promise<void> {
  if (region.size > MAX_PACKET) {
    region.blank(out, 0, region.size, 0x20);
    return;
  }
  // latin1 keeps one character per byte, so offsets in the text are offsets in the file; the
  // markup searched for is ASCII, which UTF-8 never uses inside a multi-byte character.
  const text = (await region.read(0, region.size)).toString("latin1");
  const ranges = privateXmpRanges(text);
  if (!ranges) {
    region.blank(out, 0, region.size, 0x20);
    return;
  }
  for (const [start, end] of ranges) region.blank(out, start, end - start, 0x20);
}
