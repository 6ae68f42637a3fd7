import crypto from "node:crypto";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// Testimonial photos uploaded in the admin. Each upload is checked by decoding it, cropped to a
// small square and stored IN THE DATABASE in three formats, so every app instance can serve it.
// The URL carries a content hash, so it can be cached forever.

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_SIZE = 400;
// "heif" is AVIF's container; sharp's prebuilt libvips has no HEVC decoder, so HEIC photos fail
// to decode and are refused. iPhones send JPEG anyway when the file input does not list HEIC.
const ACCEPTED = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);

export const PHOTO_FORMATS = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
} as const;
export type PhotoExtension = keyof typeof PHOTO_FORMATS;

export class PhotoError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
  }
}

export const photoUrl = (hash: string, ext: PhotoExtension) => `/media/testimonials/${hash}.${ext}`;

/** Checks, re-encodes and stores an upload; returns the JPEG URL (what photo_url holds). */
export async function storeTestimonialPhoto(
  file: unknown,
  db: Kysely<Database> = sharedDb(),
): Promise<{ hash: string; url: string }> {
  if (!(file instanceof File) || file.size === 0) throw new PhotoError("Choose a photo to upload.", 400);
  if (file.size > MAX_PHOTO_BYTES) throw new PhotoError("That photo is larger than 5 MB.", 413);
  const source = Buffer.from(await file.arrayBuffer());
  const outputs = await encode(source);
  const hash = crypto.createHash("sha256").update(source).digest("hex").slice(0, 32);
  for (const [ext, bytes] of Object.entries(outputs) as Array<[PhotoExtension, Buffer]>) {
    await db
      .insertInto("admin_photos")
      .values({ hash, format: ext, content_type: PHOTO_FORMATS[ext], bytes })
      .onConflict((oc) => oc.columns(["hash", "format"]).doNothing())
      .execute();
  }
  return { hash, url: photoUrl(hash, "jpg") };
}

async function encode(source: Buffer): Promise<Record<PhotoExtension, Buffer>> {
  const notImage = new PhotoError("That file is not a supported image (JPEG, PNG, WebP or AVIF).", 400);
  // A decompression bomb must not take the server down: cap the decoded size.
  const options = { limitInputPixels: 40_000_000, failOn: "error" as const };
  let format: string | undefined;
  try {
    format = (await sharp(source, options).metadata()).format;
  } catch {
    throw notImage;
  }
  if (!format || !ACCEPTED.has(format)) throw notImage;
  try {
    // rotate() applies the camera's orientation; metadata (GPS and all) is dropped by default.
    const square = await sharp(source, options)
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: sharp.strategy.attention })
      .toBuffer();
    const [avif, webp, jpg] = await Promise.all([
      sharp(square).avif({ quality: 50, effort: 4 }).toBuffer(),
      sharp(square).webp({ quality: 78 }).toBuffer(),
      sharp(square).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    ]);
    return { avif, webp, jpg };
  } catch {
    throw notImage;
  }
}

/** A stored photo for the media route; undefined when the name is unknown. */
export async function findTestimonialPhoto(
  fileName: string,
  db: Kysely<Database> = sharedDb(),
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const match = /^([0-9a-f]{32})\.(avif|webp|jpg)$/.exec(fileName);
  if (!match) return undefined;
  const [, hash, ext] = match as unknown as [string, string, PhotoExtension];
  const row = await db
    .selectFrom("admin_photos")
    .select(["bytes", "content_type"])
    .where("hash", "=", hash)
    .where("format", "=", ext)
    .executeTakeFirst();
  return row && { bytes: Buffer.from(row.bytes), contentType: row.content_type };
}
