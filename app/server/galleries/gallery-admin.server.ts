import { data } from "react-router";
import { thumbnailUrl } from "~/components/admin/photos/photo-format";
import { extendedExpiry, galleryStatus, pageOf, PHOTOS_PER_PAGE } from "~/shared/galleries/gallery-admin-rules";
import { GALLERY_MESSAGES } from "~/shared/galleries/gallery-admin.schema";
import { galleryPath } from "~/shared/galleries/gallery-rules";
import { idParam } from "../admin/editor/route-params.server";
import { db as sharedDb } from "../db/db.server";
import { getPhotosByIds, type MediaPhoto, type MediaVariant } from "../media/library.server";
import { PRIVATE_PATH_PREFIX } from "../media/naming";
import { listGalleries, readGalleryById, readGallerySets, type GalleryRow } from "./galleries.server";
import { downloadLog, favouriteLists } from "./gallery-admin-activity.server";
import { itemsOf } from "./gallery-admin-photos.server";

// What the gallery admin's screens load: the gallery a URL names, the list, and one gallery's
// editor a page of photos at a time with the clients' activity. Its changes are in
// gallery-admin-edits (and -photos, -sets, -delete), its form posts in gallery-admin-actions.

/** Where the admin sees a private variant (the admin route checks the session and the name). */
const ADMIN_MEDIA_PREFIX = "/admin/galleries/media/";

/** A variant's URL for the admin: private ones through the admin route, public ones as they are. */
function adminVariantUrl(url: string): string {
  return url.startsWith(PRIVATE_PATH_PREFIX) ? ADMIN_MEDIA_PREFIX + url.slice(PRIVATE_PATH_PREFIX.length) : url;
}

const adminThumb = (variants: readonly MediaVariant[], minWidth = 300) => {
  const url = thumbnailUrl(variants, minWidth);
  return url ? adminVariantUrl(url) : null;
};

/** The gallery a URL names (/admin/galleries/:id), or that page's 404. */
export async function galleryFromUrl(param: string | undefined): Promise<GalleryRow> {
  const gallery = await readGalleryById(sharedDb(), idParam(param, GALLERY_MESSAGES.noSuchGallery));
  if (!gallery) throw data({ error: GALLERY_MESSAGES.galleryGone }, { status: 404 });
  return gallery;
}

/** The list screen: every gallery, newest first, with its state and photo count. */
export async function galleryList(now = new Date()) {
  const db = sharedDb();
  const [galleries, counts] = await Promise.all([
    listGalleries(db),
    db
      .selectFrom("gallery_photos")
      .select(["gallery_id", (eb) => eb.fn.countAll().as("n")])
      .groupBy("gallery_id")
      .execute(),
  ]);
  const byGallery = new Map(counts.map((c) => [Number(c.gallery_id), Number(c.n)]));
  return galleries.map((g) => ({
    id: g.id,
    title: g.title,
    clientName: g.client_name,
    sessionDate: g.session_date,
    expiresOn: g.expires_on,
    status: galleryStatus(g, now),
    photoCount: byGallery.get(g.id) ?? 0,
  }));
}

/** One gallery's editor: its settings, sets, one page of photos (in the grid's order) and the clients' activity. */
export async function galleryEditorData(gallery: GalleryRow, pageParam: string | null, now = new Date()) {
  const db = sharedDb();
  const sets = await readGallerySets(db, gallery.id);
  // The grid's order: photos in no set first, then each set in its order.
  const setRank = new Map<number | null, number>([[null, -1], ...sets.map((s, i) => [s.id, i] as const)]);
  const ordered = (await itemsOf(db, gallery.id))
    .map((item) => ({ itemId: item.id, setId: item.setId, photoId: item.photoId }))
    .sort((a, b) => (setRank.get(a.setId) ?? 0) - (setRank.get(b.setId) ?? 0));
  const groupSizes = new Map<number | null, number>();
  const places = ordered.map((item) => {
    const place = groupSizes.get(item.setId) ?? 0;
    groupSizes.set(item.setId, place + 1);
    return place;
  });
  const { page, pages, offset } = pageOf(pageParam, ordered.length);
  const slice = ordered.slice(offset, offset + PHOTOS_PER_PAGE);
  const photos = new Map(
    (
      await getPhotosByIds(
        db,
        slice.map((i) => i.photoId),
      )
    ).map((p) => [p.id, p]),
  );
  const coverPhotoId = gallery.cover_photo_id ?? ordered[0]?.photoId ?? null;
  const items = slice.flatMap((item, k) => {
    const photo = photos.get(item.photoId);
    if (!photo) return [];
    const place = places[offset + k]!;
    return [
      {
        itemId: item.itemId,
        photoId: item.photoId,
        setId: item.setId,
        number: offset + k + 1,
        place,
        groupSize: groupSizes.get(item.setId) ?? 1,
        filename: photo.filename,
        state: photo.state,
        failureReason: photo.failureReason,
        thumb: adminThumb(photo.variants, 200),
        placeholder: photo.placeholder,
        isCover: item.photoId === coverPhotoId,
        isPublicPhoto: photo.source !== "gallery",
      },
    ];
  });
  const coverPhoto = coverPhotoId ? (await getPhotosByIds(db, [coverPhotoId]))[0] : undefined;
  return {
    gallery: {
      id: gallery.id,
      version: gallery.version,
      title: gallery.title,
      clientName: gallery.client_name,
      clientEmail: gallery.client_email,
      sessionDate: gallery.session_date,
      expiresOn: gallery.expires_on,
      downloads: gallery.downloads,
      printsAllowed: gallery.prints_allowed,
      watermark: gallery.watermark,
      published: gallery.published_at !== null,
      status: galleryStatus(gallery, now),
      path: galleryPath(gallery.slug),
      plus30: extendedExpiry(gallery.expires_on, 30, now),
      cover: coverPhoto ? adminThumb(coverPhoto.variants, 300) : null,
    },
    sets: sets.map((s) => ({ id: s.id, title: s.title, downloads: s.downloads, count: groupSizes.get(s.id) ?? 0 })),
    unsortedCount: groupSizes.get(null) ?? 0,
    total: ordered.length,
    processing: await countPhotos(gallery.id, ["queued", "processing"]),
    page,
    pages,
    items,
    favourites: await favouriteLists(gallery.id),
    downloads: await downloadLog(gallery.id),
  };
}

/** How many photos the gallery has (in one of `states`, when given). */
export async function countPhotos(galleryId: number, states?: Array<MediaPhoto["state"]>): Promise<number> {
  let query = sharedDb()
    .selectFrom("gallery_photos")
    .innerJoin("media_photos", "media_photos.id", "gallery_photos.photo_id")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("gallery_photos.gallery_id", "=", galleryId);
  if (states) query = query.where("media_photos.state", "in", states);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}
