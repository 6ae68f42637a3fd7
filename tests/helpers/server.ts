import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// Starts the built production server (build/server-main.js) on a free port, against a fresh
// SQLite file and a temporary data folder, exactly as `npm start` would run it.

export interface TestServer {
  url: string;
  port: number;
  /** The server process's id (its memory can be read from /proc/<pid>/status). */
  pid: number;
  dataDir: string;
  databaseUrl: string;
  logs: string[];
  stop(): Promise<void>;
  /** Restart with the same database and data folder (and optionally other settings). */
  restart(extraEnv?: Record<string, string>): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const root = path.resolve(import.meta.dirname, "../..");
  const entry = path.join(root, process.env.BUILD_DIR ?? "build", "server-main.js");
  if (!fs.existsSync(entry)) {
    throw new Error("No build found: run `npm run build` first (npm test does it for you).");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const databaseUrl = extraEnv.DATABASE_URL ?? `file:${path.join(dataDir, "site.db")}`;
  const logs: string[] = [];
  let child: ChildProcess | undefined;
  let port = 0;
  let currentEnv = extraEnv;

  const launch = async () => {
    port = await freePort();
    const env = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "1000",
      OUTBOX_POLL_MS: "200",
      OUTBOX_BASE_DELAY_MS: "200",
      // Pages render when first asked for: the warm-up of ~130 pages at every start would compete
      // with the test for the CPU (tests/integration/render-cache.test.ts turns it back on).
      RENDER_WARM_UP: "false",
      // Production refuses to start without Stripe unless the test checkout is chosen explicitly.
      ...(currentEnv.STRIPE_SECRET_KEY ? {} : { PAYMENTS_PROVIDER: "test" }),
      ...currentEnv,
    };
    child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const proc = child;
    let listening = false;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join("\n")}`)), 30_000);
      const onData = (chunk: Buffer) => {
        const text = chunk.toString();
        logs.push(...text.trimEnd().split("\n"));
        if (text.includes("listening on")) {
          listening = true;
          clearTimeout(timer);
          resolve();
        }
      };
      proc.stdout?.on("data", onData);
      proc.stderr?.on("data", onData);
      proc.on("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${logs.join("\n")}`));
        // After start-up nobody awaits this promise: say why the server went away.
        if (listening)
          console.error(`test server exited (${code ?? signal}); last lines:\n${logs.slice(-30).join("\n")}`);
      });
    });
  };

  const stopChild = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.removeAllListeners("exit");
      proc.on("exit", () => resolve());
      proc.kill("SIGTERM");
      setTimeout(() => proc.kill("SIGKILL"), 5000).unref();
    });
  };

  // freePort() closes its probe before the server binds: with test files running in parallel,
  // another process may take the port in between. Such a start is retried on a new port.
  const launchOnFreePort = async (): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      const before = logs.length;
      try {
        return await launch();
      } catch (error) {
        const portTaken = logs.slice(before).some((line) => line.includes("EADDRINUSE"));
        if (!portTaken || attempt >= 3) throw error;
      }
    }
  };

  await launchOnFreePort();
  const server: TestServer = {
    get url() {
      return `http://localhost:${port}`;
    },
    get port() {
      return port;
    },
    get pid() {
      return child?.pid ?? 0;
    },
    dataDir,
    databaseUrl,
    logs,
    async stop() {
      await stopChild();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async restart(extra = {}) {
      await stopChild();
      currentEnv = { ...currentEnv, ...extra };
      await launchOnFreePort();
    },
  };
  return server;
}
