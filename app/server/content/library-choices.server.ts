import type { Kysely } from "kysely";
import { libraryImage } from "~/images/variants";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { listPhotos, type MediaPhoto } from "../media/library.server";

// What the content editors' photo pickers offer: the Photos library (never a client's gallery
// photo), newest first, as many as a picker can sensibly list.

const PICKER_LIMIT = 500;

export interface PhotoChoice {
  /** The picker's value: the photo id. */
  value: string;
  label: string;
}

/** The library's photos ready to show, for a picker: "file name (description…)". */
export async function photoChoices(db: Kysely<Database> = sharedDb()): Promise<PhotoChoice[]> {
  const { photos } = await listPhotos(db, { limit: PICKER_LIMIT });
  return photos.filter((p) => libraryImage(p)).map((p) => ({ value: String(p.id), label: photoLabel(p) }));
}

function photoLabel(photo: MediaPhoto): string {
  const alt = photo.altText.length > 60 ? `${photo.altText.slice(0, 57)}…` : photo.altText;
  return alt ? `${photo.filename} (${alt})` : photo.filename;
}

/** The library's processed photos for a photo-number field's suggestions: number, file name, a small image. */
export async function photoNumberChoices(db: Kysely<Database> = sharedDb()) {
  const { photos } = await listPhotos(db, { limit: PICKER_LIMIT });
  return photos
    .filter((p) => p.state === "ready")
    .map((p) => ({
      id: p.id,
      filename: p.filename,
      thumb: p.variants.filter((v) => v.format === "jpeg").sort((a, b) => a.width - b.width)[0]?.url ?? "",
    }));
}
