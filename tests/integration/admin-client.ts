import { spawn } from "node:child_process";
import path from "node:path";

// Small helpers for the admin tests: create the account with the real script, then talk to the
// server as a browser would (cookies, CSRF tokens from the pages' hidden inputs).

export const ADMIN_EMAIL = "she@example.com";
export const ADMIN_PASSWORD = "a-long-studio-password";

/** Runs `tsx scripts/admin.ts <args>` against a test server's database: its exit code and output. */
export function runAdminScript(databaseUrl: string, args: readonly string[], extraEnv: Record<string, string> = {}) {
  const root = path.resolve(import.meta.dirname, "../..");
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/admin.ts", ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATABASE_URL: databaseUrl, ...extraEnv },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/**
 * Creates the account with the real script (`npm run admin -- create <email>`). A failure throws
 * with everything the script printed, so a set-up that fails says why.
 */
export async function createAdminAccount(databaseUrl: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  const result = await runAdminScript(databaseUrl, ["create", email], { ADMIN_PASSWORD: password });
  if (result.code !== 0) {
    throw new Error(`npm run admin -- create ${email} exited with ${result.code}:\n${result.output}`);
  }
  return result;
}

export function csrfFrom(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error("no CSRF field in the page");
  return match[1];
}

function cookiesFrom(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
}

/** Fetches the sign-in page and posts the credentials; returns the response and cookies. */
export async function attemptSignIn(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const page = await fetch(`${baseUrl}/admin/sign-in`, { headers });
  const preCookie = cookiesFrom(page).join("; ");
  const csrf = csrfFrom(await page.text());
  const res = await fetch(`${baseUrl}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, cookie: preCookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, email, password, next: "/admin" }),
  });
  return { res, cookie: cookiesFrom(res).find((c) => /^(__Host-)?admin_session=/.test(c)) };
}

/** A signed-in session: its cookie and CSRF token. */
export async function signIn(baseUrl: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  const { res, cookie } = await attemptSignIn(baseUrl, email, password);
  if (res.status !== 302 || !cookie) throw new Error(`sign-in failed with ${res.status}`);
  const dashboard = await fetch(`${baseUrl}/admin`, { headers: { cookie } });
  return { cookie, csrf: csrfFrom(await dashboard.text()) };
}

export async function postJson(url: string, body: unknown) {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** A page's words without its tags, entities decoded, spaces collapsed: what a reader sees. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** A valid Site settings form (the public settings), as the content editor tests post it. */
export const SITE_SETTINGS_FORM = {
  siteName: "Saguaro Bee Photography",
  contactEmail: "studio@saguaro.test",
  socialUrl: "https://www.instagram.com/saguarobee/",
  socialLabel: "Instagram",
  googleReviewsUrl: "https://g.page/r/saguaro-bee/review",
  weddingReviewsUrl: "https://www.theknot.com/marketplace/saguaro-bee",
  bookingUrl: "https://booking.saguaro.test/questionnaire",
  albumProjectUrl: "https://albums.saguaro.test/project",
  welcomeVideoUrl: "https://player.vimeo.com/video/123456",
};
