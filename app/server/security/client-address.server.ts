import { env } from "../env.server";

/**
 * The visitor's address for rate limits. X-Forwarded-For is believed only when TRUST_PROXY says
 * a reverse proxy sets it; otherwise the shell passes the socket address in X-Client-Address.
 */
export function clientAddress(request: Request): string {
  if (env().TRUST_PROXY) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get("x-client-address") ?? "unknown";
}
