import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { parseEnv, type Env } from "../app/server/env.server";
import { createApp } from "./app";
import { loadStaticFiles, staticFileHandler } from "./static-files";

// The Node entry: check configuration, run migrations and workers (through the server build's
// entry module), then listen. `npm start` runs the bundled copy of this file.

interface BootModule {
  boot: () => Promise<{ dialect: string; paymentsProvider: string }>;
  shutdown: () => Promise<void>;
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
    frameOrigin: new URL(env.WELCOME_VIDEO_ORIGIN).origin,
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

  const log = (line: string) => process.stdout.write(line + "\n");
  const clientDir = production ? path.join(buildDir, "client") : undefined;
  const app = createApp({ security, trustProxy: env.TRUST_PROXY, clientDir, build, devMiddleware, log });
  const serveCached = clientDir ? staticFileHandler(loadStaticFiles(clientDir, security), log) : () => false;
  const server = http.createServer((req, res) => {
    if (!serveCached(req, res)) void app(req, res);
  });
  server.listen(env.PORT, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`listening on http://localhost:${port}`);
  });

  const stop = () => {
    server.close();
    void entry.shutdown().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
