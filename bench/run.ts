import { execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageAssets } from "./asset-sizes";
import { runLighthouse } from "./lighthouse";
import { cachedPagePaths } from "../app/server/render-cache/cached-paths";
import { measureEditLatency, measurePriceSheetLatency } from "./edit-latency";
import { runLoad } from "./load";
import {
  BOOKING_SECTION,
  GALLERIES_SECTION,
  MEDIA_SECTION,
  SCHEDULER_SECTION,
  sectionOf,
  SHOP_SECTION,
  STUDIO_SECTION,
} from "./sections";
import { budgetLines, formatBudget, markdown, type BenchResults } from "./report";
import { seedDatabase } from "./seed";
import { startBenchServer, waitForLog, waitForQuiet } from "./server";
import { startTlsFront } from "./tls-front";

// `npm run bench`: build, start the production server on a seeded SQLite database, then measure
// Lighthouse (mobile), per-route JS/CSS sizes and server load, and check the budgets.
// Writes bench/results/<date>.json and bench/RESULTS.md. Knobs (for quick runs while developing):
//   BUILD_DIR (build-bench)  BENCH_SKIP_BUILD=1  BENCH_RUNS (3)  BENCH_ROUTES=/,/work
//   BENCH_DURATION (15 s)  BENCH_CONNECTIONS (50)  BENCH_MANY_CONNECTIONS (200)  BENCH_SKIP_LIGHTHOUSE=1
//   BENCH_SKIP_LOAD=1  BENCH_SKIP_MEDIA=1 (bench/media.ts)  BENCH_SKIP_GALLERIES=1 (bench/galleries.ts)
//   BENCH_SKIP_BOOKING=1 (bench/booking.ts)  BENCH_SKIP_STUDIO=1 (bench/studio.ts)  BENCH_SKIP_SHOP=1 (bench/shop.ts)
//   BENCH_REPORT=bench/results/<date>.json only rewrites RESULTS.md from that file.
// A run narrowed by any knob is partial: its JSON goes to the temp folder and RESULTS.md is kept.

const ROUTES = [
  "/",
  "/work",
  "/wedding-portfolio",
  "/all-products",
  "/floral-print/pink-peonies",
  "/cart",
  "/testimonials/love-stories",
  "/blog",
];
const CACHED_PAGE = "/work";
const STORIES = "/testimonials/love-stories";
/** Approved reviews seeded, alternately love and life stories: 200 on Love Stories (issue 18). */
const REVIEWS = 400;

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const buildDir = env.BUILD_DIR ?? "build-bench";
const runs = Number(env.BENCH_RUNS ?? 3);
const routes = env.BENCH_ROUTES ? env.BENCH_ROUTES.split(",").map((r) => r.trim()) : ROUTES;
const durationSeconds = Number(env.BENCH_DURATION ?? 15);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const manyConnections = Number(env.BENCH_MANY_CONNECTIONS ?? 200);
const skipLighthouse = env.BENCH_SKIP_LIGHTHOUSE === "1";
const skipLoad = env.BENCH_SKIP_LOAD === "1";
const partial =
  runs !== 3 ||
  routes !== ROUTES ||
  durationSeconds !== 15 ||
  connections !== 50 ||
  manyConnections !== 200 ||
  skipLighthouse ||
  skipLoad;

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

function sh(command: string, extraEnv: Record<string, string> = {}) {
  log(`$ ${command}`);
  execSync(command, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
}

function chromiumVersion(): string {
  try {
    return execFileSync(env.CHROME_PATH ?? "/usr/bin/chromium", ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "Chromium (version unknown)";
  }
}

/** Rewrites RESULTS.md from a saved results file, e.g. after editing bench/optimisations.md. */
function writeSummary(results: BenchResults, summaryFile: string) {
  // The media, gallery and booking benchmarks' sections (bench/media.ts, galleries.ts, booking.ts)
  // are kept: they are measured separately.
  const kept = [
    MEDIA_SECTION,
    GALLERIES_SECTION,
    BOOKING_SECTION,
    STUDIO_SECTION,
    SCHEDULER_SECTION,
    SHOP_SECTION,
  ].flatMap((marks) => sectionOf(summaryFile, marks) ?? []);
  const text = markdown(results, path.join(root, "bench", "optimisations.md"));
  fs.writeFileSync(summaryFile, [text.trimEnd(), ...kept].join("\n\n") + "\n");
  // Committed, so it must pass `npm run format:check` as written.
  execFileSync(path.join(root, "node_modules", ".bin", "prettier"), ["--write", "--log-level=warn", summaryFile], {
    cwd: root,
    stdio: "inherit",
  });
}

async function main() {
  if (env.BENCH_REPORT) {
    writeSummary(
      JSON.parse(fs.readFileSync(env.BENCH_REPORT, "utf8")) as BenchResults,
      path.join(root, "bench", "RESULTS.md"),
    );
    log(`rewrote bench/RESULTS.md from ${env.BENCH_REPORT}`);
    return;
  }
  const loadAverage: Record<string, number[]> = { start: os.loadavg() };
  if (env.BENCH_SKIP_BUILD !== "1") {
    sh("npm run images");
    sh("npm run build:app", { BUILD_DIR: buildDir });
  }
  const clientDir = path.join(root, buildDir, "client");
  if (!fs.existsSync(path.join(root, buildDir, "server-main.js"))) throw new Error(`no build in ${buildDir}`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  const databaseUrl = `file:${path.join(dataDir, "bench.db")}`;
  await seedDatabase(databaseUrl, REVIEWS);
  const server = await startBenchServer(path.join(root, buildDir), dataDir, {
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_MAX: "100000000",
    // Every request comes from this one loopback address: the limits are raised, never dodged.
    PAYMENT_RATE_LIMIT_MAX: "100000000",
    OUTBOX_POLL_MS: "2000",
  });
  log(`server on ${server.url}, database ${databaseUrl}`);
  // Pages are rendered at start-up in the background: measure once every one is kept.
  const cachedPaths = cachedPagePaths();
  await waitForLog(server.logFile, "pages rendered in", 300_000);
  log(`render cache warm; asking for each of the ${cachedPaths.length} cached pages once`);
  // Ask for each once, as visitors would, then wait until the server has recompressed them at
  // brotli's best (on its render thread): measuring meanwhile would measure that work too.
  for (const page of cachedPaths) {
    await (await fetch(server.url + page)).arrayBuffer();
    await (await fetch(server.url + (page === "/" ? "/_root.data" : `${page}.data`))).arrayBuffer();
  }
  await waitForQuiet(server.logFile, "answers recompressed", 3000, 600_000);
  log("render cache: every page recompressed");

  try {
    const assets: BenchResults["assets"] = [];
    for (const route of routes) {
      const res = await fetch(server.url + route);
      if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
      const { scripts, styles: _styles, ...sizes } = pageAssets(await res.text(), clientDir);
      assets.push({ path: route, ...sizes, scripts: scripts.length });
    }
    log(`asset sizes measured for ${assets.length} routes`);

    // Lighthouse times the page's main thread (TBT and LCP): start it once the build, the warm-up
    // and the recompression have left the CPU, or say that they did not.
    if (!skipLighthouse) log(await waitForIdleCpu(0.85, 90_000));
    loadAverage.lighthouse = os.loadavg();
    // Through HTTPS and HTTP/2, as visitors reach it behind the README's TLS proxy (bench/tls-front.ts).
    const front = skipLighthouse ? undefined : await startTlsFront(server.url);
    const lighthouse = front ? await runLighthouse(front.url, routes, runs, log).finally(() => front.close()) : [];

    loadAverage.load = os.loadavg();
    const load = skipLoad
      ? []
      : await runLoad(
          { siteUrl: server.url, pagePath: CACHED_PAGE, storiesPath: STORIES, cachedPaths, manyConnections },
          { connections, durationSeconds, log },
        );
    const edit = skipLoad ? undefined : await measureEditLatency(server.url, databaseUrl, STORIES, log);
    const priceEdit = skipLoad ? undefined : await measurePriceSheetLatency(server.url, databaseUrl, log);
    loadAverage.end = os.loadavg();

    const date = new Date();
    const results: BenchResults = {
      date: date.toISOString(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      partial,
      machine: {
        cpus: os.cpus()[0]?.model ?? "unknown CPU",
        cores: os.cpus().length,
        node: process.version,
        chromium: chromiumVersion(),
        loadAverage,
      },
      settings: { runs, connections, durationSeconds, buildDir },
      lighthouse,
      assets,
      load,
      edit,
      priceEdit,
    };

    const stamp = date.toISOString().slice(0, 16).replace(":", "");
    const resultsDir = partial ? os.tmpdir() : path.join(root, "bench", "results");
    fs.mkdirSync(resultsDir, { recursive: true });
    const jsonFile = path.join(resultsDir, `${partial ? "bench-partial-" : ""}${stamp}.json`);
    fs.writeFileSync(jsonFile, JSON.stringify(results, null, 1) + "\n");
    const summaryFile = partial
      ? path.join(os.tmpdir(), `bench-partial-${stamp}.md`)
      : path.join(root, "bench", "RESULTS.md");
    writeSummary(results, summaryFile);

    const budgets = budgetLines(results);
    console.log(`\nBudgets:\n${budgets.map(formatBudget).join("\n")}\n`);
    if (budgets.some((b) => b.pass === false)) process.exitCode = 1;
    log(`wrote ${path.relative(root, jsonFile)} and ${path.relative(root, summaryFile)}`);
    if (results.durationSeconds > 15 * 60) log("WARNING: the benchmark took longer than its 15-minute allowance");
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // The media library's figures (its own entry point, `npm run bench:media`), on the same build.
  if (env.BENCH_SKIP_MEDIA !== "1") sh("npx tsx bench/media.ts", { BENCH_SKIP_BUILD: "1", BUILD_DIR: buildDir });
  // The client galleries' figures (`npm run bench:galleries`), on the same build.
  if (env.BENCH_SKIP_GALLERIES !== "1") {
    sh("npx tsx bench/galleries.ts", { BENCH_SKIP_BUILD: "1", BUILD_DIR: buildDir });
  }
  // The booking flow's figures (`npm run bench:booking`), on the same build.
  if (env.BENCH_SKIP_BOOKING !== "1") sh("npx tsx bench/booking.ts", { BENCH_SKIP_BUILD: "1", BUILD_DIR: buildDir });
  // The dashboard, client pages and calendar feed on ten years of a busy studio (`npm run bench:studio`).
  if (env.BENCH_SKIP_STUDIO !== "1") sh("npx tsx bench/studio.ts", { BENCH_SKIP_BUILD: "1", BUILD_DIR: buildDir });
  // Self-booking: Lighthouse on its pages, the slot page under load while holds are written (`npm run bench:scheduler`).
  if (env.BENCH_SKIP_SCHEDULER !== "1") {
    sh("npx tsx bench/scheduler.ts", { BENCH_SKIP_BUILD: "1", BUILD_DIR: buildDir });
  }
  // The shop: /all-products with 200 products, and carts racing for a coupon and a gift card (`npm run bench:shop`).
  if (env.BENCH_SKIP_SHOP !== "1") sh("npx tsx bench/shop.ts", { BENCH_SKIP_BUILD: "1", BUILD_DIR: buildDir });
}

/** Waits until the CPUs have been at least `share` idle over two seconds, or `ms` have passed. */
async function waitForIdleCpu(share: number, ms: number): Promise<string> {
  const idle = () => {
    const cpus = os.cpus();
    const total = cpus.reduce((sum, cpu) => sum + Object.values(cpu.times).reduce((a, b) => a + b, 0), 0);
    return { idle: cpus.reduce((sum, cpu) => sum + cpu.times.idle, 0), total };
  };
  const started = Date.now();
  for (;;) {
    const before = idle();
    await new Promise((r) => setTimeout(r, 2000));
    const after = idle();
    const measured = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    const waited = ((Date.now() - started) / 1000).toFixed(0);
    if (measured >= share) return `CPU ${(measured * 100).toFixed(0)}% idle after ${waited} s: starting Lighthouse`;
    if (Date.now() - started > ms)
      return `CPU still only ${(measured * 100).toFixed(0)}% idle after ${waited} s: starting Lighthouse anyway`;
  }
}

/** Waits until the server's log has a line containing `text`. */
main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
