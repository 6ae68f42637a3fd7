import { z } from "zod";
import { ACCESS_CODE } from "~/shared/galleries/gallery-rules";
import { database, type AppDatabase } from "../db/db.server";
import { claimSignInAttempt, signInSucceeded } from "../admin/throttle.server";
import { clientAddress } from "../security/client-address.server";
import { accessCodeMatches } from "./access-code.server";
import { grantAccessCookie } from "./access-cookie.server";
import type { GalleryRow } from "./galleries.server";

// The access-code form. A PIN has little entropy, so guessing is throttled per (gallery, client
// address) with the admin sign-in's throttle (decision 014): five tries go through at once, then
// each wrong one doubles the wait (30 s, 1 min, 2 min … up to an hour). Counted before the code is
// checked, so parallel guesses cannot all slip through; the right code clears the pair.

export type CodeResult =
  | { ok: true; setCookie: string }
  | { ok: false; status: 400; error: string }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

export const WRONG_CODE_MESSAGE =
  "That code doesn't match this gallery. Check the e-mail with your gallery link, or ask your photographer.";
const MISSING_CODE_MESSAGE = "Enter the access code from the e-mail with your gallery link (4 to 8 digits).";

// Spaces and dashes are forgiven: people copy "48 21" or "4821-" from an e-mail.
const codeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(ACCESS_CODE));

/** "in 30 seconds", "in about 4 minutes": when a throttled visitor may try again. */
export function waitWords(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `in about ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The throttle's account for a gallery: never an e-mail address, so never an admin's. */
const throttleAccount = (gallery: GalleryRow) => `gallery:${gallery.id}`;

export async function tryAccessCode(
  request: Request,
  gallery: GalleryRow,
  rawCode: unknown,
  app: AppDatabase = database(),
): Promise<CodeResult> {
  const parsed = codeSchema.safeParse(typeof rawCode === "string" ? rawCode.slice(0, 100) : "");
  const address = clientAddress(request);
  const attempt = await claimSignInAttempt(throttleAccount(gallery), address, app.db);
  if (!attempt.allowed) {
    const wait = attempt.retryAfterSeconds;
    return {
      ok: false,
      status: 429,
      error: `Too many wrong codes in a row. For your gallery's safety, please try again ${waitWords(wait)}.`,
      retryAfterSeconds: wait,
    };
  }
  // A malformed code counts as a try: otherwise it would be a free probe.
  if (!parsed.success) return { ok: false, status: 400, error: MISSING_CODE_MESSAGE };
  if (!(await accessCodeMatches(parsed.data, gallery.access_code_hash))) {
    return { ok: false, status: 400, error: WRONG_CODE_MESSAGE };
  }
  await signInSucceeded(throttleAccount(gallery), address, app.db);
  return { ok: true, setCookie: await grantAccessCookie(app, gallery) };
}
