import { data, redirect } from "react-router";
import { readBodyLimited } from "../http/json-request.server";
import { env } from "../env.server";
import { clientAddress } from "../security/client-address.server";
import { hitRateLimit, undoRateLimitHit } from "../security/rate-limit.server";
import { normaliseEmail, verifyCredentials } from "./accounts.server";
import { field } from "./editor/form-values.server";
import { CSRF_FIELD } from "./guard.server";
import {
  cookieHeader,
  cookieName,
  createSession,
  getSession,
  randomToken,
  readCookie,
  tokensMatch,
} from "./sessions.server";
import { claimSignInAttempt, SIGN_IN_RATE_SCOPE, signInSucceeded } from "./throttle.server";

// Signing in. Before there is a session, the form's CSRF token is a random value also held in a
// cookie scoped to this page (double submit): another site can neither read nor set it.

const signInCookie = () => cookieName("admin_sign_in");
/** An e-mail, a password of at most 1,024 characters, two tokens: far below this. */
const SIGN_IN_FORM_LIMIT = 16 * 1024;
// Path=/ because client-side submissions post to /admin/sign-in.data, outside a narrower path.
const SIGN_IN_PATH = "/";
export const SIGN_IN_FAILED = "Email or password is incorrect.";
/** The per-address limit's window (SIGN_IN_RATE_LIMIT_MAX attempts each). */
const SIGN_IN_WINDOW_SECONDS = 600;

/** 429 with Retry-After, in minutes for a person: "from your network" names the per-address limit. */
function tooManyAttempts(wait: number, where = "") {
  const minutes = Math.ceil(wait / 60);
  return data(
    {
      error: `Too many failed sign-in attempts${where}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    },
    { status: 429, headers: { "Retry-After": String(wait) } },
  );
}

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
  // Per address first, whatever e-mail is typed: a new e-mail per attempt passes the per-account
  // throttle, and each attempt would otherwise cost an argon2 verification (decision 027).
  const perAddress = await hitRateLimit(SIGN_IN_RATE_SCOPE, address, {
    max: env().SIGN_IN_RATE_LIMIT_MAX,
    windowSeconds: SIGN_IN_WINDOW_SECONDS,
  });
  if (!perAddress.allowed) return tooManyAttempts(perAddress.retryAfterSeconds, " from your network");
  // Counted before the password is checked: parallel guesses cannot all pass one check.
  const attempt = await claimSignInAttempt(email, address);
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);
  const user = email && password ? await verifyCredentials(email, password) : undefined;
  if (!user) return data({ error: SIGN_IN_FAILED }, { status: 401 });
  await signInSucceeded(email, address);
  // Her own sign-ins never use up her address's allowance.
  await undoRateLimitHit(SIGN_IN_RATE_SCOPE, address, perAddress.windowStart);
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(user));
  headers.append("Set-Cookie", cookieHeader(signInCookie(), "", { maxAgeSeconds: 0, path: SIGN_IN_PATH }));
  return redirect(safeNext(field(form, "next")), { headers });
}
