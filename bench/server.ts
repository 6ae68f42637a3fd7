import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../tests/helpers/server";

// The built production server, as `npm start` runs it, with its log going straight to a file:
// under load it writes a line per request, and a pipe to this process would make the load
// generator (autocannon, in this process) pay for reading them.

export interface BenchServer {
  url: string;
  /** The server process, for sampling its memory (bench/load-reliability.ts). */
  pid: number;
  /** The server's log (one line per request). */
  logFile: string;
  stop(): Promise<void>;
}

export async function startBenchServer(
  buildDir: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<BenchServer> {
  const entry = path.join(buildDir, "server-main.js");
  const port = await freePort();
  const logFile = path.join(dataDir, "server.log");
  const out = fs.openSync(logFile, "w");
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      // Production refuses to start without Stripe unless the test checkout is chosen explicitly.
      PAYMENTS_PROVIDER: "test",
      ...env,
    },
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  const deadline = Date.now() + 30_000;
  while (!fs.readFileSync(logFile, "utf8").includes("listening on")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${fs.readFileSync(logFile, "utf8")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://localhost:${port}`,
    pid: child.pid ?? 0,
    logFile,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
}

/** Builds the app into `buildDir` unless BENCH_SKIP_BUILD=1 (a step of `npm run bench` built it); then checks it is there. */
export function ensureBenchBuild(root: string, buildDir: string, log: (line: string) => void) {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    log("$ npm run build:app");
    execFileSync("npm", ["run", "build:app"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
  }
  if (!fs.existsSync(path.join(root, buildDir, "server-main.js"))) throw new Error(`no build in ${buildDir}`);
}

/** Waits until `text` appears in the server's log. */
export async function waitForLog(file: string, text: string, ms: number) {
  const until = Date.now() + ms;
  while (!fs.readFileSync(file, "utf8").includes(text)) {
    if (Date.now() > until) throw new Error(`no "${text}" in ${file} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until lines containing `text` have appeared and none for `quietMs`. */
export async function waitForQuiet(file: string, text: string, quietMs: number, ms: number) {
  const until = Date.now() + ms;
  const count = () => fs.readFileSync(file, "utf8").split(text).length - 1;
  let seen = count();
  let quietSince = Date.now();
  while (seen === 0 || Date.now() - quietSince < quietMs) {
    if (Date.now() > until) throw new Error(`"${text}" did not settle in ${file} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
    const now = count();
    if (now !== seen) [seen, quietSince] = [now, Date.now()];
  }
}
