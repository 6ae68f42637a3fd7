import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Request, RequestHandler } from "express";
import { contentSecurityPolicy, inlineScriptHashes, type SecurityOptions } from "./security-headers";

// Serves the built client from memory: prerendered HTML and .data files, hashed assets, all
// precompressed at build time (scripts/precompress.mjs). Plain Express with per-request
// compression reaches a small fraction of a static server; this closes most of the gap.

interface CachedFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  csp?: string;
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
  const clean = decodeURIComponent(urlPath).replace(/\/+$/, "");
  if (clean.includes("..")) return [];
  if (clean === "") return ["index.html"];
  const rel = clean.slice(1);
  return path.extname(rel) ? [rel] : [`${rel}/index.html`];
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
      const type = TYPES[path.extname(rel)] ?? "application/octet-stream";
      const body = fs.readFileSync(full);
      const read = (suffix: string) => (fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined);
      const html = rel.endsWith(".html");
      files.set(rel, {
        body,
        br: read(".br"),
        gzip: read(".gz"),
        type,
        etag: `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
        cacheControl: rel.startsWith("assets/") ? IMMUTABLE : "public, max-age=0, must-revalidate",
        csp: html ? contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")), security) : undefined,
      });
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir);
  return files;
}

function pickEncoding(req: Request, file: CachedFile): "br" | "gzip" | undefined {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accept)) return "br";
  if (file.gzip && /\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

export function serveStaticFiles(files: Map<string, CachedFile>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = fileForPath(req.path)
      .map((rel) => files.get(rel))
      .find(Boolean);
    if (!file) return next();
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("ETag", file.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (file.csp) res.setHeader("Content-Security-Policy", file.csp);
    if (req.headers["if-none-match"] === file.etag) {
      res.status(304).end();
      return;
    }
    const encoding = pickEncoding(req, file);
    const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body?.length ?? 0));
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}
