import crypto from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import { toIso } from "../db/db.server";
import type { Database, MediaPhotosTable, MediaVariantsTable } from "../db/schema";
import { env } from "../env.server";
import { enqueueJob } from "../jobs/jobs.server";
import { publicUrl, type VariantFormat } from "./naming";
import { MAX_ALT_TEXT } from "~/shared/media/photo-library.schema";

// The media library's records: what the admin screens and the pages read. Processing lives in
// process.server.ts, uploads in ingest.server.ts, files in storage.server.ts, deleting in
// photo-delete.server.ts (which asks photo-usages.server.ts what shows a photo).

export type MediaState = "queued" | "processing" | "ready" | "failed";

export interface MediaVariant {
  format: VariantFormat;
  width: number;
  height: number;
  url: string;
}

export interface MediaPhoto {
  id: number;
  sha256: string;
  md5: string;
  filename: string;
  bytes: number;
  state: MediaState;
  failureReason: string | null;
  width: number | null;
  height: number | null;
  altText: string;
  camera: string | null;
  lens: string | null;
  capturedAt: string | null;
  /** A data: URI of a tiny blurred WebP. */
  placeholder: string | null;
  /** #rrggbb */
  dominantColor: string | null;
  /** Widest last within each format. */
  variants: MediaVariant[];
  source: "upload" | "bundled" | "testimonial" | "gallery";
  createdAt: string;
}

/** A place that shows a photo, for the library screen and for refusing a delete. */
export interface PhotoUsage {
  label: string;
  href: string;
}

/** The job kind that turns an original into variants (registered by process.server.ts). */
export const PROCESS_PHOTO_JOB = "media.process";
/** The job kind that removes files nothing refers to any more. */
export const PURGE_FILES_JOB = "media.purge";

export interface ProcessPhotoPayload {
  photoId: number;
}
export interface PurgeFilesPayload {
  keys: string[];
}

type PhotoRow = Selectable<MediaPhotosTable>;
type VariantRow = Selectable<MediaVariantsTable>;

const FORMAT_ORDER: Record<string, number> = { avif: 0, webp: 1, jpeg: 2 };

function toPhoto(row: PhotoRow, variants: VariantRow[], mediaPublicUrl = env().MEDIA_PUBLIC_URL): MediaPhoto {
  return {
    id: Number(row.id),
    sha256: row.sha256,
    md5: row.md5,
    filename: row.filename,
    bytes: Number(row.bytes),
    state: row.state,
    failureReason: row.failure_reason,
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    altText: row.alt_text,
    camera: row.camera,
    lens: row.lens,
    capturedAt: row.captured_at,
    placeholder: row.placeholder,
    dominantColor: row.dominant_color,
    variants: variants
      .map((v) => ({
        format: v.format,
        width: Number(v.width),
        height: Number(v.height),
        url: publicUrl(v.path, mediaPublicUrl),
      }))
      .sort((a, b) => (FORMAT_ORDER[a.format] ?? 9) - (FORMAT_ORDER[b.format] ?? 9) || a.width - b.width),
    source: row.source,
    createdAt: toIso(row.created_at),
  };
}

async function withVariants(db: Kysely<Database>, rows: PhotoRow[]): Promise<MediaPhoto[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .selectFrom("media_variants")
    .selectAll()
    .where(
      "photo_id",
      "in",
      rows.map((r) => Number(r.id)),
    )
    .execute();
  const byPhoto = new Map<number, VariantRow[]>();
  for (const v of variants) {
    const list = byPhoto.get(Number(v.photo_id)) ?? [];
    list.push(v);
    byPhoto.set(Number(v.photo_id), list);
  }
  return rows.map((row) => toPhoto(row, byPhoto.get(Number(row.id)) ?? []));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A photo of the library's own list: never a client gallery's. */
export type LibraryListPhoto = MediaPhoto & { source: Exclude<MediaPhoto["source"], "gallery"> };

/**
 * Newest first; `search` matches the file name (case-insensitive) anywhere. A client gallery's
 * photos are never listed: they belong to their gallery, and every picker of the public pages
 * reads this list.
 */
export async function listPhotos(
  db: Kysely<Database>,
  options: { search?: string; limit?: number; offset?: number; withOriginal?: boolean } = {},
): Promise<{ photos: LibraryListPhoto[]; total: number }> {
  const limit = Math.min(Math.max(1, Math.floor(options.limit ?? 60)), 500);
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const search = options.search?.trim().toLowerCase();
  let query = db.selectFrom("media_photos").where("source", "!=", "gallery");
  // Only photos with an original file (not the site's built-in ones): what a client gallery delivers.
  if (options.withOriginal) query = query.where("original_key", "is not", null);
  if (search) {
    // ESCAPE spelled out: SQLite has no default escape character for LIKE.
    query = query.where(sql<boolean>`lower(filename) like ${`%${escapeLike(search)}%`} escape '\\'`);
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst(),
  ]);
  return { photos: (await withVariants(db, rows)) as LibraryListPhoto[], total: Number(count?.n ?? 0) };
}

export async function getPhoto(db: Kysely<Database>, id: number): Promise<MediaPhoto | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const row = await db.selectFrom("media_photos").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await withVariants(db, [row]))[0] : undefined;
}

/** In the order asked; unknown ids are left out. */
export async function getPhotosByIds(db: Kysely<Database>, ids: readonly number[]): Promise<MediaPhoto[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return [];
  const rows = await db.selectFrom("media_photos").selectAll().where("id", "in", wanted).execute();
  const photos = new Map((await withVariants(db, rows)).map((p) => [p.id, p]));
  return wanted.flatMap((id) => photos.get(id) ?? []);
}

/** Sets the alt text (trimmed, at most 300 characters); false when there is no such photo. */
export async function updateAltText(db: Kysely<Database>, id: number, alt: string): Promise<boolean> {
  const text = alt.replace(/\s+/g, " ").trim();
  if (text.length > MAX_ALT_TEXT) throw new RangeError(`Alt text is limited to ${MAX_ALT_TEXT} characters.`);
  const result = await db
    .updateTable("media_photos")
    .set({ alt_text: text, updated_at: new Date() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A failed photo is queued for processing again; false when it is not failed (or unknown). */
export async function retryPhoto(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("media_photos")
      .set({ state: "queued", failure_reason: null, updated_at: new Date() })
      .where("id", "=", id)
      .where("state", "=", "failed")
      .where("original_key", "is not", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await enqueueJob(PROCESS_PHOTO_JOB, { photoId: id } satisfies ProcessPhotoPayload, trx);
    return true;
  });
}

export interface BundledPhotoInput {
  /** Shown in the library, and what makes registration idempotent together with `sha256`. */
  filename: string;
  /** Of the source file; defaults to a hash of "bundled:" + filename. */
  sha256?: string;
  md5?: string;
  bytes?: number;
  width: number;
  height: number;
  altText?: string;
  placeholder?: string | null;
  dominantColor?: string | null;
  /** URLs of the build's files, /img/…. */
  variants: MediaVariant[];
}

/**
 * Records a photo the build already processed (today's generated samples) as "bundled" and
 * ready, with its /img/… variants; nothing is reprocessed or copied. Calling it again for the
 * same photo returns the existing record.
 */
export async function registerBundledPhoto(db: Kysely<Database>, input: BundledPhotoInput): Promise<MediaPhoto> {
  const sha256 = input.sha256 ?? crypto.createHash("sha256").update(`bundled:${input.filename}`).digest("hex");
  const existing = await db.selectFrom("media_photos").select("id").where("sha256", "=", sha256).executeTakeFirst();
  if (existing) return (await getPhoto(db, Number(existing.id)))!;
  for (const v of input.variants) {
    if (!v.url.startsWith("/img/")) throw new Error(`A bundled variant must be under /img/: ${v.url}`);
  }
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("media_photos")
      .values({
        sha256,
        md5: input.md5 ?? crypto.createHash("md5").update(`bundled:${input.filename}`).digest("hex"),
        filename: input.filename,
        bytes: input.bytes ?? 0,
        content_type: "image/jpeg",
        original_key: null,
        source: "bundled",
        state: "ready",
        failure_reason: null,
        width: input.width,
        height: input.height,
        alt_text: input.altText ?? "",
        camera: null,
        lens: null,
        captured_at: null,
        placeholder: input.placeholder ?? null,
        dominant_color: input.dominantColor ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (input.variants.length) {
      await trx
        .insertInto("media_variants")
        .values(
          input.variants.map((v) => ({
            photo_id: Number(row.id),
            format: v.format,
            width: v.width,
            height: v.height,
            bytes: 0,
            path: v.url,
            storage_key: null,
          })),
        )
        .execute();
    }
    return Number(row.id);
  });
  return (await getPhoto(db, id))!;
}

/** What GET /admin/photos/status answers per photo. */
export type PhotoStatus = Pick<
  MediaPhoto,
  "id" | "state" | "failureReason" | "variants" | "width" | "height" | "placeholder"
>;

export function toStatus(photo: MediaPhoto): PhotoStatus {
  const { id, state, failureReason, variants, width, height, placeholder } = photo;
  return { id, state, failureReason, variants, width, height, placeholder };
}
