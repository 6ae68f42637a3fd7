import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { seedDatabase } from "./seed";
import { startBenchServer } from "./server";

// A/B of one server-rendered page between two builds of the same tree (BUILD_DIR copies), run
// back to back and interleaved so that other work on a shared machine hits both alike:
//   npx tsx bench/ssr-ab.ts build-before build [path] [rounds]
// Each build gets its own database with bench/seed.ts's 50 approved testimonials; autocannon on
// loopback, 10 connections, 10 s, after a short warm-up.

const [a = "build-before", b = "build", pagePath = "/testimonials/love-stories", roundsArg = "2"] =
  process.argv.slice(2);
const root = path.resolve(import.meta.dirname, "..");

async function measure(buildDir: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssr-ab-"));
  const databaseUrl = `file:${path.join(dataDir, "site.db")}`;
  await seedDatabase(databaseUrl);
  const server = await startBenchServer(path.join(root, buildDir), dataDir, { DATABASE_URL: databaseUrl });
  try {
    const html = await (await fetch(server.url + pagePath)).text();
    await autocannon({ url: server.url + pagePath, connections: 10, duration: 2 });
    const result = await autocannon({ url: server.url + pagePath, connections: 10, duration: 10 });
    return {
      build: buildDir,
      htmlBytes: Buffer.byteLength(html),
      svgs: (html.match(/<svg/g) ?? []).length,
      reqPerSec: Math.round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `load average at start: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ")}`,
);
for (let round = 1; round <= Number(roundsArg); round++) {
  for (const buildDir of [a, b]) console.log(JSON.stringify({ round, ...(await measure(buildDir)) }));
}
console.log(
  `load average at end: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ")}`,
);
