import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { parseEnv, type Env } from "../app/server/env.server";
import { createApp } from "./app";
import { allowedVideoOrigins } from "../app/server/content/video-origins.server";
import { storageFromEnv } from "../app/server/media/storage.server";
import { mediaFileHandler } from "./media-files";
import { briefPageKey, createBriefPages } from "./brief-pages";
import { createRenderCache, type RenderCache } from "./render-cache";
import { renderThread } from "./render-thread";
import { batchedLineWriter } from "./request-log";
import { loadStaticFiles, staticFileHandler } from "./static-files";

// The Node entry: check configuration, run migrations and workers (through the server build's
// entry module), then listen. `npm start` runs the bundled copy of this file.

interface BootModule {
  boot: () => Promise<{ dialect: string; paymentsProvider: string }>;
  shutdown: () => Promise<void>;
  readContentVersion: () => Promise<number>;
  cachedPagePaths: () => string[];
  warmUpPaths: () => string[];
}

async function main() {
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const production = env.NODE_ENV === "production";
  const security = {
    // Every player the video URL (edited in /admin) may use: the CSP needs no restart when it changes.
    frameOrigins: allowedVideoOrigins(env),
    https: new URL(env.SITE_URL).protocol === "https:",
    dev: !production,
  };

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let entry: BootModule;
  let devMiddleware;
  // In production this file is build/server-main.js: the build sits beside it.
  const buildDir = path.dirname(fileURLToPath(import.meta.url));
  if (production) {
    const serverBuild = (await import(
      /* @vite-ignore */ path.join(buildDir, "server/index.js")
    )) as unknown as ServerBuild;
    build = serverBuild;
    entry = serverBuild.entry.module as unknown as BootModule;
  } else {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true } });
    devMiddleware = server.middlewares;
    const load = () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    build = load;
    entry = (await load()).entry.module as unknown as BootModule;
  }

  try {
    const info = await entry.boot();
    console.log(`database: ${info.dialect}; payments: ${info.paymentsProvider}`);
  } catch (error) {
    console.error(`start-up failed: ${(error as Error).message}`);
    process.exit(1);
  }

  const log = batchedLineWriter();
  const clientDir = production ? path.join(buildDir, "client") : undefined;
  const app = createApp({
    security,
    trustProxy: env.TRUST_PROXY,
    proxyHops: env.TRUST_PROXY_HOPS,
    clientDir,
    build,
    devMiddleware,
    log,
  });
  const serveCached = clientDir ? staticFileHandler(loadStaticFiles(clientDir, security), log) : () => false;
  // Public pages are rendered in-process and kept in memory (docs/decisions/020). Development
  // renders every request afresh through Vite instead.
  let renderCache: RenderCache | undefined;
  let renderer: ReturnType<typeof renderThread> | undefined;
  if (production) {
    const logError = (line: string) => console.error(line);
    const rendererFile = path.join(buildDir, "render-worker.js");
    renderer = renderThread(rendererFile, path.join(buildDir, "server/index.js"), env.SITE_URL, logError);
    renderCache = createRenderCache({
      paths: entry.cachedPagePaths(),
      warmUp: env.RENDER_WARM_UP ? entry.warmUpPaths() : [],
      render: renderer.render,
      polish: renderer.polish,
      readVersion: () => entry.readContentVersion(),
      security,
      fallback: (req, res) => void app(req, res),
      log,
      logError,
    });
  }
  // Pages that change with every booking (free times) are shared for a second (docs/decisions/043).
  const briefPages =
    production && renderer
      ? createBriefPages({
          keyFor: briefPageKey,
          render: renderer.render,
          security,
          fallback: (req, res) => void app(req, res),
          log,
          logError: (line) => console.error(line),
        })
      : undefined;
  const servePage = renderCache ? renderCache.handle : () => false;
  const serveBrief = briefPages ? briefPages.handle : () => false;
  const serveMedia = mediaFileHandler(storageFromEnv(env), security, log);
  let draining = false;
  // Slow-loris: a client that dribbles its headers or body is cut off (408) instead of holding a
  // socket and its memory forever. Node checks the deadlines every connectionsCheckingInterval.
  const server = http.createServer(
    {
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(env.HTTP_HEADERS_TIMEOUT_MS / 4))),
    },
    (req, res) => {
      // While draining, every answer closes its connection: a keep-alive client must reconnect
      // (to another instance) rather than send its next request into a closing server.
      if (draining) res.setHeader("Connection", "close");
      // Pages first: they are most requests, and a page path never names a built file.
      if (!servePage(req, res) && !serveBrief(req, res) && !serveCached(req, res) && !serveMedia(req, res))
        void app(req, res);
    },
  );
  // The sitemap's pages render in the background from now on: the first visitor does not wait.
  renderCache?.start();
  server.listen(env.PORT, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`listening on http://localhost:${port}`);
  });

  const startDraining = () => {
    draining = true;
    renderCache?.stop();
    void renderer?.stop();
  };
  process.on("SIGTERM", () => void drain(server, entry, startDraining));
  process.on("SIGINT", () => void drain(server, entry, startDraining));
}

/** A process manager waits about 10 s after SIGTERM before it kills; finish well inside that. */
const DRAIN_DEADLINE_MS = 8_000;
let drainStarted = false;

/**
 * SIGTERM: stop accepting connections, let the requests in flight finish (idle keep-alive
 * connections are closed at once), then stop the outbox worker (its current send finishes and is
 * recorded) and close the database, and exit 0. Requests still running at the deadline are cut
 * off and the exit code is 1, so the log shows the drain was not clean.
 */
async function drain(server: http.Server, entry: BootModule, startDraining: () => void) {
  if (drainStarted) return;
  drainStarted = true;
  startDraining();
  const started = Date.now();
  console.log("shutdown: draining requests in flight");
  const deadline = setTimeout(() => {
    console.error(`shutdown: requests still running after ${DRAIN_DEADLINE_MS} ms; closing them`);
    server.closeAllConnections();
    process.exit(1);
  }, DRAIN_DEADLINE_MS);
  deadline.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // Connections that finish a request later become idle: close them as they do.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  await closed;
  clearInterval(sweep);
  console.log(`shutdown: requests drained in ${Date.now() - started} ms; stopping workers and the database`);
  try {
    await entry.shutdown();
  } catch (error) {
    console.error(`shutdown: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`shutdown: done in ${Date.now() - started} ms`);
  process.exit(0);
}

void main();
