// The rules of a client gallery that both the browser and the server need: who may download what,
// when a gallery is open, and what an access code and a link look like. Pure functions, so the
// pages explain a rule with the same code the server enforces it with.

export type DownloadLevel = "none" | "web" | "full";
export const DOWNLOAD_LEVELS: readonly DownloadLevel[] = ["none", "web", "full"];

export const DOWNLOAD_LEVEL_LABELS: Record<DownloadLevel, string> = {
  none: "No downloads",
  web: "Web size (2048 px)",
  full: "Full resolution",
};

/** The long edge of a "web size" download. */
export const WEB_DOWNLOAD_EDGE = 2048;

/** What a set allows: its own level, or the gallery's when it has none. */
export function setDownloadLevel(
  galleryLevel: DownloadLevel,
  setLevel: DownloadLevel | null | undefined,
): DownloadLevel {
  return setLevel ?? galleryLevel;
}

/** Whether a download of this size is allowed where the level is `allowed`. */
export function allowsDownload(allowed: DownloadLevel, size: "web" | "full"): boolean {
  if (allowed === "none") return false;
  return size === "web" || allowed === "full";
}

/** Arizona keeps MST all year (no daylight saving): a fixed offset is exact. */
export const STUDIO_UTC_OFFSET_HOURS = -7;

/** The instant a gallery expiring on `expiresOn` ("YYYY-MM-DD") closes: the end of that day in Phoenix. */
export function closesAt(expiresOn: string): Date {
  const [y, m, d] = expiresOn.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1, -STUDIO_UTC_OFFSET_HOURS, 0, 0));
}

export function isExpired(expiresOn: string | null, now: Date): boolean {
  return expiresOn !== null && now.getTime() >= closesAt(expiresOn).getTime();
}

/** Today's date in Phoenix, "YYYY-MM-DD". */
export function studioDate(now: Date): string {
  return new Date(now.getTime() + STUDIO_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** Whole days from `now`'s Phoenix date to `expiresOn` (0 on the last day, negative after). */
export function daysUntilExpiry(expiresOn: string, now: Date): number {
  const today = Date.parse(`${studioDate(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - today) / 86_400_000);
}

/** Access codes are PINs, easy to read out on the phone: 4 to 8 digits are accepted from a client. */
export const ACCESS_CODE = /^[0-9]{4,8}$/;
/**
 * A code the photographer sets or changes: at least 6 digits, a million possibilities (decision
 * 027). Codes of 4 or 5 digits set before keep working; they are just not given any more.
 */
export const NEW_ACCESS_CODE = /^[0-9]{6,8}$/;
export const ACCESS_CODE_MESSAGE =
  "Use 6 to 8 digits for the access code, for example 583201: a longer code is much harder to guess.";

/** A gallery link's slug: 22 base64url characters (128 random bits), unguessable. */
export const GALLERY_SLUG = /^[A-Za-z0-9_-]{22}$/;

export const galleryPath = (slug: string) => `/g/${slug}`;
