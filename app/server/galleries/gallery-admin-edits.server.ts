import { sql, type Kysely, type Transaction } from "kysely";
import type { FieldErrors } from "~/shared/field-errors";
import { changedPositions, reorder, type ReorderMove } from "~/shared/admin/list-moves";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb } from "../db/db.server";
import type { Database, DownloadLevel } from "../db/schema";
import { deletePhoto, queueCopyPurge } from "../media/library.server";
import { hashAccessCode } from "./access-code.server";
import { readGalleryById, type GalleryRow } from "./galleries.server";

// Every change the gallery editor makes. Each one bumps the gallery's version and writes the
// activity log in the same transaction, and applies only at the version the editor was loaded at
// (another tab's save is refused with 409 and a reload offered). Uploads only append a photo, so
// they cannot overwrite anything and take no version: a 500-photo batch keeps landing while the
// photographer works on the page (see docs/decisions/025, "Admin").

export type EditResult =
  | { ok: true; notice: string; version: number }
  | { ok: false; status: 400; error: string; fields?: FieldErrors }
  | { ok: false; status: 404; error: string }
  | { ok: false; status: 409 };

type Refusal = Exclude<EditResult, { ok: true }>;
type Trx = Transaction<Database>;

const stale = { ok: false, status: 409 } as const;
export const galleryGone = {
  ok: false,
  status: 404,
  error: "There is no such gallery. It may have been deleted.",
} as const;
const photoGone = {
  ok: false,
  status: 404,
  error: "That photo is no longer in this gallery. Reload the page.",
} as const;
const setGone = { ok: false, status: 404, error: "That set no longer exists. Reload the page." } as const;

class Refused extends Error {
  constructor(readonly result: Refusal) {
    super("refused");
  }
}

const refuse = (result: Refusal): never => {
  throw new Refused(result);
};

export const activityArea = (title: string) => `Gallery: ${title}`;

/**
 * Runs one change in a transaction that first bumps the version from `expectedVersion`; the
 * change returns its summary (for the log and the screen) or throws a refusal that rolls back.
 */
export async function change(
  galleryId: number,
  expectedVersion: number,
  actorEmail: string,
  apply: (trx: Trx, gallery: GalleryRow) => Promise<{ summary: string; notice?: string }>,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const gallery = await readGalleryById(db, galleryId);
  if (!gallery) return galleryGone;
  try {
    return await db.transaction().execute(async (trx) => {
      const bumped = await trx
        .updateTable("galleries")
        .set({ version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
        .where("id", "=", galleryId)
        .where("version", "=", expectedVersion)
        .returning("version")
        .executeTakeFirst();
      if (!bumped) refuse(stale);
      const outcome = await apply(trx, gallery);
      // Under the gallery's title as it is now (a rename logs under the new one, as the other editors do).
      const now = await trx.selectFrom("galleries").select("title").where("id", "=", galleryId).executeTakeFirst();
      await recordActivity(trx, {
        actorEmail,
        area: activityArea(now?.title ?? gallery.title),
        summary: outcome.summary,
      });
      return { ok: true as const, notice: outcome.notice ?? `${outcome.summary}.`, version: Number(bumped!.version) };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/** Turns a refusal thrown inside `apply` into its answer (exported for the other gallery-admin modules). */
export { refuse };

export interface SettingsInput {
  title: string;
  clientName: string;
  clientEmail: string;
  sessionDate: string | null;
  /** Null keeps the current code. */
  accessCode: string | null;
  expiresOn: string | null;
  downloads: DownloadLevel;
  printsAllowed: boolean;
  watermark: boolean;
}

export async function saveSettings(galleryId: number, input: SettingsInput, version: number, actor: string) {
  // Hashed before the transaction: scrypt takes a moment and holds no lock.
  const hash = input.accessCode === null ? null : await hashAccessCode(input.accessCode);
  return change(galleryId, version, actor, async (trx) => {
    await trx
      .updateTable("galleries")
      .set({
        title: input.title,
        client_name: input.clientName,
        client_email: input.clientEmail,
        session_date: input.sessionDate,
        expires_on: input.expiresOn,
        downloads: input.downloads,
        prints_allowed: input.printsAllowed,
        watermark: input.watermark,
        ...(hash ? { access_code_hash: hash } : {}),
      })
      .where("id", "=", galleryId)
      .execute();
    return hash
      ? {
          summary: "Changed the settings and the access code",
          notice:
            "Settings saved. The access code has changed: everyone who opened the gallery must enter the new one.",
        }
      : { summary: "Changed the settings", notice: "Settings saved." };
  });
}

export async function setPublished(galleryId: number, publish: boolean, version: number, actor: string) {
  return change(galleryId, version, actor, async (trx, gallery) => {
    if (publish === Boolean(gallery.published_at)) {
      refuse({
        ok: false,
        status: 400,
        error: publish ? "This gallery is already published." : "This gallery is not published.",
      });
    }
    await trx
      .updateTable("galleries")
      .set({ published_at: publish ? new Date().toISOString() : null })
      .where("id", "=", galleryId)
      .execute();
    return publish
      ? {
          summary: "Published the gallery",
          notice: "Published: the client can open the gallery with its link and code.",
        }
      : { summary: "Unpublished the gallery", notice: "Unpublished: the link now says the gallery is not ready yet." };
  });
}

export async function setExpiry(galleryId: number, expiresOn: string, version: number, actor: string) {
  return change(galleryId, version, actor, async (trx) => {
    await trx.updateTable("galleries").set({ expires_on: expiresOn }).where("id", "=", galleryId).execute();
    return { summary: `Extended the gallery until ${expiresOn}` };
  });
}

// ---- Photos ----------------------------------------------------------------------------------

interface ItemRow {
  id: number;
  setId: number | null;
  photoId: number;
  position: number;
}

async function itemsOf(trx: Kysely<Database>, galleryId: number): Promise<ItemRow[]> {
  const rows = await trx
    .selectFrom("gallery_photos")
    .select(["id", "set_id", "photo_id", "position"])
    .where("gallery_id", "=", galleryId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    setId: r.set_id === null ? null : Number(r.set_id),
    photoId: Number(r.photo_id),
    position: Number(r.position),
  }));
}

async function writePositions(trx: Trx, moves: Array<{ id: number; position: number }>) {
  for (const { id, position } of moves) {
    await trx.updateTable("gallery_photos").set({ position }).where("id", "=", id).execute();
  }
}

/** Positions 0..n-1 in the current order (after a photo left, or joined a set at its end). */
async function renumber(trx: Trx, galleryId: number) {
  const items = await itemsOf(trx, galleryId);
  await writePositions(
    trx,
    items.flatMap((item, position) => (item.position === position ? [] : [{ id: item.id, position }])),
  );
}

/** Up, down, to the top, or (drag and drop) to a 0-based place within its set. */
export type PhotoMove = "up" | "down" | "top" | { to: number };

/** Moves a photo within its set (the grid shows each set on its own, so that is where it moves). */
export async function movePhoto(galleryId: number, itemId: number, move: PhotoMove, version: number, actor: string) {
  return change(galleryId, version, actor, async (trx) => {
    const items = await itemsOf(trx, galleryId);
    const item = items.find((i) => i.id === itemId) ?? refuse(photoGone);
    const group = items.filter((i) => i.setId === item.setId);
    const before = group.map((i) => i.id);
    const step: ReorderMove =
      typeof move === "object" ? { kind: "to", id: itemId, index: move.to } : { kind: move, id: itemId };
    const after = reorder(before, step);
    // The set keeps the places it had; only who sits in them changes.
    const slots = group.map((i) => i.position).sort((a, b) => a - b);
    const current = new Map(group.map((i) => [i.id, i.position]));
    await writePositions(
      trx,
      after.flatMap((id, k) => (current.get(id) === slots[k] ? [] : [{ id, position: slots[k]! }])),
    );
    const from = before.indexOf(itemId);
    const to = after.indexOf(itemId);
    return {
      summary:
        from === to
          ? `Left photo ${from + 1} where it was`
          : to === 0 && move === "top"
            ? `Moved photo ${from + 1} to the top of its set`
            : `Moved photo ${from + 1} to place ${to + 1} of its set`,
    };
  });
}

async function checkedItems(trx: Trx, galleryId: number, itemIds: readonly number[]) {
  const items = await itemsOf(trx, galleryId);
  const wanted = new Set(itemIds);
  const found = items.filter((i) => wanted.has(i.id));
  if (found.length !== wanted.size) refuse(photoGone);
  return { items, found };
}

async function checkedSet(trx: Kysely<Database>, galleryId: number, setId: number) {
  const set = await trx
    .selectFrom("gallery_sets")
    .select(["id", "title"])
    .where("id", "=", setId)
    .where("gallery_id", "=", galleryId)
    .executeTakeFirst();
  return set ?? refuse(setGone);
}

const photos = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

/** Puts photos in a set (or in none), at its end, in their current order. */
export async function movePhotosToSet(
  galleryId: number,
  itemIds: readonly number[],
  setId: number | null,
  version: number,
  actor: string,
) {
  return change(galleryId, version, actor, async (trx) => {
    const set = setId === null ? null : await checkedSet(trx, galleryId, setId);
    const { items, found } = await checkedItems(trx, galleryId, itemIds);
    let next = (items.at(-1)?.position ?? 0) + 1;
    for (const item of found) {
      await trx
        .updateTable("gallery_photos")
        .set({ set_id: setId, position: next++ })
        .where("id", "=", item.id)
        .execute();
    }
    await renumber(trx, galleryId);
    return { summary: `Moved ${photos(found.length)} to ${set ? `the set “${set.title}”` : "no set"}` };
  });
}

/**
 * Takes photos out of the gallery. Their library records (and private files) go too, unless
 * another gallery still has them or a print order names them (the lab may still need the original).
 */
export async function removePhotos(galleryId: number, itemIds: readonly number[], version: number, actor: string) {
  let removed: ItemRow[] = [];
  const result = await change(galleryId, version, actor, async (trx, gallery) => {
    const { found } = await checkedItems(trx, galleryId, itemIds);
    removed = found;
    const ids = found.map((i) => i.id);
    await trx.deleteFrom("gallery_favourites").where("gallery_photo_id", "in", ids).execute();
    await trx.deleteFrom("gallery_photos").where("id", "in", ids).execute();
    await queueCopyPurge(
      trx,
      found.map((i) => i.photoId),
    );
    if (gallery.cover_photo_id !== null && found.some((i) => i.photoId === gallery.cover_photo_id)) {
      await trx.updateTable("galleries").set({ cover_photo_id: null }).where("id", "=", galleryId).execute();
    }
    await renumber(trx, galleryId);
    return { summary: `Removed ${photos(found.length)} from the gallery` };
  });
  if (result.ok) await purgeOrphans(removed);
  return result;
}

/** Deletes the library records of gallery photos nothing uses any more (their files follow by a job). */
export async function purgeOrphans(
  items: readonly { id: number; photoId: number }[],
  db: Kysely<Database> = sharedDb(),
) {
  if (items.length === 0) return;
  // A printed photo stays: its order links the original for the print lab (by library id).
  const ordered = new Set(
    (
      await db
        .selectFrom("order_lines")
        .select("print_photo_id")
        .where(
          "print_photo_id",
          "in",
          items.map((i) => i.photoId),
        )
        .execute()
    ).map((r) => Number(r.print_photo_id)),
  );
  for (const item of items) {
    if (ordered.has(item.photoId)) continue;
    const photo = await db
      .selectFrom("media_photos")
      .select("source")
      .where("id", "=", item.photoId)
      .executeTakeFirst();
    // A library photo that was also uploaded here stays in the library.
    if (photo?.source !== "gallery") continue;
    // deletePhoto refuses while anything still uses it (another gallery: see the usage source).
    await deletePhoto(db, item.photoId);
  }
}

export async function setCover(galleryId: number, itemId: number, version: number, actor: string) {
  return change(galleryId, version, actor, async (trx) => {
    const { found } = await checkedItems(trx, galleryId, [itemId]);
    await trx.updateTable("galleries").set({ cover_photo_id: found[0]!.photoId }).where("id", "=", galleryId).execute();
    return { summary: "Chose a new cover photo", notice: "Cover photo chosen." };
  });
}

/**
 * The first step of every append (an upload, photos from the library): touching the gallery's row
 * serialises them (a row lock on PostgreSQL, the single writer on SQLite), so two appends finishing
 * together never take the same place. Undefined when the gallery is gone.
 */
export function claimForAppend(trx: Trx, galleryId: number) {
  return trx
    .updateTable("galleries")
    .set({ updated_at: new Date().toISOString() })
    .where("id", "=", galleryId)
    .returning(["id", "title"])
    .executeTakeFirst();
}

/** The place after the gallery's last photo (0 for an empty gallery). */
export async function nextPosition(trx: Trx, galleryId: number): Promise<number> {
  const last = await trx
    .selectFrom("gallery_photos")
    .select((eb) => eb.fn.max("position").as("max"))
    .where("gallery_id", "=", galleryId)
    .executeTakeFirst();
  return last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
}

/** The upload's step: appends a library photo to the gallery (in a set, or none); no version. */
export async function appendPhoto(
  galleryId: number,
  setId: number | null,
  photoId: number,
  filename: string,
  actor: string,
  db: Kysely<Database> = sharedDb(),
): Promise<{ added: boolean } | undefined> {
  return db.transaction().execute(async (trx) => {
    const gallery = await claimForAppend(trx, galleryId);
    if (!gallery) return undefined;
    const present = await trx
      .selectFrom("gallery_photos")
      .select("id")
      .where("gallery_id", "=", galleryId)
      .where("photo_id", "=", photoId)
      .executeTakeFirst();
    if (present) return { added: false };
    // The set may have been deleted while the file was on its way: then it goes in no set.
    const set =
      setId === null
        ? undefined
        : await trx
            .selectFrom("gallery_sets")
            .select("id")
            .where("id", "=", setId)
            .where("gallery_id", "=", galleryId)
            .executeTakeFirst();
    await trx
      .insertInto("gallery_photos")
      .values({
        gallery_id: galleryId,
        set_id: set ? Number(set.id) : null,
        photo_id: photoId,
        position: await nextPosition(trx, galleryId),
      })
      .execute();
    await recordActivity(trx, {
      actorEmail: actor,
      area: activityArea(gallery.title),
      summary: `Uploaded ${filename}`,
    });
    return { added: true };
  });
}

// ---- Sets ------------------------------------------------------------------------------------

async function setIds(trx: Kysely<Database>, galleryId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom("gallery_sets")
    .select("id")
    .where("gallery_id", "=", galleryId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

async function writeSetOrder(trx: Trx, before: readonly number[], after: readonly number[]) {
  for (const { id, position } of changedPositions(before, after)) {
    await trx.updateTable("gallery_sets").set({ position }).where("id", "=", id).execute();
  }
}

export async function createSet(galleryId: number, title: string, version: number, actor: string) {
  return change(galleryId, version, actor, async (trx) => {
    const count = (await setIds(trx, galleryId)).length;
    await trx
      .insertInto("gallery_sets")
      .values({ gallery_id: galleryId, title, position: count, downloads: null })
      .execute();
    return { summary: `Added the set “${title}”` };
  });
}

export async function renameSet(galleryId: number, setId: number, title: string, version: number, actor: string) {
  return change(galleryId, version, actor, async (trx) => {
    const set = await checkedSet(trx, galleryId, setId);
    await trx.updateTable("gallery_sets").set({ title }).where("id", "=", setId).execute();
    return { summary: `Renamed the set “${set.title}” to “${title}”` };
  });
}

export async function setSetDownloads(
  galleryId: number,
  setId: number,
  level: DownloadLevel | null,
  version: number,
  actor: string,
) {
  return change(galleryId, version, actor, async (trx) => {
    const set = await checkedSet(trx, galleryId, setId);
    await trx.updateTable("gallery_sets").set({ downloads: level }).where("id", "=", setId).execute();
    return { summary: `Changed the downloads of the set “${set.title}”` };
  });
}

export async function moveSet(galleryId: number, setId: number, move: "up" | "down", version: number, actor: string) {
  return change(galleryId, version, actor, async (trx) => {
    const set = await checkedSet(trx, galleryId, setId);
    const before = await setIds(trx, galleryId);
    const after = reorder(before, { kind: move, id: setId });
    await writeSetOrder(trx, before, after);
    return { summary: `Moved the set “${set.title}” to place ${after.indexOf(setId) + 1}` };
  });
}

/** Deletes a set; its photos stay in the gallery, in no set. */
export async function deleteSet(galleryId: number, setId: number, version: number, actor: string) {
  return change(galleryId, version, actor, async (trx) => {
    const set = await checkedSet(trx, galleryId, setId);
    await trx.updateTable("gallery_photos").set({ set_id: null }).where("set_id", "=", setId).execute();
    await trx.deleteFrom("gallery_sets").where("id", "=", setId).execute();
    const remaining = await setIds(trx, galleryId);
    await writeSetOrder(
      trx,
      remaining.map(() => -1),
      remaining,
    );
    return { summary: `Deleted the set “${set.title}” (its photos are now in no set)` };
  });
}

// ---- The gallery itself ----------------------------------------------------------------------

/** Deletes the gallery with its sets, favourites, download log and reminders, then its own photos. */
export async function deleteGallery(galleryId: number, version: number, actor: string, db = sharedDb()) {
  let items: ItemRow[] = [];
  let title = "";
  const gallery = await readGalleryById(db, galleryId);
  if (!gallery) return galleryGone;
  try {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("galleries")
        .set({ version: sql<number>`version + 1` })
        .where("id", "=", galleryId)
        .where("version", "=", version)
        .returning("title")
        .executeTakeFirst();
      if (!claimed) refuse(stale);
      title = claimed!.title;
      // Spelled out rather than left to ON DELETE CASCADE, which SQLite applies only with its
      // foreign-key pragma on.
      items = await itemsOf(trx, galleryId);
      const lists = trx.selectFrom("gallery_favourite_lists").select("id").where("gallery_id", "=", galleryId);
      await trx.deleteFrom("gallery_favourites").where("list_id", "in", lists).execute();
      await trx.deleteFrom("gallery_favourite_lists").where("gallery_id", "=", galleryId).execute();
      await trx.deleteFrom("gallery_downloads").where("gallery_id", "=", galleryId).execute();
      await trx.deleteFrom("gallery_reminders").where("gallery_id", "=", galleryId).execute();
      await trx.deleteFrom("gallery_code_guard").where("gallery_id", "=", galleryId).execute();
      await trx.deleteFrom("gallery_photos").where("gallery_id", "=", galleryId).execute();
      await queueCopyPurge(
        trx,
        items.map((i) => i.photoId),
      );
      await trx.deleteFrom("gallery_sets").where("gallery_id", "=", galleryId).execute();
      await trx.deleteFrom("galleries").where("id", "=", galleryId).execute();
      await recordActivity(trx, {
        actorEmail: actor,
        area: activityArea(title),
        summary: `Deleted the gallery (${photos(items.length)})`,
      });
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
  await purgeOrphans(items, db);
  return { ok: true as const, notice: `Deleted the gallery “${title}”.`, version: 0 };
}
