import type { Kysely } from "kysely";
import { reorder } from "~/shared/admin/list-moves";
import { GALLERY_MESSAGES, setDownloadsSchema, setTitleFormSchema } from "~/shared/galleries/gallery-admin.schema";
import { notFound, refuse, type EditResult } from "../admin/editor/edit-result.server";
import { parseOne, parseValues } from "../admin/editor/form-values.server";
import { orderedIds, writeOrder } from "../admin/editor/ordered-rows.server";
import type { Database } from "../db/schema";
import { change, type GalleryEdit } from "./gallery-admin-edits.server";

// The gallery editor's changes to its sets ("Ceremony", "Portraits"…), versioned as every change
// of the gallery is (gallery-admin-edits): add, rename, their downloads, order, delete.

/** A set of this gallery, or the change is refused (404). */
export async function checkedSet(trx: Kysely<Database>, galleryId: number, setId: number) {
  const set = await trx
    .selectFrom("gallery_sets")
    .select(["id", "title"])
    .where("id", "=", setId)
    .where("gallery_id", "=", galleryId)
    .executeTakeFirst();
  return set ?? refuse(notFound(GALLERY_MESSAGES.setGone));
}

type SetTitle = { setTitle: string };

export async function createSet(edit: GalleryEdit, values: SetTitle): Promise<EditResult> {
  const parsed = parseValues(setTitleFormSchema, values);
  if (!parsed.ok) return parsed.refusal;
  const title = parsed.value.setTitle;
  return change(edit, async (trx, gallery) => {
    const count = (await orderedIds(trx, "gallery_sets", gallery.id)).length;
    await trx
      .insertInto("gallery_sets")
      .values({ gallery_id: gallery.id, title, position: count, downloads: null })
      .execute();
    return { summary: `Added the set “${title}”` };
  });
}

export async function renameSet(edit: GalleryEdit, setId: number, values: SetTitle): Promise<EditResult> {
  const parsed = parseValues(setTitleFormSchema, values);
  if (!parsed.ok) return parsed.refusal;
  const title = parsed.value.setTitle;
  return change(edit, async (trx, gallery) => {
    const set = await checkedSet(trx, gallery.id, setId);
    await trx.updateTable("gallery_sets").set({ title }).where("id", "=", setId).execute();
    return { summary: `Renamed the set “${set.title}” to “${title}”` };
  });
}

/** "inherit" (as the gallery allows) or the set's own level. */
export async function setSetDownloads(edit: GalleryEdit, setId: number, choice: string): Promise<EditResult> {
  const parsed = parseOne(setDownloadsSchema, choice, GALLERY_MESSAGES.checkChoice);
  if (!parsed.ok) return parsed.refusal;
  return change(edit, async (trx, gallery) => {
    const set = await checkedSet(trx, gallery.id, setId);
    await trx.updateTable("gallery_sets").set({ downloads: parsed.value }).where("id", "=", setId).execute();
    return { summary: `Changed the downloads of the set “${set.title}”` };
  });
}

export function moveSet(edit: GalleryEdit, setId: number, kind: "up" | "down"): Promise<EditResult> {
  return change(edit, async (trx, gallery) => {
    const set = await checkedSet(trx, gallery.id, setId);
    const before = await orderedIds(trx, "gallery_sets", gallery.id);
    const after = reorder(before, { kind, id: setId });
    await writeOrder(trx, "gallery_sets", before, after);
    return { summary: `Moved the set “${set.title}” to place ${after.indexOf(setId) + 1}` };
  });
}

/** Deletes a set; its photos stay in the gallery, in no set. */
export function deleteSet(edit: GalleryEdit, setId: number): Promise<EditResult> {
  return change(edit, async (trx, gallery) => {
    const set = await checkedSet(trx, gallery.id, setId);
    await trx.updateTable("gallery_photos").set({ set_id: null }).where("set_id", "=", setId).execute();
    await trx.deleteFrom("gallery_sets").where("id", "=", setId).execute();
    const remaining = await orderedIds(trx, "gallery_sets", gallery.id);
    await writeOrder(
      trx,
      "gallery_sets",
      remaining.map(() => -1),
      remaining,
    );
    return { summary: `Deleted the set “${set.title}” (its photos are now in no set)` };
  });
}
