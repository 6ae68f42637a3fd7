// Generated stand-ins for photos the photographer has not supplied yet: deterministic per key,
// in the slot's orientation, and clearly labelled "SAMPLE" so none is mistaken for a real photo.
import sharp from "sharp";
import type { ImageOrientation, ImageSlot } from "../../app/images/types";
import { createRandom } from "./random";
import { paletteFor } from "./sample-palettes";
import { beeSvg, wordmarkSvg } from "./sample-logos";
import { drawScene, type SceneName } from "./sample-scenes";
import { escapeXml } from "./svg-text";

/** Bump when the drawings change, so every sample is redrawn and re-encoded. */
export const SAMPLE_VERSION = 1;

const PHOTO_SIZES: Record<ImageOrientation, [number, number]> = {
  landscape: [1600, 1067],
  portrait: [1067, 1600],
  square: [1400, 1400],
};

const LOGO_SIZES: Record<ImageOrientation, [number, number]> = {
  landscape: [1000, 667],
  portrait: [667, 1000],
  square: [800, 800],
};

export function isLogo(slot: ImageSlot): boolean {
  return slot.kind === "logo";
}

export function sampleSize(slot: ImageSlot): [number, number] {
  return (isLogo(slot) ? LOGO_SIZES : PHOTO_SIZES)[slot.orientation];
}

/** "portfolio/wedding/001" → "wedding"; "site/bee-logo" → "site". */
function collectionOf(key: string): string {
  const parts = key.split("/");
  return (parts.length >= 3 ? parts[1] : parts[0]) ?? key;
}

const FLORAL = /flor|flower|bloom|bouquet|peon|rose|tulip/i;

function sceneFor(slot: ImageSlot, pick: <T>(items: readonly T[]) => T): SceneName {
  const collection = collectionOf(slot.key);
  if (collection !== "landscape" && (FLORAL.test(collection) || FLORAL.test(slot.label))) return "floral";
  if (slot.key.startsWith("prints/") || /landscape|desert|mountain|sky|hero/.test(collection)) {
    return pick(["mesa", "mesa", "dunes"] as const);
  }
  if (slot.key.startsWith("portfolio/")) return pick(["bokeh", "bokeh", "mesa", "dunes"] as const);
  return pick(["mesa", "dunes", "bokeh"] as const);
}

function caption(width: number, height: number, label: string): string {
  const size = Math.round(Math.min(width, height) * 0.038);
  const margin = size * 1.2;
  const text = label.length > 60 ? `${label.slice(0, 59)}…` : label;
  const pillWidth = size * 6.4;
  const pillTop = height - margin - size * 2.9;
  return `<defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></linearGradient></defs>
<rect y="${(height * 0.75).toFixed(1)}" width="${width}" height="${(height * 0.25).toFixed(1)}" fill="url(#scrim)"/>
<rect x="${margin}" y="${pillTop.toFixed(1)}" width="${pillWidth.toFixed(1)}" height="${(size * 1.5).toFixed(1)}" rx="${(size * 0.3).toFixed(1)}" fill="#ffffff" fill-opacity="0.9"/>
<text x="${(margin + pillWidth / 2).toFixed(1)}" y="${(pillTop + size * 1.08).toFixed(1)}" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${size}" letter-spacing="${(size * 0.12).toFixed(1)}" fill="#2a2420">SAMPLE</text>
<text x="${margin}" y="${(height - margin).toFixed(1)}" font-family="sans-serif" font-size="${Math.round(size * 0.9)}" fill="#ffffff" stroke="#000" stroke-opacity="0.45" stroke-width="${(size * 0.16).toFixed(1)}" paint-order="stroke">${escapeXml(text)}</text>`;
}

/** The SVG of a slot's sample: a photograph-like scene, the bee logo or a publication wordmark. */
export function sampleSvg(slot: ImageSlot): string {
  const [width, height] = sampleSize(slot);
  if (isLogo(slot)) {
    return /bee/i.test(slot.key) ? beeSvg(width, height) : wordmarkSvg(width, height, slot.label);
  }
  const random = createRandom(`${SAMPLE_VERSION}:${slot.key}`);
  const palette = paletteFor(`${collectionOf(slot.key)} ${slot.label.toLowerCase()}`, random);
  const scene = drawScene(sceneFor(slot, random.pick), { width, height, random, palette });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scene}${caption(width, height, slot.label)}</svg>`;
}

/** Renders a slot's sample: JPEG for photos, PNG (white background) for logos. */
export async function renderSample(slot: ImageSlot): Promise<Buffer> {
  const image = sharp(Buffer.from(sampleSvg(slot)));
  return isLogo(slot) ? image.png().toBuffer() : image.jpeg({ quality: 92 }).toBuffer();
}

export function sampleExtension(slot: ImageSlot): "png" | "jpg" {
  return isLogo(slot) ? "png" : "jpg";
}
