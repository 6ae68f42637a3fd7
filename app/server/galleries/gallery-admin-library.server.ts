import type { Kysely } from "kysely";
import { data } from "react-router";
import { thumbnailUrl } from "~/components/admin/photos/photo-format";
import { libraryQuery } from "../admin/photo-library-page.server";
import { field } from "../admin/guard.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { listPhotos } from "../media/library.server";
import { readGallerySets, type GalleryRow } from "./galleries.server";
import { activityArea, claimForAppend, galleryGone, nextPosition } from "./gallery-admin-edits.server";
import { positiveInt } from "./gallery-admin-forms";

// Photos from her Photos library into a client gallery (issue 26 §7): the picker's page and the
// editor's "add-from-library" intent. The photo is linked as it is, like a file uploaded to the
// gallery that was already in the library (decision 025 "Admin"): its variants stay public, the
// gallery serves them through its own route (and watermark), and removing it from the gallery or
// deleting the gallery leaves it in the library. Like an upload it only appends, so it takes no
// version.

/** More than a picker's page, fewer than a mistake's worth. */
export const MAX_ADD = 200;

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

type AddResult = { ok: true; notice: string } | { ok: false; status: 400 | 404; error: string };

class Refused extends Error {
  constructor(readonly result: Extract<AddResult, { ok: false }>) {
    super("refused");
  }
}

const photos = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

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
      `${photos(skipped.gone.length)} ${skipped.gone.length === 1 ? "is" : "are"} no longer in your Photos library (deleted meanwhile?).`,
    );
  }
  return parts.join(" ");
}

/** Appends library photos to the gallery (in a set, or none), in the order chosen; no version. */
export async function addLibraryPhotos(
  galleryId: number,
  photoIds: readonly number[],
  setId: number | null,
  actor: string,
  db: Kysely<Database> = sharedDb(),
): Promise<AddResult> {
  const wanted = [...new Set(photoIds)];
  try {
    return await db.transaction().execute(async (trx) => {
      // First, as every append does: two appends never take the same place.
      const gallery = await claimForAppend(trx, galleryId);
      if (!gallery) throw new Refused(galleryGone);
      if (setId !== null) {
        const set = await trx
          .selectFrom("gallery_sets")
          .select("id")
          .where("id", "=", setId)
          .where("gallery_id", "=", galleryId)
          .executeTakeFirst();
        if (!set) {
          throw new Refused({
            ok: false,
            status: 400,
            error: "That set no longer exists. Reload the page and choose another.",
          });
        }
      }
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
      if (fresh.length === 0) throw new Refused({ ok: false, status: 400, error: `Nothing was added: ${why}` });
      const start = await nextPosition(trx, galleryId);
      await trx
        .insertInto("gallery_photos")
        .values(
          fresh.map((photoId, i) => ({ gallery_id: galleryId, set_id: setId, photo_id: photoId, position: start + i })),
        )
        .execute();
      const summary = `Added ${photos(fresh.length)} from the Photos library`;
      await recordActivity(trx, { actorEmail: actor, area: activityArea(gallery.title), summary });
      return {
        ok: true as const,
        notice: `Added ${photos(fresh.length)} from your Photos library.${why ? ` Not added: ${why}` : ""}`,
      };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/** The editor's "add-from-library" form post (sent by the picker): ticked photo ids and a set. */
export async function addFromLibraryAction(gallery: GalleryRow, form: FormData, actor: string) {
  const intent = "add-from-library";
  const refuse = (error: string, status: 400 | 404 = 400) => data({ error, intent }, { status });
  const raw = form.getAll("photoId");
  if (raw.length === 0) return refuse("Tick at least one photo to add, then press the Add button.");
  const ids = raw.map((v) => positiveInt(typeof v === "string" ? v.trim() : undefined));
  if (ids.some((id) => id === undefined)) return refuse("Which photos? Reload the page and try again.");
  const unique = [...new Set(ids as number[])];
  if (unique.length > MAX_ADD) return refuse(`Add at most ${MAX_ADD} photos at a time.`);
  const target = field(form, "targetSet");
  const setId = target === "" || target === "none" ? null : positiveInt(target);
  if (setId === undefined) return refuse("Choose the set to put the photos in, or no set.");
  const result = await addLibraryPhotos(gallery.id, unique, setId, actor);
  if (!result.ok) return refuse(result.error, result.status);
  return { saved: true as const, notice: result.notice, intent };
}
