import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

// Lighthouse's default configuration is the mobile one (Moto G Power, simulated slow 4G and 4× CPU):
// the setting hosted photographer platforms score 20–65 on. One Chromium serves every run; each
// run opens a fresh tab with storage and cache cleared, so every run is a first visit.

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The TLS front (bench/tls-front.ts) presents a throw-away self-signed certificate.
  "--ignore-certificate-errors",
];

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
  jsBytes: number;
  cssBytes: number;
  imageBytes: number;
  fontBytes: number;
  documentBytes: number;
  requests: number;
  /** Lighthouse's accessibility score (0–100), when the audit was asked for it. */
  accessibility?: number;
  /** Lighthouse's own measure of the machine's speed (a desktop scores about 1,000 and more). */
  benchmarkIndex: number;
  lcpElement?: string;
}

export interface LighthouseRoute {
  path: string;
  /** The median of each figure over the runs, taken separately. */
  median: LighthouseRun;
  runs: LighthouseRun[];
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

function summarise(lhr: {
  categories: Record<string, { score: number | null }>;
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { numericValue?: number; details?: unknown }>;
}): LighthouseRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const bytes = (type: string) =>
    items.filter((i) => i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  const accessibility = lhr.categories.accessibility;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    ...(accessibility ? { accessibility: Math.round((accessibility.score ?? 0) * 100) } : {}),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndexMs: value("speed-index"),
    totalBytes: value("total-byte-weight"),
    jsBytes: bytes("Script"),
    cssBytes: bytes("Stylesheet"),
    imageBytes: bytes("Image"),
    fontBytes: bytes("Font"),
    documentBytes: bytes("Document"),
    requests: items.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet?.replace(/https?:\/\/[^/"]+/g, "").slice(0, 200),
  };
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const first = runs[0];
  if (!first) throw new Error("no Lighthouse runs");
  const keys = Object.keys(first).filter((k) => k !== "lcpElement") as Array<
    Exclude<keyof LighthouseRun, "lcpElement">
  >;
  const out = { ...first };
  for (const key of keys) out[key] = median(runs.map((r) => r[key] ?? Number.NaN));
  return out;
}

/** One audit; a failed trace (NO_NAVSTART and friends happen on a busy machine) is retried twice. */
async function auditOnce(
  url: string,
  port: number,
  log: (line: string) => void,
  extraHeaders?: Record<string, string>,
  categories: readonly string[] = ["performance"],
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    const error = result ? result.lhr.runtimeError?.message : "Lighthouse returned nothing";
    if (!error && result) return summarise(result.lhr as unknown as Parameters<typeof summarise>[0]);
    if (attempt >= 3) throw new Error(`${url}: ${error}`);
    log(`  lighthouse ${url}: ${error} — retrying`);
  }
}

/** Audits every path `runs` times, interleaved (a, b, a, b…) so a burst of load skews no one route. */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  runs: number,
  log: (line: string) => void,
  /** Sent with every request of the audits (a client gallery's access cookie). */
  extraHeaders?: Record<string, string>,
  /** Lighthouse's categories to score: performance alone unless asked (the booking page adds accessibility). */
  categories: readonly string[] = ["performance"],
): Promise<LighthouseRoute[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  const results = new Map<string, LighthouseRun[]>(paths.map((p) => [p, []]));
  try {
    // One audit first, not counted: in each of four full runs (27 November) the first audit in a
    // fresh Chromium, of `/`, measured TBT 62–118 ms, and seven of the eight later audits of `/`
    // 0–30 ms. That is the browser's own start-up work, not the page's.
    const first = paths[0];
    if (first) {
      const warmUp = await auditOnce(baseUrl + first, chrome.port, log, extraHeaders, categories);
      log(`  lighthouse ${first} warm-up (not counted): TBT ${Math.round(warmUp.tbtMs)} ms`);
    }
    for (let i = 0; i < runs; i += 1) {
      for (const path of paths) {
        const started = Date.now();
        const run = await auditOnce(baseUrl + path, chrome.port, log, extraHeaders, categories);
        results.get(path)?.push(run);
        log(
          `  lighthouse ${path} run ${i + 1}/${runs}: ${run.score} (LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}) ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return paths.map((path) => {
    const list = results.get(path) ?? [];
    return { path, median: medianRun(list), runs: list };
  });
}
