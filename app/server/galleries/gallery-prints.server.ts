import type { Kysely } from "kysely";
import { parseGalleryPrintCartId } from "~/catalogue/gallery-prints";
import { isExpired } from "~/shared/galleries/gallery-rules";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// Prints ordered from a client gallery (docs/decisions/025 "Prints"). Checkout resolves a
// "gallery-<itemId>-<size>" cart id here: the price is the catalogue's for that size, and the
// photo must be in a published, open gallery that takes print orders. The browser's title and
// price are never read.

export type GalleryPrintOffer =
  | { ok: true; title: string; size: string; cents: number; galleryPhotoId: number; printPhotoId: number }
  | { ok: false; error: string };

/** The gallery-print offers of a cart's ids (other ids are not looked at), by cart id. */
export async function resolveGalleryPrints(
  items: readonly unknown[],
  now = new Date(),
  db: Kysely<Database> = sharedDb(),
): Promise<Map<string, GalleryPrintOffer>> {
  const wanted = new Map<string, { itemId: number; size: string; cents: number }>();
  for (const item of items) {
    const id = typeof item === "object" && item !== null ? (item as { id?: unknown }).id : undefined;
    if (typeof id !== "string") continue;
    const parsed = parseGalleryPrintCartId(id);
    if (parsed) wanted.set(id, { itemId: parsed.itemId, size: parsed.size.size, cents: parsed.size.cents });
  }
  const resolved = new Map<string, GalleryPrintOffer>();
  if (wanted.size === 0) return resolved;
  const rows = await db
    .selectFrom("gallery_photos as gp")
    .innerJoin("galleries as g", "g.id", "gp.gallery_id")
    .innerJoin("media_photos as mp", "mp.id", "gp.photo_id")
    .select([
      "gp.id",
      "g.title",
      "g.published_at",
      "g.expires_on",
      "g.prints_allowed",
      "mp.filename",
      "mp.id as photo_id",
    ])
    .where(
      "gp.id",
      "in",
      [...wanted.values()].map((w) => w.itemId),
    )
    .execute();
  const byItem = new Map(rows.map((row) => [Number(row.id), row]));
  for (const [cartId, want] of wanted) {
    const row = byItem.get(want.itemId);
    const printsAllowed = row && (row.prints_allowed === true || Number(row.prints_allowed) === 1);
    if (!row || row.published_at === null) {
      resolved.set(cartId, { ok: false, error: "This photo is no longer in a gallery that takes print orders." });
    } else if (isExpired(row.expires_on, now)) {
      resolved.set(cartId, {
        ok: false,
        error: `The gallery "${row.title}" has closed, so its photos can no longer be ordered as prints.`,
      });
    } else if (!printsAllowed) {
      resolved.set(cartId, { ok: false, error: `The gallery "${row.title}" does not offer prints.` });
    } else {
      resolved.set(cartId, {
        ok: true,
        title: galleryPrintTitle(row.title, row.filename),
        size: want.size,
        cents: want.cents,
        galleryPhotoId: want.itemId,
        printPhotoId: Number(row.photo_id),
      });
    }
  }
  return resolved;
}

/** The order line's title: the photo's file name (what the lab and the photographer look up) and its gallery. */
export function galleryPrintTitle(galleryTitle: string, filename: string): string {
  return `Print of ${filename} from the gallery "${galleryTitle}"`;
}

export interface GalleryLineInfo {
  photoId: number;
  filename: string;
  md5: string;
  originalUrl: string;
  thumbnailUrl: string | null;
}

/**
 * For the admin's order screen: what the print lab needs about each gallery line, by library photo
 * id (order_lines.print_photo_id), so a line still links its original after its gallery is gone.
 */
export async function galleryLineInfo(
  photoIds: readonly number[],
  db: Kysely<Database> = sharedDb(),
): Promise<Record<number, GalleryLineInfo>> {
  if (photoIds.length === 0) return {};
  const rows = await db
    .selectFrom("media_photos as mp")
    .select(["mp.id as photo_id", "mp.filename", "mp.md5"])
    .where("mp.id", "in", [...photoIds])
    .execute();
  const thumbs = await db
    .selectFrom("media_variants")
    .select(["photo_id"])
    .where(
      "photo_id",
      "in",
      rows.map((r) => Number(r.photo_id)),
    )
    .where("format", "=", "jpeg")
    .where("storage_key", "is not", null)
    .execute();
  const withThumb = new Set(thumbs.map((t) => Number(t.photo_id)));
  const info: Record<number, GalleryLineInfo> = {};
  for (const row of rows) {
    const photoId = Number(row.photo_id);
    info[photoId] = {
      photoId,
      filename: row.filename,
      md5: row.md5,
      originalUrl: adminGalleryPhotoPath(photoId, "original"),
      thumbnailUrl: withThumb.has(photoId) ? adminGalleryPhotoPath(photoId, "thumbnail") : null,
    };
  }
  return info;
}

/** The admin's links to a printed photo, by its library id (media_photos.id). */
export const adminGalleryPhotoPath = (photoId: number, kind: "original" | "thumbnail") =>
  `/admin/gallery-photos/${photoId}/${kind}`;

/** The stored files of a library photo a print order names, for the admin's original and thumbnail links. */
export async function galleryPhotoFiles(photoId: number, db: Kysely<Database> = sharedDb()) {
  const row = await db
    .selectFrom("media_photos as mp")
    .select(["mp.id", "mp.filename", "mp.sha256", "mp.md5", "mp.content_type", "mp.original_key"])
    .where("mp.id", "=", photoId)
    .executeTakeFirst();
  if (!row) return undefined;
  // The smallest JPEG variant at least 200 px wide: a sharp thumbnail for the order screen.
  const variants = await db
    .selectFrom("media_variants")
    .select(["width", "storage_key"])
    .where("photo_id", "=", row.id)
    .where("format", "=", "jpeg")
    .where("storage_key", "is not", null)
    .orderBy("width")
    .execute();
  const thumb = variants.find((v) => Number(v.width) >= 200) ?? variants.at(-1);
  return {
    filename: row.filename,
    sha256: row.sha256,
    md5: row.md5,
    contentType: row.content_type,
    originalKey: row.original_key,
    thumbnailKey: thumb?.storage_key ?? null,
  };
}
