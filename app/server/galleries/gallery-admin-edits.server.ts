import type { Kysely, Transaction } from "kysely";
import {
  extendFormSchema,
  type NEW_GALLERY_FIELDS,
  newGallerySchema,
  type SETTINGS_FIELDS,
  settingsSchema,
} from "~/shared/galleries/gallery-admin.schema";
import { refuse, refused, type EditResult, type Refusal } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { versionedChange, type ChangeOutcome } from "../admin/editor/versioned-save.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { hashAccessCode } from "./access-code.server";
import { createGallery, type GalleryRow } from "./galleries.server";

// The gallery editor's changes, through the kit's versioned change: each one bumps the gallery's
// version and writes the activity log in the same transaction, and applies only at the version
// the editor was loaded at (another tab's save is refused with 409 and a reload offered). Uploads
// and photos from the library only append, so they take no version (gallery-admin-append): a
// 500-photo batch keeps landing while the photographer works on the page (docs/decisions/025,
// "Admin"). This module: the gallery's own settings; its photos and sets have their own.

export type Trx = Transaction<Database>;

/** Who changes which gallery (read after the session check), from the version her form was loaded at. */
export interface GalleryEdit {
  gallery: GalleryRow;
  expectedVersion: number;
  actorEmail: string;
  db?: Kysely<Database>;
}

export const activityArea = (title: string) => `Gallery: ${title}`;

/** "1 photo", "3 photos". */
export const photosCount = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

/** One change of the gallery or the rows under it; `apply` returns its summary or throws a refusal. */
export function change(
  edit: GalleryEdit,
  apply: (trx: Trx, gallery: GalleryRow) => Promise<ChangeOutcome>,
): Promise<EditResult> {
  const { gallery } = edit;
  return versionedChange({
    db: edit.db ?? sharedDb(),
    table: "galleries",
    id: gallery.id,
    expectedVersion: edit.expectedVersion,
    actorEmail: edit.actorEmail,
    // Under the gallery's title as it is now (a rename logs under the new one, as the other editors do).
    area: async (trx) => {
      const now = await trx.selectFrom("galleries").select("title").where("id", "=", gallery.id).executeTakeFirst();
      return activityArea(now?.title ?? gallery.title);
    },
    apply: (trx) => apply(trx, gallery),
  });
}

type Values<F extends readonly string[]> = Record<F[number], string>;

/** The new gallery form: a draft, logged; its id, or the form's refusal. */
export async function createDraft(
  values: Values<typeof NEW_GALLERY_FIELDS>,
  actorEmail: string,
  now = new Date(),
): Promise<{ id: number } | Refusal> {
  const parsed = parseValues(newGallerySchema(now), values);
  if (!parsed.ok) return parsed.refusal;
  return sharedDb()
    .transaction()
    .execute(async (trx) => {
      const row = await createGallery(trx, parsed.value);
      await recordActivity(trx, { actorEmail, area: activityArea(row.title), summary: "Created the gallery" });
      return { id: row.id };
    });
}

export async function saveSettings(
  edit: GalleryEdit,
  values: Values<typeof SETTINGS_FIELDS>,
  now = new Date(),
): Promise<EditResult> {
  const parsed = parseValues(settingsSchema(now, edit.gallery.expires_on), values);
  if (!parsed.ok) return parsed.refusal;
  const input = parsed.value;
  // Hashed before the transaction: scrypt takes a moment and holds no lock.
  const hash = input.accessCode === null ? null : await hashAccessCode(input.accessCode);
  return change(edit, async (trx) => {
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
      .where("id", "=", edit.gallery.id)
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

export function setPublished(edit: GalleryEdit, publish: boolean): Promise<EditResult> {
  return change(edit, async (trx, gallery) => {
    if (publish === Boolean(gallery.published_at)) {
      refuse(refused(publish ? "This gallery is already published." : "This gallery is not published."));
    }
    await trx
      .updateTable("galleries")
      .set({ published_at: publish ? new Date().toISOString() : null })
      .where("id", "=", gallery.id)
      .execute();
    return publish
      ? {
          summary: "Published the gallery",
          notice: "Published: the client can open the gallery with its link and code.",
        }
      : { summary: "Unpublished the gallery", notice: "Unpublished: the link now says the gallery is not ready yet." };
  });
}

/** A new expiry date (the Extend form's, or "+30 days"), today or later. */
export async function extendGallery(edit: GalleryEdit, newExpiry: string, now = new Date()): Promise<EditResult> {
  const parsed = parseValues(extendFormSchema(now), { newExpiry });
  if (!parsed.ok) return parsed.refusal;
  const expiresOn = parsed.value.newExpiry;
  return change(edit, async (trx, gallery) => {
    await trx.updateTable("galleries").set({ expires_on: expiresOn }).where("id", "=", gallery.id).execute();
    return { summary: `Extended the gallery until ${expiresOn}` };
  });
}
