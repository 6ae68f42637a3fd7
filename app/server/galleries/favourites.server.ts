import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { toIso } from "../db/db.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { enqueueMail } from "../mail/outbox.server";
import type { GalleryRow } from "./galleries.server";
import { composeFavouritesMail, type FavouriteLine } from "./favourites-mail.server";

// Favourites (issue 19 §3): each person who opens the gallery (a couple, their parents) keeps
// their own lists, by the name they give; a list is (gallery, person, list name), unique. A name is
// not a password: anyone with the gallery's code could type it. That is the platforms' model too,
// and the code is what keeps strangers out. Every id the browser sends is checked against the
// gallery the cookie opened.

export const DEFAULT_LIST_NAME = "Album picks";
export const MAX_NOTE = 1000;

const oneLine = (max: number, what: string) =>
  z
    .string({ message: `Enter ${what}.` })
    .transform((value) => value.replace(/[\p{Cc}\s]+/gu, " ").trim())
    .pipe(z.string().min(1, `Enter ${what}.`).max(max, `Keep ${what} to ${max} characters or fewer.`));

export const personSchema = oneLine(60, "your name");
export const listNameSchema = oneLine(60, "a name for the list");

const base = z.object({ person: personSchema, list: listNameSchema.default(DEFAULT_LIST_NAME) });
const itemId = z.coerce
  .number({ message: "That photo isn't in this gallery." })
  .int()
  .positive()
  .max(2 ** 31);

export const favouriteActionSchema = z.discriminatedUnion("intent", [
  base.extend({ intent: z.literal("heart"), itemId, on: z.enum(["true", "false"]).transform((v) => v === "true") }),
  base.extend({
    intent: z.literal("note"),
    itemId,
    note: z
      .string()
      .max(MAX_NOTE, `Keep the note to ${MAX_NOTE} characters or fewer.`)
      .transform((v) => v.trim()),
  }),
  base.extend({ intent: z.literal("rename"), newName: listNameSchema }),
  base.extend({ intent: z.literal("submit") }),
]);
export type FavouriteAction = z.infer<typeof favouriteActionSchema>;

export interface PersonList {
  name: string;
  submittedAt: string | null;
  /** Changed since it was sent (or never sent): the "Send" button is live. */
  unsent: boolean;
  /** The filename too: a heart may be on a page of the grid that is not loaded. */
  favourites: Array<{ itemId: number; note: string; filename: string }>;
}

export class FavouriteError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409 = 400,
  ) {
    super(message);
  }
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The hearts of these lists, each with its photo's filename and note, in gallery order: a query
 * to run, after the caller's tie-break (photos sharing a place).
 */
export function listsHearts(db: Kysely<Database>, listIds: number[]) {
  return db
    .selectFrom("gallery_favourites")
    .innerJoin("gallery_photos", "gallery_photos.id", "gallery_favourites.gallery_photo_id")
    .innerJoin("media_photos", "media_photos.id", "gallery_photos.photo_id")
    .select([
      "gallery_favourites.list_id",
      "gallery_favourites.gallery_photo_id",
      "gallery_favourites.note",
      "media_photos.filename",
    ])
    .where("gallery_favourites.list_id", "in", listIds)
    .orderBy("gallery_photos.position");
}

/** A person's lists in this gallery, each with its hearts in gallery order. */
export async function readPersonLists(db: Kysely<Database>, galleryId: number, person: string): Promise<PersonList[]> {
  const lists = await db
    .selectFrom("gallery_favourite_lists")
    .selectAll()
    .where("gallery_id", "=", galleryId)
    .where("person_name", "=", person)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (lists.length === 0) return [];
  const favourites = await listsHearts(
    db,
    lists.map((l) => Number(l.id)),
  )
    .orderBy("gallery_photos.id")
    .execute();
  return lists.map((list) => ({
    name: list.list_name,
    submittedAt: list.submitted_at === null ? null : toIso(list.submitted_at),
    unsent: list.submitted_at === null || toIso(list.updated_at) > toIso(list.submitted_at),
    favourites: favourites
      .filter((f) => Number(f.list_id) === Number(list.id))
      .map((f) => ({ itemId: Number(f.gallery_photo_id), note: f.note, filename: f.filename })),
  }));
}

async function listId(db: Executor, galleryId: number, person: string, name: string, create: boolean) {
  if (create) {
    await db
      .insertInto("gallery_favourite_lists")
      .values({ gallery_id: galleryId, person_name: person, list_name: name, submitted_at: null })
      .onConflict((oc) => oc.columns(["gallery_id", "person_name", "list_name"]).doNothing())
      .execute();
  }
  const row = await db
    .selectFrom("gallery_favourite_lists")
    .select("id")
    .where("gallery_id", "=", galleryId)
    .where("person_name", "=", person)
    .where("list_name", "=", name)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

async function requireItem(db: Executor, galleryId: number, itemId: number) {
  const row = await db
    .selectFrom("gallery_photos")
    .select("id")
    .where("id", "=", itemId)
    .where("gallery_id", "=", galleryId)
    .executeTakeFirst();
  if (!row) throw new FavouriteError("That photo isn't in this gallery.");
}

const touch = (db: Executor, id: number, now: Date) =>
  db.updateTable("gallery_favourite_lists").set({ updated_at: now }).where("id", "=", id).execute();

/** Applies one action; answers the person's lists as they now are. */
export async function applyFavouriteAction(
  db: Kysely<Database>,
  gallery: GalleryRow,
  action: FavouriteAction,
  now = new Date(),
): Promise<PersonList[]> {
  await db.transaction().execute(async (trx) => {
    switch (action.intent) {
      case "heart":
      case "note": {
        await requireItem(trx, gallery.id, action.itemId);
        const wantsIt = action.intent === "note" || action.on;
        const id = await listId(trx, gallery.id, action.person, action.list, wantsIt);
        if (id === undefined) return; // un-hearting in a list that does not exist: nothing to do
        if (wantsIt) {
          await trx
            .insertInto("gallery_favourites")
            .values({ list_id: id, gallery_photo_id: action.itemId, note: action.intent === "note" ? action.note : "" })
            .onConflict((oc) =>
              action.intent === "note"
                ? oc.columns(["list_id", "gallery_photo_id"]).doUpdateSet({ note: action.note })
                : oc.columns(["list_id", "gallery_photo_id"]).doNothing(),
            )
            .execute();
        } else {
          await trx
            .deleteFrom("gallery_favourites")
            .where("list_id", "=", id)
            .where("gallery_photo_id", "=", action.itemId)
            .execute();
        }
        await touch(trx, id, now);
        return;
      }
      case "rename": {
        if (action.newName === action.list) return;
        const id = await listId(trx, gallery.id, action.person, action.list, false);
        if (id === undefined) return; // nothing hearted yet: the name is used from the first heart
        if ((await listId(trx, gallery.id, action.person, action.newName, false)) !== undefined) {
          throw new FavouriteError(`You already have a list called "${action.newName}". Pick another name.`, 409);
        }
        await trx
          .updateTable("gallery_favourite_lists")
          .set({ list_name: action.newName, updated_at: now })
          .where("id", "=", id)
          .execute();
        return;
      }
      case "submit":
        await submitList(trx, gallery, action.person, action.list, now);
        return;
    }
  });
  return readPersonLists(db, gallery.id, action.person);
}

/** Mails the list to the photographer (outbox, same transaction) and marks it sent. */
async function submitList(trx: Transaction<Database>, gallery: GalleryRow, person: string, list: string, now: Date) {
  const id = await listId(trx, gallery.id, person, list, false);
  const lines: FavouriteLine[] =
    id === undefined
      ? []
      : (
          await trx
            .selectFrom("gallery_favourites")
            .innerJoin("gallery_photos", "gallery_photos.id", "gallery_favourites.gallery_photo_id")
            .innerJoin("media_photos", "media_photos.id", "gallery_photos.photo_id")
            .select(["media_photos.filename", "gallery_favourites.note"])
            .where("gallery_favourites.list_id", "=", id)
            .orderBy("gallery_photos.position")
            .orderBy("gallery_photos.id")
            .execute()
        ).map((r) => ({ filename: r.filename, note: r.note }));
  if (id === undefined || lines.length === 0) {
    throw new FavouriteError("Mark at least one photo with a heart before you send the list.");
  }
  const config = env();
  const mail = composeFavouritesMail({ gallery, person, list, lines, siteName: config.SITE_NAME });
  await enqueueMail(
    {
      kind: "gallery-favourites",
      to: config.SITE_EMAIL,
      replyTo: gallery.client_email,
      ...mail,
      related: { type: "gallery-favourite-list", id },
    },
    trx,
  );
  await trx
    .updateTable("gallery_favourite_lists")
    .set({ submitted_at: now, updated_at: now })
    .where("id", "=", id)
    .execute();
}
