import type { Kysely } from "kysely";
import type { ClientItem, ClientPage } from "~/components/client-gallery/gallery-types";
import type { ResolvedImage } from "~/images/types";
import { libraryImage } from "~/images/variants";
import { GALLERY_SLUG, galleryPath, isExpired, setDownloadLevel } from "~/shared/galleries/gallery-rules";
import { getSession } from "../admin/sessions.server";
import { database, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { getPhotosByIds, type MediaPhoto } from "../media/library.server";
import { isPublicName, PRIVATE_PATH_PREFIX } from "../media/naming";
import { hasAccess } from "./access-cookie.server";
import { readGalleryBySlug, readGallerySets, type GalleryRow } from "./galleries.server";

// The client's side of a gallery (issue 19 §2, docs/decisions/025 "Client view"): what a link
// opens to (a wrong link, a draft, a closed gallery, the code form, or the photos), and one page
// of the photos at a time, so a 1,000-photo gallery never reads or renders all of them at once.

export type GalleryState =
  | { state: "unknown" }
  | { state: "draft"; gallery: GalleryRow }
  | { state: "expired"; gallery: GalleryRow }
  | { state: "locked"; gallery: GalleryRow }
  | { state: "open"; gallery: GalleryRow; preview?: true };

/**
 * What a request for /g/<slug>… may see. The order of the checks is the order the page explains them.
 * With `preview`, a draft opens to the signed-in photographer (and only to her), so she can look at it
 * before she publishes it; the page and its photos ask for that, nothing else does (favourites,
 * downloads and prints wait for the published gallery).
 */
export async function openGallery(
  request: Request,
  slug: string,
  now = new Date(),
  app: AppDatabase = database(),
  options: { preview?: boolean } = {},
): Promise<GalleryState> {
  if (!GALLERY_SLUG.test(slug)) return { state: "unknown" };
  const gallery = await readGalleryBySlug(app.db, slug);
  if (!gallery) return { state: "unknown" };
  const preview = gallery.published_at === null;
  if (preview && !(options.preview && (await getSession(request, app.db)))) return { state: "draft", gallery };
  if (isExpired(gallery.expires_on, now)) return { state: "expired", gallery };
  if (preview) return { state: "open", gallery, preview };
  if (!(await hasAccess(app, request, gallery, now))) return { state: "locked", gallery };
  return { state: "open", gallery };
}

/**
 * Photos per page: the grid's DOM stays small however large the gallery is. 30 fill several
 * screens of a phone; at 60 the page's hydration cost Lighthouse's simulated phone 300–450 ms of
 * blocking time (bench/galleries.ts). "Show more photos" brings the next 30 in place.
 */
export const PHOTOS_PER_PAGE = 30;

/**
 * A variant's URL in the gallery: under the gallery's photo route, /g/<slug>/photo/<name>, whether
 * it is private ("private:<name>") or a Photos library photo's public one ("/media/<name>", or a
 * CDN's URL of it; decision 025 "Admin"). So the gallery's checks and its watermark apply to every
 * photo it shows. A built-in photo's /img/… file stays as it is.
 */
export function galleryPhotoUrl(slug: string, variantUrl: string): string {
  const name = variantUrl.startsWith(PRIVATE_PATH_PREFIX)
    ? variantUrl.slice(PRIVATE_PATH_PREFIX.length)
    : /\/media\/([^/?#]+)$/.exec(variantUrl)?.[1];
  if (!name || !isPublicName(name)) return variantUrl;
  return `${galleryPath(slug)}/photo/${name}`;
}

/** A gallery photo for <Picture>, its files under the gallery's own photo route; undefined until ready. */
export function clientImage(slug: string, photo: MediaPhoto): ResolvedImage | undefined {
  const variants = photo.variants.map((v) => ({ ...v, url: galleryPhotoUrl(slug, v.url) }));
  const image = libraryImage({ ...photo, variants });
  return image && { ...image, key: `gallery/${photo.id}` };
}

interface Link {
  id: number;
  setId: number | null;
  photoId: number;
  printKey: string;
}

/**
 * The gallery's shown order: photos in no set first, then each set in its order, each by position.
 * Pure, so the unit tests pin it down.
 */
export function shownOrder<T extends { setId: number | null }>(links: readonly T[], setOrder: readonly number[]): T[] {
  const rank = new Map(setOrder.map((id, i) => [id, i + 1]));
  return links
    .map((link, index) => ({
      link,
      index,
      rank: link.setId === null ? 0 : (rank.get(link.setId) ?? setOrder.length + 1),
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ link }) => link);
}

/** A page number from "?page=": anything odd is page 1, past the end is the last page. */
export function pageNumber(raw: string | null, pageCount: number): number {
  const n = raw && /^[0-9]{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(1, n), Math.max(1, pageCount));
}

/** One page of an open gallery's photos, with its sets and cover. */
export async function readClientPage(
  db: Kysely<Database>,
  gallery: GalleryRow,
  rawPage: string | null,
  perPage = PHOTOS_PER_PAGE,
): Promise<ClientPage> {
  const [sets, rows] = await Promise.all([
    readGallerySets(db, gallery.id),
    db
      .selectFrom("gallery_photos")
      .innerJoin("media_photos", "media_photos.id", "gallery_photos.photo_id")
      .select(["gallery_photos.id", "gallery_photos.set_id", "gallery_photos.photo_id", "gallery_photos.print_key"])
      // Photos still processing (or failed) have nothing to show yet.
      .where("gallery_photos.gallery_id", "=", gallery.id)
      .where("media_photos.state", "=", "ready")
      .orderBy("gallery_photos.position")
      .orderBy("gallery_photos.id")
      .execute(),
  ]);
  const links: Link[] = rows.map((r) => ({
    id: Number(r.id),
    setId: r.set_id === null ? null : Number(r.set_id),
    photoId: Number(r.photo_id),
    printKey: r.print_key,
  }));
  const ordered = shownOrder(
    links,
    sets.map((s) => s.id),
  );
  const pageCount = Math.max(1, Math.ceil(ordered.length / perPage));
  const page = pageNumber(rawPage, pageCount);
  const start = (page - 1) * perPage;
  const slice = ordered.slice(start, start + perPage);
  // The chosen cover only if it is still one of this gallery's shown photos.
  const chosen = gallery.cover_photo_id;
  const coverId = chosen !== null && links.some((l) => l.photoId === chosen) ? chosen : ordered[0]?.photoId;
  const photos = new Map(
    (await getPhotosByIds(db, [...slice.map((l) => l.photoId), ...(coverId ? [coverId] : [])])).map((p) => [p.id, p]),
  );
  const items = slice.flatMap((link, i): ClientItem[] => {
    const photo = photos.get(link.photoId);
    const image = photo && clientImage(gallery.slug, photo);
    if (!photo || !image) return [];
    const number = start + i + 1;
    return [
      {
        itemId: link.id,
        printKey: link.printKey,
        setId: link.setId,
        number,
        filename: photo.filename,
        alt: photo.altText || `Photo ${number} of ${ordered.length}`,
        color: photo.dominantColor,
        image,
      },
    ];
  });
  const coverPhoto = coverId ? photos.get(coverId) : undefined;
  return {
    sets: sets.map((s) => ({
      id: s.id,
      title: s.title,
      downloads: setDownloadLevel(gallery.downloads, s.downloads),
    })),
    items,
    page,
    pageCount,
    total: ordered.length,
    cover: coverPhoto && clientImage(gallery.slug, coverPhoto),
  };
}
