import type { IncomingMessage, ServerResponse } from "node:http";
import { keptPage, type RenderedPage } from "./page-render";
import type { SecurityOptions } from "./security-headers";
import { sendCachedFile, type CachedFile } from "./static-files";

// Public pages that change with every booking — a session type's free times, a mini-session day's
// slots (docs/decisions/043) — shared for at most a second: every visitor asking for the same URL
// within `maxAgeMs` of a render gets that render, and visitors asking while it renders wait for it
// rather than start their own. The hold decides who gets a time (session_busy's key), never this
// page, so a second-old page costs at most a "just taken" answer with the times still free; and on
// a release morning 200 visitors cost one render a second instead of 200. Renders run on the render
// worker without a nonce, so the CSP allows the inline scripts by hash, as for the render cache.

export interface BriefPagesOptions {
  /** The cache key of a request this module answers (its path and its normalised query), or undefined. */
  keyFor: (url: string) => string | undefined;
  render: (url: string) => Promise<RenderedPage>;
  security: SecurityOptions;
  /** Answers what this cannot: a page whose render failed (a 404, the database away) or is late. */
  fallback: (req: IncomingMessage, res: ServerResponse) => void;
  log: (line: string) => void;
  logError: (line: string) => void;
  /** How long a render is shared; one second by default. */
  maxAgeMs?: number;
  /** How long a request waits for a render before Express renders it for itself. */
  waitMs?: number;
  /** How many URLs are kept at most (the oldest go first). */
  maxEntries?: number;
  /** The clock (tests move it by hand). */
  now?: () => number;
}

interface Entry {
  /** When the render began: what it shows is at least this fresh. */
  startedAt: number;
  /** The render, or null when it failed (Express answers until the entry expires). */
  file?: CachedFile | null;
  rendering?: Promise<void>;
}

/** No browser or proxy keeps these: the times on them change with every booking. */
const NO_STORE = "no-store";

export function createBriefPages(options: BriefPagesOptions) {
  const maxAgeMs = options.maxAgeMs ?? 1_000;
  const waitMs = options.waitMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 500;
  const clock = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function evict(now: number) {
    if (entries.size < maxEntries) return;
    for (const [key, entry] of entries) if (!entry.rendering && now - entry.startedAt >= maxAgeMs) entries.delete(key);
    // Still full of fresh pages (many URLs inside one second): the oldest go, in insertion order.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  }

  function startRender(key: string, url: string, now: number): Entry {
    evict(now);
    const entry: Entry = { startedAt: now };
    entry.rendering = options
      .render(url)
      .then((page) => {
        const file = keptPage(page, url.includes(".data") ? "page.data" : "page.html", options.security);
        entry.file = { ...file, headers: { ...file.headers, "Cache-Control": NO_STORE } };
      })
      .catch((error: unknown) => {
        entry.file = null;
        // A 404 for an unknown slug is expected; anything else is worth a line.
        const message = (error as Error).message;
        if (!/answered 404$/.test(message)) options.logError(`brief pages: ${url}: ${message}`);
      })
      .finally(() => {
        entry.rendering = undefined;
      });
    entries.set(key, entry);
    return entry;
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, start: bigint) {
    if (entry.file) sendCachedFile(req, res, entry.file, options.log, start);
    else options.fallback(req, res);
  }

  return {
    /** Answers a GET/HEAD for a brief page (possibly after its render) and returns true, or returns false. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "/";
      const key = options.keyFor(url);
      if (key === undefined) return false;
      const start = process.hrtime.bigint();
      const now = clock();
      let entry = entries.get(key);
      if (!entry || (!entry.rendering && now - entry.startedAt >= maxAgeMs)) entry = startRender(key, key, now);
      if (!entry.rendering) {
        send(req, res, entry, start);
        return true;
      }
      const waiting = entry;
      const timeout = setTimeout(() => {
        if (!res.headersSent) options.fallback(req, res);
      }, waitMs);
      void waiting.rendering!.then(() => {
        clearTimeout(timeout);
        if (!res.headersSent) send(req, res, waiting, start);
      });
      return true;
    },
    /** For tests: how many URLs are kept. */
    size: () => entries.size,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The brief pages of this site and their keys: /book-a-session, /book-a-session/<slug> with ?from=
 * and ?date= (dates), /minis/<slug>, and their .data. Any other parameter (a tracking tag, React
 * Router's _routes) leaves the request to Express, rendered for itself.
 */
export function briefPageKey(url: string): string | undefined {
  const query = url.indexOf("?");
  const pathName = query === -1 ? url : url.slice(0, query);
  const match = /^\/(book-a-session|minis)(?:\/([^/]+?))?(?:\.data)?$/.exec(pathName);
  if (!match) return undefined;
  const [, section, slug] = match;
  if (slug === undefined ? section !== "book-a-session" : !SLUG.test(slug)) return undefined;
  const datesAllowed = section === "book-a-session" && slug !== undefined;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query === -1 ? "" : url.slice(query + 1))) {
    if (!datesAllowed || (name !== "from" && name !== "date") || !DATE.test(value) || kept.has(name)) return undefined;
    kept.set(name, value);
  }
  kept.sort();
  const search = kept.toString();
  return search ? `${pathName}?${search}` : pathName;
}
