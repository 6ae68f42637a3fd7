import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type Options, type Result } from "autocannon";
import sharp from "sharp";
import { configureSharp, encodePhoto, SHARP_THREADS } from "../app/server/media/process.server";
import { createAdminAccount, signIn } from "../tests/integration/admin-client";
import { pidOnPort } from "../tests/integration/media-helpers";
import { cameraJpeg } from "./media-fixtures";
import { MEDIA_SECTION, saveSectionRun } from "./sections";
import { startBenchServer } from "./server";

// `npm run bench:media` (also the last step of `npm run bench`): the media library's figures.
//  1. one 24 MP camera JPEG into every variant, in this process, with the production sharp
//     settings (one libvips thread) and with two threads for comparison;
//  2. a batch of photos uploaded one per request (as the admin screen does) to the built server:
//     total time from the first upload to the last photo ready, and the server's peak memory
//     (VmHWM, the kernel's high-water mark of its resident set);
//  3. meanwhile, the p50/p99 latency of a cached public page (autocannon, modest concurrency),
//     against the same page with no batch running.
// Knobs: BUILD_DIR (build-bench), BENCH_SKIP_BUILD=1, BENCH_MEDIA_BATCH (50), BENCH_MEDIA_MP (12: a
// batch of 24 MP files takes longer than the benchmark's allowance on 2 busy cores),
// BENCH_MEDIA_CONNECTIONS (10), BENCH_MEDIA_RATE (50 requests/s on the page). Writes bench/results/media-<date>.json and the media section of
// bench/RESULTS.md (between its markers), unless the run was narrowed by a knob.

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const buildDir = env.BUILD_DIR ?? "build-bench";
const batchSize = Number(env.BENCH_MEDIA_BATCH ?? 50);
const batchMegapixels = Number(env.BENCH_MEDIA_MP ?? 12);
const connections = Number(env.BENCH_MEDIA_CONNECTIONS ?? 10);
/** Visitors' requests per second on the page: a steady stream, not a flood that would itself starve the batch. */
const pageRate = Number(env.BENCH_MEDIA_RATE ?? 50);
const PAGE = "/work";
// The batch's size is printed with its figures, so a smaller batch (a busy machine) still reports.
const partial = env.BENCH_MEDIA_SKIP_SINGLE === "1" || connections !== 10 || pageRate !== 50;
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

export interface MediaBenchResults {
  date: string;
  partial: boolean;
  machine: { cpus: string; cores: number; node: string; loadAverage: Record<string, number[]> };
  single: { megapixels: number; bytes: number; variants: number; ms: Record<string, number> };
  batch: {
    photos: number;
    megapixels: number;
    uploadMs: number;
    totalMs: number;
    perPhotoMs: number;
    failed: number;
    serverPeakRssMb: number;
    serverRssBeforeMb: number;
  };
  page: {
    path: string;
    connections: number;
    rate: number;
    idle: { p50: number; p99: number; rps: number };
    duringBatch: { p50: number; p99: number; rps: number; errors: number; seconds: number };
  };
}

const round = (n: number, digits = 0) => Number(n.toFixed(digits));

function memoryMb(pid: number, field: "VmHWM" | "VmRSS"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return round(kb / 1024);
}

async function singlePhoto(): Promise<MediaBenchResults["single"]> {
  log("single: making a 24 MP camera JPEG");
  const jpeg = await cameraJpeg({ megapixels: 24, seed: 1 });
  const ms: Record<string, number> = {};
  let variants = 0;
  for (const threads of [SHARP_THREADS, 2]) {
    if (threads === SHARP_THREADS) configureSharp();
    else sharp.concurrency(threads);
    await encodePhoto(await sharp(jpeg).resize(800).jpeg().toBuffer()); // warm-up
    const t = performance.now();
    variants = (await encodePhoto(jpeg)).variants.length;
    ms[`${threads} thread${threads > 1 ? "s" : ""}`] = round(performance.now() - t);
    log(
      `single: ${variants} variants in ${ms[`${threads} thread${threads > 1 ? "s" : ""}`]} ms with ${threads} thread(s)`,
    );
  }
  return { megapixels: 24, bytes: jpeg.length, variants, ms };
}

// autocannon's callback form returns its tracker, which can stop a run early.
const startLoad = autocannon as unknown as (
  options: Options,
  done: (error: Error | null, result: Result) => void,
) => { stop(): void };

/** Loads the cached page until `seconds` pass or `stop()` is called. */
function pageLoad(url: string, seconds: number) {
  let tracker: { stop(): void } | undefined;
  const result = new Promise<{ p50: number; p99: number; rps: number; errors: number }>((resolve, reject) => {
    tracker = startLoad(
      {
        url: url + PAGE,
        connections,
        overallRate: pageRate,
        duration: seconds,
        headers: { "accept-encoding": "br, gzip", accept: "text/html" },
      },
      (error, r) =>
        error
          ? reject(error)
          : resolve({
              p50: r.latency.p50,
              p99: r.latency.p99,
              rps: round(r.requests.average),
              errors: r.errors + r.timeouts,
            }),
    );
  });
  return Object.assign(result, { stop: () => tracker?.stop() });
}

async function batch(): Promise<{ batch: MediaBenchResults["batch"]; page: MediaBenchResults["page"] }> {
  log(`batch: making ${batchSize} distinct ${batchMegapixels} MP JPEGs`);
  const base = await cameraJpeg({ megapixels: batchMegapixels, seed: 2 });
  const photos: Buffer[] = [];
  for (let i = 0; i < batchSize; i++) {
    // Same pixels, different bytes (the library would otherwise see one photo 50 times).
    photos.push(
      await sharp(base)
        .withExif({ IFD0: { Make: "Canon", Model: "Canon EOS R6", ImageDescription: `bench ${i}` } })
        .jpeg({ quality: 92 })
        .toBuffer(),
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-bench-"));
  const databaseUrl = `file:${path.join(dataDir, "bench.db")}`;
  const server = await startBenchServer(path.join(root, buildDir), dataDir, {
    DATABASE_URL: databaseUrl,
    JOBS_POLL_MS: "500",
  });
  try {
    const pid = pidOnPort(Number(new URL(server.url).port));
    const created = await createAdminAccount(databaseUrl);
    if (created.code !== 0) throw new Error(created.output);
    const auth = await signIn(server.url);
    const site = server.url.replace("localhost", "127.0.0.1");
    await pageLoad(site, 2); // warm-up
    const idle = await pageLoad(site, 10);
    log(`page idle: p50 ${idle.p50} ms, p99 ${idle.p99} ms, ${idle.rps} req/s`);
    const rssBefore = memoryMb(pid, "VmRSS");

    const t0 = performance.now();
    const during = pageLoad(site, 600); // stopped when the batch is done (below)
    const ids: number[] = [];
    for (const [i, body] of photos.entries()) {
      const form = new FormData();
      form.append("files", new File([new Uint8Array(body)], `bench-${i + 1}.jpg`, { type: "image/jpeg" }));
      const res = await fetch(`${server.url}/admin/photos/upload`, {
        method: "POST",
        headers: { cookie: auth.cookie, "X-CSRF-Token": auth.csrf },
        body: form,
      });
      const json = (await res.json()) as { results: Array<{ ok: boolean; photo?: { id: number }; error?: string }> };
      const result = json.results[0];
      if (!result?.ok || !result.photo) throw new Error(`upload ${i + 1} failed: ${JSON.stringify(json)}`);
      ids.push(result.photo.id);
    }
    const uploadMs = performance.now() - t0;
    log(`batch: ${batchSize} uploads in ${round(uploadMs / 1000, 1)} s`);
    let failed = 0;
    let lastReport = Date.now();
    for (;;) {
      const res = await fetch(`${server.url}/admin/photos/status?ids=${ids.join(",")}`, {
        headers: { cookie: auth.cookie },
      });
      const { photos: states } = (await res.json()) as { photos: Array<{ state: string }> };
      const done = states.filter((p) => p.state === "ready" || p.state === "failed");
      if (Date.now() - lastReport > 30_000) {
        lastReport = Date.now();
        log(`batch: ${done.length} of ${ids.length} processed after ${round((performance.now() - t0) / 1000)} s`);
      }
      if (done.length === ids.length) {
        failed = states.filter((p) => p.state === "failed").length;
        break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    const totalMs = performance.now() - t0;
    log(`batch: all ${batchSize} processed in ${round(totalMs / 1000, 1)} s (${failed} failed)`);
    during.stop();
    const duringBatch = await during;
    const seconds = Math.round(totalMs / 1000);
    const peak = memoryMb(pid, "VmHWM");
    return {
      batch: {
        photos: batchSize,
        megapixels: batchMegapixels,
        uploadMs: round(uploadMs),
        totalMs: round(totalMs),
        perPhotoMs: round(totalMs / batchSize),
        failed,
        serverPeakRssMb: peak,
        serverRssBeforeMb: rssBefore,
      },
      page: { path: PAGE, connections, rate: pageRate, idle, duringBatch: { ...duringBatch, seconds } },
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const { start: MARK_START, end: MARK_END } = MEDIA_SECTION;

export function mediaMarkdown(r: MediaBenchResults): string {
  const s = r.single;
  const b = r.batch;
  const p = r.page;
  return [
    MARK_START,
    "## Media library (`npm run bench:media`)",
    "",
    `${r.date.slice(0, 16).replace("T", " ")} UTC, ${r.machine.cores} × ${r.machine.cpus}, Node ${r.machine.node}; load average at start ${r.machine.loadAverage.start?.map((n) => n.toFixed(1)).join(" / ")} (the machine is shared: other work was running).`,
    "",
    "| Measure | Figure |",
    "| --- | --- |",
    ...Object.entries(s.ms).map(
      ([threads, ms]) =>
        `| one ${s.megapixels} MP camera JPEG (${(s.bytes / 1e6).toFixed(1)} MB) → ${s.variants} variants + placeholder, sharp with ${threads} | ${(ms / 1000).toFixed(1)} s |`,
    ),
    `| batch of ${b.photos} × ${b.megapixels} MP JPEGs, one upload per request: uploads done | ${(b.uploadMs / 1000).toFixed(1)} s |`,
    `| batch: first upload to last photo ready | ${(b.totalMs / 1000).toFixed(1)} s (${(b.perPhotoMs / 1000).toFixed(1)} s per photo, ${b.failed} failed) |`,
    `| server peak resident memory during the batch (VmHWM) | ${b.serverPeakRssMb} MB (${b.serverRssBeforeMb} MB before) |`,
    `| cached page ${p.path}, ${p.rate} req/s over ${p.connections} connections, idle: p50 / p99 | ${p.idle.p50} / ${p.idle.p99} ms |`,
    `| same page during the batch (${p.duringBatch.seconds} s): p50 / p99 | ${p.duringBatch.p50} / ${p.duringBatch.p99} ms (${p.duringBatch.errors} errors) |`,
    "",
    "Processing runs one photo at a time per process with one libvips thread (`SHARP_THREADS` in",
    "app/server/media/process.server.ts), so the second core stays with the site's requests. Variants",
    "stop at 1600 px, so a photo's time is mostly the AVIF encodes and hardly depends on its megapixels.",
    MARK_END,
  ].join("\n");
}

async function main() {
  const loadAverage: Record<string, number[]> = { start: os.loadavg() };
  if (env.BENCH_SKIP_BUILD !== "1") {
    log("$ npm run build:app");
    execFileSync("npm", ["run", "build:app"], { cwd: root, stdio: "inherit", env: { ...env, BUILD_DIR: buildDir } });
  }
  if (!fs.existsSync(path.join(root, buildDir, "server-main.js"))) throw new Error(`no build in ${buildDir}`);
  const single =
    env.BENCH_MEDIA_SKIP_SINGLE === "1" ? { megapixels: 24, bytes: 0, variants: 0, ms: {} } : await singlePhoto();
  configureSharp(); // back to the production setting (the server is another process anyway)
  loadAverage.batch = os.loadavg();
  const { batch: batchResult, page } = await batch();
  loadAverage.end = os.loadavg();
  const results: MediaBenchResults = {
    date: new Date().toISOString(),
    partial,
    machine: {
      cpus: os.cpus()[0]?.model ?? "unknown CPU",
      cores: os.cpus().length,
      node: process.version,
      loadAverage,
    },
    single,
    batch: batchResult,
    page,
  };
  const jsonFile = saveSectionRun({
    root,
    name: "media",
    marks: MEDIA_SECTION,
    results,
    section: mediaMarkdown(results),
  });
  log(`wrote ${path.relative(root, jsonFile)}${partial ? " (partial run: RESULTS.md kept)" : " and bench/RESULTS.md"}`);
}

if (path.resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
