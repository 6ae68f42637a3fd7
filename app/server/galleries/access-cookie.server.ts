import crypto from "node:crypto";
import type { AppDatabase } from "../db/db.server";
import { env } from "../env.server";
import { cookieHeader, readCookies } from "../admin/sessions.server";
import { appSecret } from "./app-secret.server";

// "The access code once per browser": after a right code the browser keeps a cookie for that
// gallery, signed with the application's key over the gallery's id and its current code hash. A
// new code (or a new key) turns every old cookie away; nothing is stored per visitor.
// Path=/ (decision 027): checkout (/functions/v1/create-payment) must see it to sell a print of the
// gallery's photos. Until issue 26 it was Path=/g; such a cookie still opens the gallery, and the
// gallery page re-issues it at Path=/ (same value, same end) and removes the /g one. The cookie's
// name carries the gallery's id, and its signature binds it to that gallery, so it opens that
// gallery only.

export const ACCESS_COOKIE_DAYS = 90;
const SECRET_NAME = "gallery-access";
/** Where access cookies lived before issue 26. */
const LEGACY_PATH = "/g";

const secure = () => new URL(env().SITE_URL).protocol === "https:";

export const accessCookieName = (galleryId: number) => `${secure() ? "__Secure-" : ""}gallery_${galleryId}`;

interface GalleryKey {
  id: number;
  access_code_hash: string;
}

async function signature(app: AppDatabase, gallery: GalleryKey, issuedAt: number): Promise<string> {
  const key = await appSecret(app, SECRET_NAME);
  return crypto
    .createHmac("sha256", key)
    .update(`gallery:${gallery.id}:${gallery.access_code_hash}:${issuedAt}`)
    .digest("base64url");
}

const accessCookie = (gallery: GalleryKey, value: string, maxAgeSeconds: number) =>
  cookieHeader(accessCookieName(gallery.id), value, { maxAgeSeconds, path: "/" });

/** The Set-Cookie header that lets this browser into this gallery. */
export async function grantAccessCookie(app: AppDatabase, gallery: GalleryKey, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return accessCookie(gallery, `${issuedAt}.${await signature(app, gallery, issuedAt)}`, ACCESS_COOKIE_DAYS * 86_400);
}

/** The Set-Cookie header that removes this gallery's cookie of before issue 26 (scoped to /g). */
export const clearLegacyAccessCookie = (galleryId: number) =>
  cookieHeader(accessCookieName(galleryId), "", { maxAgeSeconds: 0, path: LEGACY_PATH });

/** The request's valid, unexpired cookie for this gallery (any of them, if it sends several), or undefined. */
async function validAccess(
  app: AppDatabase,
  request: Request,
  gallery: GalleryKey,
  now: Date,
): Promise<{ value: string; issuedAt: number } | undefined> {
  for (const value of readCookies(request, accessCookieName(gallery.id))) {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) continue;
    const issuedAt = Number(match[1]);
    if (now.getTime() / 1000 - issuedAt > ACCESS_COOKIE_DAYS * 86_400) continue;
    const expected = Buffer.from(await signature(app, gallery, issuedAt));
    const actual = Buffer.from(match[2]!);
    if (actual.length === expected.length && crypto.timingSafeEqual(actual, expected)) return { value, issuedAt };
  }
  return undefined;
}

/** Whether the request carries this gallery's valid, unexpired cookie. */
export async function hasAccess(
  app: AppDatabase,
  request: Request,
  gallery: GalleryKey,
  now = new Date(),
): Promise<boolean> {
  return (await validAccess(app, request, gallery, now)) !== undefined;
}

/**
 * For the gallery page of a browser with access: its cookie set again at Path=/ with the same value
 * and end (nothing is extended), and the /g one of before issue 26 removed. The browser does not say
 * which path a cookie has, so this is sent on every open page; it is two short headers.
 */
export async function rescopeAccessCookie(
  app: AppDatabase,
  request: Request,
  gallery: GalleryKey,
  now = new Date(),
): Promise<string[]> {
  const valid = await validAccess(app, request, gallery, now);
  if (!valid) return [];
  const left = valid.issuedAt + ACCESS_COOKIE_DAYS * 86_400 - Math.floor(now.getTime() / 1000);
  return [clearLegacyAccessCookie(gallery.id), accessCookie(gallery, valid.value, Math.max(0, left))];
}
