import { data, redirect } from "react-router";
import { clientAddress } from "../security/client-address.server";
import { normaliseEmail, verifyCredentials } from "./accounts.server";
import { CSRF_FIELD, field } from "./guard.server";
import { cookieHeader, createSession, getSession, randomToken, readCookie, tokensMatch } from "./sessions.server";
import { clearAccountFailures, recordSignInFailure, signInBlocked } from "./throttle.server";

// Signing in. Before there is a session, the form's CSRF token is a random value also held in a
// cookie scoped to this page (double submit): another site can neither read nor set it.

const SIGN_IN_COOKIE = "admin_sign_in";
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
  const existing = readCookie(request, SIGN_IN_COOKIE);
  const token = existing && /^[\w-]{43}$/.test(existing) ? existing : randomToken();
  const headers = new Headers();
  if (token !== existing) {
    headers.append("Set-Cookie", cookieHeader(SIGN_IN_COOKIE, token, { maxAgeSeconds: 3600, path: SIGN_IN_PATH }));
  }
  return data({ csrfToken: token, next }, { headers });
}

export async function signIn(request: Request) {
  if (Number(request.headers.get("content-length") ?? "0") > 16 * 1024) {
    return data({ error: "The form is too large." }, { status: 413 });
  }
  const form = await request.formData().catch(() => undefined);
  const expected = readCookie(request, SIGN_IN_COOKIE);
  if (!form || !expected || !tokensMatch(form.get(CSRF_FIELD), expected)) {
    return data({ error: "This form has expired. Reload the page and try again." }, { status: 403 });
  }
  const email = normaliseEmail(field(form, "email"));
  const password = typeof form.get("password") === "string" ? (form.get("password") as string) : "";
  const address = clientAddress(request);
  const wait = await signInBlocked(email, address);
  if (wait !== null) {
    const minutes = Math.ceil(wait / 60);
    return data(
      {
        error: `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const user = email && password ? await verifyCredentials(email, password) : undefined;
  if (!user) {
    await recordSignInFailure(email, address);
    return data({ error: SIGN_IN_FAILED }, { status: 401 });
  }
  await clearAccountFailures(email);
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(user));
  headers.append("Set-Cookie", cookieHeader(SIGN_IN_COOKIE, "", { maxAgeSeconds: 0, path: SIGN_IN_PATH }));
  return redirect(safeNext(field(form, "next")), { headers });
}
