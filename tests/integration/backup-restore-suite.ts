import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { createGallery } from "~/server/galleries/galleries.server";
import { fileStorage, parseS3Url, s3Storage, type MediaStorage } from "~/server/media/storage.server";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn, textOf } from "./admin-client";
import { runScript, sha256 } from "./backup-helpers";
import {
  createPgDatabase,
  filesUnder,
  insertGalleryPhotoRow,
  photo,
  S3_BUCKET,
  startS3,
  upload,
  waitUntilSettled,
  type TestS3,
} from "./media-helpers";

// Issue 26 §8 end to end, for one kind of site: a running site (built server) takes enquiries
// without pause while `npm run backup` snapshots it; `npm run restore` puts the snapshot in a new
// place; a server started there has every enquiry acknowledged before the backup began, the
// order, the gallery and the photos, byte for byte; a damaged file in the snapshot makes restore
// refuse and write nothing. tests/integration/backup-restore.test.ts runs it for SQLite with
// photos and backups in folders; tests/slow/backup-restore-s3-postgres.test.ts for S3 (s3rver)
// and PostgreSQL (pg_dump/pg_restore).

const ENQUIRY = "/functions/v1/send-contact-email";
const inquiry = (n: number) => ({
  name: `Guest ${n}`,
  email: `guest${n}@example.com`,
  phone: "602-555-0100",
  sessionType: "wedding",
  dateTimeframe: "Spring 2027",
  location: "Sedona",
  howDidYouFind: "Instagram",
  story: `Enquiry number ${n}: we met hiking Cathedral Rock.`,
  additionalNotes: "",
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

export interface BackupCase {
  name: string;
  postgres: boolean;
  s3: boolean;
}

/** The whole journey for one kind of site; the test files choose which kinds run where. */
export function backupRestoreSuite(c: BackupCase) {
  describe(`backup and restore: ${c.name}`, () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backup-e2e-"));
    let s3: TestS3 | undefined;
    let server: TestServer;
    let restored: TestServer | undefined;
    let app: AppDatabase;
    const drops: Array<() => Promise<void>> = [];
    let admin: { cookie: string; csrf: string };
    let siteEnv: Record<string, string>;
    let backupTo: string;

    /** A new place for the restored site: a database URL, a data folder, where its photos go. */
    const newPlace = async (name: string) => {
      const dataDir = path.join(tmp, name);
      fs.mkdirSync(dataDir);
      let databaseUrl = `file:${path.join(dataDir, "site.db")}`;
      if (c.postgres) {
        const pg = await createPgDatabase();
        drops.push(pg.drop);
        databaseUrl = pg.url;
      }
      const env: Record<string, string> = {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        ...(s3 ? { ...s3.env, MEDIA_STORAGE: `s3://${S3_BUCKET}/${name}` } : {}),
      };
      const storage: MediaStorage = s3
        ? s3Storage(parseS3Url(env.MEDIA_STORAGE!), {
            endpoint: s3.endpoint,
            region: "us-east-1",
            credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
          })
        : fileStorage(path.join(dataDir, "media"));
      return { env, storage, dataDir };
    };

    // What the site holds before the backup: a library photo, a client gallery with a photo, an order.
    const site = {} as {
      libraryPhoto: { id: number; original: Buffer; variantUrl: string; variant: Buffer };
      galleryPhoto: { id: number; bytes: Buffer };
      gallery: { id: number; slug: string; title: string };
      order: { id: number; total_cents: number };
    };

    beforeAll(async () => {
      s3 = c.s3 ? await startS3() : undefined;
      const pg = c.postgres ? await createPgDatabase() : undefined;
      if (pg) drops.push(pg.drop);
      server = await startServer({
        RATE_LIMIT_MAX: "100000",
        ...(s3?.env ?? {}),
        ...(pg ? { DATABASE_URL: pg.url } : {}),
      });
      siteEnv = { DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir, ...(s3?.env ?? {}) };
      backupTo = s3 ? `s3://${S3_BUCKET}/backups` : path.join(tmp, "backups");
      const created = await createAdminAccount(server.databaseUrl);
      expect(created.code, created.output).toBe(0);
      admin = await signIn(server.url);
      app = openDatabase(server.databaseUrl);

      const original = await photo({ width: 900, height: 600, seed: 5 });
      const uploaded = await upload(server, [{ name: "saguaro-sunset.jpg", body: original }], admin);
      const { results } = (await uploaded.json()) as { results: Array<{ photo: { id: number } }> };
      const [processed] = await waitUntilSettled(server, admin.cookie, [results[0]!.photo.id]);
      const variantUrl = processed!.variants[0]!.url;
      site.libraryPhoto = {
        id: processed!.id,
        original,
        variantUrl,
        variant: await bytesOf(await fetch(server.url + variantUrl)),
      };

      const bytes = await photo({ width: 600, height: 400, seed: 11 });
      const storage = s3
        ? s3Storage(parseS3Url(s3.env.MEDIA_STORAGE!), {
            endpoint: s3.endpoint,
            region: "us-east-1",
            credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
          })
        : fileStorage(path.join(server.dataDir, "media"));
      await storage.put(`originals/${sha256(bytes)}`, bytes, "image/jpeg");
      const photoId = await insertGalleryPhotoRow(app.db, {
        sha256: sha256(bytes),
        md5: "0".repeat(32),
        filename: "first-dance.jpg",
        bytes: bytes.length,
      });
      site.galleryPhoto = { id: photoId, bytes };
      const gallery = await createGallery(app.db, {
        title: "Anna & Ben",
        clientName: "Anna Smith",
        clientEmail: "anna@example.com",
        sessionDate: "2026-10-04",
        accessCode: "4821",
        expiresOn: null,
      });
      await app.db.updateTable("galleries").set({ published_at: new Date() }).where("id", "=", gallery.id).execute();
      await app.db
        .insertInto("gallery_photos")
        .values({ gallery_id: gallery.id, set_id: null, photo_id: photoId, position: 0 })
        .execute();
      site.gallery = { id: gallery.id, slug: gallery.slug, title: gallery.title };

      const payment = await fetch(`${server.url}/functions/v1/create-payment`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          items: [{ id: "pink-peonies-8x10", title: "x", size: "?", price: "$1", image: "/img/x.jpg", quantity: 2 }],
          customerEmail: "buyer@example.com",
        }),
      });
      expect(payment.status).toBe(200);
      const orderId = Number(/\/test-checkout\/(\d+)/.exec(((await payment.json()) as { url: string }).url)?.[1]);
      const order = await app.db
        .selectFrom("orders")
        .select(["id", "total_cents"])
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow();
      site.order = { id: Number(order.id), total_cents: Number(order.total_cents) };
    }, 120_000);

    afterAll(async () => {
      await app?.db.destroy();
      await restored?.stop();
      await server?.stop();
      for (const drop of drops) await drop();
      await s3?.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    });

    const dashboard = async (target: TestServer, cookie: string) =>
      textOf(await (await fetch(`${target.url}/admin`, { headers: { cookie } })).text());

    let snapshot = "";
    const acknowledged: Array<{ n: number; at: number }> = [];
    let backupStartedAt = 0;

    it("backs up the running site while enquiries keep arriving; a second backup copies no file again", async () => {
      expect(await dashboard(server, admin.cookie)).toContain(
        "Backups Warning: Backups are not set up: there is no backup.",
      );

      let stop = false;
      let next = 0;
      const refused: number[] = [];
      const lane = async () => {
        while (!stop) {
          const n = ++next;
          const res = await fetch(server.url + ENQUIRY, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(inquiry(n)),
          });
          await res.arrayBuffer();
          if (res.status === 200) acknowledged.push({ n, at: Date.now() });
          else refused.push(res.status);
        }
      };
      const lanes = [lane(), lane(), lane()];
      await sleep(1_000);
      backupStartedAt = Date.now();
      const backup = await runScript("backup", [backupTo], siteEnv);
      const backupEndedAt = Date.now();
      await sleep(200);
      stop = true;
      await Promise.all(lanes);

      expect(backup.code, backup.stdout + backup.stderr).toBe(0);
      expect(refused).toEqual([]);
      const during = acknowledged.filter((a) => a.at > backupStartedAt && a.at < backupEndedAt);
      expect(during.length, "enquiries acknowledged while the backup ran").toBeGreaterThan(3);
      expect(acknowledged.filter((a) => a.at < backupStartedAt).length).toBeGreaterThan(0);
      snapshot = /Backup written: (\S+)/.exec(backup.stdout)?.[1] ?? "";
      expect(snapshot).toMatch(/\/snapshots\/\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z$/);
      expect(backup.stdout).toMatch(/copied [1-9]\d* new file\(s\)/);

      const again = await runScript("backup", [backupTo], siteEnv);
      expect(again.code, again.stdout + again.stderr).toBe(0);
      expect(again.stdout).toContain("copied 0 new file(s) (0 bytes)");
      if (!s3) expect(filesUnder(path.join(backupTo, "files")).length).toBeGreaterThanOrEqual(3);

      // Made by hand, recorded: the dashboard names it, and still asks for nightly backups.
      const text = await dashboard(server, admin.cookie);
      expect(text).toMatch(/Warning: Last backup: .* \(Arizona time\), but no nightly backup is set up\./);
    }, 120_000);

    it("restores into a new place, where a server finds every acknowledged enquiry, the order, the gallery and the photos", async () => {
      expect(snapshot, "the backup above ran").not.toBe("");
      const place = await newPlace("restored");
      const restore = await runScript("restore", [snapshot], place.env);
      expect(restore.code, restore.stdout + restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/Restored snapshot \S+ \(the database as it was at /);
      expect(restore.stdout).toMatch(/: \d+ enquiries, 1 order, 1 client gallery, \d+ photos \(library and built-in\)/);
      expect(restore.stdout).toContain("Every file matched its SHA-256.");

      restored = await startServer(place.env);
      const copy = openDatabase(place.env.DATABASE_URL!);
      try {
        const rows = await copy.db
          .selectFrom("enquiries")
          .select(["name", "email", "phone", "location", "message"])
          .execute();
        const byMessage = new Map(rows.map((r) => [r.message, r]));
        const before = acknowledged.filter((a) => a.at < backupStartedAt);
        for (const { n } of before) {
          const sent = inquiry(n);
          expect(byMessage.get(sent.story), `enquiry ${n}`).toEqual({
            name: sent.name,
            email: sent.email,
            phone: sent.phone,
            location: sent.location,
            message: sent.story,
          });
        }
        // Nothing else and nothing damaged: every row is an enquiry exactly as it was sent.
        for (const row of rows) {
          const n = Number(/^Enquiry number (\d+):/.exec(row.message)?.[1]);
          expect(row).toEqual({
            name: `Guest ${n}`,
            email: `guest${n}@example.com`,
            phone: "602-555-0100",
            location: "Sedona",
            message: inquiry(n).story,
          });
        }
        expect(rows.length).toBeGreaterThanOrEqual(before.length);

        const order = await copy.db.selectFrom("orders").select(["id", "total_cents"]).executeTakeFirstOrThrow();
        expect({ id: Number(order.id), total_cents: Number(order.total_cents) }).toEqual(site.order);
        const gallery = await copy.db.selectFrom("galleries").select(["id", "slug", "title"]).executeTakeFirstOrThrow();
        expect({ ...gallery, id: Number(gallery.id) }).toEqual(site.gallery);
      } finally {
        await copy.db.destroy();
      }
      if (!c.postgres) {
        const file = new SQLite(place.env.DATABASE_URL!.slice("file:".length), { readonly: true });
        expect(file.pragma("integrity_check", { simple: true })).toBe("ok");
        file.close();
      }

      // Over HTTP, from the restored site: the public variant, and with the same admin account the originals.
      expect(await bytesOf(await fetch(restored.url + site.libraryPhoto.variantUrl))).toEqual(
        site.libraryPhoto.variant,
      );
      const { cookie } = await signIn(restored.url);
      const original = (id: number) =>
        fetch(`${restored!.url}/admin/gallery-photos/${id}/original`, { headers: { cookie } });
      expect(await bytesOf(await original(site.libraryPhoto.id))).toEqual(site.libraryPhoto.original);
      expect(await bytesOf(await original(site.galleryPhoto.id))).toEqual(site.galleryPhoto.bytes);
      const galleryPage = await fetch(`${restored.url}/admin/galleries/${site.gallery.id}`, { headers: { cookie } });
      expect(galleryPage.status).toBe(200);
      expect(textOf(await galleryPage.text())).toContain(site.gallery.title);
      expect((await fetch(`${restored.url}/g/${site.gallery.slug}`)).status).toBe(200);
      expect((await fetch(`${restored.url}/admin/orders/${site.order.id}`, { headers: { cookie } })).status).toBe(200);
      // Every stored file came back, byte for byte.
      const keys: string[] = [];
      for await (const object of place.storage.list()) keys.push(object.key);
      expect(keys).toContain(`originals/${sha256(site.galleryPhoto.bytes)}`);
      expect(keys).toContain(`originals/${sha256(site.libraryPhoto.original)}`);
    }, 120_000);

    it("refuses a snapshot with a damaged file, names it, and writes nothing", async () => {
      expect(snapshot, "the backup above ran").not.toBe("");
      const sum = sha256(site.galleryPhoto.bytes);
      if (s3) {
        const Key = `backups/files/${sum}`;
        const out = await s3.client.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key }));
        const bytes = Buffer.from(await out.Body!.transformToByteArray());
        bytes.writeUInt8(bytes.readUInt8(100) ^ 0x01, 100);
        await s3.client.send(new PutObjectCommand({ Bucket: S3_BUCKET, Key, Body: bytes }));
      } else {
        const file = path.join(backupTo, "files", sum);
        const bytes = fs.readFileSync(file);
        bytes.writeUInt8(bytes.readUInt8(100) ^ 0x01, 100);
        fs.writeFileSync(file, bytes);
      }
      const place = await newPlace("refused");
      const restore = await runScript("restore", [snapshot], place.env);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(
        `Restore refused: Snapshot ${path.basename(snapshot)} is damaged: the photo file originals/${sum} (files/${sum}) does not match its SHA-256`,
      );
      expect(restore.stderr).toContain("Nothing was restored.");
      const keys: string[] = [];
      for await (const object of place.storage.list()) keys.push(object.key);
      expect(keys).toEqual([]);
      if (c.postgres) {
        const copy = openDatabase(place.env.DATABASE_URL!);
        const tables = await copy.db.introspection.getTables();
        await copy.db.destroy();
        expect(tables).toEqual([]);
      } else {
        expect(filesUnder(place.dataDir)).toEqual([]);
      }
    }, 60_000);
  });
}
