// SPEC §2.1: every pixel whose red, green and blue are each above 240 becomes fully transparent.
// Applied once at build time on raw pixels, so the browser never has to.

export const WHITE_THRESHOLD = 240;

/**
 * Returns a new RGBA buffer in which near-white pixels have alpha 0; other pixels keep their
 * colour and alpha. `raw` is 8-bit interleaved RGB (3 channels) or RGBA (4 channels).
 */
export function whiteToTransparent(raw: Uint8Array, channels: 3 | 4): Buffer {
  if (raw.length % channels !== 0) throw new Error(`raw length ${raw.length} is not a multiple of ${channels}`);
  const pixels = raw.length / channels;
  const out = Buffer.alloc(pixels * 4);
  for (let p = 0, i = 0, o = 0; p < pixels; p++, i += channels, o += 4) {
    const r = raw[i] ?? 0;
    const g = raw[i + 1] ?? 0;
    const b = raw[i + 2] ?? 0;
    out[o] = r;
    out[o + 1] = g;
    out[o + 2] = b;
    const white = r > WHITE_THRESHOLD && g > WHITE_THRESHOLD && b > WHITE_THRESHOLD;
    out[o + 3] = white ? 0 : channels === 4 ? (raw[i + 3] ?? 255) : 255;
  }
  return out;
}
