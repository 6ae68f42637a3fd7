import fs from "node:fs";
import { kb, type PageAssets } from "./asset-sizes";
import type { LighthouseRoute } from "./lighthouse";
import type { EditLatency } from "./edit-latency";
import type { LoadResult } from "./load";

// Budgets (docs/decisions/007-performance.md) and the Markdown summary bench/RESULTS.md.

export const BUDGETS = {
  // Issue 18 tightened Lighthouse's budgets (mobile preset): 100, LCP ≤ 1.5 s, CLS ≤ 0.01, TBT ≤ 50 ms.
  score: 100,
  lcpMs: 1500,
  cls: 0.01,
  tbtMs: 50,
  homeJsGzip: 150 * 1024,
  weddingImageBytes: 1.5 * 1024 * 1024,
  /** Issue 18: every cached page answers at least this share of the ceiling's requests/s. */
  ceilingRatio: 0.8,
  manyP99Ms: 200,
  firstRequestAfterEditMs: 150,
  editVisibleMs: 2000,
};

export interface BenchResults {
  date: string;
  durationSeconds: number;
  partial: boolean;
  machine: { cpus: string; cores: number; node: string; chromium: string; loadAverage: Record<string, number[]> };
  settings: { runs: number; connections: number; durationSeconds: number; buildDir: string };
  lighthouse: LighthouseRoute[];
  assets: Array<{ path: string } & Omit<PageAssets, "scripts" | "styles"> & { scripts: number }>;
  load: LoadResult[];
  /** Absent in results written before the render cache. */
  edit?: EditLatency;
  /** A change to the prints' price sheet, seen on /all-products (issue 31 §8); absent before it. */
  priceEdit?: EditLatency;
}

/** The ceiling line measured with the same pages as a "cached: …" line. */
function ceilingFor(results: BenchResults, line: LoadResult): LoadResult | undefined {
  if (!line.name.startsWith("cached: ")) return undefined;
  return results.load.find((l) => l.name === `static ceiling: ${line.name.slice("cached: ".length)}`);
}

export interface BudgetLine {
  pass: boolean | undefined;
  text: string;
}

const ms = (v: number) => `${Math.round(v)} ms`;
const s = (v: number) => `${(v / 1000).toFixed(2)} s`;
const mb = (v: number) => `${(v / 1024 / 1024).toFixed(2)} MB`;

function everyRoute(
  results: BenchResults,
  label: string,
  pick: (r: LighthouseRoute) => number,
  ok: (v: number) => boolean,
  format: (v: number) => string,
  worstFirst: (a: number, b: number) => number,
): BudgetLine {
  if (results.lighthouse.length === 0) return { pass: undefined, text: `${label}: not measured` };
  const sorted = [...results.lighthouse].sort((a, b) => worstFirst(pick(a), pick(b)));
  const worst = sorted[0] as LighthouseRoute;
  const failing = results.lighthouse.filter((r) => !ok(pick(r))).map((r) => `${r.path} ${format(pick(r))}`);
  const detail = failing.length ? `failing: ${failing.join(", ")}` : `worst ${worst.path} ${format(pick(worst))}`;
  return { pass: failing.length === 0, text: `${label} (${results.lighthouse.length} routes): ${detail}` };
}

export function budgetLines(results: BenchResults): BudgetLine[] {
  const lines = [
    everyRoute(
      results,
      `Performance score ≥ ${BUDGETS.score} on every route`,
      (r) => r.median.score,
      (v) => v >= BUDGETS.score,
      String,
      (a, b) => a - b,
    ),
    everyRoute(
      results,
      `LCP ≤ ${s(BUDGETS.lcpMs)}`,
      (r) => r.median.lcpMs,
      (v) => v <= BUDGETS.lcpMs,
      s,
      (a, b) => b - a,
    ),
    everyRoute(
      results,
      `CLS ≤ ${BUDGETS.cls}`,
      (r) => r.median.cls,
      (v) => v <= BUDGETS.cls,
      (v) => v.toFixed(3),
      (a, b) => b - a,
    ),
    everyRoute(
      results,
      `TBT ≤ ${BUDGETS.tbtMs} ms`,
      (r) => r.median.tbtMs,
      (v) => v <= BUDGETS.tbtMs,
      ms,
      (a, b) => b - a,
    ),
  ];
  const home = results.assets.find((a) => a.path === "/");
  lines.push(
    home
      ? {
          pass: home.js.gzip <= BUDGETS.homeJsGzip,
          text: `Home JavaScript ≤ ${kb(BUDGETS.homeJsGzip)} gzip: ${kb(home.js.gzip)} (${home.scripts} files)`,
        }
      : { pass: undefined, text: "Home JavaScript: not measured" },
  );
  const wedding = results.lighthouse.find((r) => r.path === "/wedding-portfolio");
  lines.push(
    wedding
      ? {
          pass: wedding.median.imageBytes <= BUDGETS.weddingImageBytes,
          text: `/wedding-portfolio initial image bytes ≤ ${mb(BUDGETS.weddingImageBytes)}: ${mb(wedding.median.imageBytes)}`,
        }
      : { pass: undefined, text: "/wedding-portfolio initial image bytes: not measured" },
  );
  const paired = results.load.filter((l) => ceilingFor(results, l));
  for (const line of paired) {
    const ceiling = ceilingFor(results, line)!;
    const ratio = line.requestsPerSecond / ceiling.requestsPerSecond;
    lines.push({
      pass: ratio >= BUDGETS.ceilingRatio,
      text: `Throughput ≥ ${BUDGETS.ceilingRatio}× the static ceiling, ${line.name.slice("cached: ".length)}: ${ratio.toFixed(2)}× (${line.requestsPerSecond} vs ${ceiling.requestsPerSecond} req/s)`,
    });
  }
  if (paired.length === 0) lines.push({ pass: undefined, text: "Cached-page throughput: not measured" });
  const many = results.load.find((l) => l.name.startsWith("cached: every cached page,"));
  lines.push(
    many
      ? {
          pass: many.latencyP99Ms < BUDGETS.manyP99Ms && many.errors === 0 && many.non2xx === 0,
          text: `${many.connections ?? "many"} connections on every cached page: p99 < ${BUDGETS.manyP99Ms} ms and 0 errors: p99 ${many.latencyP99Ms} ms, ${many.errors} errors, ${many.non2xx} non-2xx`,
        }
      : { pass: undefined, text: "Many connections: not measured" },
  );
  const edit = results.edit;
  lines.push(
    edit
      ? {
          pass: edit.firstRequestMs <= BUDGETS.firstRequestAfterEditMs,
          text: `First request after an edit ≤ ${BUDGETS.firstRequestAfterEditMs} ms: ${edit.firstRequestMs} ms (worst of ${edit.edits}; slowest while waiting ${edit.slowestRequestMs} ms)`,
        }
      : { pass: undefined, text: "First request after an edit: not measured" },
    edit
      ? {
          pass: edit.visibleMs <= BUDGETS.editVisibleMs,
          text: `An edit visible within ${s(BUDGETS.editVisibleMs)}: ${s(edit.visibleMs)} (worst of ${edit.edits})`,
        }
      : { pass: undefined, text: "Edit visibility: not measured" },
    results.priceEdit
      ? {
          pass: results.priceEdit.visibleMs <= BUDGETS.editVisibleMs,
          text: `A price-sheet change on /all-products within ${s(BUDGETS.editVisibleMs)}: ${s(results.priceEdit.visibleMs)} (worst of ${results.priceEdit.edits}; first request ${results.priceEdit.firstRequestMs} ms)`,
        }
      : { pass: undefined, text: "Price-sheet change: not measured" },
  );
  return lines;
}

export const formatBudget = (line: BudgetLine) =>
  `${line.pass === undefined ? "SKIP" : line.pass ? "PASS" : "FAIL"}  ${line.text}`;

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
}

export function markdown(results: BenchResults, optimisationsFile: string): string {
  const load = results.machine.loadAverage;
  const fmtLoad = (v?: number[]) => (v ? v.map((x) => x.toFixed(2)).join(" / ") : "–");
  const parts = [
    "# Benchmark results",
    "",
    `Generated by \`npm run bench\` (bench/run.ts) on ${results.date}${results.partial ? " — **partial run**" : ""}; took ${Math.round(results.durationSeconds / 60)} min. ` +
      "Do not edit the measured sections by hand: the command rewrites this file. Decisions and budgets: docs/decisions/007-performance.md.",
    "",
    `Machine: ${results.machine.cores} × ${results.machine.cpus}; Node ${results.machine.node}; ${results.machine.chromium}. ` +
      `Load average (1 / 5 / 15 min) at start ${fmtLoad(load.start)}, before Lighthouse ${fmtLoad(load.lighthouse)}, before load tests ${fmtLoad(load.load)}, at end ${fmtLoad(load.end)}. ` +
      "Other work on the machine lowers every figure below, Lighthouse's TBT and LCP most.",
    "",
    "## Budgets",
    "",
    "```",
    ...budgetLines(results).map(formatBudget),
    "```",
    "",
    `## Lighthouse (mobile preset, median of ${results.settings.runs} runs)`,
    "",
    table(
      [
        "route",
        "score",
        "FCP",
        "LCP",
        "TBT",
        "CLS",
        "Speed Index",
        "total",
        "JS",
        "CSS",
        "images",
        "fonts",
        "requests",
      ],
      results.lighthouse.map(({ path, median: m }) => [
        path,
        String(m.score),
        s(m.fcpMs),
        s(m.lcpMs),
        ms(m.tbtMs),
        m.cls.toFixed(3),
        s(m.speedIndexMs),
        kb(m.totalBytes),
        kb(m.jsBytes),
        kb(m.cssBytes),
        kb(m.imageBytes),
        kb(m.fontBytes),
        String(m.requests),
      ]),
    ),
    "",
    "LCP elements: " +
      results.lighthouse
        .map((r) => `${r.path} \`${(r.median.lcpElement ?? "–").replace(/`/g, "'").slice(0, 90)}\``)
        .join("; "),
    "",
    "## JavaScript and CSS per route (from the build, as sent)",
    "",
    "Every script the page's HTML preloads or imports, plus their static imports; its stylesheets; the HTML itself.",
    "",
    table(
      ["route", "JS gzip", "JS brotli", "JS files", "CSS gzip", "CSS brotli", "HTML brotli"],
      results.assets.map((a) => [
        a.path,
        kb(a.js.gzip),
        kb(a.js.brotli),
        String(a.scripts),
        kb(a.css.gzip),
        kb(a.css.brotli),
        kb(a.html.brotli),
      ]),
    ),
    "",
    `## Server load (autocannon, ${results.settings.connections} connections unless said, ${results.settings.durationSeconds} s each, loopback)`,
    "",
    "Each ceiling is a bare node:http server sending the same brotli bytes with the same headers as the site did for those pages.",
    "",
    table(
      ["target", "request", "connections", "req/s", "p50", "p99", "errors", "non-2xx", "× ceiling"],
      results.load.map((l) => [
        l.name,
        `${l.method} ${l.path}`,
        String(l.connections ?? results.settings.connections),
        String(l.requestsPerSecond),
        ms(l.latencyP50Ms),
        ms(l.latencyP99Ms),
        String(l.errors),
        String(l.non2xx),
        ceilingFor(results, l) ? (l.requestsPerSecond / ceilingFor(results, l)!.requestsPerSecond).toFixed(2) : "–",
      ]),
    ),
    "",
  ];
  if (fs.existsSync(optimisationsFile)) parts.push(fs.readFileSync(optimisationsFile, "utf8").trim(), "");
  return parts.join("\n");
}
