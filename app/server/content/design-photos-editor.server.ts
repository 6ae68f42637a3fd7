import type { Kysely } from "kysely";
import { getImage, hasImage } from "~/images/images.server";
import type { ResolvedImage } from "~/images/types";
import { MAX_ALT_TEXT } from "~/shared/media/photo-library.schema";
import { invalid, refused, type EditResult } from "../admin/editor/edit-result.server";
import { saveVersioned } from "../admin/editor/versioned-save.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { sampleSlots } from "./go-live-checklist.server";
import { chosenDesignPhotos } from "./design-photos.server";
import {
  DESIGN_SLOT_GROUPS,
  DESIGN_SLOTS,
  designSlot,
  slotRequirement,
  type DesignSlot,
  type DesignSlotGroup,
} from "./design-slots.server";
import { readyImages } from "./home-media.server";
import { photoChoices, type PhotoChoice } from "./library-choices.server";

// /admin/design-photos (issue 31 §2, decision 048): every design and shop image slot with its
// picture now, and her choice of a library photo for one of them (or the built-in one again).
// One design_photos row per slot, each with its own version; rows are made here, on the editor's
// first read, so the form always carries a version.

export const DESIGN_PHOTOS_AREA = "Design & shop photos";

export interface DesignSlotView {
  key: string;
  name: string;
  shownOn: string;
  requirement: string;
  version: number;
  image: ResolvedImage | null;
  alt: string;
  /** The built-in picture's description, shown when she leaves hers empty. */
  defaultAlt: string;
  /** No description is read out for it (a tile beside its title). */
  decorative: boolean;
  /** Her library photo (its number), or null for the built-in picture. */
  photoId: number | null;
  /** The built-in picture is still the generated sample marked SAMPLE. */
  sample: boolean;
  /** She chose a photo that cannot be shown now (still processing, or gone): the built-in one shows. */
  unavailable: boolean;
}

/** Every slot has its row (version 1, the built-in picture) once the editor has been opened. */
async function ensureSlotRows(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("design_photos")
    .values(DESIGN_SLOTS.map((slot) => ({ slot_key: slot.key })))
    .onConflict((oc) => oc.column("slot_key").doNothing())
    .execute();
}

export async function designPhotosEditorData(
  selected: string | null,
  db: Kysely<Database> = sharedDb(),
  photosDir?: string,
) {
  await ensureSlotRows(db);
  const [rows, chosen] = await Promise.all([
    db.selectFrom("design_photos").select(["slot_key", "version", "photo_id", "alt_text"]).execute(),
    chosenDesignPhotos(db),
  ]);
  const byKey = new Map(rows.map((row) => [row.slot_key, row]));
  const samples = new Set(sampleSlots(photosDir));
  const view = (slot: DesignSlot): DesignSlotView => {
    const row = byKey.get(slot.key);
    const mine = chosen.get(slot.key);
    const photoId = row?.photo_id == null ? null : Number(row.photo_id);
    return {
      key: slot.key,
      name: slot.name,
      shownOn: slot.shownOn,
      requirement: slotRequirement(slot),
      version: Number(row?.version ?? 1),
      image: mine?.image ?? (hasImage(slot.key) ? getImage(slot.key) : null),
      alt: mine?.alt ?? (row?.alt_text || slot.defaultAlt),
      defaultAlt: slot.defaultAlt,
      decorative: slot.decorative ?? false,
      photoId,
      sample: !mine && samples.has(slot.key),
      unavailable: photoId !== null && !mine,
    };
  };
  const groups = (Object.keys(DESIGN_SLOT_GROUPS) as DesignSlotGroup[]).map((group) => ({
    group,
    ...DESIGN_SLOT_GROUPS[group],
    slots: DESIGN_SLOTS.filter((slot) => slot.group === group).map(view),
  }));
  const slot = selected ? designSlot(selected) : undefined;
  // The picker lists the library only for the slot being changed: hundreds of photos, once.
  const choices: PhotoChoice[] = slot ? await photoChoices(db) : [];
  return { groups, selected: slot ? view(slot) : null, choices };
}

const UNKNOWN_SLOT = "This picture is not one of the site's design or shop pictures. Reload the page and choose again.";

async function slotRow(db: Kysely<Database>, key: string) {
  const slot = designSlot(key);
  if (!slot) return undefined;
  await ensureSlotRows(db);
  const row = await db.selectFrom("design_photos").select("id").where("slot_key", "=", key).executeTakeFirstOrThrow();
  return { slot, id: Number(row.id) };
}

/** Saves the slot's photo (null: the built-in one) at the version the form was loaded at, logged. */
async function saveSlot(
  db: Kysely<Database>,
  input: { slot: string; version: number; actor: string },
  values: { photo_id: number | null; alt_text: string },
  words: { summary: (name: string) => string; notice: (name: string) => string },
): Promise<EditResult> {
  const found = await slotRow(db, input.slot);
  if (!found) return refused(UNKNOWN_SLOT);
  const name = found.slot.name;
  return saveVersioned({
    db,
    table: "design_photos",
    id: found.id,
    expectedVersion: input.version,
    values,
    activity: { actorEmail: input.actor, area: DESIGN_PHOTOS_AREA, summary: words.summary(name) },
    notice: words.notice(name),
  });
}

/** Shows a library photo in the slot, with her description; refused unless the photo is ready to show. */
export async function chooseDesignPhoto(
  input: { slot: string; photo: string; alt: string; version: number; actor: string },
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  if (!designSlot(input.slot)) return refused(UNKNOWN_SLOT);
  const photoId = /^[1-9]\d{0,11}$/.test(input.photo.trim()) ? Number(input.photo.trim()) : undefined;
  const alt = input.alt.replace(/\s+/g, " ").trim();
  const fields: Record<string, string> = {};
  if (photoId === undefined) fields.photo = "Choose a photo from your library.";
  else if (!(await readyImages(db, [photoId])).has(photoId))
    fields.photo = "Choose a photo from your library that has finished processing.";
  if (alt.length > MAX_ALT_TEXT) fields.alt = `Keep the description under ${MAX_ALT_TEXT} characters.`;
  if (photoId === undefined || Object.keys(fields).length > 0) return invalid(fields);
  return saveSlot(
    db,
    input,
    { photo_id: photoId, alt_text: alt },
    {
      summary: (name) => `Chose photo ${photoId} for ${name}`,
      notice: (name) => `Saved: ${name} shows your photo now.`,
    },
  );
}

/** The slot shows its built-in picture again. */
export async function revertDesignPhoto(
  input: { slot: string; version: number; actor: string },
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return saveSlot(
    db,
    input,
    { photo_id: null, alt_text: "" },
    {
      summary: (name) => `Went back to the built-in photo for ${name}`,
      notice: (name) => `Saved: ${name} shows the built-in photo again.`,
    },
  );
}
