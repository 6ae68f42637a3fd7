import { toIso, db as sharedDb } from "../db/db.server";
import { lightroomFilenames } from "~/shared/galleries/gallery-admin-rules";
import { listsHearts } from "./favourites.server";

// What the clients did, for the gallery's editor (read only): their favourite lists and the
// download log.

/**
 * The clients' favourite lists, each with its photos' filenames and notes: the ones they sent, and
 * the hearts they have not sent yet (a list never sent, or changed since), newest change first.
 */
export async function favouriteLists(galleryId: number) {
  const db = sharedDb();
  const lists = await db
    .selectFrom("gallery_favourite_lists")
    .selectAll()
    .where("gallery_id", "=", galleryId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  if (lists.length === 0) return [];
  const entries = await listsHearts(
    db,
    lists.map((l) => Number(l.id)),
  )
    .orderBy("gallery_favourites.id")
    .execute();
  return lists.flatMap((list) => {
    const photos = entries
      .filter((e) => Number(e.list_id) === Number(list.id))
      .map((e) => ({ filename: e.filename, note: e.note }));
    const submittedAt = list.submitted_at === null ? null : toIso(list.submitted_at);
    // Every heart taken back before anything was sent: nothing to show.
    if (photos.length === 0 && submittedAt === null) return [];
    return [
      {
        id: Number(list.id),
        person: list.person_name,
        name: list.list_name,
        submittedAt,
        changedAt: toIso(list.updated_at),
        // The favourites panel's rule (readPersonLists): changed after it was sent, or never sent.
        notSentYet: submittedAt === null || toIso(list.updated_at) > submittedAt,
        photos,
        lightroom: lightroomFilenames(photos.map((p) => p.filename)),
      },
    ];
  });
}

export const DOWNLOAD_LOG_LIMIT = 200;

/** The newest downloads: who, when, what and at which size. */
export async function downloadLog(galleryId: number) {
  const db = sharedDb();
  const rows = await db
    .selectFrom("gallery_downloads")
    .leftJoin("gallery_photos", "gallery_photos.id", "gallery_downloads.gallery_photo_id")
    .leftJoin("media_photos", "media_photos.id", "gallery_photos.photo_id")
    .leftJoin("gallery_sets", "gallery_sets.id", "gallery_downloads.set_id")
    .select([
      "gallery_downloads.id",
      "gallery_downloads.visitor",
      "gallery_downloads.scope",
      "gallery_downloads.size",
      "gallery_downloads.files",
      "gallery_downloads.created_at",
      "media_photos.filename",
      "gallery_sets.title as setTitle",
    ])
    .where("gallery_downloads.gallery_id", "=", galleryId)
    .orderBy("gallery_downloads.created_at", "desc")
    .orderBy("gallery_downloads.id", "desc")
    .limit(DOWNLOAD_LOG_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    who: r.visitor?.trim() || "Someone without a name",
    at: toIso(r.created_at),
    what:
      r.scope === "photo"
        ? (r.filename ?? "A photo since removed")
        : r.scope === "set"
          ? `The set “${r.setTitle ?? "since deleted"}” (${Number(r.files)} files, ZIP)`
          : `The whole gallery (${Number(r.files)} files, ZIP)`,
    size: r.size === "full" ? "Full resolution" : "Web size",
  }));
}
