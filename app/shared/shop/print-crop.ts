// The crop of a gallery photo for its print (issue 31 §7, docs/decisions/047-shop-fulfilment.md):
// fractions of the photo's width and height, so it means the same on the original, on any
// thumbnail and at the lab. The frame has the print size's proportions in the photo's own
// orientation (a landscape photo is printed 10x8, not 8x10). Pure: the crop tool and the server
// check it by the same rules.

export interface Crop {
  /** Left edge, fraction of the photo's width. */
  x: number;
  /** Top edge, fraction of the photo's height. */
  y: number;
  /** Width, fraction of the photo's width. */
  w: number;
  /** Height, fraction of the photo's height. */
  h: number;
}

/** How far the frame's proportions may be off the print's (1 %: a pixel or two of rounding). */
export const RATIO_TOLERANCE = 0.01;
/** The smallest frame: a tenth of the photo's side. */
export const MIN_CROP = 0.1;
const EDGE = 1e-6;

/** "8x10" → 0.8 for a portrait photo, 1.25 for a landscape one: width ÷ height of the printed frame. */
export function printRatio(size: string, photo: { width: number; height: number }): number | undefined {
  const match = /^(\d{1,3})x(\d{1,3})$/.exec(size);
  if (!match) return undefined;
  const a = Number(match[1]);
  const b = Number(match[2]);
  if (a <= 0 || b <= 0) return undefined;
  const short = Math.min(a, b);
  const long = Math.max(a, b);
  return photo.width >= photo.height ? long / short : short / long;
}

/** The largest frame of the print's proportions, centred: what the lab gets until she moves it. */
export function defaultCrop(ratio: number, photo: { width: number; height: number }): Crop {
  const photoRatio = photo.width / photo.height;
  // Frame width ÷ height in fractions: ratio in pixels ÷ the photo's own.
  const fractionRatio = ratio / photoRatio;
  const w = fractionRatio <= 1 ? fractionRatio : 1;
  const h = fractionRatio <= 1 ? 1 : 1 / fractionRatio;
  return { x: (1 - w) / 2, y: (1 - h) / 2, w, h };
}

export type CropCheck = { ok: true; crop: Crop } | { ok: false; error: string };

/** Whether a crop lies inside the photo with the print's proportions (within RATIO_TOLERANCE). */
export function checkCrop(crop: Crop, ratio: number, photo: { width: number; height: number }): CropCheck {
  const values = [crop.x, crop.y, crop.w, crop.h];
  if (!values.every((v) => typeof v === "number" && Number.isFinite(v))) {
    return { ok: false, error: "The crop was not understood; move the frame again and save." };
  }
  if (crop.x < -EDGE || crop.y < -EDGE || crop.x + crop.w > 1 + EDGE || crop.y + crop.h > 1 + EDGE) {
    return { ok: false, error: "The crop must stay inside the photo." };
  }
  if (crop.w < MIN_CROP - EDGE || crop.h < MIN_CROP - EDGE) {
    return { ok: false, error: "The crop is too small to print; make the frame larger." };
  }
  const pixels = (crop.w * photo.width) / (crop.h * photo.height);
  if (Math.abs(pixels / ratio - 1) > RATIO_TOLERANCE) {
    return { ok: false, error: "The crop does not have the print size's proportions; reset the frame and try again." };
  }
  const clamp = (v: number) => Math.min(Math.max(v, 0), 1);
  return { ok: true, crop: { x: clamp(crop.x), y: clamp(crop.y), w: clamp(crop.w), h: clamp(crop.h) } };
}

/** The crop in the original's pixels, for the lab: "left 120, top 0, 2400 × 3000 px". */
export function cropPixels(crop: Crop, photo: { width: number; height: number }) {
  return {
    left: Math.round(crop.x * photo.width),
    top: Math.round(crop.y * photo.height),
    width: Math.round(crop.w * photo.width),
    height: Math.round(crop.h * photo.height),
  };
}

/** A stored crop (JSON), or undefined when none was saved or it does not read back. */
export function parseStoredCrop(stored: string | null | undefined): Crop | undefined {
  if (!stored) return undefined;
  try {
    const value = JSON.parse(stored) as Partial<Crop>;
    const { x, y, w, h } = value;
    return [x, y, w, h].every((v) => typeof v === "number" && Number.isFinite(v))
      ? { x: x!, y: y!, w: w!, h: h! }
      : undefined;
  } catch {
    return undefined;
  }
}
