// Turns one source image into responsive AVIF, WebP and JPEG (PNG for logos) files.
import { rm } from "node:fs/promises";
import path from "node:path";
import sharp, { type AvifOptions, type JpegOptions, type PngOptions, type SharpOptions, type WebpOptions } from "sharp";
import type { ResolvedImage } from "../../app/images/types";
import { whiteToTransparent } from "./logo";

/** Bump when the encoding changes in a way the settings below do not capture. */
export const PIPELINE_VERSION = 1;

/** Candidate widths; an image never gets a width beyond its source (no upscaling). */
export const WIDTHS = [400, 800, 1200, 1600] as const;
/** Logos show small (the bee mark is 40–56 px): a narrow file keeps the header light. */
export const LOGO_WIDTHS = [160, 400, 800] as const;

export type SourceOrigin = "photo" | "sample";

export interface EncodeSettings {
  version: number;
  widths: readonly number[];
  logo: boolean;
  avif: AvifOptions;
  /**
   * AVIF effort for the files wider than 800 px, when it differs: the wide files of a sample take
   * three quarters of its AVIF time and are asked for only by large screens.
   */
  avifWideEffort?: number;
  webp: WebpOptions;
  jpeg: JpegOptions;
  png: PngOptions;
  placeholderWidth: number;
  /** Drop AVIF or WebP when it is not smaller than the fallback (flat-colour logos). */
  modernOnlyWhenSmaller: boolean;
}

/**
 * Samples are smooth and get faster efforts, so a clean build of ~430 samples stays quick;
 * real photos get the better, slower ones.
 */
export function settingsFor(logo: boolean, origin: SourceOrigin): EncodeSettings {
  return {
    version: PIPELINE_VERSION,
    widths: logo ? LOGO_WIDTHS : WIDTHS,
    logo,
    avif: logo
      ? { quality: 70, effort: origin === "sample" ? 3 : 4 }
      : { quality: 52, effort: origin === "sample" ? 2 : 4, chromaSubsampling: "4:2:0" },
    // Samples only (placeholders until her own photos replace them): effort 1 makes a 1600 px file
    // in a third of the time for ~15% more bytes, and a clean build (and CI) ~90 s shorter.
    ...(!logo && origin === "sample" ? { avifWideEffort: 1 } : {}),
    webp: logo ? { quality: 90, alphaQuality: 100, effort: 4 } : { quality: 78, effort: origin === "sample" ? 2 : 4 },
    // mozjpeg makes files ~25% smaller at 3x the time: worth it for photos, not for samples.
    jpeg:
      origin === "sample" ? { quality: 80, progressive: true, optimiseCoding: true } : { quality: 78, mozjpeg: true },
    png: { compressionLevel: 9, palette: true, quality: 95, effort: 7 },
    placeholderWidth: 16,
    modernOnlyWhenSmaller: logo,
  };
}

/** The widths to produce for a source this wide: the candidates below it, plus its own (capped) width. */
export function widthsFor(sourceWidth: number, candidates: readonly number[] = WIDTHS): number[] {
  const largest = Math.min(sourceWidth, Math.max(...candidates));
  // Skip a candidate within 10% of the largest: it would only duplicate it.
  return [...candidates.filter((w) => w <= largest * 0.9), largest];
}

export interface EncodeRequest {
  source: Buffer;
  settings: EncodeSettings;
  /** File-name stem, e.g. "portfolio-wedding-001-1a2b3c4d". */
  stem: string;
  outDir: string;
  urlPrefix: string;
  key: string;
}

export interface EncodeResult {
  image: ResolvedImage;
  files: string[];
}

export async function encodeImage(request: EncodeRequest): Promise<EncodeResult> {
  const { settings, stem, outDir, urlPrefix, key } = request;
  const largest = Math.max(...settings.widths);
  // Decode once: orient by EXIF, convert to sRGB (sharp applies any embedded ICC profile), cap the
  // width, and keep raw pixels. Outputs carry no metadata at all (no EXIF, GPS or XMP).
  let base = sharp(request.source, { failOn: "error" })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace("srgb");
  base = settings.logo ? base.ensureAlpha() : base.flatten({ background: "#ffffff" });
  const decoded = await base.raw().toBuffer({ resolveWithObject: true });
  const { width, height } = decoded.info;
  const channels = settings.logo ? 4 : 3;
  const pixels = settings.logo ? whiteToTransparent(decoded.data, 4) : decoded.data;
  const raw = { raw: { width, height, channels } } as const;

  const widths = widthsFor(width, settings.widths);
  const fallback = settings.logo ? "png" : "jpg";
  const files: string[] = [];
  const srcset = { avif: [] as string[], webp: [] as string[], fallback: [] as string[] };
  const bytes = { avif: 0, webp: 0, fallback: 0 };
  const written = { avif: [] as string[], webp: [] as string[], fallback: [] as string[] };
  for (const w of widths) {
    const resized = sharp(pixels, raw).resize({ width: w });
    const name = (ext: string) => `${stem}-${w}.${ext}`;
    const outputs = [
      {
        format: "avif",
        ext: "avif",
        image: resized
          .clone()
          .avif(
            w > 800 && settings.avifWideEffort !== undefined
              ? { ...settings.avif, effort: settings.avifWideEffort }
              : settings.avif,
          ),
      },
      { format: "webp", ext: "webp", image: resized.clone().webp(settings.webp) },
      {
        format: "fallback",
        ext: fallback,
        image: settings.logo ? resized.clone().png(settings.png) : resized.clone().jpeg(settings.jpeg),
      },
    ] as const;
    for (const { format, ext, image } of outputs) {
      const info = await image.toFile(path.join(outDir, name(ext)));
      bytes[format] += info.size;
      written[format].push(name(ext));
      srcset[format].push(`${urlPrefix}${name(ext)} ${w}w`);
    }
  }
  // A flat-colour logo is often smaller as a palette PNG than as AVIF or WebP with alpha (the
  // sample bee: 5.8 KB PNG, 8.4 KB AVIF at 160 px). A modern format that is not smaller is dropped,
  // so the browser is never offered the heavier file.
  for (const format of ["avif", "webp"] as const) {
    if (settings.modernOnlyWhenSmaller && bytes[format] >= bytes.fallback) {
      await Promise.all(written[format].map((file) => rm(path.join(outDir, file), { force: true })));
      written[format] = [];
      srcset[format] = [];
    }
  }
  files.push(...written.avif, ...written.webp, ...written.fallback);

  const middle = widths[Math.floor(widths.length / 2)] ?? width;
  return {
    files,
    image: {
      key,
      width,
      height,
      placeholder: settings.logo ? "" : await placeholder(pixels, raw, settings.placeholderWidth),
      srcset: { avif: srcset.avif.join(", "), webp: srcset.webp.join(", "), fallback: srcset.fallback.join(", ") },
      src: `${urlPrefix}${stem}-${middle}.${fallback}`,
    },
  };
}

/**
 * A ~16px-wide WebP as a data URI (well under 300 bytes). Browsers upscale it smoothly, which
 * reads as a soft blur. Logos get none: a blurred backdrop would show through their transparency.
 */
async function placeholder(pixels: Buffer, raw: SharpOptions, width: number): Promise<string> {
  const tiny = await sharp(pixels, raw).resize({ width }).blur(0.6).webp({ quality: 45, effort: 6 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString("base64")}`;
}
