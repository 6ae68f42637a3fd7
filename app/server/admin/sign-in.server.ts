import { data, redirect } from "react-router";
import { readBodyLimited } from "../http/json-request.server";
import { clientAddress } from "../security/client-address.server";
import { normaliseEmail, verifyCredentials } from "./accounts.server";
import { CSRF_FIELD, field } from "./guard.server";
import {
  cookieHeader,
  cookieName,
  createSession,
  getSession,
  randomToken,
  readCookie,
  tokensMatch,
} from "./sessions.server";
import { claimSignInAttempt, signInSucceeded } from "./throttle.server";

// Signing in. Before there is a session, the form's CSRF token is a random value also held in a
// cookie scoped to this page (double submit): another site can neither read nor set it.

const signInCookie = () => cookieName("admin_sign_in");
/** An e-mail, a password of at most 1,024 characters, two tokens: far below this. */
const SIGN_IN_FORM_LIMIT = 16 * 1024;
// Path=/ because client-side submissions post to /admin/sign-in.data, outside a narrower path.
const SIGN_IN_PATH = "/";
export const SIGN_IN_FAILED = "Email or password is incorrect.";

/** Only a path inside the admin, never another site ("//evil.example"). */
export function safeNext(value: string | null | undefined): string {
  return value && /^\/admin(\/|$|\?)/.test(value) && !value.startsWith("//") ? value : "/admin";
}

export async function signInPage(request: Request) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (await getSession(request)) throw redirect(next);
  const existing = readCookie(request, signInCookie());
  const token = existing && /^[\w-]{43}$/.test(existing) ? existing : randomToken();
  const headers = new Headers();
  if (token !== existing) {
    headers.append("Set-Cookie", cookieHeader(signInCookie(), token, { maxAgeSeconds: 3600, path: SIGN_IN_PATH }));
  }
  return data({ csrfToken: token, next }, { headers });
}

export async function signIn(request: Request) {
  // Cheap precondition first: without the page's cookie the body is not worth reading.
  const expected = readCookie(request, signInCookie());
  if (!expected) return data({ error: "This form has expired. Reload the page and try again." }, { status: 403 });
  // Read through the one size-limited reader: a declared Content-Length is never trusted.
  const body = await readBodyLimited(request, SIGN_IN_FORM_LIMIT);
  if (body === null)
    return data({ error: "The form is too large." }, { status: 413, headers: { Connection: "close" } });
  const type = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } })
    .formData()
    .catch(() => undefined);
  if (!form || !tokensMatch(form.get(CSRF_FIELD), expected)) {
    return data({ error: "This form has expired. Reload the page and try again." }, { status: 403 });
  }
  const email = normaliseEmail(field(form, "email")).slice(0, 320);
  const password = typeof form.get("password") === "string" ? (form.get("password") as string) : "";
  const address = clientAddress(request);
  // Counted before the password is checked: parallel guesses cannot all pass one check.
  const attempt = await claimSignInAttempt(email, address);
  if (!attempt.allowed) {
    const wait = attempt.retryAfterSeconds;
    const minutes = Math.ceil(wait / 60);
    return data(
      {
        error: `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const user = email && password ? await verifyCredentials(email, password) : undefined;
  if (!user) return data({ error: SIGN_IN_FAILED }, { status: 401 });
  await signInSucceeded(email, address);
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(user));
  headers.append("Set-Cookie", cookieHeader(signInCookie(), "", { maxAgeSeconds: 0, path: SIGN_IN_PATH }));
  return redirect(safeNext(field(form, "next")), { headers });
}
