import type { Kysely } from "kysely";
import { featuredLogos } from "~/catalogue/site-images";
import { getImage, hasImage } from "~/images/images.server";
import type { ResolvedImage } from "~/images/types";
import {
  applyRowIntent,
  flatForm,
  focusAfterChange,
  HOME_MEDIA_LISTS,
  type DraftRow,
  type HomeMediaList,
  type HomePhotosAnswer,
  type RowIntent,
} from "~/shared/content/home-media-form";
import { logoValue, rowsOf } from "~/shared/content/home-media.schema";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { getPhoto } from "../media/library.server";
import { readHomeMedia, readyImages } from "./home-media.server";
import { photoChoices, type PhotoChoice } from "./library-choices.server";

// What the home photos editor shows besides the stored lists: the pickers' choices, the drafts'
// thumbnails, and a row button's draft (a move, a removal, a photo picked), stored nowhere.

/** The built-in logos, offered beside library photos in the logo picker. */
export function builtInLogoChoices(): PhotoChoice[] {
  return featuredLogos
    .filter((logo) => hasImage(logo.key))
    .map((logo) => ({ value: logoValue({ kind: "bundled", key: logo.key }), label: `Built-in logo: ${logo.name}` }));
}

const LIBRARY_VALUE = /^(?:library:)?([1-9]\d{0,11})$/;

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
    const id = LIBRARY_VALUE.exec(v ?? "")?.[1];
    return id ? [Number(id)] : [];
  });
  const images = await readyImages(db, ids);
  const out: Record<string, ResolvedImage> = {};
  for (const v of values) {
    if (!v) continue;
    const bundled = /^bundled:(site\/featured\/[a-z0-9-]+)$/.exec(v)?.[1];
    const id = LIBRARY_VALUE.exec(v)?.[1];
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

/** The editor's page: each list's rows, the pickers' choices, and every thumbnail. */
export async function homePhotosEditorData(db: Kysely<Database> = sharedDb()) {
  const { items, versions } = await readHomeMedia(db);
  const rows = Object.fromEntries(HOME_MEDIA_LISTS.map((list) => [list, rowsOf(list, items[list])])) as Record<
    HomeMediaList,
    DraftRow[]
  >;
  const [choices, images] = await Promise.all([photoChoices(db), draftImages(db, rows)]);
  return { rows, versions, choices, logoChoices: builtInLogoChoices(), images };
}

/**
 * What the library picker fills in for "Add" or "Use the chosen photo": the photo with its library
 * description (the old description belonged to the old photo), or a logo for an entry.
 */
async function pickedRow(db: Kysely<Database>, list: HomeMediaList, pick: string, add: boolean): Promise<DraftRow> {
  if (list === "featured") {
    const logo = /^(bundled:site\/featured\/[a-z0-9-]+|library:[1-9]\d{0,11})$/.test(pick) ? pick : "";
    if (add) return { name: "", link: "", logo };
    return logo ? { logo } : {};
  }
  const photo = /^[1-9]\d{0,11}$/.test(pick) ? await getPhoto(db, Number(pick)) : undefined;
  // "Use this photo" with nothing chosen leaves the row as it was.
  if (!photo && !add) return {};
  return { photo: photo ? String(photo.id) : "", alt: photo?.altText ?? "" };
}

/** A draft shown again with its thumbnails: after a row button, or as a preview. */
export async function draftAnswer(
  list: HomeMediaList,
  rows: readonly DraftRow[],
  extra: { focus?: string; preview?: true } = {},
  db: Kysely<Database> = sharedDb(),
): Promise<HomePhotosAnswer> {
  return { draft: true, list, ...extra, values: flatForm(rows), images: await draftImages(db, { [list]: rows }) };
}

/** A row button's answer: the draft changed (stored nowhere) and the element to focus. */
export async function rowChangeAnswer(
  list: HomeMediaList,
  rows: readonly DraftRow[],
  change: RowIntent,
  pick: string,
  db: Kysely<Database> = sharedDb(),
): Promise<HomePhotosAnswer> {
  const picked = await pickedRow(db, list, pick, change.op === "add");
  const next = applyRowIntent(rows, change, picked);
  return draftAnswer(list, next, { focus: focusAfterChange(list, change, next) }, db);
}
