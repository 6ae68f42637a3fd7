import { positiveInt } from "~/shared/admin/form-fields";
import { isExpired, studioDate } from "./gallery-rules";

// The small rules the gallery admin's screens show: real dates and "+30 days", a gallery's state,
// a favourites list for Lightroom, pages of photos. Pure (no database), so the unit tests, the
// forms and the server share them.

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

/** What the list and the editor call a gallery's state. */
export type GalleryStatus = "Draft" | "Published" | "Expired";

/** Expired wins: its link no longer opens. */
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

export const PHOTOS_PER_PAGE = 100;

/** The page asked for, clamped to the pages there are. */
export function pageOf(raw: string | null, total: number, perPage = PHOTOS_PER_PAGE) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const asked = positiveInt(raw) ?? 1;
  const page = Math.min(asked, pages);
  return { page, pages, offset: (page - 1) * perPage };
}
