import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  claimNextJob,
  enqueueJob,
  PermanentJobError,
  pruneDoneJobs,
  registerJobKind,
  runDueJobs,
} from "~/server/jobs/jobs.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// The jobs table's leases, retries and dead state (the outbox's pattern, shared code), on SQLite
// and PostgreSQL, in process.

const seen: number[] = [];
let failures = 0;
registerJobKind<{ n: number }>({
  kind: "test.record",
  policy: { maxAttempts: 3, baseDelayMs: 1000 },
  async run({ n }) {
    await new Promise((r) => setTimeout(r, 3));
    seen.push(n);
  },
});
const deadCalls: string[] = [];
registerJobKind<{ permanent?: boolean }>({
  kind: "test.fail",
  policy: { maxAttempts: 3, baseDelayMs: 1000 },
  async run({ permanent }) {
    failures++;
    if (permanent) throw new PermanentJobError("cannot ever work");
    throw new Error("try again later");
  },
  async onDead(_payload, error) {
    deadCalls.push(error);
  },
});

describe.each(databaseKinds)("jobs on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("jobs").execute();
    seen.length = 0;
    deadCalls.length = 0;
    failures = 0;
  });

  const job = async (id: number) =>
    database.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("runs each job exactly once with several workers claiming at the same time", async () => {
    for (let n = 0; n < 30; n++) await enqueueJob("test.record", { n }, database.db);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => runDueJobs({ app: database, leaseMs: 60_000, limit: 100 })),
    );
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(30);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    const states = await database.db.selectFrom("jobs").select("state").distinct().execute();
    expect(states).toEqual([{ state: "done" }]);
  });

  it("claims a running job again only after its lease runs out, counting the attempt", async () => {
    const id = await enqueueJob("test.record", { n: 1 }, database.db);
    const now = new Date(Date.now() + 1000);
    expect(await claimNextJob(now, 5000, database)).toMatchObject({ id, attempts: 1, payload: { n: 1 } });
    expect(await claimNextJob(now, 5000, database)).toBeUndefined();
    expect(await claimNextJob(new Date(now.getTime() + 5001), 5000, database)).toMatchObject({ id, attempts: 2 });
  });

  it("does not claim kinds this process does not know", async () => {
    await enqueueJob("someone-else", {}, database.db);
    expect(await claimNextJob(new Date(Date.now() + 1000), 5000, database)).toBeUndefined();
  });

  it("backs off after a failure, then is dead after the last attempt", async () => {
    const id = await enqueueJob("test.fail", {}, database.db);
    let now = Date.now() + 1000;
    const run = () => runDueJobs({ app: database, leaseMs: 60_000, now: () => new Date(now) });
    expect(await run()).toEqual({ done: 0, retried: 1, dead: 0 });
    const first = await job(id);
    expect([first.state, Number(first.attempts), first.last_error]).toEqual(["queued", 1, "try again later"]);
    expect(new Date(first.run_after).getTime()).toBe(now + 1000);
    expect(await run()).toEqual({ done: 0, retried: 0, dead: 0 }); // not due yet
    now += 1000;
    expect(await run()).toMatchObject({ retried: 1 });
    expect(new Date((await job(id)).run_after).getTime()).toBe(now + 2000);
    now += 2000;
    expect(await run()).toMatchObject({ dead: 1 });
    expect((await job(id)).state).toBe("dead");
    expect(deadCalls).toEqual(["try again later"]);
    expect(failures).toBe(3);
  });

  it("is dead at once on a permanent error", async () => {
    const id = await enqueueJob("test.fail", { permanent: true }, database.db);
    expect(await runDueJobs({ app: database, leaseMs: 60_000 })).toMatchObject({ dead: 1 });
    expect((await job(id)).state).toBe("dead");
    expect(deadCalls).toEqual(["cannot ever work"]);
  });

  it("gives up on a job that killed its process on every attempt, without running it again", async () => {
    const id = await enqueueJob("test.fail", {}, database.db);
    let now = Date.now() + 1000;
    // Three claims whose process "died" (the lease simply runs out each time).
    for (let i = 0; i < 3; i++) {
      expect(await claimNextJob(new Date(now), 1000, database)).toMatchObject({ id, attempts: i + 1 });
      now += 1001;
    }
    expect(await runDueJobs({ app: database, leaseMs: 1000, now: () => new Date(now) })).toMatchObject({ dead: 1 });
    expect(failures).toBe(0);
    expect((await job(id)).last_error).toMatch(/stopped .* during every attempt/);
  });

  it("keeps a long job's lease alive while it runs", async () => {
    let release = () => {};
    registerJobKind<object>({
      kind: "test.slow",
      policy: { maxAttempts: 2, baseDelayMs: 1000 },
      run: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const id = await enqueueJob("test.slow", {}, database.db);
    const running = runDueJobs({ app: database, leaseMs: 600 });
    await new Promise((r) => setTimeout(r, 1500));
    // Past the first lease, but heartbeats moved it: nobody else can take the job.
    expect(await claimNextJob(new Date(), 600, database)).toBeUndefined();
    release();
    expect(await running).toMatchObject({ done: 1 });
    expect((await job(id)).state).toBe("done");
  });

  it("removes done jobs after a week, and keeps dead ones", async () => {
    const done = await enqueueJob("test.record", { n: 1 }, database.db);
    const dead = await enqueueJob("test.fail", { permanent: true }, database.db);
    await runDueJobs({ app: database, leaseMs: 60_000 });
    expect(await pruneDoneJobs(new Date(Date.now() + 6 * 86_400_000), database)).toBe(0);
    expect(await pruneDoneJobs(new Date(Date.now() + 8 * 86_400_000), database)).toBe(1);
    const left = await database.db.selectFrom("jobs").select("id").execute();
    expect(left.map((j) => Number(j.id))).toEqual([dead]);
    expect(done).not.toBe(dead);
  });
});
