import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { enqueueJob } from "../jobs/jobs.server";
import { PURGE_FILES_JOB, type PurgeFilesPayload } from "./library.server";
import { copyKeys } from "./naming";

// The copies made of library photos for client galleries (web size, watermarked), whose removal
// is queued when a photo leaves a gallery or the library.

/** The storage keys of every copy that may have been made of these photos for a client gallery. */
export async function photoCopyKeys(db: Kysely<Database>, photoIds: readonly number[]): Promise<string[]> {
  if (photoIds.length === 0) return [];
  const [photos, variants] = await Promise.all([
    db.selectFrom("media_photos").select(["id", "sha256", "original_key"]).where("id", "in", photoIds).execute(),
    db.selectFrom("media_variants").select(["photo_id", "path"]).where("photo_id", "in", photoIds).execute(),
  ]);
  return photos
    .filter((p) => p.original_key !== null) // bundled photos have no stored files, nor copies
    .flatMap((p) =>
      copyKeys({
        sha256: p.sha256,
        variantPaths: variants.filter((v) => Number(v.photo_id) === Number(p.id)).map((v) => v.path),
      }),
    );
}

/**
 * Queues the removal of the copies made of these photos for clients (photos taken out of a
 * gallery, or a deleted gallery's): the purge job deletes each copy no gallery shows any more.
 * In the caller's transaction, so the job exists exactly when the removal happened.
 */
export async function queueCopyPurge(trx: Kysely<Database>, photoIds: readonly number[]) {
  const keys = await photoCopyKeys(trx, photoIds);
  if (keys.length) await enqueueJob(PURGE_FILES_JOB, { keys } satisfies PurgeFilesPayload, trx);
}
