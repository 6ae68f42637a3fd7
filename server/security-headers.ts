import crypto from "node:crypto";
import type { RequestHandler } from "express";

export interface SecurityOptions {
  /**
   * The video players the welcome video may use (app/server/content/video-origins.server.ts): the
   * only sites allowed in frames. A list, so the video URL can change in /admin without a restart.
   */
  frameOrigins: readonly string[];
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
    `frame-src ${options.frameOrigins.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

// Powerful features nobody on this site needs: refused to the page and to every frame.
const DENIED_FEATURES = [
  "accelerometer",
  "ambient-light-sensor",
  "bluetooth",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "storage-access",
  "usb",
  "web-share",
  "window-management",
  "xr-spatial-tracking",
];
// The welcome video's player asks for these (its iframe's allow="autoplay; fullscreen"; the
// player's own picture-in-picture and DRM'd streams): granted to this site and the video origin.
const VIDEO_FEATURES = ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"];

/** Permissions-Policy: every powerful feature off, the video player's few on for its origin only. */
export function permissionsPolicy(options: SecurityOptions): string {
  return [
    ...DENIED_FEATURES.map((feature) => `${feature}=()`),
    ...VIDEO_FEATURES.map((feature) => `${feature}=(self ${options.frameOrigins.map((o) => `"${o}"`).join(" ")})`),
  ].join(", ");
}

/**
 * Cross-Origin-Resource-Policy: pages, data and scripts are for this site only. Photos (/img,
 * /media) may be shown elsewhere (link previews, a mail client that loads images directly), so
 * server/app.ts marks those cross-origin.
 */
export const RESOURCE_POLICY = "same-origin";
export const PHOTO_RESOURCE_POLICY = "cross-origin";
export const isPhotoPath = (urlPath: string) => /^\/(img|media)\//.test(urlPath);

/** The headers every response carries, apart from the CSP. */
export function baseSecurityHeaders(options: SecurityOptions): Array<[string, string]> {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ["Cross-Origin-Resource-Policy", RESOURCE_POLICY],
    ["Permissions-Policy", permissionsPolicy(options)],
    ...(options.https
      ? [["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as [string, string]]
      : []),
  ];
}

/** Headers for every response; the CSP carries a fresh nonce for server-rendered pages. */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const base = baseSecurityHeaders(options);
  return (req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (!options.dev) res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], options));
    for (const [name, value] of base) res.setHeader(name, value);
    if (isPhotoPath(req.path)) res.setHeader("Cross-Origin-Resource-Policy", PHOTO_RESOURCE_POLICY);
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
