import { z } from "zod";
import type { GalleryStatus } from "~/components/admin/galleries/gallery-format";
import {
  ACCESS_CODE_MESSAGE,
  DOWNLOAD_LEVELS,
  isExpired,
  NEW_ACCESS_CODE,
  studioDate,
  type DownloadLevel,
} from "~/shared/galleries/gallery-rules";

// What the gallery admin's forms accept, and the small rules its screens show: pure (no database),
// so the unit tests and the server share them. Messages are written for the photographer.

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether "YYYY-MM-DD" names a real day (not 2025-02-30). */
export function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "YYYY-MM-DD" plus `days` (calendar days, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "+30 days": from the current expiry, or from today when it has passed or there is none. */
export function extendedExpiry(current: string | null, days: number, now: Date): string {
  const today = studioDate(now);
  const from = current && current >= today ? current : today;
  return addDays(from, days);
}

const text = (label: string, max: number, missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(max, `Keep the ${label} to ${max} characters or fewer.`)
    .refine((t) => !/[<>]/.test(t), `The ${label} cannot contain < or >.`);

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

const title = text("title", 120, "Give the gallery a title, for example Anna & Ben's wedding.");
const clientName = text("client's name", 120, "Enter the client's name.");
const sessionDate = optionalDate("Enter the session date as a date, for example 2026-05-17, or leave it blank.");
const expiresOn = optionalDate("Enter the expiry date as a date, for example 2026-12-31, or leave it blank.");
const accessCode = z.string().trim().regex(NEW_ACCESS_CODE, ACCESS_CODE_MESSAGE);

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
    title,
    clientName,
    clientEmail: email,
    sessionDate,
    accessCode,
    expiresOn: expiresOn.refine(
      (v) => v === null || v >= studioDate(now),
      "That day has passed: choose today or a later date, or leave it blank.",
    ),
  });
}

export const SETTINGS_FIELDS = [
  "title",
  "clientName",
  "clientEmail",
  "sessionDate",
  "accessCode",
  "expiresOn",
  "downloads",
  "printsAllowed",
  "watermark",
] as const;

const downloadLevel = z.enum(DOWNLOAD_LEVELS as [DownloadLevel, ...DownloadLevel[]], {
  error: "Choose what the client may download: none, web size or full resolution.",
});
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "1" || v === "true");

/**
 * The settings form. A blank access code keeps the old one; an expiry date in the past is
 * refused unless it is the one already saved (she may leave a closed gallery's settings alone).
 */
export function settingsSchema(now: Date, savedExpiry: string | null) {
  return z.object({
    title,
    clientName,
    clientEmail: email,
    sessionDate,
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
    printsAllowed: checkbox,
    watermark: checkbox,
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

export const setTitleSchema = text("set's name", 80, "Give the set a name, for example Ceremony.");

/** A set's downloads: "inherit" (as the gallery allows) or its own level. */
export const setDownloadsSchema = z
  .enum(["inherit", ...DOWNLOAD_LEVELS] as ["inherit", ...DownloadLevel[]], {
    error: "Choose what this set allows: as the gallery, none, web size or full resolution.",
  })
  .transform((v) => (v === "inherit" ? null : v));

/** What the list and the editor call a gallery's state. Expired wins: its link no longer opens. */
export function galleryStatus(gallery: { published_at: unknown; expires_on: string | null }, now: Date): GalleryStatus {
  if (isExpired(gallery.expires_on, now)) return "Expired";
  return gallery.published_at ? "Published" : "Draft";
}

/**
 * The filenames of a favourites list for Lightroom's filter: comma-separated, without their
 * extensions, so "IMG_0412" finds the raw file (IMG_0412.CR3) as well as the delivered JPEG.
 * Each name once, in the list's order.
 */
export function lightroomFilenames(filenames: readonly string[]): string {
  const names = filenames.map((f) => f.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim()).filter(Boolean);
  return [...new Set(names)].join(", ");
}

/** The largest id a row can have: PostgreSQL's integer, which refuses a larger value with an error. */
export const MAX_ID = 2_147_483_647;

/** A positive whole number from a form or URL that can be a row's id, or undefined. */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= MAX_ID ? n : undefined;
}

export const PHOTOS_PER_PAGE = 100;

/** The page asked for, clamped to the pages there are. */
export function pageOf(raw: string | null, total: number, perPage = PHOTOS_PER_PAGE) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const asked = positiveInt(raw) ?? 1;
  const page = Math.min(asked, pages);
  return { page, pages, offset: (page - 1) * perPage };
}
