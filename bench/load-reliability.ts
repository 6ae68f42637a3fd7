import { execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { seedDatabase } from "./seed";
import { startBenchServer } from "./server";

// `npm run bench:load`: 200 connections on loopback against the built production server, one kind
// of request at a time, each for a bounded time: pages kept by the render cache, among them Love
// Stories page with 200 approved reviews, the cart, and the contact form's endpoint. For each kind:
// requests per second, p99, errors, timeouts, non-2xx answers, and the server's resident memory
// sampled every second (a leak shows as growth between the start and the end of the run).
// Writes the table into docs/reliability.md between its "load" markers and the raw figures to
// bench/results/load-<date>.json. Knobs: BUILD_DIR (build), LOAD_DURATION (50 s per kind),
// LOAD_CONNECTIONS (200). The whole run takes about LOAD_DURATION × 6 + 40 s.

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, process.env.BUILD_DIR ?? "build");
const durationSeconds = Number(process.env.LOAD_DURATION ?? 50);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const WARM_UP_SECONDS = 3;
const TARGET_P99_MS = 200;

const BROWSER = { "accept-encoding": "br, gzip", accept: "text/html" };

interface Kind {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const KINDS: Kind[] = [
  { name: "home (cached)", method: "GET", path: "/", headers: BROWSER },
  { name: "work (cached)", method: "GET", path: "/work", headers: BROWSER },
  { name: "a portfolio (cached)", method: "GET", path: "/wedding-portfolio", headers: BROWSER },
  {
    name: "love stories, 200 reviews (cached)",
    method: "GET",
    path: "/testimonials/love-stories",
    headers: BROWSER,
  },
  { name: "cart (cached)", method: "GET", path: "/cart", headers: BROWSER },
  {
    name: "contact form (POST, stores + queues a mail)",
    method: "POST",
    path: "/functions/v1/send-contact-email",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      kind: "contact",
      name: "Load Visitor",
      email: "visitor@example.com",
      date: "June 2027",
      location: "Sedona",
      message: "We would love to talk about photographs for our wedding next summer.",
    }),
  },
];

export interface LoadRow {
  name: string;
  method: string;
  path: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  rssStartMb: number;
  rssMaxMb: number;
  rssEndMb: number;
  /** Mean RSS over the first and the last quarter of the run: steady state, not one sample. */
  rssFirstQuarterMb: number;
  rssLastQuarterMb: number;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The server's resident set size, from /proc (Linux): what the kernel really gives the process. */
function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

async function measure(kind: Kind, url: string, pid: number): Promise<LoadRow> {
  const spec = { method: kind.method, path: kind.path, headers: kind.headers, body: kind.body };
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, requests: [spec] });
  const samples: number[] = [rssBytes(pid)];
  const sampler = setInterval(() => samples.push(rssBytes(pid)), 1000);
  let r: Awaited<ReturnType<typeof autocannon>>;
  try {
    r = await autocannon({ url, connections, duration: durationSeconds, requests: [spec] });
  } finally {
    clearInterval(sampler);
  }
  samples.push(rssBytes(pid));
  return {
    name: kind.name,
    method: kind.method,
    path: kind.path,
    requests: r.requests.total,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    rssStartMb: mb(samples[0] ?? 0),
    rssMaxMb: mb(Math.max(...samples)),
    rssEndMb: mb(samples.at(-1) ?? 0),
    rssFirstQuarterMb: mb(mean(samples.slice(0, Math.max(1, Math.floor(samples.length / 4))))),
    rssLastQuarterMb: mb(mean(samples.slice(-Math.max(1, Math.floor(samples.length / 4))))),
  };
}

const signed = (mbValue: number) => `${mbValue >= 0 ? "+" : "−"}${Math.abs(Math.round(mbValue * 10) / 10)}`;

function table(rows: LoadRow[], started: Date, seconds: number): string {
  const verdict = (row: LoadRow) => {
    if (row.method !== "GET") return row.errors + row.timeouts + row.non2xx === 0 ? "0 errors" : "errors";
    const ok = row.errors + row.timeouts + row.non2xx === 0 && row.p99Ms < TARGET_P99_MS;
    return ok ? "meets target" : "**misses target**";
  };
  const lines = [
    `Measured ${started.toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench:load\` ` +
      `(${connections} connections, ${durationSeconds} s per kind after a ${WARM_UP_SECONDS} s warm-up, loopback, ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, load average at start ` +
      `${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")}; ${seconds} s in all). The machine is shared: other work was running.`,
    "",
    `Target for every public GET: 0 errors and p99 < ${TARGET_P99_MS} ms. Errors counts every request that got no ` +
      `answer, timeouts (none after 10 s) included. RSS is the server's resident memory, sampled every second: its start, peak and end, ` +
      `and the growth from the mean of the run's first quarter to the mean of its last (a leak grows steadily; ` +
      `a warm-up step or a cache filling once does not keep growing in the next kind).`,
    "",
    "| Kind | Request | Requests | req/s | p50 ms | p99 ms | Errors | Timeouts | Non-2xx | RSS start → max → end (MB) | RSS growth ¼→¼ (MB) | Verdict |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.method} ${r.path} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ` +
        `${r.errors} | ${r.timeouts} | ${r.non2xx} | ${r.rssStartMb} → ${r.rssMaxMb} → ${r.rssEndMb} | ` +
        `${signed(r.rssLastQuarterMb - r.rssFirstQuarterMb)} | ${verdict(r)} |`,
    ),
  ];
  const first = rows[0]?.rssStartMb ?? 0;
  const last = rows.at(-1)?.rssEndMb ?? 0;
  lines.push(
    "",
    `Memory over the whole run: ${first} MB before the first kind, ${last} MB after the last ` +
      `(${signed(last - first)} MB; the contact-form kind stores one ` +
      `enquiry and one queued mail per request).`,
  );
  return lines.join("\n");
}

/** Replaces the text between the load markers of docs/reliability.md. */
function writeSection(markdownTable: string) {
  const file = path.join(root, "docs", "reliability.md");
  const start = "<!-- load:start (generated by npm run bench:load) -->";
  const end = "<!-- load:end -->";
  const text = fs.readFileSync(file, "utf8");
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/reliability.md lacks the markers ${start} … ${end}`);
  fs.writeFileSync(file, text.slice(0, from + start.length) + "\n\n" + markdownTable + "\n\n" + text.slice(to));
  execFileSync(path.join(root, "node_modules", ".bin", "prettier"), ["--write", "--log-level=warn", file], {
    cwd: root,
    stdio: "inherit",
  });
}

async function main() {
  const started = new Date();
  if (!fs.existsSync(path.join(buildDir, "server-main.js"))) {
    execSync("npm run build:app", { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-load-"));
  const databaseUrl = `file:${path.join(dataDir, "load.db")}`;
  // 400 approved reviews, half of them love stories: the page renders 200.
  await seedDatabase(databaseUrl, 400);
  const server = await startBenchServer(buildDir, dataDir, {
    DATABASE_URL: databaseUrl,
    // Every request comes from 127.0.0.1: the form's per-address limit is raised, never bypassed
    // with a made-up X-Forwarded-For.
    RATE_LIMIT_MAX: "1000000000",
    OUTBOX_POLL_MS: "2000",
  });
  const url = server.url.replace("localhost", "127.0.0.1");
  const rows: LoadRow[] = [];
  try {
    for (const kind of KINDS) {
      const check = await fetch(url + kind.path, { method: kind.method, headers: kind.headers, body: kind.body });
      if (!check.ok) throw new Error(`${kind.method} ${kind.path} answered ${check.status}`);
      await check.arrayBuffer();
      const row = await measure(kind, url, server.pid);
      rows.push(row);
      console.log(
        `${row.name}: ${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms, errors ${row.errors}, ` +
          `timeouts ${row.timeouts}, non-2xx ${row.non2xx}, RSS ${row.rssStartMb} → ${row.rssMaxMb} → ${row.rssEndMb} MB`,
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const seconds = Math.round((Date.now() - started.getTime()) / 1000);
  const resultsDir = path.join(root, "bench", "results");
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = started.toISOString().slice(0, 16).replace(":", "");
  fs.writeFileSync(
    path.join(resultsDir, `load-${stamp}.json`),
    JSON.stringify({ date: started.toISOString(), seconds, connections, durationSeconds, rows }, null, 1) + "\n",
  );
  writeSection(table(rows, started, seconds));
  console.log(`wrote docs/reliability.md and bench/results/load-${stamp}.json (${seconds} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
