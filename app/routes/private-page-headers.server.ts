import { PRIVATE_HEADERS } from "~/server/galleries/client-request.server";

// The headers of the pages behind a private link (a client's gallery, booking page, session and
// one-off invoice): every answer private, no-store and noindex, and a throttled one says when to
// come back.

/** A private page's answer headers, with Retry-After when it was throttled. */
export function privateHeaders(retryAfterSeconds?: number): Headers {
  const headers = new Headers(PRIVATE_HEADERS);
  if (retryAfterSeconds) headers.set("Retry-After", String(retryAfterSeconds));
  return headers;
}

/**
 * A private page route's `headers` export: a page route applies its loader's and action's headers
 * only through it. The loader's, the action's Retry-After over the loader's, and private always.
 */
export function privatePageHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}) {
  const merged = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) merged.set(name, value);
  return merged;
}
