import { z } from "zod";
import { ACCESS_CODE } from "~/shared/galleries/gallery-rules";
import { database, type AppDatabase } from "../db/db.server";
import { claimSignInAttempt, signInSucceeded } from "../admin/throttle.server";
import { clientAddress } from "../security/client-address.server";
import { accessCodeMatches } from "./access-code.server";
import { clearLegacyAccessCookie, grantAccessCookie } from "./access-cookie.server";
import {
  alertGuessing,
  claimCodeCheck,
  codeFormPause,
  releaseCodeCheck,
  WRONG_CODES_BEFORE_PAUSE,
} from "./code-guard.server";
import type { GalleryRow } from "./galleries.server";

// The access-code form. A PIN has little entropy, so guessing is limited twice, each counted before
// the code is checked so parallel guesses cannot all slip through:
// - per (gallery, client address) with the admin sign-in's throttle (decision 014): five tries go
//   through at once, then each wrong one doubles the wait (30 s, 1 min … up to an hour); the right
//   code clears the pair;
// - per gallery across every address (code-guard.server.ts, decision 027): 30 wrong codes in an hour
//   pause the form for everyone until the hour is over, and the photographer is told.

export type CodeResult =
  | { ok: true; setCookies: string[] }
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

/** "in 30 seconds", "in about 4 minutes", "in about 3 hours": when a throttled visitor may try again. */
export function waitWords(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `in about ${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `in about ${Math.round(seconds / 3600)} hours`;
}

/** The throttle's account for a gallery: never an e-mail address, so never an admin's. */
const throttleAccount = (gallery: GalleryRow) => `gallery:${gallery.id}`;

/** The per-gallery pause, in words for whoever meets it (a client, most likely). */
function pausedForEveryone(wait: number): CodeResult {
  return {
    ok: false,
    status: 429,
    error: `Too many wrong codes have been tried for this gallery, so it is paused for everyone for now. Please try again ${waitWords(wait)}, or ask your photographer.`,
    retryAfterSeconds: wait,
  };
}

export async function tryAccessCode(
  request: Request,
  gallery: GalleryRow,
  rawCode: unknown,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<CodeResult> {
  // Paused: nothing is counted or checked (a read only), so waiting costs nobody a try.
  const paused = await codeFormPause(app.db, gallery.id, now);
  if (paused !== undefined) return pausedForEveryone(paused);
  const parsed = codeSchema.safeParse(typeof rawCode === "string" ? rawCode.slice(0, 100) : "");
  const address = clientAddress(request);
  const attempt = await claimSignInAttempt(throttleAccount(gallery), address, app.db, now);
  if (!attempt.allowed) {
    const wait = attempt.retryAfterSeconds;
    return {
      ok: false,
      status: 429,
      error: `Too many wrong codes in a row. For your gallery's safety, please try again ${waitWords(wait)}.`,
      retryAfterSeconds: wait,
    };
  }
  // A malformed code counts as a try from this address: otherwise it would be a free probe. It
  // cannot be the code, so it does not count against the gallery.
  if (!parsed.success) return { ok: false, status: 400, error: MISSING_CODE_MESSAGE };
  const claim = await claimCodeCheck(app.db, gallery.id, now);
  if (claim.pausedFor !== undefined) {
    await alertGuessing(gallery, claim.endsAt, now, app);
    return pausedForEveryone(claim.pausedFor);
  }
  if (!(await accessCodeMatches(parsed.data, gallery.access_code_hash))) {
    if (claim.claims >= WRONG_CODES_BEFORE_PAUSE) await alertGuessing(gallery, claim.endsAt, now, app);
    return { ok: false, status: 400, error: WRONG_CODE_MESSAGE };
  }
  await releaseCodeCheck(app.db, gallery.id, claim);
  await signInSucceeded(throttleAccount(gallery), address, app.db);
  return { ok: true, setCookies: [await grantAccessCookie(app, gallery), clearLegacyAccessCookie(gallery.id)] };
}
