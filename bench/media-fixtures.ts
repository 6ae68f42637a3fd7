import sharp from "sharp";

// Camera-like test photos for the media benchmark: full-size, with a soft gradient and fine grain
// (smooth samples would flatter the encoders; pure noise would punish them unrealistically).

export async function cameraJpeg(options: { megapixels: number; seed: number }): Promise<Buffer> {
  const width = Math.round(Math.sqrt(options.megapixels * 1e6 * 1.5));
  const height = Math.round(width / 1.5);
  const s = options.seed;
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
    <defs><radialGradient id="g" cx="${30 + (s % 40)}%" cy="40%" r="80%">
      <stop offset="0" stop-color="rgb(${200 - (s % 60)},${150 + (s % 50)},110)"/>
      <stop offset="0.6" stop-color="rgb(120,${90 + ((s * 7) % 80)},140)"/>
      <stop offset="1" stop-color="rgb(30,40,${60 + ((s * 13) % 120)})"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${150 + (s % 300)}" cy="220" r="90" fill="rgba(250,240,220,0.55)"/></svg>`;
  const base = await sharp(Buffer.from(gradient)).resize(width, height).removeAlpha().raw().toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } },
  })
    .blur(0.8)
    .raw()
    .toBuffer();
  const mixed = Buffer.alloc(base.length);
  for (let i = 0; i < base.length; i++) mixed[i] = Math.max(0, Math.min(255, base[i]! + (grain[i]! - 128)));
  return sharp(mixed, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: "Canon", Model: "Canon EOS R6" }, IFD2: { DateTimeOriginal: "2025:10:04 18:30:00" } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
