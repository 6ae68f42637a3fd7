import { spawn } from "node:child_process";
import path from "node:path";
import autocannon, { type RequestSpec } from "autocannon";
import { freePort } from "../tests/helpers/server";

// Server load on loopback with autocannon: the site's server for a prerendered page, a
// server-rendered page and the two JSON endpoints, and a bare node:http server sending the same
// prerendered page as the ceiling. autocannon runs in this process, each server in its own.

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
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  log: (line: string) => void;
}

const BROWSER_HEADERS = { "accept-encoding": "br, gzip", accept: "text/html" };

async function measure(
  name: string,
  url: string,
  spec: RequestSpec & { method: string; path: string },
  options: LoadOptions,
): Promise<LoadResult> {
  const base = { url, connections: options.connections, requests: [spec] };
  // A short warm-up: JIT and caches, so the measured window is the steady state.
  await autocannon({ ...base, duration: 2 });
  const r = await autocannon({ ...base, duration: options.durationSeconds });
  const result: LoadResult = {
    name,
    method: spec.method,
    path: spec.path,
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

/** Starts the ceiling server for one precompressed file with the site's response headers. */
async function startCeiling(file: string, headers: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "static-ceiling.ts")], {
    env: { ...process.env, CEILING_FILE: file, CEILING_HEADERS: JSON.stringify(headers), CEILING_PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
    child.on("exit", (code) => reject(new Error(`static ceiling exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => child.once("exit", () => resolve()).kill("SIGTERM")),
  };
}

/** The headers the site answers a page with, minus the per-connection ones. */
async function siteHeaders(url: string): Promise<Record<string, string>> {
  const res = await fetch(url, { headers: BROWSER_HEADERS });
  await res.arrayBuffer();
  if (res.headers.get("content-encoding") !== "br") throw new Error(`${url} was not served precompressed (br)`);
  const skip = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
  return Object.fromEntries([...res.headers].filter(([key]) => !skip.has(key)));
}

export interface LoadPlan {
  siteUrl: string;
  prerenderedPath: string;
  /** The prerendered page's .br file in the build, served by the ceiling. */
  prerenderedFile: string;
  ssrPath: string;
}

export async function runLoad(plan: LoadPlan, options: LoadOptions): Promise<LoadResult[]> {
  const site = plan.siteUrl.replace("localhost", "127.0.0.1");
  const results: LoadResult[] = [];
  const page = (p: string) => ({ method: "GET", path: p, headers: BROWSER_HEADERS });

  const ceiling = await startCeiling(plan.prerenderedFile, await siteHeaders(site + plan.prerenderedPath));
  try {
    results.push(await measure("static ceiling (node:http)", ceiling.url, page(plan.prerenderedPath), options));
  } finally {
    await ceiling.stop();
  }
  results.push(await measure("prerendered page", site, page(plan.prerenderedPath), options));
  results.push(await measure("server-rendered page", site, page(plan.ssrPath), options));

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
