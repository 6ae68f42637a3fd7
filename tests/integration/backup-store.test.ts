import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readManifest, runBackup } from "~/server/backup/backup.server";
import { databaseIsEmpty } from "~/server/backup/database-restore.server";
import { folderDestination, s3Destination, type BackupDestination } from "~/server/backup/destination.server";
import { snapshotId } from "~/server/backup/location";
import { pruneSnapshots } from "~/server/backup/prune.server";
import { RestoreRefused, runRestore } from "~/server/backup/restore.server";
import { hashStream } from "~/server/backup/streams.server";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { fileStorage, readAll, type MediaStorage } from "~/server/media/storage.server";
import { databaseKinds } from "../helpers/databases";
import {
  addLibraryPhoto,
  databaseWithUrl,
  deleteLibraryPhoto,
  newDatabaseUrl,
  sha256,
  type UrlDatabase,
} from "./backup-helpers";
import { S3_BUCKET, startS3, type TestS3 } from "./media-helpers";

// The backup module in process (app/server/backup), on SQLite and PostgreSQL, to a folder and to
// S3 (s3rver): what a snapshot holds, that a second backup copies only new files, a photo deleted
// under a running backup, restore byte for byte and its refusals, and BACKUP_KEEP's pruning.
// tests/integration/backup-restore.test.ts does the same end to end, against a running site.

const cases = [
  ...databaseKinds.map((db) => ({ db, destination: "folder" as const })),
  { db: "sqlite" as const, destination: "s3" as const },
];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backup-store-"));
let s3: TestS3 | undefined;
let counter = 0;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function files(storage: MediaStorage) {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.sort();
}

describe.each(cases)("backups of $db to a $destination", ({ db: kind, destination: where }) => {
  let source: UrlDatabase;
  let storage: MediaStorage;
  const opened: BackupDestination[] = [];
  const cleanups: Array<() => Promise<void>> = [];

  /** A new, empty backup place, and a way to damage a file in it. */
  const freshDestination = () => {
    const name = `place-${++counter}`;
    const destination =
      where === "folder"
        ? folderDestination(path.join(tmp, name))
        : s3Destination(
            { bucket: S3_BUCKET, prefix: `${name}/` },
            {
              endpoint: s3!.endpoint,
              region: "us-east-1",
              credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
            },
          );
    opened.push(destination);
    const flipByte = async (relative: string) => {
      if (where === "folder") {
        const file = path.join(tmp, name, relative);
        const bytes = fs.readFileSync(file);
        bytes.writeUInt8(bytes.readUInt8(bytes.length >> 1) ^ 0xff, bytes.length >> 1);
        fs.writeFileSync(file, bytes);
        return;
      }
      const Key = `${name}/${relative}`;
      const out = await s3!.client.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key }));
      const bytes = Buffer.from(await out.Body!.transformToByteArray());
      bytes.writeUInt8(bytes.readUInt8(bytes.length >> 1) ^ 0xff, bytes.length >> 1);
      await s3!.client.send(new PutObjectCommand({ Bucket: S3_BUCKET, Key, Body: bytes }));
    };
    return { destination, flipByte };
  };

  /** An empty place to restore into. Opened only after a restore (a site starts after it, too). */
  const target = async () => {
    const { url, drop } = await newDatabaseUrl(kind);
    cleanups.push(drop);
    return { url, storage: fileStorage(path.join(tmp, `restored-${++counter}`)) };
  };

  /** Reads from a database and closes it again (a restore must not find it open). */
  const reading = async <T>(url: string, read: (app: AppDatabase) => Promise<T>): Promise<T> => {
    const app = openDatabase(url);
    try {
      return await read(app);
    } finally {
      await app.db.destroy();
    }
  };
  const enquiries = (app: AppDatabase) =>
    app.db.selectFrom("enquiries").select(["id", "name", "email", "message"]).orderBy("id").execute();
  const photos = (app: AppDatabase) =>
    app.db.selectFrom("media_photos").select(["id", "sha256", "original_key"]).orderBy("id").execute();

  beforeAll(async () => {
    source = await databaseWithUrl(kind);
    storage = fileStorage(path.join(tmp, `media-${++counter}`));
    await source.db
      .insertInto("enquiries")
      .values({ kind: "inquiry", name: "Ana Ruiz", email: "ana@example.com", message: "A June wedding in Sedona" })
      .execute();
    await addLibraryPhoto(source, storage, "one");
    await addLibraryPhoto(source, storage, "two");
    // A file no row names (an upload newer than the database copy): backed up all the same.
    await storage.put("public/0123456789abcdef0123-400.jpg", Buffer.from("just uploaded"), "image/jpeg");
  }, 60_000);
  afterAll(async () => {
    for (const destination of opened) destination.close();
    for (const cleanup of cleanups) await cleanup();
    await source?.cleanup();
  });

  it("writes the database and every stored file with its SHA-256, and a second backup copies only new files", async () => {
    const { destination } = freshDestination();
    const first = await runBackup({ destination, databaseUrl: source.url, storage });
    expect(first).toMatchObject({ dialect: kind, files: 5, copiedFiles: 5 });
    expect(first.counts).toMatchObject({ enquiries: 1, media_photos: 2 });

    const manifest = await readManifest(destination, first.id);
    expect(manifest.files.map((f) => f.key)).toEqual(await files(storage));
    for (const file of manifest.files) {
      const bytes = await readAll((await storage.get(file.key))!);
      expect(file).toEqual({ key: file.key, size: bytes.length, sha256: sha256(bytes) });
      expect(await hashStream((await destination.readFile(file.sha256))!)).toEqual({
        sha256: file.sha256,
        size: file.size,
      });
    }
    const database = await hashStream((await destination.readSnapshotFile(first.id, manifest.database.file))!);
    expect(database).toEqual({ sha256: manifest.database.sha256, size: manifest.database.size });
    expect(manifest.database.file).toBe(kind === "postgres" ? "database.pgdump" : "database.sqlite");
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(source.db);
    expect(manifest.migrations).toEqual(applied.rows.map((r) => r.name));
    expect(manifest.migrations).toContain("0020-backups");

    const second = await runBackup({ destination, databaseUrl: source.url, storage });
    expect(second).toMatchObject({ files: 5, copiedFiles: 0, copiedBytes: 0 });
    expect(second.id > first.id).toBe(true);
    expect((await destination.listFiles()).size).toBe(5);

    const three = await addLibraryPhoto(source, storage, "three");
    const third = await runBackup({ destination, databaseUrl: source.url, storage });
    expect(third).toMatchObject({
      files: 7,
      copiedFiles: 2,
      copiedBytes: three.original.length + three.variant.length,
    });
    expect((await destination.listSnapshots()).map((s) => s.complete)).toEqual([true, true, true]);
  });

  it("takes the database copy again when a photo it names is deleted before its file is copied", async () => {
    const { destination } = freshDestination();
    const victim = await addLibraryPhoto(source, storage, "deleted meanwhile");
    let deleted = false;
    // The photographer deletes the photo, and its purge job its files, right after the database copy.
    const racing: MediaStorage = {
      ...storage,
      async get(key) {
        if (key === victim.originalKey && !deleted) {
          deleted = true;
          await deleteLibraryPhoto(source, storage, victim.id);
        }
        return storage.get(key);
      },
    };
    const lines: string[] = [];
    const result = await runBackup({
      destination,
      databaseUrl: source.url,
      storage: racing,
      log: (l) => lines.push(l),
    });
    expect(deleted).toBe(true);
    expect(lines.join("\n")).toMatch(/deleted after the database copy .*taking it again/);
    const manifest = await readManifest(destination, result.id);
    const keys = manifest.files.map((f) => f.key);
    expect(keys).not.toContain(victim.originalKey);
    expect(keys).not.toContain(victim.variantKey);
    expect(keys).toEqual(await files(storage));
    // The abandoned attempt is gone; one complete snapshot remains.
    expect(await destination.listSnapshots()).toEqual([{ id: result.id, complete: true }]);
  });

  it("restores into an empty place byte for byte, and replaces a database only with --force", async () => {
    const { destination } = freshDestination();
    const backup = await runBackup({ destination, databaseUrl: source.url, storage });
    const into = await target();
    const restored = await runRestore({ destination, databaseUrl: into.url, storage: into.storage, force: false });
    expect(restored).toMatchObject({ id: backup.id, files: backup.files });

    expect(await reading(into.url, enquiries)).toEqual(await enquiries(source));
    expect(await reading(into.url, photos)).toEqual(await photos(source));
    expect(await files(into.storage)).toEqual(await files(storage));
    for (const key of await files(storage)) {
      expect(await readAll((await into.storage.get(key))!)).toEqual(await readAll((await storage.get(key))!));
    }
    if (kind === "sqlite") {
      const file = new SQLite(into.url.slice("file:".length), { readonly: true });
      expect(file.pragma("integrity_check", { simple: true })).toBe("ok");
      file.close();
    }

    await expect(
      runRestore({ destination, databaseUrl: into.url, storage: into.storage, force: false }),
    ).rejects.toThrow(/is not empty\. Restoring would replace it: run the restore again with --force/);
    await reading(into.url, (app) =>
      app.db
        .insertInto("enquiries")
        .values({ kind: "contact", name: "Later", email: "l@example.com", message: "x" })
        .execute(),
    );
    await runRestore({ destination, databaseUrl: into.url, storage: into.storage, force: true });
    expect(await reading(into.url, enquiries)).toEqual(await enquiries(source));
  });

  it("refuses a damaged snapshot before writing anything, naming the file", async () => {
    const { destination, flipByte } = freshDestination();
    const backup = await runBackup({ destination, databaseUrl: source.url, storage });
    const manifest = await readManifest(destination, backup.id);
    const into = await target();
    const attempt = () => runRestore({ destination, databaseUrl: into.url, storage: into.storage, force: false });

    const photo = manifest.files.find((f) => f.key.startsWith("originals/"))!;
    await flipByte(`files/${photo.sha256}`);
    const error = await attempt().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toContain(
      `the photo file ${photo.key} (files/${photo.sha256}) does not match its SHA-256`,
    );
    expect((error as Error).message).toMatch(/Nothing was restored\.$/);
    expect(await databaseIsEmpty(into.url)).toBe(true);
    expect(await files(into.storage)).toEqual([]);

    await flipByte(`files/${photo.sha256}`); // mended
    await flipByte(`snapshots/${backup.id}/${manifest.database.file}`);
    await expect(attempt()).rejects.toThrow(
      `the database file (snapshots/${backup.id}/${manifest.database.file}) does not match its SHA-256`,
    );
    expect(await databaseIsEmpty(into.url)).toBe(true);
    expect(await files(into.storage)).toEqual([]);
  });

  it("refuses a snapshot of a newer site, or of the other kind of database", async () => {
    const { destination } = freshDestination();
    const backup = await runBackup({ destination, databaseUrl: source.url, storage });
    const into = await target();
    const other = kind === "sqlite" ? "postgres://nobody@127.0.0.1:1/none" : `file:${path.join(tmp, "other.db")}`;
    await expect(runRestore({ destination, databaseUrl: other, storage: into.storage, force: false })).rejects.toThrow(
      kind === "sqlite"
        ? /holds a SQLite database, but DATABASE_URL names PostgreSQL .* backups do not move a site between the two/
        : /holds a PostgreSQL database, but DATABASE_URL names SQLite/,
    );
    const manifest = await readManifest(destination, backup.id);
    await destination.writeManifest(
      backup.id,
      JSON.stringify({ ...manifest, migrations: [...manifest.migrations, "0999-from-the-future"] }),
    );
    await expect(
      runRestore({ destination, databaseUrl: into.url, storage: into.storage, force: false }),
    ).rejects.toThrow(/made by a newer version of the site \(it has 0999-from-the-future\)/);
    expect(await databaseIsEmpty(into.url)).toBe(true);
  });

  it("keeps the newest snapshots and the files they list, and leaves files alone while another backup writes", async () => {
    const { destination } = freshDestination();
    const a = await addLibraryPhoto(source, storage, "only in the old ones");
    const s1 = await runBackup({ destination, databaseUrl: source.url, storage });
    const b = await addLibraryPhoto(source, storage, "kept");
    await runBackup({ destination, databaseUrl: source.url, storage });
    await deleteLibraryPhoto(source, storage, a.id);
    const s3snapshot = await runBackup({ destination, databaseUrl: source.url, storage });
    const s4 = await runBackup({ destination, databaseUrl: source.url, storage });

    // Another backup is writing here: a snapshot folder without its manifest, started just now.
    const busy = snapshotId(new Date());
    const staged = path.join(tmp, `busy-${++counter}`);
    fs.writeFileSync(staged, "half a database");
    await destination.addSnapshotFile(busy, "database.sqlite", staged);
    const first = await pruneSnapshots(destination, 2);
    expect(first.removedSnapshots).toHaveLength(2);
    expect(first.removedSnapshots[0]).toBe(s1.id);
    expect(first).toMatchObject({ removedFiles: 0, filesKept: true });
    expect((await destination.listFiles()).has(sha256(a.original))).toBe(true);

    // That backup stopped two days ago (a crash): its folder goes, and so do the files nobody lists.
    await destination.deleteSnapshot(busy);
    const abandoned = snapshotId(new Date(Date.now() - 2 * 86_400_000));
    fs.writeFileSync(staged, "half a database");
    await destination.addSnapshotFile(abandoned, "database.sqlite", staged);
    const second = await pruneSnapshots(destination, 2);
    expect(second).toMatchObject({ removedSnapshots: [abandoned], removedFiles: 2, filesKept: false });
    expect(second.removedBytes).toBe(a.original.length + a.variant.length);
    const left = await destination.listFiles();
    expect(left.has(sha256(a.original))).toBe(false);
    expect(left.has(sha256(a.variant))).toBe(false);
    expect(left.has(sha256(b.original))).toBe(true);
    expect((await destination.listSnapshots()).map((s) => s.id)).toEqual([s3snapshot.id, s4.id]);
    // What is kept still restores.
    const into = await target();
    await runRestore({ destination, id: s3snapshot.id, databaseUrl: into.url, storage: into.storage, force: false });
    expect(await reading(into.url, photos)).toEqual(await photos(source));
    expect(await files(into.storage)).toEqual((await readManifest(destination, s3snapshot.id)).files.map((f) => f.key));
  });
});
