import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn } from "./admin-client";
import { photo, pidOnPort, upload, waitUntilSettled, type StatusPhoto } from "./media-helpers";

// A batch survives a crash: the server is killed (SIGKILL, no clean shutdown) in the middle of
// processing a batch, started again, and every photo ends ready. The job that was running when
// the process died is taken over once its lease runs out.

let server: TestServer;
let app: AppDatabase;

beforeAll(async () => {
  server = await startServer({ JOBS_POLL_MS: "200", JOBS_LEASE_MS: "1500" });
  expect((await createAdminAccount(server.databaseUrl)).code).toBe(0);
  app = openDatabase(server.databaseUrl);
});

afterAll(async () => {
  await app?.db.destroy();
  await server?.stop();
});

describe("a batch and a crash", () => {
  it("finishes every photo after the server is killed mid-batch and started again", async () => {
    let auth = await signIn(server.url);
    const files = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => ({ name: `batch-${i + 1}.jpg`, body: await photo({ seed: 10 + i }) })),
    );
    const res = await upload(server, files, auth);
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Array<{ ok: boolean; photo: { id: number } }> };
    expect(results.every((r) => r.ok)).toBe(true);
    const ids = results.map((r) => r.photo.id);

    // Wait until the batch is under way: some photos ready, some not.
    let states: string[] = [];
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      const status = await fetch(`${server.url}/admin/photos/status?ids=${ids.join(",")}`, {
        headers: { cookie: auth.cookie },
      });
      states = ((await status.json()) as { photos: StatusPhoto[] }).photos.map((p) => p.state);
      if (states.includes("ready") && states.includes("processing")) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(states).toContain("processing");
    const unfinished = states.filter((s) => s !== "ready").length;
    expect(unfinished).toBeGreaterThan(1);

    process.kill(pidOnPort(server.port), "SIGKILL");
    const running = await app.db.selectFrom("jobs").select("state").where("state", "=", "running").execute();
    expect(running).toHaveLength(1); // left behind by the dead process, under its lease

    await server.restart();
    auth = await signIn(server.url);
    const photos = await waitUntilSettled(server, auth.cookie, ids);
    expect(photos.map((p) => p.state)).toEqual(ids.map(() => "ready"));
    for (const p of photos) expect(p.variants).toHaveLength(12);
    const jobs = await app.db.selectFrom("jobs").select(["state", "attempts"]).execute();
    expect(jobs.map((j) => j.state)).toEqual(ids.map(() => "done"));
    // The job the crash interrupted ran twice; the others once.
    expect(jobs.filter((j) => Number(j.attempts) === 2)).toHaveLength(1);
  }, 180_000);
});
