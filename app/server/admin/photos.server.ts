import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { ingestFile } from "../media/ingest.server";
import { getPhoto, type MediaVariant, type PhotoUsage } from "../media/library.server";

// Testimonial photos live in the media library (issue 17): an upload in moderation, or a photo
// fetched on approval, is taken in like any other (kept private, processed by the jobs into
// AVIF/WebP/JPEG, GPS stripped) with source "testimonial". The testimonial keeps a short, stable
// URL, /media/testimonials/<hash>.jpg, that testimonial_photo_links maps to its library photo and
// that the media route redirects to the processed file. Photos stored as database blobs before
// (admin_photos) are carried over at start-up (carryOverTestimonialPhotos, migration 0011).

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const PHOTO_FORMATS = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
} as const;
export type PhotoExtension = keyof typeof PHOTO_FORMATS;
const VARIANT_FORMAT: Record<PhotoExtension, MediaVariant["format"]> = { avif: "avif", webp: "webp", jpg: "jpeg" };
/** The old photos were 400 px squares; their URLs now lead to the variant closest to that. */
const LEGACY_WIDTH = 400;

export class PhotoError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
  }
}

export const photoUrl = (hash: string, ext: PhotoExtension) => `/media/testimonials/${hash}.${ext}`;
const hashOf = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/**
 * Takes a testimonial's photo into the library; returns the URL photo_url holds. Accepts the
 * form's File (an upload in moderation) or the bytes themselves (a photo fetched on approval).
 */
export async function storeTestimonialPhoto(
  file: unknown,
  db: Kysely<Database> = sharedDb(),
): Promise<{ hash: string; url: string; photoId: number }> {
  if (file instanceof Blob) {
    if (file.size === 0) throw new PhotoError("Choose a photo to upload.", 400);
    if (file.size > MAX_PHOTO_BYTES) throw new PhotoError("That photo is larger than 5 MB.", 413);
    const name = file instanceof File && file.name ? file.name : "testimonial-photo";
    return storeTestimonialPhotoBytes(new Uint8Array(await file.arrayBuffer()), name, db);
  }
  if (file instanceof Uint8Array) return storeTestimonialPhotoBytes(file, "testimonial-photo", db);
  throw new PhotoError("Choose a photo to upload.", 400);
}

/** The bytes-accepting entry point (used for photos fetched from a review's photo_url). */
export async function storeTestimonialPhotoBytes(
  bytes: Uint8Array,
  filename: string,
  db: Kysely<Database> = sharedDb(),
): Promise<{ hash: string; url: string; photoId: number }> {
  if (bytes.byteLength === 0) throw new PhotoError("Choose a photo to upload.", 400);
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new PhotoError("That photo is larger than 5 MB.", 413);
  const result = await withTempFile(bytes, (file) =>
    ingestFile({ path: file, filename, size: bytes.byteLength }, { source: "testimonial", db }),
  );
  if (!result.ok) throw new PhotoError(`That file is not a supported image. ${result.error}`, 400);
  const hash = hashOf(bytes);
  await linkHash(db, hash, result.photo.id);
  return { hash, url: photoUrl(hash, "jpg"), photoId: result.photo.id };
}

async function linkHash(db: Kysely<Database>, hash: string, photoId: number) {
  await db
    .insertInto("testimonial_photo_links")
    .values({ hash, photo_id: photoId })
    .onConflict((oc) => oc.column("hash").doUpdateSet({ photo_id: photoId }))
    .execute();
}

async function withTempFile<T>(bytes: Uint8Array, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "testimonial-photo-"));
  try {
    const file = path.join(dir, "upload");
    await fs.writeFile(file, bytes);
    return await work(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export type TestimonialPhotoAnswer =
  | { kind: "redirect"; location: string }
  | { kind: "bytes"; bytes: Buffer; contentType: string }
  | { kind: "processing" }
  | { kind: "missing" };

/**
 * What /media/testimonials/<hash>.<ext> answers: a redirect to the library photo's variant in
 * that format once it is processed; the old blob while it has not been carried over yet.
 */
export async function findTestimonialPhoto(
  fileName: string,
  db: Kysely<Database> = sharedDb(),
): Promise<TestimonialPhotoAnswer> {
  const match = /^([0-9a-f]{32})\.(avif|webp|jpg)$/.exec(fileName);
  if (!match) return { kind: "missing" };
  const [, hash, ext] = match as unknown as [string, string, PhotoExtension];
  const link = await db
    .selectFrom("testimonial_photo_links")
    .select("photo_id")
    .where("hash", "=", hash)
    .executeTakeFirst();
  const photo = link?.photo_id ? await getPhoto(db, Number(link.photo_id)) : undefined;
  if (photo) {
    if (photo.state !== "ready") return { kind: "processing" };
    const own = photo.variants.filter((v) => v.format === VARIANT_FORMAT[ext]).sort((a, b) => a.width - b.width);
    const variant = own.find((v) => v.width >= LEGACY_WIDTH) ?? own.at(-1);
    return variant ? { kind: "redirect", location: variant.url } : { kind: "missing" };
  }
  const row = await db
    .selectFrom("admin_photos")
    .select(["bytes", "content_type"])
    .where("hash", "=", hash)
    .where("format", "=", ext)
    .executeTakeFirst();
  return row ? { kind: "bytes", bytes: Buffer.from(row.bytes), contentType: row.content_type } : { kind: "missing" };
}

/**
 * Moves the blobs left by 0006 (listed by migration 0011 in testimonial_photo_links, photo_id
 * still empty) into the library: idempotent and resumable, so a crash halfway loses nothing.
 * It runs after the migrations rather than inside one because it writes files to the media
 * storage, which no database transaction covers. The JPEG is the best of the three encodings.
 */
export async function carryOverTestimonialPhotos(db: Kysely<Database> = sharedDb()): Promise<number> {
  const pending = await db.selectFrom("testimonial_photo_links").select("hash").where("photo_id", "is", null).execute();
  let moved = 0;
  for (const { hash } of pending) {
    const rows = await db.selectFrom("admin_photos").select(["format", "bytes"]).where("hash", "=", hash).execute();
    const best = rows.find((r) => r.format === "jpg") ?? rows.find((r) => r.format === "webp") ?? rows[0];
    if (!best) {
      await db.deleteFrom("testimonial_photo_links").where("hash", "=", hash).execute();
      continue;
    }
    const bytes = new Uint8Array(best.bytes);
    const result = await withTempFile(bytes, (file) =>
      ingestFile(
        { path: file, filename: `testimonial-${hash.slice(0, 8)}.${best.format}`, size: bytes.byteLength },
        { source: "testimonial", db },
      ),
    );
    if (!result.ok) {
      console.error(`media: testimonial photo ${hash} could not be carried over: ${result.error}`);
      continue;
    }
    await db.transaction().execute(async (trx) => {
      await linkHash(trx, hash, result.photo.id);
      await trx.deleteFrom("admin_photos").where("hash", "=", hash).execute();
    });
    moved++;
  }
  return moved;
}

/** The testimonials showing a photo: listed in the library, and they block its deletion. */
export async function testimonialsUsingPhoto(db: Kysely<Database>, photoId: number): Promise<PhotoUsage[]> {
  const hashes = await db
    .selectFrom("testimonial_photo_links")
    .select("hash")
    .where("photo_id", "=", photoId)
    .execute();
  const urls = hashes.flatMap(({ hash }) =>
    (Object.keys(PHOTO_FORMATS) as PhotoExtension[]).map((e) => photoUrl(hash, e)),
  );
  if (urls.length === 0) return [];
  const rows = await db
    .selectFrom("testimonials")
    .select(["id", "bride_name", "groom_name"])
    .where("photo_url", "in", urls)
    .orderBy("id")
    .execute();
  return rows.map((t) => ({
    label: `Testimonial from ${t.groom_name ? `${t.bride_name} & ${t.groom_name}` : t.bride_name}`,
    href: `/admin/testimonials/${t.id}`,
  }));
}
