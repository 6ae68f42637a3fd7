import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// What a page makes the browser download before it is interactive, read from the page's own HTML:
// its modulepreloads, module scripts, `import … from "/assets/…"` lines of inline module scripts
// and stylesheets, then every static import inside those files (dynamic import() is excluded:
// it loads later, if ever). Sizes are the precompressed files the server sends (scripts/precompress.mjs).

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageAssets {
  js: Sizes;
  css: Sizes;
  /** The HTML document itself (inline loader data included). */
  html: Sizes;
  scripts: string[];
  styles: string[];
}

const ASSET = String.raw`(\/assets\/[^"'\s>]+)`;

/** The /assets URLs a page's HTML references directly, split into scripts and stylesheets. */
export function assetsOfHtml(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = new RegExp(`href=["']${ASSET}["']`).exec(tag)?.[1];
    if (!href) continue;
    if (/\brel=["']modulepreload["']/i.test(tag)) scripts.add(href);
    else if (/\brel=["']stylesheet["']/i.test(tag)) styles.add(href);
  }
  for (const match of html.matchAll(new RegExp(`<script\\b[^>]*\\bsrc=["']${ASSET}["']`, "gi"))) {
    if (match[1]) scripts.add(match[1]);
  }
  // Inline module scripts import the route modules statically and the entry with import(); the
  // inline route manifest's JSON strings are not imports and are deliberately not matched.
  for (const block of html.matchAll(/<script\b[^>]*type=["']module["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const match of (block[1] ?? "").matchAll(
      new RegExp(`\\bimport\\s*(?:\\(\\s*|[^"';]*?\\bfrom\\s*)?["']${ASSET}["']`, "g"),
    )) {
      if (match[1]) scripts.add(match[1]);
    }
  }
  return {
    scripts: [...scripts].filter((s) => s.endsWith(".js")),
    styles: [...styles].filter((s) => s.endsWith(".css")),
  };
}

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./y.js"`), as /assets URLs. */
function staticImports(source: string, url: string): string[] {
  const found: string[] = [];
  const base = url.slice(0, url.lastIndexOf("/") + 1);
  for (const match of source.matchAll(/\bimport\s*(?:[\w${}\s,*]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
    const spec = match[1] ?? "";
    found.push(spec.startsWith("/") ? spec : path.posix.normalize(base + spec));
  }
  return found;
}

/** The compressed size the server sends: the build's .gz/.br file, or computed the same way. */
export function sizesOf(file: string): Sizes {
  const body = fs.readFileSync(file);
  const read = (suffix: string) => (fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : undefined);
  return {
    raw: body.length,
    gzip: read(".gz") ?? zlib.gzipSync(body, { level: 9 }).length,
    brotli:
      read(".br") ?? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function sum(files: string[], clientDir: string): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const url of files) {
    const s = sizesOf(path.join(clientDir, url));
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return total;
}

/** Every script a page loads up front (direct references plus their static import graph). */
export function scriptClosure(roots: string[], clientDir: string): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.shift() ?? "";
    if (seen.has(url)) continue;
    const file = path.join(clientDir, url);
    if (!fs.existsSync(file)) throw new Error(`${url} is referenced but not in ${clientDir}`);
    seen.add(url);
    queue.push(...staticImports(fs.readFileSync(file, "utf8"), url));
  }
  return [...seen].sort();
}

/** The JavaScript, CSS and HTML one page costs, from its HTML and the built client folder. */
export function pageAssets(html: string, clientDir: string): PageAssets {
  const direct = assetsOfHtml(html);
  const scripts = scriptClosure(direct.scripts, clientDir);
  const htmlBody = Buffer.from(html);
  return {
    js: sum(scripts, clientDir),
    css: sum(direct.styles, clientDir),
    html: {
      raw: htmlBody.length,
      gzip: zlib.gzipSync(htmlBody, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(htmlBody, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    },
    scripts,
    styles: direct.styles,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
