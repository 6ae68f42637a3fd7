import { data, redirect } from "react-router";
import { getSession, tokensMatch, type AdminSession } from "./sessions.server";
import { readBodyLimited } from "../http/json-request.server";
import { NOINDEX_NOFOLLOW } from "~/shared/robots";

// Every admin loader and action starts here: pages send a stranger to the sign-in page, actions
// answer 401 without a session and 403 without the session's CSRF token.

export const CSRF_FIELD = "csrf";
/** Forms other than photo uploads are small. */
const DEFAULT_FORM_LIMIT = 64 * 1024;

/** For loaders: the session, or a redirect to /admin/sign-in that comes back here afterwards. */
export async function requireAdminPage(request: Request): Promise<AdminSession> {
  const session = await getSession(request);
  if (session) return session;
  const url = new URL(request.url);
  const next = url.pathname.replace(/\.data$/, "") + url.search;
  throw redirect(`/admin/sign-in?next=${encodeURIComponent(next)}`);
}

export interface AdminForm {
  session: AdminSession;
  form: FormData;
}

/**
 * For actions: checks the session before reading the body (a stranger's upload is never parsed),
 * then the body's size, then the CSRF token.
 */
export async function requireAdminAction(
  request: Request,
  options: { maxBytes?: number; tooLarge?: string } = {},
): Promise<AdminForm> {
  const session = await getSession(request);
  if (!session) throw data({ error: "Please sign in again." }, { status: 401 });
  const limit = options.maxBytes ?? DEFAULT_FORM_LIMIT;
  const tooLarge = options.tooLarge ?? "The form is too large.";
  // Read at most `limit` bytes, whatever length was declared (or none, for chunked uploads).
  const body = await readBodyLimited(request, limit);
  if (body === null) throw data({ error: tooLarge }, { status: 413, headers: { Connection: "close" } });
  let form: FormData;
  try {
    const type = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
    form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    throw data({ error: "The form could not be read." }, { status: 400 });
  }
  if (!tokensMatch(form.get(CSRF_FIELD), session.csrfToken)) {
    throw data({ error: "This form has expired. Reload the page and try again." }, { status: 403 });
  }
  return { session, form };
}

/** The headers of every admin response: never cached by anyone, never indexed. */
export function adminHeaders({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}: {
  parentHeaders: Headers;
  loaderHeaders: Headers;
  actionHeaders: Headers;
  errorHeaders?: Headers;
}) {
  const headers = new Headers(parentHeaders);
  // A refused oversized body closes the connection: its unread rest must not become a request.
  const connection = errorHeaders?.get("Connection") ?? actionHeaders.get("Connection");
  if (connection) headers.set("Connection", connection);
  // A throttled sign-in says when to come back.
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", NOINDEX_NOFOLLOW);
  return headers;
}
