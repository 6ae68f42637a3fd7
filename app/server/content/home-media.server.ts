import type { Kysely } from "kysely";
import { aboutPortraits, featuredLogos, heroSlides } from "~/catalogue/site-images";
import { getImage, hasImage } from "~/images/images.server";
import { registerBundledPhotos } from "~/images/register-bundled.server";
import { largestFallbackUrl } from "~/images/srcset";
import type { ResolvedImage } from "~/images/types";
import { libraryImage } from "~/images/variants";
import type { FieldErrors } from "~/shared/field-errors";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { getPhotosByIds, listPhotos, registerPhotoUsageSource, type MediaPhoto } from "../media/library.server";
import {
  HOME_MEDIA_IDS,
  HOME_MEDIA_LISTS,
  logoValue,
  parseListRows,
  storedItemsSchemas,
  type DraftRow,
  type FeaturedItem,
  type HomeMediaItems,
  type HomeMediaList,
  type LogoRef,
  type PhotoItem,
} from "./home-media-schema";
import { saveVersioned } from "./versioned-save.server";

// The home page's photos (issue 18, decision 023): the hero slides, the "Featured by" logos and the
// about carousel, one home_media row per list. Seeded on first start with today's slots
// (app/catalogue/site-images.ts), which boot() has registered in the media library just before.

/** The seed: today's photos by their library records (bundled photos are filed under their slot key). */
async function seedItems(db: Kysely<Database>): Promise<HomeMediaItems | undefined> {
  const keys = [...heroSlides, ...aboutPortraits].map((slot) => slot.key);
  const rows = await db
    .selectFrom("media_photos")
    .select(["id", "filename"])
    .where("source", "=", "bundled")
    .where("filename", "in", keys)
    .execute();
  const ids = new Map(rows.map((row) => [row.filename, Number(row.id)]));
  if (keys.some((key) => !ids.has(key))) return undefined;
  const photos = (slots: typeof heroSlides) => slots.map((slot) => ({ photoId: ids.get(slot.key)!, alt: slot.alt }));
  return {
    hero: photos(heroSlides),
    // Today's strip links nowhere; the built-in PNG logos stay outside the library (decision 023).
    featured: featuredLogos.map((logo) => ({ name: logo.name, link: "", logo: { kind: "bundled", key: logo.key } })),
    about: photos(aboutPortraits),
  };
}

/** First start: today's lists become the database's. Existing rows are left alone. */
export async function ensureHomeMedia(db: Kysely<Database> = sharedDb()) {
  const present = await db.selectFrom("home_media").select("id").execute();
  if (present.length === HOME_MEDIA_LISTS.length) return;
  let seed = await seedItems(db);
  if (!seed) {
    // A database set up by another tool, read before boot() registered the built-in photos.
    await registerBundledPhotos(db);
    seed = await seedItems(db);
    if (!seed) throw new Error("home_media: the built-in home page photos are missing from the media library");
  }
  for (const list of HOME_MEDIA_LISTS) {
    await db
      .insertInto("home_media")
      .values({ id: HOME_MEDIA_IDS[list], list, items: JSON.stringify(seed[list]) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export interface StoredHomeMedia {
  items: HomeMediaItems;
  versions: Record<HomeMediaList, number>;
}

export async function readHomeMedia(db: Kysely<Database> = sharedDb()): Promise<StoredHomeMedia> {
  let rows = await db.selectFrom("home_media").select(["id", "version", "items"]).execute();
  if (rows.length < HOME_MEDIA_LISTS.length) {
    await ensureHomeMedia(db);
    rows = await db.selectFrom("home_media").select(["id", "version", "items"]).execute();
  }
  const items = {} as Record<HomeMediaList, unknown>;
  const versions = {} as Record<HomeMediaList, number>;
  for (const list of HOME_MEDIA_LISTS) {
    const row = rows.find((r) => Number(r.id) === HOME_MEDIA_IDS[list]);
    if (!row) throw new Error(`home_media: no ${list} row`);
    const parsed = storedItemsSchemas[list].safeParse(JSON.parse(row.items));
    if (!parsed.success) throw new Error(`home_media.items of ${list} is not a valid list: ${parsed.error.message}`);
    items[list] = parsed.data;
    versions[list] = Number(row.version);
  }
  return { items: items as HomeMediaItems, versions };
}

const photoIdsOf = (items: HomeMediaItems) => [
  ...items.hero.map((i) => i.photoId),
  ...items.about.map((i) => i.photoId),
  ...items.featured.flatMap((i) => (i.logo.kind === "library" ? [i.logo.photoId] : [])),
];

async function readyImages(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, ResolvedImage>> {
  const photos = await getPhotosByIds(db, ids);
  return new Map(photos.flatMap((p) => (libraryImage(p) ? [[p.id, libraryImage(p)!] as const] : [])));
}

function logoImage(logo: LogoRef, images: Map<number, ResolvedImage>): ResolvedImage | undefined {
  if (logo.kind === "library") return images.get(logo.photoId);
  return hasImage(logo.key) ? getImage(logo.key) : undefined;
}

export interface HomeMediaForPage {
  hero: { image: ResolvedImage; alt: string }[];
  featured: { image: ResolvedImage; alt: string; name: string; link: string }[];
  portraits: { image: ResolvedImage; alt: string }[];
  /** The first slide's widest JPEG, for og:image. */
  ogImage: string | undefined;
}

/** Resolved for <Picture>, in order. A photo that is gone or not ready is left out, never a 500. */
export function shownLists(items: HomeMediaItems, images: Map<number, ResolvedImage>): HomeMediaForPage {
  const shown = (list: PhotoItem[]) =>
    list.flatMap((item) => {
      const image = images.get(item.photoId);
      return image ? [{ image, alt: item.alt }] : [];
    });
  const hero = shown(items.hero);
  return {
    hero,
    featured: items.featured.flatMap((item) => {
      const image = logoImage(item.logo, images);
      return image ? [{ image, alt: `${item.name} logo`, name: item.name, link: item.link }] : [];
    }),
    portraits: shown(items.about),
    ogImage: hero[0] ? largestFallbackUrl(hero[0].image) : undefined,
  };
}

export async function homeMediaForPage(db: Kysely<Database> = sharedDb()): Promise<HomeMediaForPage> {
  const { items } = await readHomeMedia(db);
  return shownLists(items, await readyImages(db, photoIdsOf(items)));
}

// ---- The editor -----------------------------------------------------------------------------

export interface PhotoChoice {
  /** The picker's value: the photo id. */
  value: string;
  label: string;
}

/** The library's ready photos, newest first, for the pickers. */
export async function photoChoices(db: Kysely<Database> = sharedDb()): Promise<PhotoChoice[]> {
  const { photos } = await listPhotos(db, { limit: 500 });
  return photos.filter((p) => libraryImage(p)).map((p) => ({ value: String(p.id), label: photoLabel(p) }));
}

function photoLabel(photo: MediaPhoto): string {
  const alt = photo.altText.length > 60 ? `${photo.altText.slice(0, 57)}…` : photo.altText;
  return alt ? `${photo.filename} (${alt})` : photo.filename;
}

/** The built-in logos, offered beside library photos in the logo picker. */
export function builtInLogoChoices(): PhotoChoice[] {
  return featuredLogos
    .filter((logo) => hasImage(logo.key))
    .map((logo) => ({ value: logoValue({ kind: "bundled", key: logo.key }), label: `Built-in logo: ${logo.name}` }));
}

/**
 * Images for the editor's thumbnails and preview, keyed by picker value ("12" for a photo,
 * "bundled:…" or "library:12" for a logo); values that name nothing shown are left out.
 */
export async function draftImages(
  db: Kysely<Database>,
  rows: Partial<Record<HomeMediaList, readonly DraftRow[]>>,
): Promise<Record<string, ResolvedImage>> {
  const values = Object.values(rows).flatMap((list) => list.flatMap((row) => [row.photo, row.logo]));
  const ids = values.flatMap((v) => {
    const id = /^(?:library:)?([1-9]\d{0,11})$/.exec(v ?? "")?.[1];
    return id ? [Number(id)] : [];
  });
  const images = await readyImages(db, ids);
  const out: Record<string, ResolvedImage> = {};
  for (const v of values) {
    if (!v) continue;
    const bundled = /^bundled:(site\/featured\/[a-z0-9-]+)$/.exec(v)?.[1];
    const id = /^(?:library:)?([1-9]\d{0,11})$/.exec(v)?.[1];
    const image = bundled
      ? hasImage(bundled)
        ? getImage(bundled)
        : undefined
      : id
        ? images.get(Number(id))
        : undefined;
    if (image) out[v] = image;
  }
  return out;
}

export type ParsedRows<L extends HomeMediaList> =
  { ok: true; items: HomeMediaItems[L] } | { ok: false; fields: FieldErrors };

/** The form's checks (home-media-schema.ts), then the ones that need the library: ready photos only. */
export async function checkListRows<L extends HomeMediaList>(
  list: L,
  rows: readonly DraftRow[],
  db: Kysely<Database> = sharedDb(),
): Promise<ParsedRows<L>> {
  const parsed = parseListRows(list, rows);
  if (!parsed.ok) return parsed;
  const fields: FieldErrors = {};
  if (list === "featured") {
    const entries = parsed.items as FeaturedItem[];
    const images = await readyImages(
      db,
      entries.flatMap((e) => (e.logo.kind === "library" ? [e.logo.photoId] : [])),
    );
    const builtIn = new Set(featuredLogos.map((logo) => logo.key));
    entries.forEach((entry, i) => {
      const ok =
        entry.logo.kind === "library"
          ? images.has(entry.logo.photoId)
          : builtIn.has(entry.logo.key) && hasImage(entry.logo.key);
      if (!ok) fields[`logo-${i}`] = "This logo is no longer available: choose another.";
    });
  } else {
    const entries = parsed.items as PhotoItem[];
    const images = await readyImages(
      db,
      entries.map((e) => e.photoId),
    );
    entries.forEach((entry, i) => {
      if (!images.has(entry.photoId))
        fields[`photo-${i}`] = "Choose a photo from the library that has finished processing.";
    });
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : parsed;
}

export const LIST_TITLES: Record<HomeMediaList, string> = {
  hero: "hero slides",
  featured: "Featured by entries",
  about: "about photos",
};

export type SaveListResult =
  { ok: true; version: number } | { ok: false; status: 400; fields: FieldErrors } | { ok: false; status: 409 };

/** Saves one list if it is valid and still at `expectedVersion`; the activity entry goes with it. */
export async function saveHomeMediaList(
  list: HomeMediaList,
  rows: readonly DraftRow[],
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<SaveListResult> {
  const checked = await checkListRows(list, rows, db);
  if (!checked.ok) return { ok: false, status: 400, fields: checked.fields };
  const before = await readHomeMedia(db);
  const changed = JSON.stringify(before.items[list]) !== JSON.stringify(checked.items);
  const outcome = await saveVersioned({
    db,
    table: "home_media",
    id: HOME_MEDIA_IDS[list],
    expectedVersion,
    values: { items: JSON.stringify(checked.items) },
    activity: {
      actorEmail,
      area: "Home page",
      summary: changed ? `Changed the ${LIST_TITLES[list]}` : `Saved the ${LIST_TITLES[list]} without changes`,
    },
  });
  if (!outcome.saved) return { ok: false, status: 409 };
  return { ok: true, version: outcome.version };
}

// The library names the home page wherever one of its lists shows a photo, and so refuses to
// delete that photo while it is on show.
const USAGE_LABELS: Record<HomeMediaList, string> = {
  hero: "Home page · hero slides",
  featured: "Home page · Featured by",
  about: "Home page · about photos",
};

registerPhotoUsageSource("home-page", async (db, photoId) => {
  const rows = await db.selectFrom("home_media").select(["list", "items"]).execute();
  return rows.flatMap((row) => {
    const list = HOME_MEDIA_LISTS.find((l) => l === row.list);
    if (!list) return [];
    const parsed = storedItemsSchemas[list].safeParse(JSON.parse(row.items));
    if (!parsed.success) return [];
    const used =
      list === "featured"
        ? (parsed.data as FeaturedItem[]).some((e) => e.logo.kind === "library" && e.logo.photoId === photoId)
        : (parsed.data as PhotoItem[]).some((e) => e.photoId === photoId);
    return used ? [{ label: USAGE_LABELS[list], href: "/" }] : [];
  });
});
