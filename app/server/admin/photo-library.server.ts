import type { Kysely } from "kysely";
import { libraryAltSchema, PHOTO_GONE, photoIdField } from "~/shared/media/photo-library.schema";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { getPhoto, retryPhoto, updateAltText, type PhotoUsage } from "../media/library.server";
import { deletePhoto } from "../media/photo-delete.server";
import { notFound, refused, saved, type EditResult } from "./editor/edit-result.server";
import { parseOne } from "./editor/form-values.server";

// The photo library's changes (/admin/photos and a photo's delete page): a description, a retry
// of a failed photo, a delete. Each screen shows one line, so each refusal is one plain line.

/** A card's hidden photo id, or the refusal its screen shows. */
const photoId = (value: string) => parseOne(photoIdField, value, PHOTO_GONE);

export async function saveLibraryAlt(
  input: { id: string; alt: string },
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const id = photoId(input.id);
  if (!id.ok) return id.refusal;
  const alt = parseOne(libraryAltSchema, input.alt, "Check the description.");
  if (!alt.ok) return alt.refusal;
  if (!(await getPhoto(db, id.value))) return notFound(PHOTO_GONE);
  await updateAltText(db, id.value, alt.value);
  return saved(alt.value ? "Description saved." : "Description removed.");
}

export async function retryLibraryPhoto(input: { id: string }, db: Kysely<Database> = sharedDb()): Promise<EditResult> {
  const id = photoId(input.id);
  if (!id.ok) return id.refusal;
  const photo = await getPhoto(db, id.value);
  if (!photo) return notFound(PHOTO_GONE);
  if (photo.state !== "failed" || !(await retryPhoto(db, id.value))) {
    return refused("This photo has not failed, so there is nothing to retry.");
  }
  return saved("Queued again: it will be processed in a moment.");
}

/** Deletes a photo no page shows; refused with the places that still do (so the page can list them). */
export async function deleteLibraryPhoto(
  id: number,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult & { usages?: PhotoUsage[] }> {
  const photo = await getPhoto(db, id);
  if (!photo) return notFound(PHOTO_GONE);
  if (photo.source === "bundled") {
    return refused("This photo is built into the site's design and cannot be deleted here.");
  }
  const result = await deletePhoto(db, id);
  if (!result.ok)
    return { ...refused("This photo is still in use, so it was not deleted.", 409), usages: result.usages };
  return saved("The photo was deleted.");
}
