import os from "node:os";
import { FEED_PAST_DAYS } from "../app/server/calendar/calendar-feed.server";
import { STUDIO_SECTION } from "./sections";
import type { SeededStudio } from "./studio-seed";
import type { Percentiles } from "./studio-timing";

// bench/studio.ts's section of bench/RESULTS.md (also printed): per database and page, the
// requests' p50/p95/p99/max as the benchmark saw them, the server's own p99 and CPU time per
// request, the SQL's p99 alone, and the budget's pass or FAIL. The feed has three rows: a repeat
// poll, a 304, and the first request after a change (bench/studio.ts).

export interface PageTiming {
  name:
    | "dashboard"
    | "longest timeline"
    | "other clients"
    | "calendar feed, repeat poll"
    | "calendar feed, 304"
    | "calendar feed, after a change";
  budgetMs: number;
  http: Percentiles;
  server: Percentiles;
  /** The server's CPU time per request, averaged over the series (Linux). */
  cpuMs?: number;
  sql?: Percentiles;
}

export interface StudioTiming {
  database: "sqlite" | "postgres";
  seedSeconds: number;
  counts: SeededStudio["counts"];
  feed: { events: number; expectedEvents: number; bytes: number };
  pages: PageTiming[];
}

const PAGE_WORDS: Record<PageTiming["name"], string> = {
  dashboard: "Dashboard `/admin`",
  "longest timeline": "Client with the longest timeline",
  "other clients": "Five other clients in turn",
  "calendar feed, repeat poll": "Calendar feed `.ics`, unchanged (a repeat poll)",
  "calendar feed, 304": "Calendar feed `.ics`, unchanged, with If-None-Match (304)",
  "calendar feed, after a change": "Calendar feed `.ics`, the first request after a change",
};

const thousands = (n: number) => n.toLocaleString("en-US");

export function studioMarkdown(options: {
  date: string;
  loadAverage: number[];
  /** The load average when the last request was answered. */
  endLoadAverage?: number[];
  requests: number;
  warmUp: number;
  withPostgres: boolean;
  timings: StudioTiming[];
}): string {
  const { date, loadAverage, endLoadAverage, requests, warmUp, withPostgres, timings } = options;
  const loads = (l: number[]) => l.map((n) => n.toFixed(1)).join(" / ");
  const c = timings[0]?.counts;
  const feed = timings[0]?.feed;
  return [
    STUDIO_SECTION.start,
    "## Ten years of a busy studio (`npm run bench:studio`)",
    "",
    `${date.slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}; load average at start ${loads(loadAverage)}${endLoadAverage ? `, at the end ${loads(endLoadAverage)}` : ""} (the machine is shared: absolute figures are noisy; the CPU column is what the load does not inflate).`,
    "",
    c
      ? `Seeded (bench/studio-plan.ts): ${thousands(c.clients)} clients, ${thousands(c.enquiries)} enquiries, ${thousands(c.proposals)} proposals, ${thousands(c.invoices)} invoices (2–4 instalments each), ${thousands(c.payments)} payments (card, outside, refunds, failed and abandoned), ${thousands(c.outbox)} mails, ${thousands(c.client_events)} timeline events, ${thousands(c.questionnaire_responses)} questionnaire answers; in ${timings.map((t) => `${t.seedSeconds} s (${t.database})`).join(", ")}.`
      : "",
    feed
      ? `The feed lists ${thousands(feed.events)} events (sessions from ${FEED_PAST_DAYS} days ago on, open invoices' due dates; ${Math.round(feed.bytes / 1024)} KiB). The longest timeline is a family photographed every year for ten years.`
      : "",
    `Signed in as her, ${requests} requests per page one after another after ${warmUp} to warm up. The pages read the database on every request. The feed is written once per feed version and kept (docs/decisions/053-calendar-feed-versions.md), so it is measured three ways: the same feed polled again without a validator (what calendar apps do nearly always; each request still checks the secret and the feed's version in the database), the same with the last answer's If-None-Match (a 304), and the first request after a change (before each request, untimed, the benchmark moves a booked session's place, so every one of these answers writes the whole feed anew: the feed's cost before decision 053). Request: as the benchmark timed it (to the body's last byte, gzip as fetch asks for it); server: the server's own log; CPU: the server process's CPU time per request, averaged (what the shared machine's load does not inflate); SQL: the reads alone, in the benchmark's process (for the repeat poll: the version read).`,
    "",
    "| Database | Page | p50 | p95 | p99 | max | Server p99 | CPU | SQL p99 | Budget p99 |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...timings.flatMap((t) =>
      t.pages.map(
        (p) =>
          `| ${t.database} | ${PAGE_WORDS[p.name]} | ${p.http.p50} ms | ${p.http.p95} ms | ${p.http.p99} ms | ${p.http.max} ms | ${p.server.p99} ms | ${p.cpuMs === undefined ? "—" : `${p.cpuMs} ms`} | ${p.sql ? `${p.sql.p99} ms` : "—"} | ≤ ${p.budgetMs} ms: ${p.http.p99 <= p.budgetMs ? "pass" : "**FAIL**"} |`,
      ),
    ),
    ...timings
      .filter((t) => t.feed.events !== t.feed.expectedEvents)
      .map((t) => `\n**FAIL**: the ${t.database} feed has ${t.feed.events} events, expected ${t.feed.expectedEvents}.`),
    ...(withPostgres ? [] : ["", "PostgreSQL not measured: TEST_DATABASE_URL was not set (a partial run)."]),
    STUDIO_SECTION.end,
  ].join("\n");
}
