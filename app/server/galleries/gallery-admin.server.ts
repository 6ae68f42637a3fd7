import { data, redirect } from "react-router";
import { thumbnailUrl } from "~/components/admin/photos/photo-format";
import { fieldErrors } from "~/shared/field-errors";
import { galleryPath, type DownloadLevel } from "~/shared/galleries/gallery-rules";
import { formValues, formVersion, invalidInput, missingVersion, staleVersion } from "../admin/content-actions.server";
import { field } from "../admin/guard.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb, toIso } from "../db/db.server";
import { getPhotosByIds, registerPhotoUsageSource, type MediaVariant } from "../media/library.server";
import { PRIVATE_PATH_PREFIX } from "../media/naming";
import { createGallery, listGalleries, readGalleryById, readGallerySets, type GalleryRow } from "./galleries.server";
import { addFromLibraryAction } from "./gallery-admin-library.server";
import { viewAsClient } from "./gallery-view-as-client.server";
import {
  activityArea,
  createSet,
  deleteGallery,
  deleteSet,
  moveSet,
  movePhoto,
  movePhotosToSet,
  removePhotos,
  renameSet,
  saveSettings,
  setCover,
  setExpiry,
  setPublished,
  setSetDownloads,
  type EditResult,
} from "./gallery-admin-edits.server";
import {
  extendedExpiry,
  extendSchema,
  galleryStatus,
  lightroomFilenames,
  MAX_ID,
  NEW_GALLERY_FIELDS,
  newGallerySchema,
  pageOf,
  PHOTOS_PER_PAGE,
  positiveInt,
  setDownloadsSchema,
  setTitleSchema,
  SETTINGS_FIELDS,
  settingsSchema,
} from "./gallery-admin-forms";

// The gallery admin's server side: what its screens load (the list, one gallery's editor a page
// of photos at a time, the clients' favourites and downloads) and how a form post becomes one of
// the edits of gallery-admin-edits.server.ts.

/** Where the admin sees a private variant (the admin route checks the session and the name). */
export const ADMIN_MEDIA_PREFIX = "/admin/galleries/media/";

/** A variant's URL for the admin: private ones through the admin route, public ones as they are. */
export function adminVariantUrl(url: string): string {
  return url.startsWith(PRIVATE_PATH_PREFIX) ? ADMIN_MEDIA_PREFIX + url.slice(PRIVATE_PATH_PREFIX.length) : url;
}

const adminThumb = (variants: readonly MediaVariant[], minWidth = 300) => {
  const url = thumbnailUrl(variants, minWidth);
  return url ? adminVariantUrl(url) : null;
};

// Deleting a library photo that a gallery shows is refused, naming the gallery.
registerPhotoUsageSource("galleries", async (db, photoId) => {
  const rows = await db
    .selectFrom("gallery_photos")
    .innerJoin("galleries", "galleries.id", "gallery_photos.gallery_id")
    .select(["galleries.id", "galleries.title"])
    .where("gallery_photos.photo_id", "=", photoId)
    .execute();
  return rows.map((r) => ({ label: `Client gallery: ${r.title}`, href: `/admin/galleries/${Number(r.id)}` }));
});

export function galleryIdParam(raw: string | undefined): number {
  const id = positiveInt(raw);
  if (id === undefined) throw data({ error: "There is no such gallery." }, { status: 404 });
  return id;
}

export async function requireGallery(id: number): Promise<GalleryRow> {
  const gallery = await readGalleryById(sharedDb(), id);
  if (!gallery) throw data({ error: "There is no such gallery. It may have been deleted." }, { status: 404 });
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
  const links = await db
    .selectFrom("gallery_photos")
    .select(["id", "set_id", "photo_id", "position"])
    .where("gallery_id", "=", gallery.id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  // The grid's order: photos in no set first, then each set in its order.
  const setRank = new Map<number | null, number>([[null, -1], ...sets.map((s, i) => [s.id, i] as const)]);
  const ordered = links
    .map((l) => ({
      itemId: Number(l.id),
      setId: l.set_id === null ? null : Number(l.set_id),
      photoId: Number(l.photo_id),
    }))
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
    processing: await processingCount(gallery.id),
    page,
    pages,
    items,
    favourites: await favouriteLists(gallery.id),
    downloads: await downloadLog(gallery.id),
  };
}

export async function galleryPhotoCount(galleryId: number): Promise<number> {
  const row = await sharedDb()
    .selectFrom("gallery_photos")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("gallery_id", "=", galleryId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function processingCount(galleryId: number): Promise<number> {
  const row = await sharedDb()
    .selectFrom("gallery_photos")
    .innerJoin("media_photos", "media_photos.id", "gallery_photos.photo_id")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("gallery_photos.gallery_id", "=", galleryId)
    .where("media_photos.state", "in", ["queued", "processing"])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The clients' favourite lists, each with its photos' filenames and notes: the ones they sent, and
 * the hearts they have not sent yet (a list never sent, or changed since), newest change first.
 */
export async function favouriteLists(galleryId: number) {
  const db = sharedDb();
  const lists = await db
    .selectFrom("gallery_favourite_lists")
    .selectAll()
    .where("gallery_id", "=", galleryId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  if (lists.length === 0) return [];
  const entries = await db
    .selectFrom("gallery_favourites")
    .innerJoin("gallery_photos", "gallery_photos.id", "gallery_favourites.gallery_photo_id")
    .innerJoin("media_photos", "media_photos.id", "gallery_photos.photo_id")
    .select([
      "gallery_favourites.list_id",
      "gallery_favourites.note",
      "media_photos.filename",
      "gallery_photos.position",
      "gallery_favourites.id",
    ])
    .where(
      "gallery_favourites.list_id",
      "in",
      lists.map((l) => Number(l.id)),
    )
    .orderBy("gallery_photos.position")
    .orderBy("gallery_favourites.id")
    .execute();
  return lists.flatMap((list) => {
    const photos = entries
      .filter((e) => Number(e.list_id) === Number(list.id))
      .map((e) => ({ filename: e.filename, note: e.note }));
    const submittedAt = list.submitted_at === null ? null : toIso(list.submitted_at);
    // Every heart taken back before anything was sent: nothing to show.
    if (photos.length === 0 && submittedAt === null) return [];
    return [
      {
        id: Number(list.id),
        person: list.person_name,
        name: list.list_name,
        submittedAt,
        changedAt: toIso(list.updated_at),
        // The favourites panel's rule (readPersonLists): changed after it was sent, or never sent.
        notSentYet: submittedAt === null || toIso(list.updated_at) > submittedAt,
        photos,
        lightroom: lightroomFilenames(photos.map((p) => p.filename)),
      },
    ];
  });
}

export const DOWNLOAD_LOG_LIMIT = 200;

/** The newest downloads: who, when, what and at which size. */
export async function downloadLog(galleryId: number) {
  const db = sharedDb();
  const rows = await db
    .selectFrom("gallery_downloads")
    .leftJoin("gallery_photos", "gallery_photos.id", "gallery_downloads.gallery_photo_id")
    .leftJoin("media_photos", "media_photos.id", "gallery_photos.photo_id")
    .leftJoin("gallery_sets", "gallery_sets.id", "gallery_downloads.set_id")
    .select([
      "gallery_downloads.id",
      "gallery_downloads.visitor",
      "gallery_downloads.scope",
      "gallery_downloads.size",
      "gallery_downloads.files",
      "gallery_downloads.created_at",
      "media_photos.filename",
      "gallery_sets.title as setTitle",
    ])
    .where("gallery_downloads.gallery_id", "=", galleryId)
    .orderBy("gallery_downloads.created_at", "desc")
    .orderBy("gallery_downloads.id", "desc")
    .limit(DOWNLOAD_LOG_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    who: r.visitor?.trim() || "Someone without a name",
    at: toIso(r.created_at),
    what:
      r.scope === "photo"
        ? (r.filename ?? "A photo since removed")
        : r.scope === "set"
          ? `The set “${r.setTitle ?? "since deleted"}” (${Number(r.files)} files, ZIP)`
          : `The whole gallery (${Number(r.files)} files, ZIP)`,
    size: r.size === "full" ? "Full resolution" : "Web size",
  }));
}

// ---- Actions ---------------------------------------------------------------------------------

/** The new gallery form (on the list screen): a draft, then its editor. */
export async function newGalleryAction(form: FormData, actor: string, now = new Date()) {
  const values = formValues(form, NEW_GALLERY_FIELDS);
  const parsed = newGallerySchema(now).safeParse(values);
  if (!parsed.success) return invalidInput(fieldErrors(parsed.error.issues), { ...values, accessCode: "" });
  const v = parsed.data;
  const db = sharedDb();
  const gallery = await db.transaction().execute(async (trx) => {
    const row = await createGallery(trx, v);
    await recordActivity(trx, { actorEmail: actor, area: activityArea(row.title), summary: "Created the gallery" });
    return row;
  });
  return redirect(`/admin/galleries/${gallery.id}?created=1`);
}

const PHOTO_MOVES = { "move-up": "up", "move-down": "down", "move-top": "top" } as const;
const SET_MOVES = { "set-up": "up", "set-down": "down" } as const;
const which = (thing: string) => data({ error: `Which ${thing}? Reload the page and try again.` }, { status: 400 });

/** One form post of the editor → its edit; the answer is what the screen shows. */
export async function galleryAction(gallery: GalleryRow, form: FormData, actor: string, now = new Date()) {
  const intent = field(form, "intent");
  // Neither takes a version: one only opens the client's page, the other only appends (as uploads do).
  if (intent === "view-as-client") return viewAsClient(gallery);
  if (intent === "add-from-library") return addFromLibraryAction(gallery, form, actor);
  const asked = formVersion(form);
  if (asked === undefined) return missingVersion();
  // Beyond PostgreSQL's integer no version exists: capped, it simply does not match (409).
  const version = Math.min(asked, MAX_ID);
  const id = gallery.id;
  switch (intent) {
    case "settings": {
      const values = formValues(form, SETTINGS_FIELDS);
      const parsed = settingsSchema(now, gallery.expires_on).safeParse(values);
      const echo = { ...values, accessCode: "" };
      if (!parsed.success) return invalidInput(fieldErrors(parsed.error.issues), echo);
      return answer(await saveSettings(id, parsed.data, version, actor), echo, intent);
    }
    case "publish":
    case "unpublish":
      return answer(await setPublished(id, intent === "publish", version, actor), {}, intent);
    case "extend":
    case "extend-30": {
      const date = intent === "extend-30" ? extendedExpiry(gallery.expires_on, 30, now) : field(form, "newExpiry");
      const parsed = extendSchema(now).safeParse(date);
      if (!parsed.success) {
        return invalidInput({ newExpiry: parsed.error.issues[0]?.message ?? "Check the date." }, { newExpiry: date });
      }
      return answer(await setExpiry(id, parsed.data, version, actor), {}, intent);
    }
    case "delete":
      return deleteAnswer(await deleteGallery(id, version, actor));
    case "set-add":
    case "set-rename": {
      const values = formValues(form, ["setTitle", "setId"]);
      const title = setTitleSchema.safeParse(values.setTitle);
      if (!title.success) {
        return invalidInput({ setTitle: title.error.issues[0]?.message ?? "Check the name." }, values);
      }
      if (intent === "set-add") return answer(await createSet(id, title.data, version, actor), {}, intent);
      const setId = positiveInt(field(form, "setId"));
      if (setId === undefined) return which("set");
      return answer(await renameSet(id, setId, title.data, version, actor), values, intent, { setId });
    }
    case "set-up":
    case "set-down":
    case "set-delete":
    case "set-downloads": {
      const setId = positiveInt(field(form, "setId"));
      if (setId === undefined) return which("set");
      if (intent === "set-delete") return answer(await deleteSet(id, setId, version, actor), {}, intent);
      if (intent === "set-downloads") {
        const level = setDownloadsSchema.safeParse(field(form, "setDownloads"));
        if (!level.success)
          return data({ error: level.error.issues[0]?.message ?? "Check the choice." }, { status: 400 });
        return answer(await setSetDownloads(id, setId, level.data as DownloadLevel | null, version, actor), {}, intent);
      }
      return answer(await moveSet(id, setId, SET_MOVES[intent], version, actor), {}, intent, { setId });
    }
    case "move-up":
    case "move-down":
    case "move-top":
    case "move-to":
    case "cover": {
      const itemId = positiveInt(field(form, "itemId"));
      if (itemId === undefined) return which("photo");
      if (intent === "cover") return answer(await setCover(id, itemId, version, actor), {}, intent, { itemId });
      if (intent === "move-to") {
        // Drag and drop: the 0-based place within the photo's set where it was dropped.
        const raw = field(form, "index");
        const index = raw === "0" ? 0 : positiveInt(raw);
        if (index === undefined) return data({ error: "Where to? The new place must be a number." }, { status: 400 });
        return answer(await movePhoto(id, itemId, { to: index }, version, actor), {}, intent, { itemId });
      }
      return answer(await movePhoto(id, itemId, PHOTO_MOVES[intent], version, actor), {}, intent, { itemId });
    }
    case "to-set":
    case "remove": {
      const raw = form.getAll("itemId");
      const itemIds = raw.map((v) => positiveInt(typeof v === "string" ? v : undefined));
      if (itemIds.length === 0 || itemIds.some((v) => v === undefined)) {
        return data({ error: "Choose at least one photo (tick its box), then try again." }, { status: 400 });
      }
      const ids = [...new Set(itemIds as number[])];
      if (intent === "remove") return answer(await removePhotos(id, ids, version, actor), {}, intent);
      const target = field(form, "targetSet");
      const setId = target === "none" ? null : positiveInt(target);
      if (setId === undefined) return data({ error: "Choose the set to move the photos to." }, { status: 400 });
      return answer(await movePhotosToSet(id, ids, setId, version, actor), {}, intent);
    }
    default:
      return data({ error: "Unknown action." }, { status: 400 });
  }
}

/** `intent` (and the photo or set) come back so the screen can keep the keyboard focus where it was. */
function answer(
  result: EditResult,
  values: Record<string, string>,
  intent: string,
  target: { itemId?: number; setId?: number } = {},
) {
  if (result.ok) return { saved: true as const, notice: result.notice, version: result.version, intent, ...target };
  if (result.status === 409) return staleVersion(values);
  return data(
    { error: result.error, fields: "fields" in result ? result.fields : undefined, values, intent },
    { status: result.status },
  );
}

function deleteAnswer(result: EditResult) {
  if (result.ok) return redirect("/admin/galleries?deleted=1");
  if (result.status === 409) {
    return data(
      {
        error: "Not deleted: the gallery was changed in another tab or window. Reload and check it first.",
        stale: true,
      },
      { status: 409 },
    );
  }
  return data({ error: result.error }, { status: result.status });
}
