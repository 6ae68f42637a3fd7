import autocannon from "autocannon";

// One page under 200 connections (autocannon, 2 s of warm-up not counted), as bench:scheduler and
// bench:shop measure a page beside the home page in the same run; and its table row in RESULTS.md.

export interface LoadFigures {
  path: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function loadAt200(url: string, pathName: string, seconds: number): Promise<LoadFigures> {
  const base = {
    url: url + pathName,
    connections: 200,
    headers: { "accept-encoding": "br, gzip", accept: "text/html" },
  };
  await autocannon({ ...base, duration: 2 });
  const r = await autocannon({ ...base, duration: seconds });
  return {
    path: pathName,
    requests: r.requests.total,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** "| /path | requests | req/s | p50 | p99 | errors |" */
export const loadRow = (l: LoadFigures) =>
  `| ${l.path} | ${l.requests} | ${l.requestsPerSecond} | ${l.p50Ms} ms | ${l.p99Ms} ms | ${l.errors + l.non2xx} |`;
