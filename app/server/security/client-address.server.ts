import net from "node:net";
import { env } from "../env.server";

// The visitor's address, for rate limits. The shell (server/app.ts) passes the socket's address in
// X-Client-Address, overwriting anything the client sent. X-Forwarded-For is believed only when
// TRUST_PROXY says a reverse proxy sets it, and then only the entries the proxies appended: nginx's
// $proxy_add_x_forwarded_for keeps whatever the client sent on the left, so the leftmost entry is
// the client's to choose. With TRUST_PROXY_HOPS proxies in a row, the visitor is the hops-th entry
// from the right.

export interface ProxySettings {
  trustProxy: boolean;
  hops: number;
}

/** The address as the socket or the trusted proxies saw it. */
export function addressFromHeaders(request: Request, settings: ProxySettings): string {
  const socket = request.headers.get("x-client-address")?.trim() || "unknown";
  if (!settings.trustProxy) return socket;
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  return entries[Math.max(0, entries.length - settings.hops)] ?? socket;
}

/**
 * The key a visitor is counted under: an IPv4 address as is, an IPv6 address by its /64 (one
 * household or server gets a whole /64 and could otherwise take a fresh address per request).
 */
export function rateLimitKey(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv4(bare)) return bare;
  if (net.isIPv6(bare)) return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
  return bare.slice(0, 100);
}

/** The eight groups of an IPv6 address, without leading zeros ("::" expanded). */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) stands for two groups.
  const last = right.length ? right : left;
  const v4 = last.length && net.isIPv4(last[last.length - 1] ?? "") ? last.pop() : undefined;
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => parseInt(group, 16).toString(16));
}

/** The visitor's whole address for this request, as TRUST_PROXY says to read it (audit trails). */
export function visitorAddress(request: Request): string {
  const settings = env();
  return addressFromHeaders(request, { trustProxy: settings.TRUST_PROXY, hops: settings.TRUST_PROXY_HOPS });
}

/** The visitor's rate-limit key for this request. */
export function clientAddress(request: Request): string {
  return rateLimitKey(visitorAddress(request));
}
