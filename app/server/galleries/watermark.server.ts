import sharp from "sharp";
import { watermarkKey } from "../media/naming";
import { readAll, type MediaStorage, type StoredObject } from "../media/storage.server";

// "A watermark on previews": applied to the served variant, never to the original (which the
// print lab and full-resolution downloads read). Made once per variant, on first request, and kept
// beside it in private storage as private/wm-<name>, so every later view is a plain file read.
// The variant names are content hashes, so the watermarked copy's name can never go stale.

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/**
 * The overlay: the text repeated diagonally, faint, across the whole photo (a corner mark is
 * cropped off in a second), plus a stronger mark in the bottom-right corner. Pure, for the tests.
 */
export function watermarkSvg(width: number, height: number, text: string): string {
  const label = escapeXml(text.slice(0, 80));
  const size = Math.max(12, Math.round(Math.min(width, height) / 22));
  const tileWidth = Math.round(size * Math.max(8, label.length * 0.7));
  const tileHeight = size * 5;
  const corner = Math.max(12, Math.round(size * 0.9));
  const pad = Math.round(corner * 0.8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <pattern id="wm" width="${tileWidth}" height="${tileHeight}" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
      <text x="0" y="${size * 2}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" fill="#fff" fill-opacity="0.22" stroke="#000" stroke-opacity="0.12" stroke-width="1">${label}</text>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#wm)"/>
  <text x="${width - pad}" y="${height - pad}" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${corner}" fill="#fff" fill-opacity="0.75" stroke="#000" stroke-opacity="0.35" stroke-width="1">${label}</text>
</svg>`;
}

/** The watermarked copy of one variant's bytes, in the variant's own format. */
export async function watermark(input: Buffer, text: string): Promise<Buffer> {
  const image = sharp(input);
  const { width = 0, height = 0, format } = await image.metadata();
  const overlay = Buffer.from(watermarkSvg(width, height, text));
  const composed = image.composite([{ input: overlay, top: 0, left: 0 }]);
  if (format === "heif") return composed.avif({ quality: 52, effort: 2, chromaSubsampling: "4:2:0" }).toBuffer();
  if (format === "webp") return composed.webp({ quality: 78, effort: 3 }).toBuffer();
  return composed.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

// Two visitors asking for the same new copy at once share one encode.
const making = new Map<string, Promise<void>>();

/**
 * The stored watermarked copy of a variant (made now if this is the first request), or undefined
 * when the variant itself is missing from storage.
 */
export async function watermarkedVariant(
  storage: MediaStorage,
  name: string,
  sourceKey: string,
  text: string,
  contentType: string,
): Promise<StoredObject | undefined> {
  const key = watermarkKey(name);
  const kept = await storage.get(key);
  if (kept) return kept;
  let pending = making.get(key);
  if (!pending) {
    pending = (async () => {
      const source = await storage.get(sourceKey);
      if (!source) return;
      await storage.put(key, await watermark(await readAll(source), text), contentType);
    })().finally(() => making.delete(key));
    making.set(key, pending);
  }
  await pending;
  return storage.get(key);
}
