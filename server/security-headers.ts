import crypto from "node:crypto";
import type { RequestHandler } from "express";

export interface SecurityOptions {
  /** The welcome video's origin: the only site allowed in frames. */
  frameOrigin: string;
  /** HSTS is sent only when the site is served over https. */
  https: boolean;
  /** Vite's dev server injects inline scripts; CSP is relaxed only there. */
  dev?: boolean;
}

/** The Content-Security-Policy: scripts only from this site or by nonce/hash, never 'unsafe-inline'. */
export function contentSecurityPolicy(scriptSources: string[], options: SecurityOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${options.frameOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The headers every response carries, apart from the CSP. */
export function baseSecurityHeaders(options: SecurityOptions): Array<[string, string]> {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    ...(options.https
      ? [["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as [string, string]]
      : []),
  ];
}

/** Headers for every response; the CSP carries a fresh nonce for server-rendered pages. */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const base = baseSecurityHeaders(options);
  return (_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (!options.dev) res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], options));
    for (const [name, value] of base) res.setHeader(name, value);
    next();
  };
}

/** sha256 sources for every inline script of a prerendered page, which has no per-request nonce. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? "";
    if (!body) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
