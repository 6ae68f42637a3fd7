import type { Kysely } from "kysely";
import { featuredLogos } from "~/catalogue/site-images";
import { hasImage } from "~/images/images.server";
import type { ResolvedImage } from "~/images/types";
import { libraryImage } from "~/images/variants";
import { changeSummary, differs } from "~/shared/admin/change-summary";
import {
  HOME_MEDIA_IDS,
  HOME_MEDIA_LISTS,
  LIST_NAMES,
  type DraftRow,
  type HomeMediaList,
} from "~/shared/content/home-media-form";
import {
  parseListRows,
  storedItemsSchemas,
  type FeaturedItem,
  type HomeMediaItems,
  type PhotoItem,
} from "~/shared/content/home-media.schema";
import type { FieldErrors } from "~/shared/field-errors";
import { invalid, type EditResult } from "../admin/editor/edit-result.server";
import type { Parsed } from "../admin/editor/form-values.server";
import { saveVersioned } from "../admin/editor/versioned-save.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { getPhotosByIds, type PhotoUsage } from "../media/library.server";
import { ensureHomeMedia } from "./home-media-seed.server";

// The home page's photos (issue 18, decision 023): the hero slides, the "Featured by" logos and the
// about carousel, one home_media row per list, each with its own version; edited in
// /admin/home-photos, one list at a time.

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

/** The library photos among `ids` that are ready to show, resolved for <Picture>. */
export async function readyImages(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, ResolvedImage>> {
  const photos = await getPhotosByIds(db, ids);
  return new Map(photos.flatMap((p) => (libraryImage(p) ? [[p.id, libraryImage(p)!] as const] : [])));
}

/** The form's checks (home-media.schema.ts), then the ones that need the library: ready photos only. */
export async function checkListRows<L extends HomeMediaList>(
  list: L,
  rows: readonly DraftRow[],
  db: Kysely<Database> = sharedDb(),
): Promise<Parsed<HomeMediaItems[L]>> {
  const parsed = parseListRows(list, rows);
  if (!parsed.ok) return { ok: false, refusal: invalid(parsed.fields) };
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
  if (Object.keys(fields).length > 0) return { ok: false, refusal: invalid(fields) };
  return { ok: true, value: parsed.items };
}

/** Saves one list if it is valid and still at `expectedVersion`; the activity entry goes with it. */
export async function saveHomeMediaList(
  list: HomeMediaList,
  rows: readonly DraftRow[],
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const checked = await checkListRows(list, rows, db);
  if (!checked.ok) return checked.refusal;
  const before = await readHomeMedia(db);
  const title = LIST_NAMES[list].many;
  return saveVersioned({
    db,
    table: "home_media",
    id: HOME_MEDIA_IDS[list],
    expectedVersion,
    values: { items: JSON.stringify(checked.value) },
    activity: {
      actorEmail,
      area: "Home page",
      summary: changeSummary(
        [differs(before.items[list], checked.value) && title],
        `Saved the ${title} without changes`,
      ),
    },
    notice: `Saved: the home page shows the new ${title} now.`,
  });
}

// The library names the home page wherever one of its lists shows a photo, and so refuses to
// delete that photo while it is on show.
const USAGE_LABELS: Record<HomeMediaList, string> = {
  hero: "Home page · hero slides",
  featured: "Home page · Featured by",
  about: "Home page · about photos",
};

export async function homePageUsingPhoto(db: Kysely<Database>, photoId: number): Promise<PhotoUsage[]> {
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
}
