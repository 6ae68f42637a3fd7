import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateCluster, type PrivateCluster } from "./helpers/postgres";
import {
  ensureStopped,
  launchServer,
  postJson,
  sleep,
  tempDir,
  traffic,
  waitFor,
  type ServerProcess,
} from "./helpers/process";

// PostgreSQL stopped and started again under load, on a private cluster (never the machine's
// shared server): while it is down every request gets a 503 (try again), never a 500; the pool
// reconnects by itself once it is back; and no enquiry or review is stored without its mail.

let cluster: PrivateCluster;
let server: ServerProcess | undefined;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir("faults-pg-");
  cluster = await privateCluster();
});

afterAll(async () => {
  if (server && server.child.exitCode !== null)
    console.error(`the server exited:\n${server.logs.slice(-40).join("\n")}`);
  await ensureStopped(server);
  await cluster?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Outcome {
  kind: "enquiry" | "review" | "order" | "page";
  key: string;
  status: number;
  at: number;
}

describe("PostgreSQL restarted under load", () => {
  it("answers 503 while it is down, recovers by itself, and writes nothing by halves", async () => {
    server = await launchServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir });
    const url = server.url;
    const load = [
      traffic(4, async (n): Promise<Outcome> => {
        const key = `pg-enquiry-${n}`;
        const res = await postJson(`${url}/functions/v1/send-contact-email`, {
          kind: "contact",
          name: "Restart Test",
          email: "restart@example.com",
          message: key,
        });
        return { kind: "enquiry", key, status: res.status, at: Date.now() };
      }),
      traffic(2, async (n): Promise<Outcome> => {
        const key = `pg-review-${n}`;
        const res = await postJson(`${url}/functions/v1/submit-testimonial`, {
          bride_name: "Restart",
          review_text: key,
          rating: 5,
        });
        return { kind: "review", key, status: res.status, at: Date.now() };
      }),
      // Paced: the payment endpoint allows 30 per address per 10 minutes, fixed in code.
      traffic(1, async (n): Promise<Outcome> => {
        await sleep(700);
        const res = await postJson(`${url}/functions/v1/create-payment`, {
          items: [{ id: "pink-peonies-8x10", quantity: 1 }],
          customerEmail: null,
        });
        return { kind: "order", key: String(n), status: res.status, at: Date.now() };
      }),
      traffic(1, async (n): Promise<Outcome> => {
        const res = await fetch(`${url}/testimonials/love-stories`);
        await res.arrayBuffer();
        return { kind: "page", key: String(n), status: res.status, at: Date.now() };
      }),
    ];
    await sleep(2000);
    const stoppedAt = Date.now();
    await cluster.stop();
    await sleep(3000);
    await cluster.start();
    const startedAt = Date.now();
    // The pool reconnects on its own: a fresh enquiry succeeds within a few seconds.
    await waitFor(
      async () =>
        (
          await postJson(`${url}/functions/v1/send-contact-email`, {
            name: "After",
            email: "a@example.com",
            message: "pg-after",
          })
        ).status === 200,
      "an enquiry accepted after the restart",
      15_000,
    );
    const recoveredAt = Date.now();
    await sleep(3000);
    const outcomes = (await Promise.all(load.map((l) => l.stop()))).flat();

    // The server never went away and never answered 500.
    expect(outcomes.filter((o) => o.error !== undefined)).toEqual([]);
    const answers = outcomes.map((o) => o.value as Outcome);
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
    const during = answers.filter((a) => a.at > stoppedAt + 500 && a.at < startedAt);
    expect(during.length).toBeGreaterThan(0);
    // Love Stories answers 200 throughout: the render cache keeps its last good page (decision 020).
    for (const kind of ["enquiry", "review", "order"] as const) {
      expect(during.filter((a) => a.kind === kind && a.status === 503).length, `${kind} 503s`).toBeGreaterThan(0);
    }
    // Recovered: everything in the last seconds succeeded.
    const late = answers.filter((a) => a.at > recoveredAt + 500);
    expect(late.length).toBeGreaterThan(10);
    expect(late.filter((a) => a.status >= 300)).toEqual([]);

    // Acknowledged: stored exactly once. Refused: stored at most once. Each with its mail.
    const enquiries = await query<{ message: string }>("select message from enquiries");
    const reviews = await query<{ review_text: string }>("select review_text from testimonials");
    const stored = new Map<string, number>();
    for (const key of [...enquiries.map((e) => e.message), ...reviews.map((r) => r.review_text)]) {
      stored.set(key, (stored.get(key) ?? 0) + 1);
    }
    for (const a of answers.filter((a) => (a.kind === "enquiry" || a.kind === "review") && a.status < 300))
      expect(stored.get(a.key), a.key).toBe(1);
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
    expect(
      await query(
        "select e.id from enquiries e where not exists (select 1 from outbox o where o.related_type = 'enquiry' and o.related_id = e.id)",
      ),
    ).toEqual([]);
    expect(
      await query(
        "select t.id from testimonials t where not exists (select 1 from outbox o where o.related_type = 'testimonial' and o.related_id = t.id)",
      ),
    ).toEqual([]);
    expect(
      await query(
        "select o.id from outbox o where (o.related_type = 'enquiry' and not exists (select 1 from enquiries e where e.id = o.related_id)) or (o.related_type = 'testimonial' and not exists (select 1 from testimonials t where t.id = o.related_id))",
      ),
    ).toEqual([]);
    // An order is its row and its lines, written together or not at all.
    expect(
      await query("select o.id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)"),
    ).toEqual([]);
    console.log(
      `PostgreSQL restart: ${answers.length} requests, ${answers.filter((a) => a.status === 503).length} answered 503 ` +
        `while it was down (${((startedAt - stoppedAt) / 1000).toFixed(1)} s), 0 answered 500, ` +
        `${stored.size} rows stored, each with its mail; the pool took ${((recoveredAt - startedAt) / 1000).toFixed(1)} s to recover.`,
    );
  });
});
