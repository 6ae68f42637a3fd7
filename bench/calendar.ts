import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ICAL from "ical.js";
import { FEED_PAST_DAYS } from "../app/server/calendar/calendar-feed.server";
import { migrate, openDatabase } from "../app/server/db/db.server";
import { emptyPostgresDatabase } from "../tests/helpers/databases";
import { seedBusyStudio, type SeededStudio } from "./calendar-seed";
import { CALENDAR_SECTION, saveSectionRun } from "./sections";
import { ensureBenchBuild, startBenchServer } from "./server";

// `npm run bench:calendar` (also a step of `npm run bench`): issue 29 §7's figure for her calendar
// feed. Ten years of a busy studio (bench/calendar-seed.ts) in SQLite, and in PostgreSQL when
// TEST_DATABASE_URL is set (as for the tests); the built server answers /calendar/<secret>.ics,
// one request after another, and each answer's p50/p99/max is reported against the 100 ms budget.
// The feed is parsed back with ical.js once and its events counted. No cache: every request reads
// the database (the indexes of migration 0025) and writes the calendar anew.
// Knobs: BUILD_DIR (build-bench), BENCH_SKIP_BUILD=1, BENCH_CALENDAR_REQUESTS (300).
// A run without PostgreSQL or with fewer requests is partial: its JSON goes to the temp folder.

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const buildDir = env.BUILD_DIR ?? "build-bench";
const requests = Number(env.BENCH_CALENDAR_REQUESTS ?? 300);
const withPostgres = Boolean(env.TEST_DATABASE_URL);
const partial = requests !== 300 || !withPostgres;
const BUDGET_P99_MS = 100;
const WARM_UP = 20;

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

interface FeedTiming {
  database: "sqlite" | "postgres";
  seeded: Omit<SeededStudio, "expectedEvents">;
  events: number;
  expectedEvents: number;
  bytes: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(database: "sqlite" | "postgres"): Promise<FeedTiming> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-calendar-"));
  const pg = database === "postgres" ? await emptyPostgresDatabase() : undefined;
  const databaseUrl = pg?.url ?? `file:${path.join(dataDir, "site.db")}`;
  const app = openDatabase(databaseUrl);
  try {
    await migrate(app);
    log(`${database}: seeding ten years of a busy studio`);
    const { expectedEvents, ...seeded } = await seedBusyStudio(app.db);
    const secret = crypto.randomBytes(32).toString("base64url");
    await app.db.insertInto("calendar_feeds").values({ id: 1, secret }).execute();
    const server = await startBenchServer(path.join(root, buildDir), dataDir, { DATABASE_URL: databaseUrl });
    try {
      const url = `${server.url}/calendar/${secret}.ics`;
      const first = await fetch(url);
      if (first.status !== 200) throw new Error(`the feed answered ${first.status}`);
      const text = await first.text();
      const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").length;
      for (let i = 0; i < WARM_UP; i++) await (await fetch(url)).arrayBuffer();
      log(`${database}: ${events} events, ${Math.round(text.length / 1024)} KiB; ${requests} requests`);
      const times: number[] = [];
      for (let i = 0; i < requests; i++) {
        const t = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`the feed answered ${res.status}`);
      }
      times.sort((a, b) => a - b);
      const round = (n: number) => Math.round(n * 10) / 10;
      return {
        database,
        seeded,
        events,
        expectedEvents: expectedEvents(FEED_PAST_DAYS),
        bytes: Buffer.byteLength(text),
        requests,
        p50Ms: round(percentile(times, 50)),
        p99Ms: round(percentile(times, 99)),
        maxMs: round(times[times.length - 1] ?? 0),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await app.db.destroy();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function calendarMarkdown(date: string, loadAverage: number[], timings: FeedTiming[]): string {
  const s = timings[0]?.seeded;
  return [
    CALENDAR_SECTION.start,
    "## Calendar feed (`npm run bench:calendar`)",
    "",
    `${date.slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}; load average at start ${loadAverage.map((n) => n.toFixed(1)).join(" / ")}.`,
    s
      ? `Ten years of a busy studio: ${s.clients.toLocaleString("en-US")} clients and proposals, ${s.invoices.toLocaleString("en-US")} invoices, ${s.payments.toLocaleString("en-US")} payments. The feed lists the booked sessions of the last ${FEED_PAST_DAYS} days and ahead, and every open invoice's due date; ${requests} requests one after another after ${WARM_UP} to warm up, no cache.`
      : "",
    "",
    "| Database | Events | Size | p50 | p99 | max | Budget p99 ≤ 100 ms |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...timings.map(
      (t) =>
        `| ${t.database} | ${t.events} | ${Math.round(t.bytes / 1024)} KiB | ${t.p50Ms} ms | ${t.p99Ms} ms | ${t.maxMs} ms | ${budgetPasses(t) ? "pass" : "**FAIL**"} |`,
    ),
    ...(withPostgres ? [] : ["", "PostgreSQL not measured: TEST_DATABASE_URL was not set (a partial run)."]),
    CALENDAR_SECTION.end,
  ].join("\n");
}

const budgetPasses = (t: FeedTiming) => t.p99Ms <= BUDGET_P99_MS && t.events === t.expectedEvents;

async function main() {
  const loadAverage = os.loadavg();
  ensureBenchBuild(root, buildDir, log);
  const timings = [await measure("sqlite"), ...(withPostgres ? [await measure("postgres")] : [])];
  const date = new Date().toISOString();
  const results = { date, partial, machine: { node: process.version, loadAverage }, timings };
  const jsonFile = saveSectionRun({
    root,
    name: "calendar",
    marks: CALENDAR_SECTION,
    results,
    section: calendarMarkdown(date, loadAverage, timings),
  });
  for (const t of timings)
    if (t.events !== t.expectedEvents) log(`${t.database}: ${t.events} events, expected ${t.expectedEvents}`);
  if (!timings.every(budgetPasses)) process.exitCode = 1;
  log(`wrote ${path.relative(root, jsonFile)}${partial ? " (partial run: RESULTS.md kept)" : " and bench/RESULTS.md"}`);
}

if (path.resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
