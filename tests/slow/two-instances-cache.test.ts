import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateCluster, type PrivateCluster } from "./helpers/postgres";
import { ensureStopped, launchServer, tempDir, type ServerProcess } from "./helpers/process";

// Two server processes on one PostgreSQL database, each with its own render cache: a testimonial
// approved by plain SQL (no request to either server) shows on both within 2 s (decision 020).

let cluster: PrivateCluster;
const servers: ServerProcess[] = [];
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir("two-instances-");
  cluster = await privateCluster();
  // One after the other: the first applies the migrations.
  for (const name of ["a", "b"]) {
    servers.push(await launchServer({ DATABASE_URL: cluster.url, DATA_DIR: `${dataDir}/${name}` }));
  }
});

afterAll(async () => {
  for (const server of servers) await ensureStopped(server);
  await cluster?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function query(sql: string) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Milliseconds until `text` is on `url`, polling every 25 ms, or an error after `ms`. */
async function visibleAfter(url: string, text: string, ms: number, since: number): Promise<number> {
  for (;;) {
    const body = await (await fetch(url)).text();
    if (body.includes(text)) return Date.now() - since;
    if (Date.now() - since > ms) throw new Error(`"${text}" not on ${url} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("two instances sharing PostgreSQL", () => {
  it("both show a testimonial approved by SQL within 2 s", async () => {
    const page = "/testimonials/love-stories";
    await query(
      `INSERT INTO testimonials (bride_name, review_text, rating, is_approved, category)
       VALUES ('Twin Teresa', 'Seen on both.', 5, false, 'love_stories')`,
    );
    // Both caches have the page at the current version before the edit.
    for (const server of servers) {
      const res = await fetch(server.url + page);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain("Twin Teresa");
    }
    await new Promise((r) => setTimeout(r, 1500));
    const edited = Date.now();
    await query(`UPDATE testimonials SET is_approved = true WHERE bride_name = 'Twin Teresa'`);
    const delays = await Promise.all(servers.map((s) => visibleAfter(s.url + page, "Twin Teresa", 2000, edited)));
    console.log(`edit visible after ${delays.join(" ms and ")} ms`);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(2000);
  });
});
