import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { downloadHandler } from "./download-handler";
import { methodGuard } from "./method-guard";
import { requestLog } from "./request-log";
import { unreadBodies } from "./unread-body";
import { securityHeaders, type SecurityOptions } from "./security-headers";

export interface AppOptions {
  security: SecurityOptions;
  trustProxy: boolean;
  /** How many proxies in a row append to X-Forwarded-For (TRUST_PROXY_HOPS). */
  proxyHops?: number;
  /** The production client build folder (for /img); absent in development (Vite serves it). */
  clientDir?: string;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware, mounted before the React Router handler. */
  devMiddleware?: express.RequestHandler;
  log?: (line: string) => void;
}

/**
 * The Express app: logging, headers, images from disk, then server rendering. Cached pages
 * and assets never reach it: server/render-cache.ts and server/static-files.ts answer them from
 * memory first (main.ts).
 */
export function createApp(options: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ? (options.proxyHops ?? 1) : false);
  app.use(requestLog(options.log));
  app.use(unreadBodies());
  // The socket address for rate limits, never a header the client could set itself.
  app.use((req, _res, next) => {
    req.headers["x-client-address"] = req.socket.remoteAddress ?? "unknown";
    next();
  });
  app.use(securityHeaders(options.security));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    // Responsive images carry a content hash in their names.
    app.use(
      "/img",
      express.static(path.join(options.clientDir, "img"), { immutable: true, maxAge: "1y", index: false }),
    );
  }

  // Server-rendered pages and JSON answers are compressed per request.
  app.use(compression());
  // React Router's Node adapter flushes the compressor after every chunk it writes (meant for
  // streamed Suspense). Documents here are rendered whole before the first byte (entry.server waits
  // for onAllReady), so each flush only cost CPU and ratio: measured in bench/RESULTS.md.
  app.use((_req, res, next) => {
    (res as { flush?: () => void }).flush = undefined;
    next();
  });
  app.use(methodGuard(options.build));
  // A request that failed because the database could not be reached (entry.server's handleError
  // flags it) answers 503: a temporary condition, to try again, rather than a 500.
  app.use((_req, res, next) => {
    const status = res.status.bind(res);
    res.status = (code: number) => status(code === 500 && res.locals.databaseUnavailable ? 503 : code);
    next();
  });
  const getLoadContext = (_req: express.Request, res: express.Response) => ({
    cspNonce: res.locals.cspNonce as string,
    databaseUnavailable: () => {
      res.locals.databaseUnavailable = true;
    },
  });
  // Large downloads: the same routes, their bodies sent with Node's pipeline (server/download-handler.ts).
  app.use(downloadHandler(options.build, getLoadContext));
  app.all("/{*splat}", createRequestHandler({ build: options.build, getLoadContext }));
  return app;
}
