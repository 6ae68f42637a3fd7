import sharp, { type Sharp, type SharpOptions } from "sharp";
import { settingsFor, widthsFor, WIDTHS } from "../../../scripts/images/encode";
import type { AppDatabase } from "../db/db.server";
import { PermanentJobError, registerJobKind, type JobContext } from "../jobs/jobs.server";
import { PROCESS_PHOTO_JOB, PURGE_FILES_JOB, type ProcessPhotoPayload, type PurgeFilesPayload } from "./library.server";
import { MAX_INPUT_PIXELS } from "./limits";
import {
  contentTypeOf,
  privateKey,
  privatePath,
  publicKey,
  publicPath,
  variantName,
  type VariantFormat,
} from "./naming";
import { mediaStorage, readAll, type MediaStorage } from "./storage.server";
import { readCameraInfo } from "./camera-info.server";
import { purgeFiles } from "./purge.server";

// Turns a library original into what the pages use, as a durable job (one photo at a time per
// process): upright by its EXIF orientation, converted to sRGB from its ICC profile, AVIF, WebP
// and JPEG at the build pipeline's widths (scripts/images/encode.ts) with no metadata at all (no
// EXIF, no GPS), a blurred placeholder and a dominant colour. Camera, lens and capture date are
// read from the original into the database for the admin.

// One libvips thread: with the jobs worker running one photo at a time this keeps the second
// core for the site's requests (measured in bench/RESULTS.md).
export const SHARP_THREADS = 1;

export function configureSharp() {
  sharp.concurrency(SHARP_THREADS);
  // libvips' operation cache only helps repeated work on one image; photos arrive once.
  sharp.cache(false);
}

export const PROCESS_POLICY = { maxAttempts: 4, baseDelayMs: 15_000 };

export interface EncodedVariant {
  format: VariantFormat;
  width: number;
  height: number;
  name: string;
  body: Buffer;
}

export interface EncodedPhoto {
  /** The original's size, upright. */
  width: number;
  height: number;
  placeholder: string;
  dominantColor: string;
  variants: EncodedVariant[];
}

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, "0");

/**
 * Decodes once (orientation, sRGB, capped at the widest variant) and encodes every variant.
 * Throws PermanentJobError for a file that cannot be decoded or is too large to decode.
 */
export async function encodePhoto(input: Buffer | string): Promise<EncodedPhoto> {
  const settings = settingsFor(false, "photo");
  const largest = Math.max(...WIDTHS);
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" };
  let meta;
  try {
    meta = await sharp(input, options).metadata();
  } catch (error) {
    throw new PermanentJobError(decodeMessage(error));
  }
  const upright = (meta.orientation ?? 1) >= 5;
  const width = (upright ? meta.height : meta.width) ?? 0;
  const height = (upright ? meta.width : meta.height) ?? 0;
  let decoded;
  try {
    // rotate(): EXIF orientation. toColourspace("srgb"): the embedded ICC profile (P3, Adobe RGB)
    // is converted to sRGB. Raw pixels carry no metadata, so nothing (GPS above all) can reach
    // a variant.
    decoded = await sharp(input, options)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new PermanentJobError(decodeMessage(error));
  }
  const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: 3 } } as const;
  const pixels = decoded.data;
  const variants: EncodedVariant[] = [];
  for (const w of widthsFor(decoded.info.width, settings.widths)) {
    const resized = sharp(pixels, raw).resize({ width: w });
    const outputs: Array<[VariantFormat, Sharp]> = [
      ["avif", resized.clone().avif(settings.avif)],
      ["webp", resized.clone().webp(settings.webp)],
      ["jpeg", resized.clone().jpeg(settings.jpeg)],
    ];
    for (const [format, image] of outputs) {
      const { data, info } = await image.toBuffer({ resolveWithObject: true });
      variants.push({
        format,
        width: info.width,
        height: info.height,
        name: variantName(data, info.width, format),
        body: data,
      });
    }
  }
  const tiny = await sharp(pixels, raw)
    .resize({ width: settings.placeholderWidth })
    .blur(0.6)
    .webp({ quality: 45, effort: 6 })
    .toBuffer();
  const { dominant } = await sharp(pixels, raw).stats();
  return {
    width: width || decoded.info.width,
    height: height || decoded.info.height,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    dominantColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    variants,
  };
}

function decodeMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return `This image is larger than ${MAX_INPUT_PIXELS / 1e6} megapixels and was not opened.`;
  }
  return `This photo could not be read (the file may be damaged): ${message.split("\n")[0]}`;
}

/** Processes one photo: the job handler of "media.process". */
export async function processPhoto(
  app: AppDatabase,
  photoId: number,
  storage: MediaStorage = mediaStorage(),
): Promise<void> {
  const photo = await app.db
    .selectFrom("media_photos")
    .select(["id", "original_key", "state", "source"])
    .where("id", "=", photoId)
    .executeTakeFirst();
  // Deleted since it was queued, or a bundled photo: nothing to do.
  if (!photo?.original_key || photo.state === "ready") return;
  await app.db
    .updateTable("media_photos")
    .set({ state: "processing", failure_reason: null, updated_at: new Date() })
    .where("id", "=", photoId)
    .execute();

  const local = storage.localPath?.(photo.original_key);
  let input: Buffer | string;
  if (local) {
    input = local;
  } else {
    const object = await storage.get(photo.original_key);
    if (!object) throw new PermanentJobError("The original file is missing from storage.");
    input = await readAll(object);
  }
  const [camera, encoded] = await Promise.all([readCameraInfo(input), encodePhoto(input)]);
  // A client's photos are private: their variants are kept where /media cannot reach them.
  const isPrivate = photo.source === "gallery";
  const keyOf = isPrivate ? privateKey : publicKey;
  const pathOf = isPrivate ? privatePath : publicPath;
  for (const v of encoded.variants) await storage.put(keyOf(v.name), v.body, contentTypeOf(v.name));

  await app.db.transaction().execute(async (trx) => {
    const still = await trx.selectFrom("media_photos").select("id").where("id", "=", photoId).executeTakeFirst();
    if (!still) return; // deleted meanwhile: its purge job removes what it knew; these names are content-addressed
    await trx.deleteFrom("media_variants").where("photo_id", "=", photoId).execute();
    await trx
      .insertInto("media_variants")
      .values(
        encoded.variants.map((v) => ({
          photo_id: photoId,
          format: v.format,
          width: v.width,
          height: v.height,
          bytes: v.body.length,
          path: pathOf(v.name),
          storage_key: keyOf(v.name),
        })),
      )
      .execute();
    await trx
      .updateTable("media_photos")
      .set({
        state: "ready",
        failure_reason: null,
        width: encoded.width,
        height: encoded.height,
        placeholder: encoded.placeholder,
        dominant_color: encoded.dominantColor,
        camera: camera.camera,
        lens: camera.lens,
        captured_at: camera.capturedAt,
        updated_at: new Date(),
      })
      .where("id", "=", photoId)
      .execute();
  });
}

async function markFailed(app: AppDatabase, photoId: number, reason: string) {
  await app.db
    .updateTable("media_photos")
    .set({ state: "failed", failure_reason: reason.slice(0, 500), updated_at: new Date() })
    .where("id", "=", photoId)
    .execute();
}

export function registerMediaJobs() {
  registerJobKind<ProcessPhotoPayload>({
    kind: PROCESS_PHOTO_JOB,
    policy: PROCESS_POLICY,
    async run(payload, context: JobContext) {
      try {
        await processPhoto(context.app, payload.photoId);
      } catch (error) {
        // Waiting for another attempt: the admin sees it queued again, not failed.
        if (!(error instanceof PermanentJobError) && !context.lastAttempt) {
          await context.app.db
            .updateTable("media_photos")
            .set({ state: "queued" })
            .where("id", "=", payload.photoId)
            .execute();
        }
        throw error;
      }
    },
    async onDead(payload, error, context) {
      await markFailed(context.app, payload.photoId, error);
    },
  });
  registerJobKind<PurgeFilesPayload>({
    kind: PURGE_FILES_JOB,
    policy: { maxAttempts: 8, baseDelayMs: 30_000 },
    async run(payload, context) {
      await purgeFiles(context.app, payload.keys);
    },
  });
}
