import type { Kysely } from "kysely";
import { describeMove, reorder, type ReorderMove } from "~/shared/admin/list-moves";
import { GALLERY_MESSAGES } from "~/shared/galleries/gallery-admin.schema";
import { isSaved, notFound, refuse, type EditResult } from "../admin/editor/edit-result.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { queueCopyPurge } from "../media/photo-copies.server";
import { deletePhoto } from "../media/photo-delete.server";
import { change, photosCount, type GalleryEdit, type Trx } from "./gallery-admin-edits.server";
import { checkedSet } from "./gallery-admin-sets.server";

// The gallery editor's changes to its photos (gallery-admin-edits explains the versioning): moves
// within a set, into another set, the cover, and taking photos out (their own files follow).

export interface ItemRow {
  id: number;
  setId: number | null;
  photoId: number;
  position: number;
}

/** The gallery's photos in their order. */
export async function itemsOf(db: Kysely<Database>, galleryId: number): Promise<ItemRow[]> {
  const rows = await db
    .selectFrom("gallery_photos")
    .select(["id", "set_id", "photo_id", "position"])
    .where("gallery_id", "=", galleryId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    setId: r.set_id === null ? null : Number(r.set_id),
    photoId: Number(r.photo_id),
    position: Number(r.position),
  }));
}

async function writePositions(trx: Trx, moves: Array<{ id: number; position: number }>) {
  for (const { id, position } of moves) {
    await trx.updateTable("gallery_photos").set({ position }).where("id", "=", id).execute();
  }
}

/** Positions 0..n-1 in the current order (after a photo left, or joined a set at its end). */
async function renumber(trx: Trx, galleryId: number) {
  const items = await itemsOf(trx, galleryId);
  await writePositions(
    trx,
    items.flatMap((item, position) => (item.position === position ? [] : [{ id: item.id, position }])),
  );
}

async function checkedItems(trx: Trx, galleryId: number, itemIds: readonly number[]) {
  const items = await itemsOf(trx, galleryId);
  const wanted = new Set(itemIds);
  const found = items.filter((i) => wanted.has(i.id));
  if (found.length !== wanted.size) refuse(notFound(GALLERY_MESSAGES.photoGone));
  return { items, found };
}

/**
 * Up, down, to the top or (drag and drop) to a 0-based place, within the photo's set: the grid
 * shows each set on its own, so that is where it moves.
 */
export function movePhoto(edit: GalleryEdit, move: ReorderMove): Promise<EditResult> {
  return change(edit, async (trx, gallery) => {
    const { items, found } = await checkedItems(trx, gallery.id, [move.id]);
    const group = items.filter((i) => i.setId === found[0]!.setId);
    const before = group.map((i) => i.id);
    const after = reorder(before, move);
    // The set keeps the places it had; only who sits in them changes.
    const slots = group.map((i) => i.position).sort((a, b) => a - b);
    const current = new Map(group.map((i) => [i.id, i.position]));
    await writePositions(
      trx,
      after.flatMap((id, k) => (current.get(id) === slots[k] ? [] : [{ id, position: slots[k]! }])),
    );
    const from = before.indexOf(move.id);
    const to = after.indexOf(move.id);
    return { summary: `${describeMove(move, from, to)}${from === to ? "" : " of its set"}` };
  });
}

/** Puts photos in a set (or in none), at its end, in their current order. */
export function movePhotosToSet(edit: GalleryEdit, itemIds: readonly number[], setId: number | null) {
  return change(edit, async (trx, gallery) => {
    const set = setId === null ? null : await checkedSet(trx, gallery.id, setId);
    const { items, found } = await checkedItems(trx, gallery.id, itemIds);
    let next = (items.at(-1)?.position ?? 0) + 1;
    for (const item of found) {
      await trx
        .updateTable("gallery_photos")
        .set({ set_id: setId, position: next++ })
        .where("id", "=", item.id)
        .execute();
    }
    await renumber(trx, gallery.id);
    return { summary: `Moved ${photosCount(found.length)} to ${set ? `the set “${set.title}”` : "no set"}` };
  });
}

export function setCover(edit: GalleryEdit, itemId: number): Promise<EditResult> {
  return change(edit, async (trx, gallery) => {
    const { found } = await checkedItems(trx, gallery.id, [itemId]);
    await trx
      .updateTable("galleries")
      .set({ cover_photo_id: found[0]!.photoId })
      .where("id", "=", gallery.id)
      .execute();
    return { summary: "Chose a new cover photo", notice: "Cover photo chosen." };
  });
}

/**
 * Takes photos out of the gallery. Their library records (and private files) go too, unless
 * another gallery still has them or a print order names them (the lab may still need the original).
 */
export async function removePhotos(edit: GalleryEdit, itemIds: readonly number[]): Promise<EditResult> {
  let removed: ItemRow[] = [];
  const result = await change(edit, async (trx, gallery) => {
    const { found } = await checkedItems(trx, gallery.id, itemIds);
    removed = found;
    const ids = found.map((i) => i.id);
    await trx.deleteFrom("gallery_favourites").where("gallery_photo_id", "in", ids).execute();
    await trx.deleteFrom("gallery_photos").where("id", "in", ids).execute();
    await queueCopyPurge(
      trx,
      found.map((i) => i.photoId),
    );
    if (gallery.cover_photo_id !== null && found.some((i) => i.photoId === gallery.cover_photo_id)) {
      await trx.updateTable("galleries").set({ cover_photo_id: null }).where("id", "=", gallery.id).execute();
    }
    await renumber(trx, gallery.id);
    return { summary: `Removed ${photosCount(found.length)} from the gallery` };
  });
  if (isSaved(result)) await purgeOrphans(removed, edit.db);
  return result;
}

/** Deletes the library records of gallery photos nothing uses any more (their files follow by a job). */
export async function purgeOrphans(
  items: readonly { id: number; photoId: number }[],
  db: Kysely<Database> = sharedDb(),
) {
  if (items.length === 0) return;
  // A printed photo stays: its order links the original for the print lab (by library id).
  const ordered = new Set(
    (
      await db
        .selectFrom("order_lines")
        .select("print_photo_id")
        .where(
          "print_photo_id",
          "in",
          items.map((i) => i.photoId),
        )
        .execute()
    ).map((r) => Number(r.print_photo_id)),
  );
  for (const item of items) {
    if (ordered.has(item.photoId)) continue;
    const photo = await db
      .selectFrom("media_photos")
      .select("source")
      .where("id", "=", item.photoId)
      .executeTakeFirst();
    // A library photo that was also uploaded here stays in the library.
    if (photo?.source !== "gallery") continue;
    // deletePhoto refuses while anything still uses it (another gallery: see the usage source).
    await deletePhoto(db, item.photoId);
  }
}
