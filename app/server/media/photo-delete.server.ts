import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { enqueueJob } from "../jobs/jobs.server";
import { PURGE_FILES_JOB, type PhotoUsage, type PurgeFilesPayload } from "./library.server";
import { photoCopyKeys } from "./photo-copies.server";
import { photoUsages } from "./photo-usages.server";

/**
 * Deletes a photo unless something uses it (then nothing happens and the places are named). Its
 * files are removed by a durable job afterwards, each only if no other row still refers to it.
 */
export async function deletePhoto(
  db: Kysely<Database>,
  id: number,
): Promise<{ ok: true } | { ok: false; usages: PhotoUsage[] }> {
  const usages = await photoUsages(db, id);
  if (usages.length > 0) return { ok: false, usages };
  await db.transaction().execute(async (trx) => {
    const photo = await trx.selectFrom("media_photos").select("original_key").where("id", "=", id).executeTakeFirst();
    if (!photo) return;
    const variants = await trx
      .selectFrom("media_variants")
      .select("storage_key")
      .where("photo_id", "=", id)
      .where("storage_key", "is not", null)
      .execute();
    // With the copies clients were given of it (web size, watermarked): the job keeps each one
    // another gallery still needs.
    const copies = await photoCopyKeys(trx, [id]);
    const keys = [photo.original_key, ...variants.map((v) => v.storage_key), ...copies].filter((k): k is string => !!k);
    await trx.deleteFrom("media_variants").where("photo_id", "=", id).execute();
    await trx.deleteFrom("media_photos").where("id", "=", id).execute();
    if (keys.length) await enqueueJob(PURGE_FILES_JOB, { keys } satisfies PurgeFilesPayload, trx);
  });
  return { ok: true };
}
