import type { Kysely } from "kysely";
import { parseGalleryPrintCartId } from "~/catalogue/gallery-prints";
import type { SizeOption } from "~/catalogue/sizes";
import { isExpired } from "~/shared/galleries/gallery-rules";
import { database, db as sharedDb, toBool, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { hasAccess } from "./access-cookie.server";

// Prints ordered from a client gallery (docs/decisions/025 "Prints", 027). Checkout resolves a
// "gallery-<printKey>-<size>" cart id here. It is sold only to a request that carries the access
// cookie of that photo's gallery (the same check as viewing it), and only while the gallery is
// published, open and takes print orders; the price is the catalogue's for that size. Every other
// case is one and the same refusal: the reason would tell a stranger that the photo exists, or
// what its gallery is called. The browser's title and price are never read.

export type GalleryPrintOffer =
  | { ok: true; title: string; size: string; cents: number; galleryPhotoId: number; printPhotoId: number }
  | { ok: false };

/** The gallery-print offers of a cart's gallery lines (other ids are not looked at), by cart id. */
export async function resolveGalleryPrints(
  request: Request,
  items: readonly unknown[],
  /** The sizes and prices gallery photos are printed at: the prints' price sheet. */
  sizes: readonly SizeOption[],
  now = new Date(),
  app: AppDatabase = database(),
): Promise<Map<string, GalleryPrintOffer>> {
  const resolved = new Map<string, GalleryPrintOffer>();
  const wanted = new Map<string, { printKey: string; size: string; cents: number }>();
  for (const item of items) {
    const id = typeof item === "object" && item !== null ? (item as { id?: unknown }).id : undefined;
    if (typeof id !== "string") continue;
    const parsed = parseGalleryPrintCartId(id, sizes);
    // An id of another shape (an old sequential one) gets no offer: checkout refuses it like the rest.
    if (parsed) wanted.set(id, { printKey: parsed.printKey, size: parsed.size.size, cents: parsed.size.cents });
  }
  if (wanted.size === 0) return resolved;
  const rows = await app.db
    .selectFrom("gallery_photos as gp")
    .innerJoin("galleries as g", "g.id", "gp.gallery_id")
    .innerJoin("media_photos as mp", "mp.id", "gp.photo_id")
    .select([
      "gp.id",
      "gp.print_key",
      "g.id as gallery_id",
      "g.access_code_hash",
      "g.title",
      "g.published_at",
      "g.expires_on",
      "g.prints_allowed",
      "mp.filename",
      "mp.id as photo_id",
    ])
    .where(
      "gp.print_key",
      "in",
      [...wanted.values()].map((w) => w.printKey),
    )
    .execute();
  const byKey = new Map(rows.map((row) => [row.print_key, row]));
  // One signature check per gallery, however many of its photos the cart holds.
  const access = new Map<number, Promise<boolean>>();
  const mayOrder = (row: (typeof rows)[number]) => {
    const galleryId = Number(row.gallery_id);
    if (row.published_at === null || isExpired(row.expires_on, now) || !toBool(row.prints_allowed)) {
      return Promise.resolve(false);
    }
    if (!access.has(galleryId)) {
      access.set(galleryId, hasAccess(app, request, { id: galleryId, access_code_hash: row.access_code_hash }, now));
    }
    return access.get(galleryId)!;
  };
  for (const [cartId, want] of wanted) {
    const row = byKey.get(want.printKey);
    if (!row || !(await mayOrder(row))) {
      resolved.set(cartId, { ok: false });
      continue;
    }
    resolved.set(cartId, {
      ok: true,
      title: galleryPrintTitle(row.title, row.filename),
      size: want.size,
      cents: want.cents,
      galleryPhotoId: Number(row.id),
      printPhotoId: Number(row.photo_id),
    });
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
  /** The original's size in pixels (null when the library could not read it). */
  width: number | null;
  height: number | null;
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
    .select(["mp.id as photo_id", "mp.filename", "mp.md5", "mp.width", "mp.height"])
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
      width: row.width === null ? null : Number(row.width),
      height: row.height === null ? null : Number(row.height),
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
