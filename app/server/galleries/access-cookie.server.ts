import crypto from "node:crypto";
import type { AppDatabase } from "../db/db.server";
import { env } from "../env.server";
import { readCookie } from "../admin/sessions.server";
import { appSecret } from "./app-secret.server";

// "The access code once per browser": after a right code the browser keeps a cookie for that
// gallery, signed with the application's key over the gallery's id and its current code hash. A
// new code (or a new key) turns every old cookie away; nothing is stored per visitor.
// Path=/g rather than /g/<slug>: React Router fetches a page's data from /g/<slug>.data, which a
// cookie scoped to /g/<slug> would not reach. The cookie's name carries the gallery's id, and its
// signature binds it to that gallery, so it opens that gallery only.

export const ACCESS_COOKIE_DAYS = 90;
const SECRET_NAME = "gallery-access";

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

/** The Set-Cookie header that lets this browser into this gallery. */
export async function grantAccessCookie(app: AppDatabase, gallery: GalleryKey, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const value = `${issuedAt}.${await signature(app, gallery, issuedAt)}`;
  return [
    `${accessCookieName(gallery.id)}=${value}`,
    "Path=/g",
    `Max-Age=${ACCESS_COOKIE_DAYS * 86_400}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure() ? ["Secure"] : []),
  ].join("; ");
}

/** Whether the request carries this gallery's valid, unexpired cookie. */
export async function hasAccess(app: AppDatabase, request: Request, gallery: GalleryKey, now = new Date()): Promise<boolean> {
  const value = readCookie(request, accessCookieName(gallery.id));
  if (!value) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  if (now.getTime() / 1000 - issuedAt > ACCESS_COOKIE_DAYS * 86_400) return false;
  const expected = Buffer.from(await signature(app, gallery, issuedAt));
  const actual = Buffer.from(match[2]!);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
