import type { Kysely } from "kysely";
import { checkCrop, printRatio } from "~/shared/shop/print-crop";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { notFound, refused, saved, type EditResult } from "../admin/editor/edit-result.server";

// Saving the crop of a gallery print's line (decision 047): checked here against the photo's own
// size and the line's print size, whatever the browser's tool sent.

export const NO_SUCH_LINE = "That item is not on this order.";

/** The four numbers the crop form posts, as typed (fractions 0..1). */
export interface CropInput {
  position: string;
  x: string;
  y: string;
  w: string;
  h: string;
}

const fraction = (text: string) => (/^-?\d*\.?\d+(e-?\d+)?$/i.test(text.trim()) ? Number(text) : Number.NaN);

export async function saveCrop(
  orderId: number,
  input: CropInput,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const position = /^\d{1,3}$/.test(input.position) ? Number(input.position) : -1;
  const line = await db
    .selectFrom("order_lines as ol")
    .leftJoin("media_photos as mp", "mp.id", "ol.print_photo_id")
    .select(["ol.id", "ol.size", "ol.print_photo_id", "mp.width", "mp.height"])
    .where("ol.order_id", "=", orderId)
    .where("ol.position", "=", position)
    .executeTakeFirst();
  if (!line) return notFound(NO_SUCH_LINE);
  if (line.print_photo_id === null) return refused("Only a print of a gallery photo has a crop.");
  if (!line.width || !line.height) {
    return refused("The photo's size is unknown (it may have been deleted), so it cannot be cropped here.");
  }
  const photo = { width: Number(line.width), height: Number(line.height) };
  const ratio = printRatio(line.size, photo);
  if (ratio === undefined) return refused(`The print size ${line.size} has no proportions to crop to.`);
  const checked = checkCrop(
    { x: fraction(input.x), y: fraction(input.y), w: fraction(input.w), h: fraction(input.h) },
    ratio,
    photo,
  );
  if (!checked.ok) return refused(checked.error);
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  const { x, y, w, h } = checked.crop;
  await db
    .updateTable("order_lines")
    .set({ crop: JSON.stringify({ x: round(x), y: round(y), w: round(w), h: round(h) }) })
    .where("id", "=", line.id)
    .execute();
  return saved(`Crop saved for item ${position + 1}: the lab gets this part of the photo.`);
}
