import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureStopped, launchServer, postJson, sleep, tempDir, traffic, type ServerProcess } from "./helpers/process";

// Two faults of the process itself: SIGTERM with requests in flight (drain them, then stop the
// outbox worker and the database, exit 0 within 10 s), and two server processes writing one
// SQLite file at once (busy, never an error).

let dataDir: string;
const servers: ServerProcess[] = [];

beforeAll(() => {
  dataDir = tempDir("faults-process-");
});

afterAll(async () => {
  for (const server of servers) await ensureStopped(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function query<T>(file: string, sql: string): T[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

/** A POST whose body arrives in two halves: the request is in flight until `finish()`. */
function slowPost(url: string, body: string) {
  const target = new URL(url);
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const req = http.request({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: "POST",
    agent: false,
    headers: { "content-type": "application/json", "content-length": String(bytes.length) },
  });
  const answer = new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
    });
    req.on("error", reject);
  });
  req.write(bytes.subarray(0, half));
  return { answer, finish: () => req.end(bytes.subarray(half)) };
}

describe("SIGTERM", () => {
  it("finishes the requests in flight, refuses new ones, closes everything and exits 0 within 10 s", async () => {
    const file = path.join(dataDir, "sigterm.db");
    const server = await launchServer({ DATABASE_URL: `file:${file}`, DATA_DIR: dataDir });
    servers.push(server);

    // An idle keep-alive connection must not hold the process open.
    const keepAlive = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      http
        .get(`${server.url}/testimonials/love-stories`, { agent: keepAlive }, (res) => {
          res.resume();
          res.on("end", resolve);
        })
        .on("error", reject),
    );

    const inFlight = [0, 1, 2].map((n) =>
      slowPost(
        `${server.url}/functions/v1/send-contact-email`,
        JSON.stringify({ kind: "contact", name: "Drain Test", email: "drain@example.com", message: `drain-${n}` }),
      ),
    );
    await sleep(300);
    const signalled = Date.now();
    server.kill("SIGTERM");
    await sleep(500);

    // No new connections once draining started.
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();

    // The requests in flight complete normally, and are told to close their connection.
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((r) => r.answer));
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      expect(answer.connection).toBe("close");
    }

    const exit = await server.exited;
    keepAlive.destroy();
    expect(exit.code).toBe(0);
    expect(exit.at - signalled).toBeLessThan(10_000);
    const log = server.logs.join("\n");
    expect(log).toContain("shutdown: requests drained");
    expect(log).toContain("shutdown: done");
    expect(log).not.toContain("still running");

    // Stored with their mails; the database was closed cleanly (no WAL left behind to replay).
    const stored = query<{ message: string }>(file, "select message from enquiries order by message");
    expect(stored.map((r) => r.message)).toEqual(["drain-0", "drain-1", "drain-2"]);
    expect(query<{ n: number }>(file, "select count(*) as n from outbox where related_type = 'enquiry'")).toEqual([
      { n: 3 },
    ]);
    expect(fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0).toBe(0);
    console.log(`SIGTERM: 3 requests in flight finished with 200; exit ${exit.code} after ${exit.at - signalled} ms.`);
  });
});

describe("two server processes on one SQLite file", () => {
  it("both keep accepting writes at full speed: SQLITE_BUSY is waited out, never an error", async () => {
    const file = path.join(dataDir, "shared.db");
    const env = { DATABASE_URL: `file:${file}`, DATA_DIR: dataDir };
    const a = await launchServer(env);
    servers.push(a);
    const b = await launchServer(env);
    servers.push(b);

    const load = [a, b].flatMap((server, s) => [
      traffic(6, async (n) => {
        const res = await postJson(`${server.url}/functions/v1/send-contact-email`, {
          kind: "contact",
          name: "Busy Test",
          email: "busy@example.com",
          message: `busy-${s}-${n}`,
        });
        return { key: `busy-${s}-${n}`, status: res.status };
      }),
      traffic(3, async (n) => {
        const res = await postJson(`${server.url}/functions/v1/submit-testimonial`, {
          bride_name: "Busy",
          review_text: `busy-review-${s}-${n}`,
          rating: 5,
        });
        return { key: `busy-review-${s}-${n}`, status: res.status };
      }),
    ]);
    await sleep(6000);
    const results = (await Promise.all(load.map((l) => l.stop()))).flat();

    const failures = results.filter((r) => r.error !== undefined || (r.value?.status ?? 0) >= 300);
    expect(failures).toEqual([]);
    const keys = results.map((r) => r.value?.key ?? "");
    expect(keys.length).toBeGreaterThan(200);

    const enquiries = query<{ message: string }>(file, "select message from enquiries").map((r) => r.message);
    const reviews = query<{ review_text: string }>(file, "select review_text from testimonials").map(
      (r) => r.review_text,
    );
    expect([...enquiries, ...reviews].sort()).toEqual([...keys].sort());
    expect(query<{ n: number }>(file, "select count(*) as n from outbox")).toEqual([{ n: keys.length }]);
    console.log(`SQLite, two processes: ${keys.length} writes in 6 s, 0 failed, each stored once with its mail.`);

    await Promise.all([ensureStopped(a), ensureStopped(b)]);
  });
});
