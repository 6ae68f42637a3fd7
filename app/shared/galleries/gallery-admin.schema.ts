import { z } from "zod";
import { EDIT_MESSAGES } from "~/shared/admin/edit-messages";
import { checkboxField, textField } from "~/shared/admin/form-fields";
import { defineIntents } from "~/shared/admin/intents";
import type { ReorderMove } from "~/shared/admin/list-moves";
import { isRealDate } from "./gallery-admin-rules";
import { ACCESS_CODE_MESSAGE, DOWNLOAD_LEVELS, NEW_ACCESS_CODE, studioDate, type DownloadLevel } from "./gallery-rules";

// The gallery admin's forms: their intents (the buttons' values, imported by the forms and the
// action), their field names, what each accepts (the messages are the ones shown under each
// field) and the refusals in the photographer's words. Shared by the pages and the server.

/** The gallery editor's buttons. "view-as-client" and "add-from-library" take no version. */
export const GALLERY_INTENTS = defineIntents([
  "settings",
  "publish",
  "unpublish",
  "extend",
  "extend-30",
  "set-add",
  "set-rename",
  "set-up",
  "set-down",
  "set-delete",
  "set-downloads",
  "move-up",
  "move-down",
  "move-top",
  "move-to",
  "cover",
  "to-set",
  "remove",
  "view-as-client",
  "add-from-library",
]);

/** The list screen's one form: a new gallery (its button posts no intent). */
export const NEW_GALLERY_INTENTS = defineIntents(["create"]);

export const SET_MOVES = { "set-up": "up", "set-down": "down" } as const satisfies Record<string, ReorderMove["kind"]>;

export const GALLERY_MESSAGES = {
  noSuchGallery: "There is no such gallery.",
  galleryGone: "There is no such gallery. It may have been deleted.",
  photoGone: "That photo is no longer in this gallery. Reload the page.",
  setGone: "That set no longer exists. Reload the page.",
  setGoneChoose: "That set no longer exists. Reload the page and choose another.",
  choosePhotos: "Choose at least one photo (tick its box), then try again.",
  chooseTargetSet: "Choose the set to move the photos to.",
  badPlace: EDIT_MESSAGES.badPlace,
  checkChoice: "Check the choice.",
  deleteStale: "Not deleted: the gallery was changed in another tab or window. Reload and check it first.",
} as const;

const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isRealDate(v), message)
    .transform((v) => (v === "" ? null : v));

const email = z
  .string()
  .trim()
  .min(1, "Enter the client's e-mail address: expiry reminders go there.")
  .max(200, "Keep the e-mail address to 200 characters or fewer.")
  .pipe(z.email("This does not look like an e-mail address, for example anna@example.com."));

/** The fields the new gallery form and the settings share. */
const details = {
  title: textField("title", 120, "Give the gallery a title, for example Anna & Ben's wedding."),
  clientName: textField("client's name", 120, "Enter the client's name."),
  clientEmail: email,
  sessionDate: optionalDate("Enter the session date as a date, for example 2026-05-17, or leave it blank."),
};
const expiresOn = optionalDate("Enter the expiry date as a date, for example 2026-12-31, or leave it blank.");

export const NEW_GALLERY_FIELDS = [
  "title",
  "clientName",
  "clientEmail",
  "sessionDate",
  "accessCode",
  "expiresOn",
] as const;

/** A new gallery; `now` decides what "in the past" means for its expiry. */
export function newGallerySchema(now: Date) {
  return z.object({
    ...details,
    accessCode: z.string().trim().regex(NEW_ACCESS_CODE, ACCESS_CODE_MESSAGE),
    expiresOn: expiresOn.refine(
      (v) => v === null || v >= studioDate(now),
      "That day has passed: choose today or a later date, or leave it blank.",
    ),
  });
}

export const SETTINGS_FIELDS = [...NEW_GALLERY_FIELDS, "downloads", "printsAllowed", "watermark"] as const;

const downloadLevel = z.enum(DOWNLOAD_LEVELS as [DownloadLevel, ...DownloadLevel[]], {
  error: "Choose what the client may download: none, web size or full resolution.",
});

/**
 * The settings form. A blank access code keeps the old one; an expiry date in the past is
 * refused unless it is the one already saved (she may leave a closed gallery's settings alone).
 */
export function settingsSchema(now: Date, savedExpiry: string | null) {
  return z.object({
    ...details,
    accessCode: z
      .string()
      .trim()
      .refine(
        (v) => v === "" || NEW_ACCESS_CODE.test(v),
        `${ACCESS_CODE_MESSAGE} Leave it blank to keep the current code.`,
      )
      .transform((v) => (v === "" ? null : v)),
    expiresOn: expiresOn.refine(
      (v) => v === null || v === savedExpiry || v >= studioDate(now),
      "That day has passed: choose today or a later date, or leave it blank so the gallery never expires.",
    ),
    downloads: downloadLevel,
    printsAllowed: checkboxField,
    watermark: checkboxField,
  });
}

/** The "Extend" form: a new expiry date, today or later. */
export function extendSchema(now: Date) {
  return z
    .string()
    .trim()
    .refine(isRealDate, "Enter the new expiry date, for example 2026-12-31.")
    .refine((v) => v >= studioDate(now), "That day has passed: choose today or a later date.");
}

/** The Extend form as a form of one field, so its message stands under the date. */
export const extendFormSchema = (now: Date) => z.object({ newExpiry: extendSchema(now) });

const setTitleSchema = textField("set's name", 80, "Give the set a name, for example Ceremony.");

/** A set's name, as the Add and Rename forms post it. */
export const setTitleFormSchema = z.object({ setTitle: setTitleSchema });

/** What the Add and Rename forms post (sent back with a refusal: the set it was for). */
export const SET_FIELDS = ["setTitle", "setId"] as const;

/** A set's downloads: "inherit" (as the gallery allows) or its own level. */
export const setDownloadsSchema = z
  .enum(["inherit", ...DOWNLOAD_LEVELS] as ["inherit", ...DownloadLevel[]], {
    error: "Choose what this set allows: as the gallery, none, web size or full resolution.",
  })
  .transform((v) => (v === "inherit" ? null : v));
