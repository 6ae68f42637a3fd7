import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { db as sharedDb, toIso } from "../db/db.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import type { AdminUser } from "./accounts.server";

// Sessions live in the database (any app instance can check them, sign-out ends them everywhere).
// The cookie holds a random token; the table holds only its sha256, so a leaked row is useless.

export const SESSION_COOKIE = "admin_session";
export const SESSION_DAYS = 7;
const SESSION_MS = SESSION_DAYS * 86_400_000;
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

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

// Path=/ rather than /admin: React Router fetches the dashboard's data from /admin.data, which a
// cookie scoped to /admin would not reach.
export function cookieHeader(name: string, value: string, options: { maxAgeSeconds: number; path?: string }) {
  const secure = new URL(env().SITE_URL).protocol === "https:";
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? "/"}`,
    `Max-Age=${options.maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

function sessionCookie(token: string) {
  return cookieHeader(SESSION_COOKIE, token, { maxAgeSeconds: SESSION_MS / 1000 });
}

/** Starts a session; returns the Set-Cookie header to send. */
export async function createSession(user: AdminUser, db: Kysely<Database> = sharedDb()): Promise<string> {
  const token = randomToken();
  await db
    .insertInto("admin_sessions")
    .values({
      id: sha256(token),
      user_id: user.id,
      csrf_secret: randomToken(),
      expires_at: new Date(Date.now() + SESSION_MS).toISOString(),
    })
    .execute();
  // Expired sessions of this account are worthless; sweep them while we are here.
  await db
    .deleteFrom("admin_sessions")
    .where("user_id", "=", user.id)
    .where("expires_at", "<", new Date().toISOString())
    .execute();
  return sessionCookie(token);
}

/** The request's valid session, sliding its expiry forward; undefined when there is none. */
export async function getSession(
  request: Request,
  db: Kysely<Database> = sharedDb(),
): Promise<AdminSession | undefined> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return undefined;
  const id = sha256(token);
  const row = await db
    .selectFrom("admin_sessions")
    .innerJoin("admin_users", "admin_users.id", "admin_sessions.user_id")
    .select([
      "admin_sessions.csrf_secret",
      "admin_sessions.expires_at",
      "admin_users.id as user_id",
      "admin_users.email",
    ])
    .where("admin_sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const expiresAt = new Date(toIso(row.expires_at)).getTime();
  const now = Date.now();
  if (expiresAt <= now) {
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
    headers.append("Set-Cookie", sessionCookie(token));
  }
  return { id, user: { id: Number(row.user_id), email: row.email }, csrfToken: row.csrf_secret, headers };
}

/** Ends the session server-side; returns the Set-Cookie header that clears the cookie. */
export async function destroySession(session: AdminSession, db: Kysely<Database> = sharedDb()): Promise<string> {
  await db.deleteFrom("admin_sessions").where("id", "=", session.id).execute();
  return cookieHeader(SESSION_COOKIE, "", { maxAgeSeconds: 0 });
}

/** Constant-time comparison of a submitted token with the expected one. */
export function tokensMatch(submitted: unknown, expected: string): boolean {
  if (typeof submitted !== "string" || submitted.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(submitted), Buffer.from(expected));
}

export { randomToken };
