import type { AppDatabase } from "../db/db.server";
import { copySource, privatePath, publicPath } from "./naming";
import { mediaStorage, type MediaStorage } from "./storage.server";

// The purge job's work (registered in process.server.ts): deleting the files a deleted photo or
// gallery leaves behind, each only once nothing needs it.

/**
 * Removes files nothing refers to any more (after a delete). A variant or an original goes when
 * no row names it; a copy made for clients (web size, watermarked) when no gallery shows the
 * photo it was made from: the same photo may be in another gallery, and two galleries share one
 * library record and so one copy.
 */
export async function purgeFiles(app: AppDatabase, keys: string[], storage: MediaStorage = mediaStorage()) {
  for (const key of new Set(keys)) {
    if (!(await stillNeeded(app, key))) await storage.delete(key);
  }
}

async function stillNeeded(app: AppDatabase, key: string): Promise<boolean> {
  const copy = copySource(key);
  if (copy?.kind === "web") {
    const shown = await app.db
      .selectFrom("gallery_photos")
      .innerJoin("media_photos", "media_photos.id", "gallery_photos.photo_id")
      .select("gallery_photos.id")
      .where("media_photos.sha256", "=", copy.sha256)
      .executeTakeFirst();
    return shown !== undefined;
  }
  if (copy?.kind === "watermark") {
    const shown = await app.db
      .selectFrom("gallery_photos")
      .innerJoin("media_variants", "media_variants.photo_id", "gallery_photos.photo_id")
      .select("gallery_photos.id")
      .where("media_variants.path", "in", [privatePath(copy.name), publicPath(copy.name)])
      .executeTakeFirst();
    return shown !== undefined;
  }
  const [variant, original] = await Promise.all([
    app.db.selectFrom("media_variants").select("id").where("storage_key", "=", key).executeTakeFirst(),
    app.db.selectFrom("media_photos").select("id").where("original_key", "=", key).executeTakeFirst(),
  ]);
  return variant !== undefined || original !== undefined;
}
