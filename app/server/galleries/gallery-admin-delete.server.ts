import { GALLERY_MESSAGES } from "~/shared/galleries/gallery-admin.schema";
import { isSaved, refused, type EditResult } from "../admin/editor/edit-result.server";
import { versionedChange } from "../admin/editor/versioned-save.server";
import { db as sharedDb } from "../db/db.server";
import { queueCopyPurge } from "../media/photo-copies.server";
import { activityArea, photosCount, type GalleryEdit } from "./gallery-admin-edits.server";
import { itemsOf, purgeOrphans, type ItemRow } from "./gallery-admin-photos.server";

// Deleting a gallery, from its confirmation page: at the version that page was loaded at, with
// its sets, favourites, download log, reminders and guard, then its own photos (a job purges
// their files and the clients' copies).

export async function deleteGallery(edit: GalleryEdit): Promise<EditResult> {
  const { gallery, db = sharedDb() } = edit;
  let items: ItemRow[] = [];
  let title = gallery.title;
  const result = await versionedChange({
    db,
    table: "galleries",
    id: gallery.id,
    expectedVersion: edit.expectedVersion,
    actorEmail: edit.actorEmail,
    area: () => Promise.resolve(activityArea(title)),
    async apply(trx) {
      const row = await trx.selectFrom("galleries").select("title").where("id", "=", gallery.id).executeTakeFirst();
      title = row?.title ?? title;
      // Spelled out rather than left to ON DELETE CASCADE, which SQLite applies only with its
      // foreign-key pragma on.
      items = await itemsOf(trx, gallery.id);
      const lists = trx.selectFrom("gallery_favourite_lists").select("id").where("gallery_id", "=", gallery.id);
      await trx.deleteFrom("gallery_favourites").where("list_id", "in", lists).execute();
      for (const table of [
        "gallery_favourite_lists",
        "gallery_downloads",
        "gallery_reminders",
        "gallery_code_guard",
        "gallery_photos",
      ] as const) {
        await trx.deleteFrom(table).where("gallery_id", "=", gallery.id).execute();
      }
      await queueCopyPurge(
        trx,
        items.map((i) => i.photoId),
      );
      await trx.deleteFrom("gallery_sets").where("gallery_id", "=", gallery.id).execute();
      await trx.deleteFrom("galleries").where("id", "=", gallery.id).execute();
      return {
        summary: `Deleted the gallery (${photosCount(items.length)})`,
        notice: `Deleted the gallery “${title}”.`,
      };
    },
  });
  if (result.kind === "stale") return refused(GALLERY_MESSAGES.deleteStale, 409);
  if (isSaved(result)) await purgeOrphans(items, db);
  return result;
}
