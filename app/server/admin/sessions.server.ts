import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { db as sharedDb, toIso } from "../db/db.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import type { AdminUser } from "./accounts.server";

// Sessions live in the database (any app instance can check them, sign-out ends them everywhere).
// The cookie holds a random token; the table holds only its sha256, so a leaked row is useless.

export const SESSION_DAYS = 7;
const SESSION_MS = SESSION_DAYS * 86_400_000;
// Besides the sliding expiry, a session ends ADMIN_SESSION_MAX_HOURS after sign-in, however busy.
const absoluteMs = () => env().ADMIN_SESSION_MAX_HOURS * 3_600_000;

const siteIsHttps = () => new URL(env().SITE_URL).protocol === "https:";

/**
 * A cookie's name: with the `__Host-` prefix when the site is https, which browsers accept only
 * from a secure origin with Path=/ and no Domain, so no subdomain or plain-http page can plant it.
 */
export function cookieName(name: string): string {
  return siteIsHttps() ? `__Host-${name}` : name;
}

export const sessionCookieName = () => cookieName("admin_session");
// Sliding expiry without a write on every request: extend once the session is an hour old.
const REFRESH_AFTER_MS = 3_600_000;

export interface AdminSession {
  id: string;
  user: AdminUser;
  csrfToken: string;
  /** Set-Cookie to send when the expiry slid forward; empty otherwise. */
  headers: Headers;
}

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
const randomToken = () => crypto.randomBytes(32).toString("base64url");

/** A cookie's value; undefined when absent or not decodable (`admin_session=%` is no session). */
export function readCookie(request: Request, name: string): string | undefined {
  return readCookies(request, name)[0];
}

/**
 * Every decodable value of a cookie, in the order the browser sent them: a browser holding the
 * name under two paths sends both, the longer path first.
 */
export function readCookies(request: Request, name: string): string[] {
  const header = request.headers.get("cookie") ?? "";
  const values: string[] = [];
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      values.push(decodeURIComponent(rest.join("=")));
    } catch {
      // Not decodable: as if absent.
    }
  }
  return values;
}

// Path=/ rather than /admin: React Router fetches the dashboard's data from /admin.data, which a
// cookie scoped to /admin would not reach.
export function cookieHeader(name: string, value: string, options: { maxAgeSeconds: number; path?: string }) {
  const secure = siteIsHttps();
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? "/"}`,
    `Max-Age=${options.maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The cookie lives as long as the session can: the sliding expiry or the absolute end, if sooner. */
function sessionCookie(token: string, createdAt: number) {
  const remainingMs = Math.min(SESSION_MS, createdAt + absoluteMs() - Date.now());
  return cookieHeader(sessionCookieName(), token, { maxAgeSeconds: Math.max(0, Math.round(remainingMs / 1000)) });
}

/** Starts a session; returns the Set-Cookie header to send. */
export async function createSession(user: AdminUser, db: Kysely<Database> = sharedDb()): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db
    .insertInto("admin_sessions")
    .values({
      id: sha256(token),
      user_id: user.id,
      csrf_secret: randomToken(),
      expires_at: new Date(now + SESSION_MS).toISOString(),
      created_at: new Date(now).toISOString(),
    })
    .execute();
  // Expired sessions of this account are worthless; sweep them while we are here.
  await db
    .deleteFrom("admin_sessions")
    .where("user_id", "=", user.id)
    .where("expires_at", "<", new Date().toISOString())
    .execute();
  return sessionCookie(token, now);
}

/** The request's valid session, sliding its expiry forward; undefined when there is none. */
export async function getSession(
  request: Request,
  db: Kysely<Database> = sharedDb(),
): Promise<AdminSession | undefined> {
  const token = readCookie(request, sessionCookieName());
  if (!token || token.length > 100) return undefined;
  const id = sha256(token);
  const row = await db
    .selectFrom("admin_sessions")
    .innerJoin("admin_users", "admin_users.id", "admin_sessions.user_id")
    .select([
      "admin_sessions.csrf_secret",
      "admin_sessions.expires_at",
      "admin_sessions.created_at",
      "admin_users.id as user_id",
      "admin_users.email",
    ])
    .where("admin_sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const expiresAt = new Date(toIso(row.expires_at)).getTime();
  const createdAt = new Date(toIso(row.created_at)).getTime();
  const now = Date.now();
  if (expiresAt <= now || createdAt + absoluteMs() <= now) {
    await db.deleteFrom("admin_sessions").where("id", "=", id).execute();
    return undefined;
  }
  const headers = new Headers();
  if (now + SESSION_MS - expiresAt > REFRESH_AFTER_MS) {
    await db
      .updateTable("admin_sessions")
      .set({ expires_at: new Date(now + SESSION_MS).toISOString() })
      .where("id", "=", id)
      .execute();
    headers.append("Set-Cookie", sessionCookie(token, createdAt));
  }
  return { id, user: { id: Number(row.user_id), email: row.email }, csrfToken: row.csrf_secret, headers };
}

/** Ends the session server-side; returns the Set-Cookie header that clears the cookie. */
export async function destroySession(session: AdminSession, db: Kysely<Database> = sharedDb()): Promise<string> {
  await db.deleteFrom("admin_sessions").where("id", "=", session.id).execute();
  return cookieHeader(sessionCookieName(), "", { maxAgeSeconds: 0 });
}

/**
 * Constant-time comparison of a submitted token with the expected one. Lengths are compared in
 * bytes: "é" is one character but two bytes, and timingSafeEqual throws on unequal lengths.
 */
export function tokensMatch(submitted: unknown, expected: string): boolean {
  if (typeof submitted !== "string") return false;
  const a = Buffer.from(submitted, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export { randomToken };
