import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { contentTypeOf, isPublicName, publicKey } from "../app/server/media/naming";
import type { MediaStorage } from "../app/server/media/storage.server";
import { baseSecurityHeaders, type SecurityOptions } from "./security-headers";

// /media/<hash>-<width>.<ext>: the media library's public variants, answered before Express like
// the other static files, with /img's caching (content-addressed names, immutable for a year).
// From disk with file storage; streamed from S3 otherwise, small files kept in a memory cache with
// a size cap so a popular photo is not fetched from the bucket on every request.

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Memory for cached S3 variants; the largest variant (1600 px JPEG) is well under 1 MB. */
export const MEDIA_CACHE_BYTES = 64 * 1024 * 1024;
const MAX_CACHED_FILE = 4 * 1024 * 1024;

/** A least-recently-used byte cache. */
export class ByteCache {
  #entries = new Map<string, Buffer>();
  #bytes = 0;
  constructor(readonly capacity: number) {}
  get size() {
    return this.#bytes;
  }
  get(key: string): Buffer | undefined {
    const value = this.#entries.get(key);
    if (value) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: Buffer) {
    if (value.length > this.capacity) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.length;
      this.#entries.delete(key);
    }
    this.#entries.set(key, value);
    this.#bytes += value.length;
    for (const [oldest, buffer] of this.#entries) {
      if (this.#bytes <= this.capacity) break;
      this.#entries.delete(oldest);
      this.#bytes -= buffer.length;
    }
  }
}

export function mediaFileHandler(
  storage: MediaStorage,
  security: SecurityOptions,
  log: (line: string) => void,
  cacheBytes = MEDIA_CACHE_BYTES,
) {
  const base = Object.fromEntries(baseSecurityHeaders(security));
  const cache = new ByteCache(cacheBytes);
  const inflight = new Map<string, Promise<Buffer | undefined>>();

  const fetchSmall = (key: string) => {
    let pending = inflight.get(key);
    if (!pending) {
      pending = (async () => {
        const object = await storage.get(key);
        if (!object) return undefined;
        const chunks: Buffer[] = [];
        for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
        const body = Buffer.concat(chunks);
        if (body.length <= MAX_CACHED_FILE) cache.set(key, body);
        return body;
      })().finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  };

  const serve = async (req: IncomingMessage, res: ServerResponse, name: string): Promise<number> => {
    const key = publicKey(name);
    const headers = {
      ...base,
      "Content-Type": contentTypeOf(name),
      "Cache-Control": IMMUTABLE,
      // The name is the content's hash: it is the validator.
      ETag: `"${name}"`,
    };
    if (req.headers["if-none-match"] === headers.ETag) {
      res.writeHead(304, headers).end();
      return 304;
    }
    const local = storage.localPath?.(key);
    if (local) {
      let size: number;
      try {
        size = (await fs.promises.stat(local)).size;
      } catch {
        return notFound(res);
      }
      res.writeHead(200, { ...headers, "Content-Length": String(size) });
      if (req.method === "HEAD") res.end();
      else await pipeline(fs.createReadStream(local), res);
      return 200;
    }
    const body = cache.get(key) ?? (await fetchSmall(key));
    if (!body) return notFound(res);
    res.writeHead(200, { ...headers, "Content-Length": String(body.length) });
    res.end(req.method === "HEAD" ? undefined : body);
    return 200;
  };

  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { ...base, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" });
    res.end("Not found");
    return 404;
  };

  /** Takes the request and returns true when it is a /media variant; false lets others answer. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    if (!url.startsWith("/media/")) return false;
    const query = url.indexOf("?");
    const name = (query === -1 ? url : url.slice(0, query)).slice("/media/".length);
    if (!isPublicName(name)) return false; // e.g. /media/testimonials/…: the app's route
    const start = process.hrtime.bigint();
    serve(req, res, name).then(
      (status) => log(`${req.method} ${url} ${status} ${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)}ms`),
      (error: Error) => {
        log(`${req.method} ${url} 502 ${error.message}`);
        if (!res.headersSent) res.writeHead(502, { ...base, "Content-Type": "text/plain; charset=utf-8" });
        res.end();
      },
    );
    return true;
  };
}
