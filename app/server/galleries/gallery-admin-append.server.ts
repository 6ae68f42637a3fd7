import type { Kysely } from "kysely";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { activityArea, type Trx } from "./gallery-admin-edits.server";

// Appends to a gallery (an upload, photos from the library): they cannot overwrite anything, so
// they take no version and leave it alone, and a batch keeps landing while the photographer works
// on the page (docs/decisions/025, "Admin").

/**
 * The first step of every append: touching the gallery's row serialises them (a row lock on
 * PostgreSQL, the single writer on SQLite), so two appends finishing together never take the
 * same place. Undefined when the gallery is gone.
 */
export function claimForAppend(trx: Trx, galleryId: number) {
  return trx
    .updateTable("galleries")
    .set({ updated_at: new Date().toISOString() })
    .where("id", "=", galleryId)
    .returning(["id", "title"])
    .executeTakeFirst();
}

/** The place after the gallery's last photo (0 for an empty gallery). */
export async function nextPosition(trx: Trx, galleryId: number): Promise<number> {
  const last = await trx
    .selectFrom("gallery_photos")
    .select((eb) => eb.fn.max("position").as("max"))
    .where("gallery_id", "=", galleryId)
    .executeTakeFirst();
  return last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
}

/** A set of this gallery, if it still exists. */
export function setOf(db: Kysely<Database>, galleryId: number, setId: number) {
  return db
    .selectFrom("gallery_sets")
    .select("id")
    .where("id", "=", setId)
    .where("gallery_id", "=", galleryId)
    .executeTakeFirst();
}

/** The upload's step: appends a library photo to the gallery (in a set, or none). */
export async function appendPhoto(
  galleryId: number,
  setId: number | null,
  photoId: number,
  filename: string,
  actor: string,
  db: Kysely<Database> = sharedDb(),
): Promise<{ added: boolean } | undefined> {
  return db.transaction().execute(async (trx) => {
    const gallery = await claimForAppend(trx, galleryId);
    if (!gallery) return undefined;
    const present = await trx
      .selectFrom("gallery_photos")
      .select("id")
      .where("gallery_id", "=", galleryId)
      .where("photo_id", "=", photoId)
      .executeTakeFirst();
    if (present) return { added: false };
    // The set may have been deleted while the file was on its way: then it goes in no set.
    const set = setId === null ? undefined : await setOf(trx, galleryId, setId);
    await trx
      .insertInto("gallery_photos")
      .values({
        gallery_id: galleryId,
        set_id: set ? Number(set.id) : null,
        photo_id: photoId,
        position: await nextPosition(trx, galleryId),
      })
      .execute();
    await recordActivity(trx, {
      actorEmail: actor,
      area: activityArea(gallery.title),
      summary: `Uploaded ${filename}`,
    });
    return { added: true };
  });
}
