import type { Kysely } from "kysely";
import sharp from "sharp";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { enqueueJob } from "../jobs/jobs.server";
import { PROCESS_PHOTO_JOB, type MediaState, type ProcessPhotoPayload } from "./library.server";
import { MAX_INPUT_PIXELS } from "./limits";
import { checksums, cleanFilename, readHead } from "./multipart.server";
import { originalKey } from "./naming";
import { HEIC_MESSAGE, refusalMessage, SNIFF_BYTES, sniffType } from "./sniff";
import { mediaStorage, type MediaStorage } from "./storage.server";

// Takes one received file into the library: checks what it is by its bytes and how large it
// decodes (without decoding it), keeps the original privately with its SHA-256 and MD5, and
// queues its processing, in one transaction with the photo's row. The same file twice is one photo.

export type IngestResult = { ok: true; photo: { id: number; state: MediaState } } | { ok: false; error: string };

/** Whether the installed sharp (libvips + libheif) can decode HEIC, asked at run time. */
export function heicSupported(): boolean {
  const heif = (sharp.format as unknown as Record<string, { input?: { fileSuffix?: string[] } } | undefined>).heif;
  return (heif?.input?.fileSuffix ?? []).some((suffix) => suffix.toLowerCase() === ".heic");
}

export async function ingestFile(
  file: { path: string; filename: string; size: number },
  options: { source?: "upload" | "testimonial" | "gallery"; db?: Kysely<Database>; storage?: MediaStorage } = {},
): Promise<IngestResult> {
  const filename = cleanFilename(file.filename);
  if (file.size === 0) return { ok: false, error: "This file is empty." };
  const sniffed = sniffType(await readHead(file.path, SNIFF_BYTES));
  if (!sniffed.ok) return { ok: false, error: refusalMessage(sniffed.type) };
  if (sniffed.type === "heic" && !heicSupported()) return { ok: false, error: HEIC_MESSAGE };

  // The header says how large the photo decodes; a decompression bomb is refused here, unread.
  let width: number | undefined;
  let height: number | undefined;
  try {
    // metadata() reads the header only; the limit is checked below with a message that says so.
    const meta = await sharp(file.path, { limitInputPixels: false }).metadata();
    width = meta.width;
    height = meta.height;
  } catch {
    return { ok: false, error: `This ${sniffed.type.toUpperCase()} file is damaged or incomplete and cannot be read.` };
  }
  if (!width || !height) return { ok: false, error: "This image has no size; it cannot be read." };
  if (width * height > MAX_INPUT_PIXELS) {
    return {
      ok: false,
      error: `This image is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the limit is ${MAX_INPUT_PIXELS / 1e6} megapixels.`,
    };
  }

  const db = options.db ?? sharedDb();
  const storage = options.storage ?? mediaStorage();
  const sums = await checksums(file.path);
  const existing = await photoWithChecksum(db, sums.sha256);
  if (existing) return { ok: true, photo: existing };

  const key = originalKey(sums.sha256);
  await storage.putFile(key, file.path, sniffed.contentType);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("media_photos")
        .values({
          sha256: sums.sha256,
          md5: sums.md5,
          filename,
          bytes: file.size,
          content_type: sniffed.contentType,
          original_key: key,
          source: options.source ?? "upload",
          state: "queued",
          failure_reason: null,
          width,
          height,
          camera: null,
          lens: null,
          captured_at: null,
          placeholder: null,
          dominant_color: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await enqueueJob(PROCESS_PHOTO_JOB, { photoId: Number(row.id) } satisfies ProcessPhotoPayload, trx);
      return Number(row.id);
    });
    return { ok: true, photo: { id, state: "queued" } };
  } catch (error) {
    // Two uploads of the same file at once: the other one won; answer with its photo.
    const winner = await photoWithChecksum(db, sums.sha256);
    if (winner) return { ok: true, photo: winner };
    throw error;
  }
}

/** The library's photo of this file (the same bytes), if it has one. */
async function photoWithChecksum(db: Kysely<Database>, sha256: string) {
  const row = await db
    .selectFrom("media_photos")
    .select(["id", "state"])
    .where("sha256", "=", sha256)
    .executeTakeFirst();
  return row && { id: Number(row.id), state: row.state };
}
