import type { Kysely } from "kysely";
import { thumbnailUrl } from "~/components/admin/photos/photo-format";
import { whichMessage } from "~/shared/admin/edit-messages";
import { positiveInt } from "~/shared/admin/form-fields";
import { GALLERY_MESSAGES } from "~/shared/galleries/gallery-admin.schema";
import { catchRefusal, notFound, refuse, refused, saved, type EditResult } from "../admin/editor/edit-result.server";
import { field, formIds } from "../admin/editor/form-values.server";
import { libraryQuery } from "../admin/photo-library-page.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { listPhotos } from "../media/library.server";
import { readGallerySets, type GalleryRow } from "./galleries.server";
import { claimForAppend, nextPosition, setOf } from "./gallery-admin-append.server";
import { activityArea, photosCount } from "./gallery-admin-edits.server";

// Photos from her Photos library into a client gallery (issue 26 §7): the picker's page and the
// editor's "add-from-library" intent. The photo is linked as it is, like a file uploaded to the
// gallery that was already in the library (decision 025 "Admin"): its variants stay public, the
// gallery serves them through its own route (and watermark), and removing it from the gallery or
// deleting the gallery leaves it in the library. Like an upload it only appends, so it takes no
// version.

/** More than a picker's page, fewer than a mistake's worth. */
const MAX_ADD = 200;

/** The picker: her own library photos (those with an original to deliver), a page at a time. */
export async function libraryPickerData(gallery: GalleryRow, url: URL) {
  const query = libraryQuery(url);
  const db = sharedDb();
  const [library, sets] = await Promise.all([
    listPhotos(db, { search: query.search || undefined, limit: query.limit, offset: query.offset, withOriginal: true }),
    readGallerySets(db, gallery.id),
  ]);
  const ids = library.photos.map((p) => p.id);
  const present = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom("gallery_photos")
            .select("photo_id")
            .where("gallery_id", "=", gallery.id)
            .where("photo_id", "in", ids)
            .execute()
        ).map((r) => Number(r.photo_id)),
  );
  return {
    gallery: { id: gallery.id, title: gallery.title },
    sets: sets.map((s) => ({ id: s.id, title: s.title })),
    photos: library.photos.map((p) => ({
      id: p.id,
      filename: p.filename,
      altText: p.altText,
      thumb: thumbnailUrl(p.variants, 200) ?? null,
      // Why it cannot be ticked, in her words; null when it can.
      unavailable: present.has(p.id)
        ? "Already in this gallery"
        : p.state === "failed"
          ? "Could not be prepared"
          : p.state !== "ready"
            ? "Still being prepared"
            : null,
    })),
    search: query.search,
    page: query.page,
    pages: Math.max(1, Math.ceil(library.total / query.limit)),
  };
}

/** "IMG_1.jpg, IMG_2.jpg and 3 more". */
function names(list: readonly string[]): string {
  const shown = list.slice(0, 5);
  const rest = list.length - shown.length;
  if (rest > 0) return `${shown.join(", ")} and ${rest} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : (shown[0] ?? "");
}

/** Why some of the chosen photos were not added, one sentence per reason. */
function skippedWords(skipped: Record<"gone" | "builtIn" | "processing" | "failed" | "present", string[]>) {
  const are = (list: readonly string[]) => (list.length === 1 ? "is" : "are");
  const parts: string[] = [];
  if (skipped.present.length) parts.push(`${names(skipped.present)} ${are(skipped.present)} already in this gallery.`);
  if (skipped.processing.length) {
    parts.push(
      `${names(skipped.processing)} ${are(skipped.processing)} still being prepared: add ${skipped.processing.length === 1 ? "it" : "them"} in a minute, once ready.`,
    );
  }
  if (skipped.failed.length) {
    parts.push(
      `${names(skipped.failed)} could not be prepared; try ${skipped.failed.length === 1 ? "it" : "them"} again from Photos.`,
    );
  }
  if (skipped.builtIn.length) {
    parts.push(
      `${names(skipped.builtIn)} ${are(skipped.builtIn)} built into the site's design, with no original file for your client to download or print.`,
    );
  }
  if (skipped.gone.length) {
    parts.push(
      `${photosCount(skipped.gone.length)} ${skipped.gone.length === 1 ? "is" : "are"} no longer in your Photos library (deleted meanwhile?).`,
    );
  }
  return parts.join(" ");
}

/** Appends library photos to the gallery (in a set, or none), in the order chosen; no version. */
function addLibraryPhotos(
  galleryId: number,
  photoIds: readonly number[],
  setId: number | null,
  actor: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const wanted = [...new Set(photoIds)];
  return catchRefusal(() =>
    db.transaction().execute(async (trx) => {
      // First, as every append does: two appends never take the same place.
      const gallery = (await claimForAppend(trx, galleryId)) ?? refuse(notFound(GALLERY_MESSAGES.galleryGone));
      if (setId !== null && !(await setOf(trx, galleryId, setId))) refuse(refused(GALLERY_MESSAGES.setGoneChoose));
      const rows = await trx
        .selectFrom("media_photos")
        .select(["id", "filename", "state", "source", "original_key"])
        .where("id", "in", wanted)
        .execute();
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      const present = new Set(
        (
          await trx
            .selectFrom("gallery_photos")
            .select("photo_id")
            .where("gallery_id", "=", galleryId)
            .where("photo_id", "in", wanted)
            .execute()
        ).map((r) => Number(r.photo_id)),
      );
      const skipped = {
        gone: [] as string[],
        builtIn: [] as string[],
        processing: [] as string[],
        failed: [] as string[],
        present: [] as string[],
      };
      const fresh: number[] = [];
      for (const id of wanted) {
        const row = byId.get(id);
        // Another client's photo is not in her library either: it is never named here.
        if (!row || row.source === "gallery") skipped.gone.push(String(id));
        else if (present.has(id)) skipped.present.push(row.filename);
        else if (row.original_key === null) skipped.builtIn.push(row.filename);
        else if (row.state === "failed") skipped.failed.push(row.filename);
        else if (row.state !== "ready") skipped.processing.push(row.filename);
        else fresh.push(id);
      }
      const why = skippedWords(skipped);
      if (fresh.length === 0) refuse(refused(`Nothing was added: ${why}`));
      const start = await nextPosition(trx, galleryId);
      await trx
        .insertInto("gallery_photos")
        .values(
          fresh.map((photoId, i) => ({ gallery_id: galleryId, set_id: setId, photo_id: photoId, position: start + i })),
        )
        .execute();
      const summary = `Added ${photosCount(fresh.length)} from the Photos library`;
      await recordActivity(trx, { actorEmail: actor, area: activityArea(gallery.title), summary });
      return saved(`Added ${photosCount(fresh.length)} from your Photos library.${why ? ` Not added: ${why}` : ""}`);
    }),
  );
}

/** The editor's "add-from-library" form post (sent by the picker): ticked photo ids and a set. */
export async function addFromLibrary(gallery: GalleryRow, form: FormData, actor: string): Promise<EditResult> {
  if (form.getAll("photoId").length === 0) return refused("Tick at least one photo to add, then press the Add button.");
  const ids = formIds(form, "photoId");
  if (ids === undefined) return refused(whichMessage("photos"));
  if (ids.length > MAX_ADD) return refused(`Add at most ${MAX_ADD} photos at a time.`);
  const target = field(form, "targetSet");
  const setId = target === "" || target === "none" ? null : positiveInt(target);
  if (setId === undefined) return refused("Choose the set to put the photos in, or no set.");
  return addLibraryPhotos(gallery.id, ids, setId, actor);
}
