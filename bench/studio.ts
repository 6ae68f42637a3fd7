import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ICAL from "ical.js";
import { saveAdminUser } from "../app/server/admin/accounts.server";
import { readCalendarFeedVersion } from "../app/server/calendar/calendar-feed-cache.server";
import { FEED_PAST_DAYS, readFeedEvents } from "../app/server/calendar/calendar-feed.server";
import { clientLedger, clientProposals } from "../app/server/clients/client-ledger.server";
import { clientTimeline } from "../app/server/clients/client-page.server";
import { readClient } from "../app/server/clients/client-records.server";
import { migrate, openDatabase, type AppDatabase } from "../app/server/db/db.server";
import { emptyPostgresDatabase } from "../tests/helpers/databases";
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn } from "../tests/integration/admin-client";
import { STUDIO_SECTION, saveSectionRun } from "./sections";
import { ensureBenchBuild, startBenchServer } from "./server";
import { seedStudio, type SeededStudio } from "./studio-seed";
import { studioMarkdown, type PageTiming, type StudioTiming } from "./studio-report";
import { fetchSeries, percentiles, processCpuMs, serverTimes, timeSeries, type SeriesOptions } from "./studio-timing";

// `npm run bench:studio` (also a step of `npm run bench`): issue 29 §7. Ten years of a busy studio
// (bench/studio-plan.ts: 5,000 clients, 20,000 enquiries and payments, 50,000 mails) in SQLite,
// and in PostgreSQL when TEST_DATABASE_URL is set (a database of its own, dropped after); the built
// server, signed in as her, answers the dashboard, the longest client timeline, a few other
// clients' pages and the calendar feed, one request after another after a warm-up. Budgets at
// p99: 200 ms for the dashboard and the client pages, 100 ms for the feed. The pages read the
// database through its indexes on every request. The feed is kept per feed version (decision 053),
// so it is measured three ways: a repeat poll of an unchanged feed (what a calendar app does nearly
// always: the secret and the version are still read, nothing is written), the same with the
// If-None-Match of the last answer (304), and the first request after a change (the benchmark moves
// a booked session's place before each one, untimed, so each answer writes the whole feed anew).
// Also reported: the server's own time (its request log) and the SQL alone (run here, on the same
// database).
// Knobs: BUILD_DIR (build-bench), BENCH_SKIP_BUILD=1, BENCH_STUDIO_REQUESTS (300 per page).
// A run without PostgreSQL or with fewer requests is partial: its JSON goes to the temp folder.

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const buildDir = env.BUILD_DIR ?? "build-bench";
const requests = Number(env.BENCH_STUDIO_REQUESTS ?? 300);
const withPostgres = Boolean(env.TEST_DATABASE_URL);
const partial = requests !== 300 || !withPostgres;
const WARM_UP = 20;

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/** The client page's reads (app/server/clients/client-page.server.ts), as its loader runs them. */
async function clientPageSql(app: AppDatabase, id: number) {
  await readClient(id, app.db);
  await Promise.all([clientProposals(id, app.db), clientLedger(id, app.db), clientTimeline(id, app.db)]);
}

async function measure(database: "sqlite" | "postgres"): Promise<StudioTiming> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-studio-"));
  const pg = database === "postgres" ? await emptyPostgresDatabase() : undefined;
  const databaseUrl = pg?.url ?? `file:${path.join(dataDir, "site.db")}`;
  const app = openDatabase(databaseUrl);
  try {
    await migrate(app);
    const seedStarted = performance.now();
    const seeded: SeededStudio = await seedStudio(app);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    log(`${database}: seeded ten years in ${seedSeconds} s: ${JSON.stringify(seeded.counts)}`);
    await saveAdminUser(ADMIN_EMAIL, ADMIN_PASSWORD, app);
    const secret = crypto.randomBytes(32).toString("base64url");
    await app.db.insertInto("calendar_feeds").values({ id: 1, secret }).execute();
    const server = await startBenchServer(path.join(root, buildDir), dataDir, {
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: "100000000",
    });
    try {
      const { cookie } = await signIn(server.url);
      const feedPath = `/calendar/${secret}.ics`;
      const first = await fetch(server.url + feedPath);
      const feed = await first.text();
      const etag = first.headers.get("etag") ?? "";
      const events = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents("vevent").length;
      // The session moved before each request of the "after a change" series: one in the feed.
      const moved = (await readFeedEvents(app.db)).sessions[0]!.proposalId;
      const moveIt = async (i: number) => {
        await app.db
          .updateTable("proposals")
          .set({ session_place: `Bench place ${i}` })
          .where("id", "=", moved)
          .execute();
      };
      const pages: Array<{
        name: PageTiming["name"];
        paths: string[];
        budgetMs: number;
        sql?: (i: number) => Promise<unknown>;
        series?: SeriesOptions;
      }> = [
        { name: "dashboard", paths: ["/admin"], budgetMs: 200 },
        {
          name: "longest timeline",
          paths: [`/admin/clients/${seeded.longHistoryClientId}`],
          budgetMs: 200,
          sql: () => clientPageSql(app, seeded.longHistoryClientId),
        },
        {
          name: "other clients",
          paths: seeded.sampleClientIds.map((id) => `/admin/clients/${id}`),
          budgetMs: 200,
          sql: (i) => clientPageSql(app, seeded.sampleClientIds[i % seeded.sampleClientIds.length]!),
        },
        {
          name: "calendar feed, repeat poll",
          paths: [feedPath],
          budgetMs: 100,
          sql: () => readCalendarFeedVersion(app.db),
        },
        {
          name: "calendar feed, 304",
          paths: [feedPath],
          budgetMs: 100,
          series: { headers: { "if-none-match": etag }, status: 304 },
        },
        {
          name: "calendar feed, after a change",
          paths: [feedPath],
          budgetMs: 100,
          sql: () => readFeedEvents(app.db),
          series: { prepare: moveIt },
        },
      ];
      const timings: PageTiming[] = [];
      for (const page of pages) {
        await fetchSeries(server.url, page.paths, cookie, 0, WARM_UP, page.series);
        const logFrom = fs.statSync(server.logFile).size;
        const cpuBefore = processCpuMs(server.pid);
        const http = await fetchSeries(server.url, page.paths, cookie, requests, 0, page.series);
        const cpuAfter = processCpuMs(server.pid);
        const cpuMs =
          cpuBefore === undefined || cpuAfter === undefined
            ? undefined
            : Math.round(((cpuAfter - cpuBefore) / requests) * 10) / 10;
        // The log is written a turn after each answer: give the last lines a moment.
        await new Promise((r) => setTimeout(r, 200));
        const ownTimes = serverTimes(server.logFile, logFrom, page.paths, page.series?.status);
        const sql = page.sql
          ? percentiles(await timeSeries(requests, WARM_UP, async (i) => void (await page.sql!(i))))
          : undefined;
        timings.push({
          name: page.name,
          budgetMs: page.budgetMs,
          http: percentiles(http),
          server: percentiles(ownTimes),
          cpuMs,
          sql,
        });
        log(`${database}: ${page.name} p99 ${timings.at(-1)!.http.p99} ms, CPU ${cpuMs ?? "?"} ms a request`);
      }
      return {
        database,
        seedSeconds,
        counts: seeded.counts,
        feed: { events, expectedEvents: seeded.expectedFeedEvents(FEED_PAST_DAYS), bytes: Buffer.byteLength(feed) },
        pages: timings,
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

export const studioPasses = (t: StudioTiming) =>
  t.feed.events === t.feed.expectedEvents && t.pages.every((p) => p.http.p99 <= p.budgetMs);

async function main() {
  const loadAverage = os.loadavg();
  ensureBenchBuild(root, buildDir, log);
  const timings = [await measure("sqlite"), ...(withPostgres ? [await measure("postgres")] : [])];
  const date = new Date().toISOString();
  const endLoadAverage = os.loadavg();
  const results = {
    date,
    partial,
    requests,
    machine: { node: process.version, loadAverage, end: endLoadAverage },
    timings,
  };
  const jsonFile = saveSectionRun({
    root,
    name: "studio",
    marks: STUDIO_SECTION,
    results,
    section: studioMarkdown({ date, loadAverage, endLoadAverage, requests, warmUp: WARM_UP, withPostgres, timings }),
  });
  for (const t of timings) {
    if (t.feed.events !== t.feed.expectedEvents)
      log(`${t.database}: the feed has ${t.feed.events} events, expected ${t.feed.expectedEvents}`);
  }
  if (!timings.every(studioPasses)) process.exitCode = 1;
  log(`wrote ${path.relative(root, jsonFile)}${partial ? " (partial run: RESULTS.md kept)" : " and bench/RESULTS.md"}`);
}

if (path.resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
