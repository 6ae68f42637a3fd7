import fs from "node:fs";

// Timing helpers for bench/studio.ts: percentiles of a series of sequential requests, the server's
// own time for them (its request log, one line per request with its milliseconds), the CPU time
// the server spent (what a busy shared machine does not inflate) and the time of the SQL alone,
// run in the benchmark's process against the same database.

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted.at(-1) ?? 0) };
}

/**
 * Times `count` calls of `work`, one after another, after `warmUp` untimed ones; `prepare` (a
 * change to the database, say) runs before each call, untimed.
 */
export async function timeSeries(
  count: number,
  warmUp: number,
  work: (i: number) => Promise<void>,
  prepare?: (i: number) => Promise<void>,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) {
    await prepare?.(i);
    await work(i);
  }
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    await prepare?.(warmUp + i);
    const t = performance.now();
    await work(i);
    times.push(performance.now() - t);
  }
  return times;
}

export interface SeriesOptions {
  /** Request headers besides the cookie (If-None-Match for a calendar app's revalidation). */
  headers?: Record<string, string>;
  /** The status every answer must have: 200 unless said. */
  status?: number;
  /** Runs before each request, untimed. */
  prepare?: (i: number) => Promise<void>;
}

/** GETs `paths` in turn (with the cookie), refusing any other status; each timed to its body's last byte. */
export function fetchSeries(
  baseUrl: string,
  paths: readonly string[],
  cookie: string,
  count: number,
  warmUp: number,
  options: SeriesOptions = {},
) {
  const expected = options.status ?? 200;
  return timeSeries(
    count,
    warmUp,
    async (i) => {
      const path = paths[i % paths.length]!;
      const res = await fetch(baseUrl + path, { headers: { cookie, ...options.headers } });
      await res.arrayBuffer();
      if (res.status !== expected) throw new Error(`${path} answered ${res.status}`);
    },
    options.prepare,
  );
}

/** The server's own milliseconds for the requests to `paths` (with `status`) logged after byte `from` of its log. */
export function serverTimes(logFile: string, from: number, paths: readonly string[], status = 200): number[] {
  const text = fs.readFileSync(logFile, "utf8").slice(from);
  const wanted = new Set(paths);
  const times: number[] = [];
  for (const line of text.split("\n")) {
    const match = /^GET (\S+) (\d{3}) ([\d.]+)ms/.exec(line);
    if (match && wanted.has(match[1]!) && Number(match[2]) === status) times.push(Number(match[3]));
  }
  return times;
}

/** CPU milliseconds (user + system, every thread) a process has used so far; undefined off Linux. */
export function processCpuMs(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: the fields after the command's closing parenthesis; utime and stime are
    // the 12th and 13th of them, in clock ticks (100 a second on Linux).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
