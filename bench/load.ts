import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon, { type RequestSpec } from "autocannon";
import { freePort } from "../tests/helpers/server";

// Server load on loopback with autocannon: the site's server for pages kept by its render cache
// (one page, Love Stories with its reviews, and every cached page in turn, also with 200
// connections) and the two JSON endpoints; and a bare node:http server sending the same bytes with
// the same headers as the ceiling for each page set. autocannon runs in this process, each server
// in its own.

export interface LoadResult {
  name: string;
  method: string;
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
  /** Absent in results written before the render cache: the run's connection setting. */
  connections?: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  log: (line: string) => void;
}

const BROWSER_HEADERS = { "accept-encoding": "br, gzip", accept: "text/html" };

type Spec = RequestSpec & { method: string; path: string };

async function measure(
  name: string,
  url: string,
  specs: Spec | Spec[],
  options: LoadOptions & { connectionsOverride?: number },
): Promise<LoadResult> {
  const requests = Array.isArray(specs) ? specs : [specs];
  const spec = requests.length === 1 ? requests[0]! : { ...requests[0]!, path: `${requests.length} pages in turn` };
  const base = { url, connections: options.connectionsOverride ?? options.connections, requests };
  // A short warm-up: JIT and caches, so the measured window is the steady state.
  await autocannon({ ...base, duration: 2 });
  const r = await autocannon({ ...base, duration: options.durationSeconds });
  const result: LoadResult = {
    name,
    method: spec.method,
    path: spec.path,
    connections: base.connections,
    requestsPerSecond: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
  };
  options.log(
    `  load ${name}: ${result.requestsPerSecond} req/s, p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
  return result;
}

/** Starts the ceiling server for a set of pages, each with the bytes and headers the site sent. */
async function startCeiling(siteUrl: string, paths: string[]) {
  const pages: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const p of paths) pages[p] = await siteAnswer(siteUrl + p);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ceiling-")), "pages.json");
  fs.writeFileSync(file, JSON.stringify(pages));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "static-ceiling.ts")], {
    env: { ...process.env, CEILING_PAGES: file, CEILING_PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
    child.on("exit", (code) => reject(new Error(`static ceiling exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) =>
        child
          .once("exit", () => {
            fs.rmSync(path.dirname(file), { recursive: true, force: true });
            resolve();
          })
          .kill("SIGTERM"),
      ),
  };
}

/** What the site answers a browser for a page (brotli), minus the per-connection headers. */
async function siteAnswer(url: string): Promise<{ headers: Record<string, string>; body: string }> {
  const body = await new Promise<{ headers: Record<string, string>; bytes: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
            bytes: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
  if (body.headers["content-encoding"] !== "br") throw new Error(`${url} was not served precompressed (br)`);
  const skip = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
  return {
    headers: Object.fromEntries(Object.entries(body.headers).filter(([key]) => !skip.has(key))),
    body: body.bytes.toString("base64"),
  };
}

export interface LoadPlan {
  siteUrl: string;
  /** One cached page, as the prerendered page was measured before (decision 007). */
  pagePath: string;
  /** Love Stories, with the benchmark's 200 approved reviews. */
  storiesPath: string;
  /** Every page the render cache keeps. */
  cachedPaths: string[];
  /** The connections of the many-visitors line (issue 18: 200). */
  manyConnections: number;
}

/** The site's line, then the ceiling's for the same pages, so each ratio compares like with like. */
async function againstCeiling(
  name: string,
  plan: LoadPlan,
  paths: string[],
  options: LoadOptions,
  results: LoadResult[],
) {
  const site = plan.siteUrl.replace("localhost", "127.0.0.1");
  const specs = paths.map((p) => ({ method: "GET", path: p, headers: BROWSER_HEADERS }));
  const ceiling = await startCeiling(site, paths);
  try {
    results.push(await measure(`static ceiling: ${name}`, ceiling.url, specs, options));
  } finally {
    await ceiling.stop();
  }
  results.push(await measure(`cached: ${name}`, site, specs, options));
}

export async function runLoad(plan: LoadPlan, options: LoadOptions): Promise<LoadResult[]> {
  const site = plan.siteUrl.replace("localhost", "127.0.0.1");
  const results: LoadResult[] = [];

  await againstCeiling("one page", plan, [plan.pagePath], options, results);
  await againstCeiling("love stories", plan, [plan.storiesPath], options, results);
  await againstCeiling("every cached page", plan, plan.cachedPaths, options, results);
  results.push(
    await measure(
      `cached: every cached page, ${plan.manyConnections} connections`,
      site,
      plan.cachedPaths.map((p) => ({ method: "GET", path: p, headers: BROWSER_HEADERS })),
      { ...options, connectionsOverride: plan.manyConnections },
    ),
  );

  // The bench server raises PAYMENT_RATE_LIMIT_MAX (run.ts): every request still pays for its
  // rate-limit row, as a real visitor's does, without pretending to come from elsewhere.
  results.push(
    await measure(
      "POST create-payment",
      site,
      {
        method: "POST",
        path: "/functions/v1/create-payment",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          items: [
            { id: "pink-peonies-8x10", title: "Pink Peonies", size: "8x10", price: "$45.00", image: "", quantity: 1 },
          ],
          customerEmail: null,
        }),
      },
      options,
    ),
  );
  // Last: every accepted enquiry queues an e-mail that the outbox worker then writes to disk.
  results.push(
    await measure(
      "POST send-contact-email",
      site,
      {
        method: "POST",
        path: "/functions/v1/send-contact-email",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          kind: "contact",
          name: "Benchmark Visitor",
          email: "visitor@example.com",
          date: "June 2027",
          location: "Sedona",
          message: "We would love to talk about photographs for our wedding next summer.",
        }),
      },
      options,
    ),
  );
  return results;
}
