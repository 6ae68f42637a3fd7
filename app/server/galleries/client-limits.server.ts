import crypto from "node:crypto";
import { readCookie } from "../admin/sessions.server";
import { clientAddress } from "../security/client-address.server";
import { hitRateLimit } from "../security/rate-limit.server";
import { accessCookieName } from "./access-cookie.server";
import { PRIVATE_HEADERS } from "./client-request.server";

// How much one gallery visitor, and one address, may ask for in an hour (docs/decisions/028):
// counted in the database's rate_limits, so the limits hold across instances. A visitor is the
// browser that entered the code: its gallery cookie (each sign-in signs a new one). The address
// counts every visitor behind it, so a fresh cookie per request gains nothing.
//
// The numbers leave a real family alone: a 1,000-photo gallery downloaded one photo at a time,
// with half as many again for retries and resumed parts, is 1,500 requests in the hour; two people
// at home doing the same, 3,000. A ZIP is a whole set or gallery: 30 an hour is every set of a
// large wedding at both sizes.

export const CLIENT_LIMITS = {
  /** Single photos: every request counts (a resumed part, a HEAD: each reads storage). */
  photo: { perVisitor: 1500, perAddress: 3000, windowSeconds: 3600 },
  /** ZIPs of a set or of the whole gallery. */
  zip: { perVisitor: 30, perAddress: 60, windowSeconds: 3600 },
  /** Favourites sent to the photographer: each one is a mail. */
  favourites: { perVisitor: 10, perAddress: 20, windowSeconds: 3600 },
} as const;

export type ClientLimit = keyof typeof CLIENT_LIMITS;

/** The visitor's cookie for this gallery, hashed: the cookie opens the gallery, so it is not stored. */
function visitorKey(request: Request, galleryId: number): string {
  const cookie = readCookie(request, accessCookieName(galleryId)) ?? "";
  return crypto.createHash("sha256").update(cookie).digest("base64url").slice(0, 22);
}

export type ClientLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request of this kind for its visitor and its address; refused when either is over. */
export async function hitClientLimit(
  request: Request,
  galleryId: number,
  kind: ClientLimit,
  now = new Date(),
): Promise<ClientLimitResult> {
  const limit = CLIENT_LIMITS[kind];
  const visitor = await hitRateLimit(`gallery-${kind}`, `${galleryId}:${visitorKey(request, galleryId)}`, {
    max: limit.perVisitor,
    windowSeconds: limit.windowSeconds,
    now,
  });
  const address = await hitRateLimit(`gallery-${kind}-address`, clientAddress(request), {
    max: limit.perAddress,
    windowSeconds: limit.windowSeconds,
    now,
  });
  const waits = [visitor, address].flatMap((r) => (r.allowed ? [] : [r.retryAfterSeconds]));
  return waits.length ? { allowed: false, retryAfterSeconds: Math.max(...waits) } : { allowed: true };
}

/** "42 minutes", "1 minute", "30 seconds": how long to wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The favourites endpoint's answer when a visitor has sent their lists too often: JSON, in words. */
export function tooManySubmissions(retryAfterSeconds: number): Response {
  const error = `You have sent your favourites many times in the last hour. Your hearts and notes are saved: please try again in ${waitInWords(retryAfterSeconds)} to send them.`;
  return Response.json(
    { error },
    { status: 429, headers: { ...PRIVATE_HEADERS, "Retry-After": String(retryAfterSeconds) } },
  );
}
