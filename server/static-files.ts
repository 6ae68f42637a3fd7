import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  type SecurityOptions,
} from "./security-headers";

// Serves the built client from memory, in front of Express: hashed assets and other static files,
// precompressed at build time (scripts/precompress.mjs), every header computed once at start-up.
// Pages are rendered by the server and kept by server/render-cache.ts, which answers through
// sendCachedFile below. Express with per-request compression reaches a small fraction of a static server;
// this answers a cached file with one lookup and one write.

export interface CachedFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  /** Every header but the encoding and length: content type, caching, ETag, security, CSP. */
  headers: Record<string, string>;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Maps a request path to the file that answers it ("/work" → "work/index.html"). */
export function fileForPath(urlPath: string): string[] {
  let clean: string;
  try {
    clean = decodeURIComponent(urlPath).replace(/\/+$/, "");
  } catch {
    return []; // malformed escapes: not a file of ours
  }
  if (clean.includes("..")) return [];
  if (clean === "") return ["index.html"];
  const rel = clean.slice(1);
  return path.extname(rel) ? [rel] : [`${rel}/index.html`];
}

/** One response kept in memory with every header computed once: a built file or a rendered page. */
export function cachedFile(
  rel: string,
  body: Buffer,
  compressed: { br?: Buffer; gzip?: Buffer },
  security: SecurityOptions,
  /** ETag and inline-script hashes already computed elsewhere (the render worker). */
  digests: { etag: string; scripts: string[] } = fileDigests(rel, body),
): CachedFile {
  const type = TYPES[path.extname(rel)] ?? "application/octet-stream";
  const { etag, scripts } = digests;
  return {
    body,
    ...compressed,
    etag,
    headers: {
      ...Object.fromEntries(baseSecurityHeaders(security)),
      "Content-Security-Policy": contentSecurityPolicy(scripts, security),
      "Content-Type": type,
      "Cache-Control": rel.startsWith("assets/") ? IMMUTABLE : "public, max-age=0, must-revalidate",
      ETag: etag,
      Vary: "Accept-Encoding",
    },
  };
}

/** The ETag of a body and, for HTML, the sha256 sources of its inline scripts for the CSP. */
export function fileDigests(rel: string, body: Buffer): { etag: string; scripts: string[] } {
  return {
    etag: `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
    scripts: rel.endsWith(".html") ? inlineScriptHashes(body.toString("utf8")) : [],
  };
}

export function loadStaticFiles(clientDir: string, security: SecurityOptions): Map<string, CachedFile> {
  const files = new Map<string, CachedFile>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(clientDir, full).split(path.sep).join("/");
      if (entry.isDirectory()) {
        if (rel !== "img") walk(full); // images are served from disk (many, already compressed)
        continue;
      }
      if (rel.endsWith(".br") || rel.endsWith(".gz")) continue;
      const read = (suffix: string) => (fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined);
      files.set(rel, cachedFile(rel, fs.readFileSync(full), { br: read(".br"), gzip: read(".gz") }, security));
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir);
  return files;
}

function pickEncoding(req: IncomingMessage, file: CachedFile): "br" | "gzip" | undefined {
  const accept = req.headers["accept-encoding"] ?? "";
  if (file.br && /\bbr\b/.test(accept)) return "br";
  if (file.gzip && /\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

/**
 * Answers a request for a cached file and returns true, or returns false to let Express handle it.
 * Writes the same one log line per request as the Express app.
 */
export function staticFileHandler(files: Map<string, CachedFile>, log: (line: string) => void) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const file = fileForPath(query === -1 ? url : url.slice(0, query))
      .map((rel) => files.get(rel))
      .find(Boolean);
    if (!file) return false;
    sendCachedFile(req, res, file, log, process.hrtime.bigint());
    return true;
  };
}

/** Each body's complete headers (encoding and length included), built on its first answer. */
const headersFor = new WeakMap<Buffer, Record<string, string>>();

/** The fast path shared with the render cache: one lookup, one write, 304 on a matching ETag. */
export function sendCachedFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: CachedFile,
  log: (line: string) => void,
  start: bigint,
) {
  let status = 200;
  let body: Buffer | undefined;
  if (req.headers["if-none-match"] === file.etag) {
    status = 304;
    res.writeHead(304, file.headers);
  } else {
    const encoding = pickEncoding(req, file);
    const sent = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.body;
    body = sent;
    let headers = headersFor.get(sent);
    if (!headers) {
      headers = {
        ...file.headers,
        ...(encoding ? { "Content-Encoding": encoding } : {}),
        "Content-Length": String(sent.length),
      };
      headersFor.set(sent, headers);
    }
    res.writeHead(200, headers);
  }
  res.end(req.method === "HEAD" ? undefined : body);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  log(`${req.method} ${req.url ?? "/"} ${status} ${ms.toFixed(1)}ms ${body?.length ?? "-"}`);
}
