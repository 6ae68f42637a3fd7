import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate, openDatabase } from "../app/server/db/db.server";
import { insertSentProposal } from "../tests/integration/booking-fixtures";
import { runBookingLoad, type BookingLoadResults, type LatencyFigures } from "./booking-load";
import { CONTRACT_PDF_BUDGET_MS, measureContractPdf, type ContractPdfTiming } from "./contract-pdf";
import { runLighthouse, type LighthouseRoute } from "./lighthouse";
import { BOOKING_SECTION, saveSectionRun } from "./sections";
import { startBenchServer } from "./server";
import { startTlsFront } from "./tls-front";

// `npm run bench:booking` (also a step of `npm run bench`): issue 28 §7's figures.
//  1. The client's booking page of a sent proposal on a phone: Lighthouse mobile (performance and
//     accessibility) through the HTTPS front, as bench/run.ts measures the public pages.
//  2. A 10-page signed contract's PDF, made in process (bench/contract-pdf.ts).
//  3. 50 clients signing and paying the retainer at once against the built server
//     (bench/booking-load.ts): every signature and payment stored once, latencies.
// Knobs: BUILD_DIR (build-bench), BENCH_SKIP_BUILD=1, BENCH_RUNS (3), BENCH_BOOKING_CLIENTS (50).
// A narrowed run writes to the temp folder and keeps RESULTS.md.

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const buildDir = env.BUILD_DIR ?? "build-bench";
const runs = Number(env.BENCH_RUNS ?? 3);
const clients = Number(env.BENCH_BOOKING_CLIENTS ?? 50);
const partial = runs !== 3 || clients !== 50;

const BOOKING_BUDGETS = { score: 95, accessibility: 100, lcpMs: 1500, pdfMs: CONTRACT_PDF_BUDGET_MS };

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

interface BookingBenchResults {
  date: string;
  partial: boolean;
  machine: { cpus: string; cores: number; node: string; loadAverage: number[] };
  lighthouse: LighthouseRoute;
  /** The home page audited in the same runs, interleaved: the machine's yardstick. */
  reference: LighthouseRoute;
  pdf: ContractPdfTiming;
  load: BookingLoadResults;
}

function bookingBudgetLines(r: BookingBenchResults) {
  const m = r.lighthouse.median;
  const b = BOOKING_BUDGETS;
  const rows = r.load.rows;
  const once =
    rows.signatures === r.load.clients &&
    rows.paidPayments === r.load.clients &&
    rows.paidRetainers === r.load.clients &&
    rows.booked === r.load.clients &&
    rows.duplicates === 0;
  return [
    { name: `booking page: Lighthouse performance ≥ ${b.score}`, value: String(m.score), pass: m.score >= b.score },
    {
      name: `booking page: Lighthouse accessibility = ${b.accessibility}`,
      value: String(m.accessibility),
      pass: m.accessibility === b.accessibility,
    },
    { name: `booking page LCP ≤ ${b.lcpMs} ms`, value: `${Math.round(m.lcpMs)} ms`, pass: m.lcpMs <= b.lcpMs },
    {
      name: `${r.pdf.pages}-page signed contract's PDF ≤ ${b.pdfMs} ms`,
      value: `${Math.round(r.pdf.medianMs)} ms`,
      pass: r.pdf.medianMs <= b.pdfMs && r.pdf.pages >= 10,
    },
    {
      name: `${r.load.clients} clients sign and pay at once: each signature and payment stored once`,
      value: `${rows.signatures} signatures, ${rows.paidPayments} paid payments, ${rows.booked} booked, ${rows.duplicates} duplicates`,
      pass: once,
    },
  ];
}

function bookingMarkdown(r: BookingBenchResults): string {
  const m = r.lighthouse.median;
  const latency = (name: string, f: LatencyFigures) =>
    `| ${name} | ${f.requests} | ${f.p50Ms} ms | ${f.p99Ms} ms | ${f.maxMs} ms |`;
  return [
    BOOKING_SECTION.start,
    "## Booking (`npm run bench:booking`)",
    "",
    `${r.date.slice(0, 16).replace("T", " ")} UTC, ${r.machine.cores} × ${r.machine.cpus}, Node ${r.machine.node}; load average at start ${r.machine.loadAverage.map((n) => n.toFixed(1)).join(" / ")}.`,
    "",
    "| Budget | Measured | |",
    "| --- | --- | --- |",
    ...bookingBudgetLines(r).map((l) => `| ${l.name} | ${l.value} | ${l.pass ? "pass" : "**FAIL**"} |`),
    "",
    `Lighthouse mobile on the booking page of a sent proposal (two packages, an add-on), median of ${r.lighthouse.runs.length} runs: FCP ${Math.round(m.fcpMs)} ms, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, ${Math.round(m.totalBytes / 1024)} KB in ${m.requests} requests.`,
    `In the same runs, interleaved, the home page scored ${r.reference.median.score} (TBT ${Math.round(r.reference.median.tbtMs)} ms); Lighthouse's benchmark index of the machine was ${Math.round(m.benchmarkIndex)} (a desktop scores about 1,000 and more; below that, its 4× CPU slow-down overstates the blocking time of every page alike).`,
    "",
    `The contract PDF: ${r.pdf.pages} pages, ${Math.round(r.pdf.bytes / 1024)} KiB, median ${Math.round(r.pdf.medianMs)} ms (best ${Math.round(r.pdf.bestMs)} ms) over ${r.pdf.runs} runs after a warm-up.`,
    "",
    `${r.load.clients} clients at once, each from an address of her own, all done in ${r.load.seconds} s:`,
    "",
    "| Request | Count | p50 | p99 | max |",
    "| --- | --- | --- | --- | --- |",
    latency("sign (POST /book/:token)", r.load.sign),
    latency("pay (POST /book/:token/pay)", r.load.payStart),
    latency("test checkout's confirmation", r.load.payConfirm),
    latency("all three", r.load.all),
    BOOKING_SECTION.end,
  ].join("\n");
}

async function main() {
  const loadAverage = os.loadavg();
  if (env.BENCH_SKIP_BUILD !== "1") {
    log("$ npm run build:app");
    execFileSync("npm", ["run", "build:app"], { cwd: root, stdio: "inherit", env: { ...env, BUILD_DIR: buildDir } });
  }
  if (!fs.existsSync(path.join(root, buildDir, "server-main.js"))) throw new Error(`no build in ${buildDir}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-booking-"));
  const databaseUrl = `file:${path.join(dataDir, "site.db")}`;
  const app = openDatabase(databaseUrl);
  await migrate(app);
  // TRUST_PROXY: each client of the load comes from an X-Forwarded-For address of her own, so
  // the limits stay at their defaults.
  const server = await startBenchServer(path.join(root, buildDir), dataDir, {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "true",
  });
  try {
    const { token } = await insertSentProposal(app.db);
    const front = await startTlsFront(server.url);
    let lighthouse: LighthouseRoute[];
    try {
      lighthouse = await runLighthouse(front.url, [`/book/${token}`, "/"], runs, log, undefined, [
        "performance",
        "accessibility",
      ]);
    } finally {
      await front.close();
    }
    log("contract PDF, 10 pages");
    const pdf = await measureContractPdf();
    const load = await runBookingLoad(app, server.url, clients, log);

    const results: BookingBenchResults = {
      date: new Date().toISOString(),
      partial,
      machine: {
        cpus: os.cpus()[0]?.model ?? "unknown CPU",
        cores: os.cpus().length,
        node: process.version,
        loadAverage,
      },
      lighthouse: lighthouse[0]!,
      reference: lighthouse[1]!,
      pdf,
      load,
    };
    const jsonFile = saveSectionRun({
      root,
      name: "booking",
      marks: BOOKING_SECTION,
      results,
      section: bookingMarkdown(results),
    });
    if (bookingBudgetLines(results).some((l) => !l.pass)) process.exitCode = 1;
    log(
      `wrote ${path.relative(root, jsonFile)}${partial ? " (partial run: RESULTS.md kept)" : " and bench/RESULTS.md"}`,
    );
  } finally {
    await server.stop();
    await app.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (path.resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
