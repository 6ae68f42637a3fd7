import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readManifest } from "~/server/backup/backup.server";
import { folderDestination } from "~/server/backup/destination.server";
import { NIGHTLY_BACKUP_JOB, queueNightlyBackup, registerNightlyBackupJob } from "~/server/backup/nightly.server";
import { backupStatus } from "~/server/backup/status.server";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { runDueJobs } from "~/server/jobs/jobs.server";
import { fileStorage, setMediaStorageForTests, type MediaStorage } from "~/server/media/storage.server";
import { databaseKinds } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn, textOf } from "./admin-client";
import { addLibraryPhoto, databaseWithUrl, deleteLibraryPhoto, sha256, type UrlDatabase } from "./backup-helpers";

// BACKUP_TO's nightly backup: queued once a night across instances (a primary key per night), run
// once as a leased job, retried after a failure (recorded, and shown), BACKUP_KEEP applied; then
// two built servers on one SQLite file with BACKUP_TO, and the dashboard's "Last backup".

registerNightlyBackupJob();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backup-schedule-"));
const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
  resetEnvForTests();
  setMediaStorageForTests(undefined);
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The night of 2026-12-0n, an hour after the backup becomes due (2 AM in Phoenix = 09:00 UTC). */
const night = (day: number) => new Date(`2026-12-0${day}T10:00:00Z`);

describe.each(databaseKinds)("the nightly backup on %s", (kind) => {
  let first: UrlDatabase;
  let second: AppDatabase;
  let storage: MediaStorage;
  const backupTo = path.join(tmp, `backups-${kind}`);

  const configure = (settings: Record<string, string>) => {
    Object.assign(process.env, settings);
    resetEnvForTests();
  };

  beforeAll(async () => {
    first = await databaseWithUrl(kind);
    // A second instance: its own connection pool on PostgreSQL. SQLite's driver is synchronous, so a
    // second connection in this process would block the thread waiting for the first; the two
    // "instances" share one here, and two processes on one file are tested below.
    second = kind === "postgres" ? openDatabase(first.url) : first;
    storage = fileStorage(path.join(tmp, `media-${kind}`));
    setMediaStorageForTests(storage);
    configure({ DATABASE_URL: first.url, BACKUP_TO: backupTo, BACKUP_KEEP: "2" });
  }, 60_000);
  afterAll(async () => {
    if (second !== first) await second?.db.destroy();
    await first?.cleanup();
  });

  const backupJobs = () =>
    first.db.selectFrom("jobs").select(["id", "state", "attempts"]).where("kind", "=", NIGHTLY_BACKUP_JOB).execute();
  /** What the two instances' workers did between them. */
  const total = (results: Array<{ done: number; retried: number; dead: number }>) => ({
    done: results.reduce((sum, r) => sum + r.done, 0),
    retried: results.reduce((sum, r) => sum + r.retried, 0),
    dead: results.reduce((sum, r) => sum + r.dead, 0),
  });
  const runJobs = (now?: Date) =>
    Promise.all([first, second].map((app) => runDueJobs({ app, leaseMs: 60_000, ...(now ? { now: () => now } : {}) })));

  it("is queued once a night by any number of instances, and runs once", async () => {
    const photo = await addLibraryPhoto(first, storage, "night one");
    const queued = await Promise.all([queueNightlyBackup(first, night(1)), queueNightlyBackup(second, night(1))]);
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(await Promise.all([queueNightlyBackup(first, night(1)), queueNightlyBackup(second, night(1))])).toEqual([
      false,
      false,
    ]);
    expect(await backupJobs()).toHaveLength(1);

    expect(total(await runJobs())).toEqual({ done: 1, retried: 0, dead: 0 });
    const destination = folderDestination(backupTo);
    const snapshots = await destination.listSnapshots();
    expect(snapshots).toHaveLength(1);
    const manifest = await readManifest(destination, snapshots[0]!.id);
    expect(manifest.files.map((f) => f.sha256)).toContain(sha256(photo.original));
    const runs = await first.db.selectFrom("backup_runs").selectAll().execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      started_by: "schedule",
      night: "2026-12-01",
      state: "done",
      snapshot_id: snapshots[0]!.id,
      files: 2,
      error: null,
    });
    const status = await backupStatus(first, { BACKUP_TO: backupTo });
    expect(status).toMatchObject({ configured: true, lastFailure: null, retryAt: null });
    expect(status.lastSuccess?.files).toBe(2);
  });

  it("records a failed night, shows it, and retries it with back-off", async () => {
    const blocked = path.join(tmp, `not-a-folder-${kind}`);
    fs.writeFileSync(blocked, "a file where the backup folder should be");
    configure({ BACKUP_TO: path.join(blocked, "backups") });
    expect(await queueNightlyBackup(first, night(2))).toBe(true);
    expect(total(await runJobs())).toEqual({ done: 0, retried: 1, dead: 0 });
    const [job] = (await backupJobs()).filter((j) => j.state === "queued");
    expect(job).toMatchObject({ attempts: 1 });
    const status = await backupStatus(first, { BACKUP_TO: "set" });
    expect(status.lastFailure?.error).toMatch(/ENOTDIR|not a directory/);
    expect(Date.parse(status.retryAt!) - Date.now()).toBeGreaterThan(14 * 60_000);

    configure({ BACKUP_TO: backupTo });
    expect(total(await runJobs())).toEqual({ done: 0, retried: 0, dead: 0 }); // not due yet
    expect(total(await runJobs(new Date(Date.now() + 16 * 60_000)))).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(await backupStatus(first, { BACKUP_TO: backupTo })).toMatchObject({ lastFailure: null, retryAt: null });
    const states = await first.db.selectFrom("backup_runs").select("state").orderBy("id").execute();
    expect(states.map((r) => r.state)).toEqual(["done", "failed", "done"]);
  });

  it("keeps BACKUP_KEEP snapshots, and drops the files only older ones had", async () => {
    const gone = await addLibraryPhoto(first, storage, "deleted on day three");
    for (const day of [3, 4, 5, 6]) {
      if (day === 4) await deleteLibraryPhoto(first, storage, gone.id);
      expect(await queueNightlyBackup(second, night(day))).toBe(true);
      expect(total(await runJobs())).toEqual({ done: 1, retried: 0, dead: 0 });
    }
    const destination = folderDestination(backupTo);
    const snapshots = await destination.listSnapshots();
    expect(snapshots).toHaveLength(2);
    const store = await destination.listFiles();
    expect(store.has(sha256(gone.original))).toBe(false);
    expect(store.has(sha256(gone.variant))).toBe(false);
    for (const snapshot of snapshots) {
      for (const file of (await readManifest(destination, snapshot.id)).files)
        expect(store.get(file.sha256)).toBe(file.size);
    }
    const nights = await first.db.selectFrom("backup_nights").select("night").orderBy("night").execute();
    expect(nights.map((n) => n.night)).toEqual([
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
  });
});

describe("two servers on one SQLite file with BACKUP_TO", () => {
  let one: TestServer;
  let two: TestServer | undefined;
  let bothLooked = 0;
  const backupTo = path.join(tmp, "served");

  beforeAll(async () => {
    one = await startServer({ BACKUP_TO: backupTo, BACKUP_KEEP: "3" });
    two = await startServer({ BACKUP_TO: backupTo, DATABASE_URL: one.databaseUrl, DATA_DIR: one.dataDir });
    // Each server's first look is 5 s after it starts.
    bothLooked = Date.now() + 7_000;
    const created = await createAdminAccount(one.databaseUrl);
    expect(created.code, created.output).toBe(0);
  }, 90_000);
  afterAll(async () => {
    await two?.stop();
    await one?.stop();
  });

  it("back up once between them, soon after starting, and the dashboard says when", async () => {
    const destination = folderDestination(backupTo);
    const deadline = Date.now() + 60_000;
    while (!(await destination.listSnapshots()).some((s) => s.complete)) {
      if (Date.now() > deadline) throw new Error(`no snapshot:\n${one.logs.join("\n")}\n${two?.logs.join("\n")}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    // Both instances have looked by now; a second backup would have shown within a few seconds.
    await new Promise((r) => setTimeout(r, Math.max(0, bothLooked - Date.now()) + 3_000));
    expect(await destination.listSnapshots()).toHaveLength(1);
    const app = openDatabase(one.databaseUrl);
    try {
      expect(await app.db.selectFrom("backup_nights").selectAll().execute()).toHaveLength(1);
      const runs = await app.db.selectFrom("backup_runs").select(["state", "started_by"]).execute();
      expect(runs).toEqual([{ state: "done", started_by: "schedule" }]);
    } finally {
      await app.db.destroy();
    }
    const { cookie } = await signIn(one.url);
    const text = textOf(await (await fetch(`${one.url}/admin`, { headers: { cookie } })).text());
    expect(text).toMatch(/Backups Last backup: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) \(Arizona time\)\./);
    expect(text).toContain(`in ${backupTo}.`);
    expect(text).not.toContain("Warning:");
  });
});
