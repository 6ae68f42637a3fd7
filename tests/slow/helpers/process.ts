import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../helpers/server";

// The built production server as a process the fault tests can kill, restart and run twice on one
// database (tests/helpers/server.ts only stops it politely).

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  logs: string[];
  /** Resolves with the exit code (null after a signal) and how long after `since` it came. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  kill(signal: NodeJS.Signals): void;
}

export const root = path.resolve(import.meta.dirname, "../../..");

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function launchServer(env: Record<string, string>): Promise<ServerProcess> {
  const entry = path.join(root, process.env.BUILD_DIR ?? "build", "server-main.js");
  if (!fs.existsSync(entry)) throw new Error("No build found: run `npm run build` first (npm test does it for you).");
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      // Production refuses to start without Stripe unless the test checkout is chosen explicitly.
      ...(env.STRIPE_SECRET_KEY ? {} : { PAYMENTS_PROVIDER: "test" }),
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      RATE_LIMIT_MAX: "100000",
      OUTBOX_POLL_MS: "200",
      OUTBOX_BASE_DELAY_MS: "200",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join("\n")}`)), 30_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      logs.push(...text.trimEnd().split("\n"));
      if (text.includes("listening on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join("\n")}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    logs,
    exited,
    kill: (signal) => child.kill(signal),
  };
}

/** Stops a server if it still runs (SIGKILL: the tests that care about SIGTERM send it themselves). */
export async function ensureStopped(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.kill("SIGKILL");
  await server.exited;
}

export async function waitFor<T>(
  probe: () => T | Promise<T>,
  what: string,
  ms = 20_000,
): Promise<Exclude<T, undefined | null | false>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value as Exclude<T, undefined | null | false>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

/**
 * Runs `send` back to back from `concurrency` workers until `stop()` is called; every answer and
 * every network failure is recorded with the label the sender returns.
 */
export function traffic<T>(concurrency: number, send: (n: number) => Promise<T>) {
  let running = true;
  let n = 0;
  const results: Array<{ n: number; value?: T; error?: string }> = [];
  const workers = Array.from({ length: concurrency }, async () => {
    while (running) {
      const mine = n++;
      try {
        results.push({ n: mine, value: await send(mine) });
      } catch (error) {
        results.push({ n: mine, error: error instanceof Error ? error.message : String(error) });
        await sleep(20);
      }
    }
  });
  return {
    results,
    async stop() {
      running = false;
      await Promise.all(workers);
      return results;
    },
  };
}
