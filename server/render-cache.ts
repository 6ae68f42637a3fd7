import type { IncomingMessage, ServerResponse } from "node:http";
import { keptPage, type RenderedPage } from "./page-render";
import type { SecurityOptions } from "./security-headers";
import { dataPathFor, pageForRequest } from "./page-urls";
import { sendCachedFile, type CachedFile } from "./static-files";

// Public pages rendered by the server in-process and kept in memory (docs/decisions/020): the HTML
// and the route's .data (client-side navigations), precompressed, with an ETag and a CSP that
// allows the page's inline scripts by hash, answered by the same fast path as the static files.
// Pages are re-rendered when the content version (a counter the database bumps, migration 0012)
// moves; the version is read at most once a second.

export interface RenderCacheOptions {
  /** The fixed list of cacheable page paths. */
  paths: readonly string[];
  /**
   * The pages rendered in the background at start-up, in this order (the sitemap's); the rest are
   * rendered when first asked for. Every page by default.
   */
  warmUp?: readonly string[];
  /**
   * Renders one URL (a page or its .data) through React Router's request handler, compressed, or
   * throws when the answer must not be kept (server/page-render.ts; in production on the render
   * worker's thread, server/render-thread.ts).
   */
  render: (url: string) => Promise<RenderedPage>;
  /** Recompresses a kept body at brotli's best quality, when nothing is waiting to render. */
  polish?: (body: Uint8Array) => Promise<Uint8Array>;
  /** The current content version (one primary-key read). */
  readVersion: () => Promise<number>;
  security: SecurityOptions;
  /** Answers a request the cache cannot (a page that has never rendered successfully). */
  fallback: (req: IncomingMessage, res: ServerResponse) => void;
  log: (line: string) => void;
  logError: (line: string) => void;
  /** How often the content version is read; the issue allows at most once a second. */
  checkIntervalMs?: number;
  /** How long a request for a page whose content changed waits for its fresh render before it is served the last good one. */
  freshWaitMs?: number;
}

interface PageEntry {
  path: string;
  /** Rendered in the background at start-up, before anyone asks for it. */
  warm: boolean;
  html?: CachedFile;
  data?: CachedFile;
  /** The content version the kept copy was rendered at; -1 before the first render. */
  version: number;
  /** When the kept copy was rendered (ms since the epoch). */
  renderedAt: number;
  rendering?: Promise<void>;
  /** When a visitor last asked for it (ms since the epoch); 0 if nobody has since start-up. */
  lastHit: number;
  failures: number;
  retryAt: number;
}

const MAX_BACKOFF_MS = 60_000;
const COLD_WAIT_MS = 10_000;

export function createRenderCache(options: RenderCacheOptions) {
  const checkIntervalMs = options.checkIntervalMs ?? 1_000;
  const freshWaitMs = options.freshWaitMs ?? 100;
  const warmUp = new Set(options.warmUp ?? options.paths);
  // Warm-up pages first: the background renders pages nobody has asked for yet in Map order.
  const entries = new Map<string, PageEntry>(
    [...warmUp, ...options.paths].map((path) => [
      path,
      { path, warm: warmUp.has(path), version: -1, renderedAt: 0, lastHit: 0, failures: 0, retryAt: 0 },
    ]),
  );
  let current = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let backgroundRunning = false;
  let versionErrorLogged = false;
  let stopped = false;
  const polished = new WeakSet<CachedFile>();

  const isFresh = (entry: PageEntry) => entry.html !== undefined && entry.version >= current;
  /**
   * Whether the background keeps this page fresh: a warm-up page until its first render, then any
   * page a visitor has asked for. A page nobody asked for since start-up is re-rendered after a
   * change only when it is next asked for (waiting at most freshWaitMs): a pass over every page
   * after each edit cost ~23 s of a core for 358 pages, most of them checkout steps nobody opened.
   */
  const keptFreshInBackground = (entry: PageEntry) => entry.lastHit > 0 || (entry.warm && entry.version === -1);

  async function renderOne(url: string, rel: "page.html" | "page.data"): Promise<CachedFile> {
    return keptPage(await options.render(url), rel, options.security);
  }

  /** Renders a page's HTML and .data together; a failure keeps the last good copy. */
  function renderEntry(entry: PageEntry): Promise<void> {
    if (entry.rendering) return entry.rendering;
    const version = current; // read before rendering: content is at least this new
    const started = Date.now();
    entry.rendering = (async () => {
      try {
        const [html, data] = await Promise.all([
          renderOne(entry.path, "page.html"),
          renderOne(dataPathFor(entry.path), "page.data"),
        ]);
        entry.html = html;
        entry.data = data;
        entry.version = version;
        entry.renderedAt = Date.now();
        entry.failures = 0;
        entry.retryAt = 0;
      } catch (error) {
        entry.failures += 1;
        entry.retryAt = Date.now() + Math.min(MAX_BACKOFF_MS, checkIntervalMs * 2 ** (entry.failures - 1));
        options.logError(
          `render cache: ${entry.path} failed after ${Date.now() - started} ms (${entry.html ? "serving the last good page" : "not cached"}): ${(error as Error).message}`,
        );
      } finally {
        entry.rendering = undefined;
      }
    })();
    return entry.rendering;
  }

  /**
   * Swaps in the best brotli for one kept answer not yet polished; false when none is left. Only
   * pages asked for since they were rendered: best brotli costs ~100 times the quick one, and most
   * of the list (print checkout steps) is rarely visited.
   */
  async function polishOne(): Promise<boolean> {
    if (!options.polish) return false;
    const requested = [...entries.values()].filter((entry) => entry.lastHit >= entry.renderedAt);
    for (const entry of requested.sort((a, b) => b.lastHit - a.lastHit)) {
      for (const kind of ["html", "data"] as const) {
        const file = entry[kind];
        if (!file || polished.has(file)) continue;
        polished.add(file);
        try {
          file.br = Buffer.from(await options.polish(file.body));
        } catch (error) {
          options.logError(`render cache: recompressing ${entry.path} failed: ${(error as Error).message}`);
        }
        return true;
      }
    }
    return false;
  }

  /**
   * Re-renders stale pages kept fresh in the background one at a time, the most recently requested
   * first, yielding between them; then, with nothing stale, recompresses kept pages at brotli's best.
   */
  async function renderStaleInBackground() {
    if (backgroundRunning || stopped) return;
    backgroundRunning = true;
    const started = Date.now();
    let rendered = 0;
    let recompressed = 0;
    try {
      for (;;) {
        const now = Date.now();
        // Most recently asked for first; then warm-up pages in their order (Map order, lastHit 0).
        let next: PageEntry | undefined;
        for (const entry of entries.values()) {
          if (isFresh(entry) || entry.rendering || entry.retryAt > now || !keptFreshInBackground(entry)) continue;
          if (!next || entry.lastHit > next.lastHit) next = entry;
        }
        if (stopped) break;
        if (next) {
          await renderEntry(next);
          rendered += 1;
          continue;
        }
        if (rendered) {
          options.log(
            `render cache: ${rendered} pages rendered in ${Date.now() - started} ms (content version ${current})`,
          );
          rendered = 0;
        }
        if (!(await polishOne())) break;
        recompressed += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      backgroundRunning = false;
    }
    if (recompressed) {
      options.log(`render cache: ${recompressed} answers recompressed at brotli's best in ${Date.now() - started} ms`);
    }
  }

  async function checkVersion() {
    try {
      const version = await options.readVersion();
      versionErrorLogged = false;
      if (version !== current) current = version;
    } catch (error) {
      if (!versionErrorLogged)
        options.logError(`render cache: cannot read the content version: ${(error as Error).message}`);
      versionErrorLogged = true;
    }
    void renderStaleInBackground();
  }

  const waitAtMost = (promise: Promise<void>, ms: number) =>
    new Promise<void>((resolve) => {
      const timeout = setTimeout(resolve, ms);
      void promise.then(() => {
        clearTimeout(timeout);
        resolve();
      });
    });

  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    entry: PageEntry,
    kind: "html" | "data",
    start: bigint,
  ) {
    if (!isFresh(entry) && Date.now() >= entry.retryAt) {
      const rendering = renderEntry(entry);
      // A page already kept waits only briefly for its fresh copy; a page never rendered waits for it,
      // up to a bound, then Express renders it for this request.
      await waitAtMost(rendering, entry.html ? freshWaitMs : COLD_WAIT_MS);
    }
    const file = kind === "html" ? entry.html : entry.data;
    if (file) sendCachedFile(req, res, file, options.log, start);
    else options.fallback(req, res); // never rendered successfully: Express renders (or reports) it
  }

  return {
    /** Reads the version, then renders the warm-up pages in the background; returns at once. */
    start() {
      timer = setInterval(() => void checkVersion(), checkIntervalMs);
      timer.unref();
      void checkVersion();
    },
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
    /** Answers a GET/HEAD for a cached page (possibly after its render) and returns true, or returns false. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "/";
      const query = url.indexOf("?");
      const target = pageForRequest(query === -1 ? url : url.slice(0, query));
      const entry = target && entries.get(target.page);
      if (!target || !entry) return false;
      const start = process.hrtime.bigint();
      entry.lastHit = Date.now();
      if (isFresh(entry)) {
        sendCachedFile(req, res, target.kind === "html" ? entry.html! : entry.data!, options.log, start);
        return true;
      }
      answer(req, res, entry, target.kind, start).catch((error: unknown) => {
        options.logError(`render cache: ${url}: ${(error as Error).message}`);
        if (!res.headersSent) options.fallback(req, res);
      });
      return true;
    },
    /** For tests and the benchmark: how many pages are kept and fresh. */
    stats() {
      const all = [...entries.values()];
      return {
        pages: all.length,
        kept: all.filter((e) => e.html).length,
        fresh: all.filter(isFresh).length,
        version: current,
      };
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
