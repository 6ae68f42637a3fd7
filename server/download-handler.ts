import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

// Large downloads (a client gallery's photos and ZIPs, the print lab's originals) are answered by
// React Router's loaders like any route, but their bodies are sent with Node's own pipeline.
// React Router's Express adapter (7.18) writes a body chunk by chunk, each read raced with a
// promise that stays pending until the response ends: every chunk it has sent stays reachable
// until then, so a 2 GiB ZIP held 2 GiB of memory (bench/galleries.ts, decision 025). GET and HEAD
// only: these routes take no body.

export const DOWNLOAD_PATHS = [/^\/g\/[^/]+\/(download|photo)\//, /^\/admin\/gallery-photos\//];

export function downloadHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
): RequestHandler {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !DOWNLOAD_PATHS.some((p) => p.test(req.path))) {
      return next();
    }
    void (async () => {
      const controller = new AbortController();
      res.on("close", () => controller.abort());
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const v of value) headers.append(key, v);
        else if (value !== undefined) headers.set(key, value);
      }
      const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
      const response = await handle(
        new Request(url, { method: req.method, headers, signal: controller.signal }),
        getLoadContext(req, res),
      );
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (!response.body || req.method === "HEAD") {
        await response.body?.cancel();
        res.end();
        return;
      }
      await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
    })().catch((error: unknown) => {
      // The client went away mid-download: nothing to answer.
      if (res.headersSent) res.destroy();
      else next(error);
    });
  };
}
