import zlib from "node:zlib";
import type { SecurityOptions } from "./security-headers";
import { cachedFile, fileDigests, type CachedFile } from "./static-files";

// One page (or its .data) rendered for the render cache: React Router's request handler called
// in-process, refused unless it is a complete 200 answer fit for every visitor, then compressed
// once. Runs in the render worker (server/render-worker.ts), off the thread that answers requests.

/** React Router's request handler with the load context the render cache gives it. */
export type PageHandler = (
  request: Request,
  context: { databaseUnavailable: () => void; degraded: () => void },
) => Promise<Response>;

export interface RenderedPage {
  body: Uint8Array;
  br: Uint8Array;
  gzip: Uint8Array;
  /** Computed here, off the request thread: the ETag and the CSP's inline-script hashes. */
  etag: string;
  scripts: string[];
}

export async function renderPage(handler: PageHandler, url: string, origin: string): Promise<RenderedPage> {
  let failure: string | undefined;
  const response = await handler(new Request(new URL(url, origin)), {
    databaseUnavailable: () => (failure = "the database is unavailable"),
    degraded: () => (failure = "the page shows a fallback for missing data"),
  });
  const body = Buffer.from(await response.arrayBuffer());
  // Never keep an error page, a redirect, a fallback or anything addressed to one visitor.
  if (failure) throw new Error(`${url}: ${failure}`);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (response.headers.has("set-cookie")) throw new Error(`${url} set a cookie: not cacheable`);
  const { etag, scripts } = fileDigests(url.endsWith(".data") ? "page.data" : "page.html", body);
  return { body, br: brotli(body, QUICK_BROTLI), gzip: zlib.gzipSync(body, { level: 9 }), etag, scripts };
}

// Brotli's best quality costs ~165 ms on the home page's 90 KB and quality 5 a few ms for ~15 %
// more bytes: a fresh page is kept at once with the quick one, and recompressed at the best one
// when the worker is idle (polish below, driven by the render cache).
const QUICK_BROTLI = 5;
const BEST_BROTLI = 11;

function brotli(body: Uint8Array, quality: number): Buffer {
  return zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** The best brotli compression of a kept body, as prerendered files had (scripts/precompress.mjs). */
export function polish(body: Uint8Array): Uint8Array {
  return brotli(body, BEST_BROTLI);
}

/** A rendered page kept in memory (the render cache, the brief pages), its bytes shared, not copied. */
export function keptPage(page: RenderedPage, rel: "page.html" | "page.data", security: SecurityOptions): CachedFile {
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return cachedFile(rel, buffer(page.body), { br: buffer(page.br), gzip: buffer(page.gzip) }, security, {
    etag: page.etag,
    scripts: page.scripts,
  });
}
