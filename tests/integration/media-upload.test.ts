import crypto from "node:crypto";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { tinyPngDeclaring } from "../helpers/png-bomb";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn } from "./admin-client";
import { createPgDatabase, mediaFiles, photo, startS3, upload, waitUntilSettled, type TestS3 } from "./media-helpers";

// The media library end to end against the built server: upload → durable job → variants → the
// public /media URL, on SQLite and PostgreSQL, with file and S3 storage (a real s3rver).

type Setup = { database: "sqlite" | "postgres"; storage: "file" | "s3" };
const setups: Setup[] = [
  { database: "sqlite", storage: "file" },
  { database: "sqlite", storage: "s3" },
  ...(process.env.TEST_DATABASE_URL
    ? ([
        { database: "postgres", storage: "file" },
        { database: "postgres", storage: "s3" },
      ] as const)
    : []),
];

describe.each(setups)("media library on $database with $storage storage", ({ database, storage }) => {
  let server: TestServer;
  let s3: TestS3 | undefined;
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  let app: AppDatabase;
  let auth: { cookie: string; csrf: string };

  /** Every stored file's key, wherever the storage is. */
  const storedKeys = async () => (s3 ? (await s3.keys()).map((k) => k.replace(/^site\//, "")) : mediaFiles(server));
  const counts = async () => ({
    photos: Number(
      (
        await app.db
          .selectFrom("media_photos")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst()
      )?.n,
    ),
    jobs: Number(
      (
        await app.db
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst()
      )?.n,
    ),
    files: (await storedKeys()).length,
  });

  beforeAll(async () => {
    if (storage === "s3") s3 = await startS3();
    if (database === "postgres") pgDb = await createPgDatabase();
    server = await startServer({
      JOBS_POLL_MS: "200",
      ...(s3?.env ?? {}),
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    });
    const created = await createAdminAccount(server.databaseUrl);
    expect(created.code).toBe(0);
    app = openDatabase(server.databaseUrl);
    auth = await signIn(server.url);
  });

  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await s3?.stop();
    await pgDb?.drop();
  });

  it("refuses an upload without a session (401) or without the CSRF token (403), writing nothing", async () => {
    const before = await counts();
    const files = [{ name: "a.jpg", body: await photo({ seed: 99 }) }];
    const anonymous = await upload(server, files);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Please sign in again." });
    const forged = await upload(server, files, { cookie: auth.cookie });
    expect(forged.status).toBe(403);
    expect((await forged.json()) as object).toHaveProperty("error");
    const wrongToken = await upload(server, files, { cookie: auth.cookie, csrf: "x".repeat(auth.csrf.length) });
    expect(wrongToken.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("refuses a file over 60 MB with 413 naming it, and writes nothing", async () => {
    const before = await counts();
    const big = Buffer.alloc(61 * 1024 * 1024, 0);
    (await photo({ width: 64, height: 64 })).copy(big);
    const res = await upload(server, [{ name: "giant-scan.tif", body: big }], auth);
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: string; filename: string };
    expect(body.filename).toBe("giant-scan.tif");
    expect(body.error).toContain("“giant-scan.tif” is larger than 60 MB");
    expect(await counts()).toEqual(before);
  });

  it("uploads, processes in the background and serves AVIF, WebP and JPEG with no GPS", async () => {
    const withGps = await photo({ seed: 1, gps: true });
    const p3 = await sharp(await photo({ seed: 2, width: 1000, height: 1500 }))
      .withIccProfile("p3")
      .jpeg()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const res = await upload(
      server,
      [
        { name: "ceremony.jpg", body: withGps },
        { name: "portrait-p3.jpg", body: p3 },
        { name: "logo.jpg", body: svg, type: "image/jpeg" },
        { name: "anim.gif", body: gif, type: "image/gif" },
      ],
      auth,
    );
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as {
      results: Array<{ filename: string; ok: boolean; error?: string; photo?: { id: number; state: string } }>;
    };
    expect(results.map((r) => [r.filename, r.ok])).toEqual([
      ["ceremony.jpg", true],
      ["portrait-p3.jpg", true],
      ["logo.jpg", false],
      ["anim.gif", false],
    ]);
    expect(results[0]?.photo?.state).toBe("queued");
    expect(results[2]?.error).toContain("SVG");
    expect(results[3]?.error).toContain("GIF");

    const ids = results.flatMap((r) => (r.photo ? [r.photo.id] : []));
    const photos = await waitUntilSettled(server, auth.cookie, ids);
    expect(photos.map((p) => [p.state, p.failureReason])).toEqual([
      ["ready", null],
      ["ready", null],
    ]);
    const [ceremony, portrait] = photos as [(typeof photos)[0], (typeof photos)[0]];
    expect([ceremony.width, ceremony.height]).toEqual([1800, 1200]);
    expect([portrait.width, portrait.height]).toEqual([1000, 1500]);
    expect(ceremony.placeholder).toMatch(/^data:image\/webp;base64,/);
    const list = (p: typeof ceremony, format: string) =>
      p.variants.filter((v) => v.format === format).map((v) => v.width);
    for (const format of ["avif", "webp", "jpeg"]) {
      expect(list(ceremony, format)).toEqual([400, 800, 1200, 1600]);
      expect(list(portrait, format)).toEqual([400, 800, 1000]);
    }

    for (const variant of ceremony.variants) {
      expect(variant.url).toMatch(/^\/media\/[0-9a-f]{20}-\d+\.(avif|webp|jpg)$/);
      const served = await fetch(server.url + variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("content-type")).toBe(
        { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" }[variant.format],
      );
      const body = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(body).metadata();
      expect([meta.width, meta.exif, meta.icc]).toEqual([variant.width, undefined, undefined]);
      expect(body.includes("Studio Secret")).toBe(false);
      if (variant.format === "jpeg") expect(await exifr.gps(body)).toBeUndefined();
    }
    // Served again: the same bytes (from the cache for S3), and 304 for a revalidation.
    const first = ceremony.variants[0]!.url;
    const again = await fetch(server.url + first, { headers: { "if-none-match": `"${first.slice(7)}"` } });
    expect(again.status).toBe(304);

    // P3 red-ish corner rendered in sRGB, not the raw P3 numbers.
    const p3Jpeg = portrait.variants.find((v) => v.format === "jpeg" && v.width === 400)!;
    const served = Buffer.from(await (await fetch(server.url + p3Jpeg.url)).arrayBuffer());
    const expected = await sharp(p3).resize({ width: 400 }).toColourspace("srgb").raw().toBuffer();
    const got = await sharp(served).raw().toBuffer();
    const mid = (400 * 300 + 200) * 3;
    for (let c = 0; c < 3; c++) expect(Math.abs(got[mid + c]! - expected[mid + c]!)).toBeLessThan(12);

    // The database keeps what the camera said, and the original's checksums.
    const row = await app.db
      .selectFrom("media_photos")
      .selectAll()
      .where("id", "=", ceremony.id)
      .executeTakeFirstOrThrow();
    expect([row.camera, row.lens, row.captured_at]).toEqual([
      "Canon EOS R6",
      "RF50mm F1.2 L USM",
      "2025-10-04T18:30:00",
    ]);
    expect(row.sha256).toBe(crypto.createHash("sha256").update(withGps).digest("hex"));
    expect(row.md5).toBe(crypto.createHash("md5").update(withGps).digest("hex"));

    // The original is kept privately: in storage, never at a public URL.
    const keys = await storedKeys();
    expect(keys).toContain(`originals/${row.sha256}`);
    expect(keys.filter((k) => k.startsWith("public/"))).toHaveLength(
      ceremony.variants.length + portrait.variants.length,
    );
    for (const path of [
      `/media/originals/${row.sha256}`,
      `/media/${row.sha256}`,
      `/media/../originals/${row.sha256}`,
    ]) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(404);
    }
    // Jobs are done, not left behind.
    const jobStates = await app.db.selectFrom("jobs").select("state").distinct().execute();
    expect(jobStates).toEqual([{ state: "done" }]);
  }, 120_000);

  it("answers the same file twice with the same photo", async () => {
    const body = await photo({ seed: 1, gps: true });
    const res = await upload(server, [{ name: "again.jpg", body }], auth);
    const { results } = (await res.json()) as { results: Array<{ ok: boolean; photo: { id: number; state: string } }> };
    expect(results[0]).toMatchObject({ ok: true, photo: { state: "ready" } });
    const rows = await app.db.selectFrom("media_photos").select("id").where("filename", "=", "again.jpg").execute();
    expect(rows).toEqual([]);
  });

  it("refuses a decompression bomb at upload, naming its size", async () => {
    const res = await upload(
      server,
      [{ name: "bomb.png", body: tinyPngDeclaring(30_000, 30_000), type: "image/png" }],
      auth,
    );
    const { results } = (await res.json()) as { results: Array<{ ok: boolean; error: string }> };
    expect(results[0]?.ok).toBe(false);
    expect(results[0]?.error).toContain("30000 × 30000 pixels (900 megapixels); the limit is 100 megapixels");
  });

  it("answers the status of unknown and bad ids clearly, and only to the admin", async () => {
    expect((await fetch(`${server.url}/admin/photos/status?ids=1`)).status).toBe(401);
    const bad = await fetch(`${server.url}/admin/photos/status?ids=1,x`, { headers: { cookie: auth.cookie } });
    expect(bad.status).toBe(400);
    const unknown = await fetch(`${server.url}/admin/photos/status?ids=99999`, { headers: { cookie: auth.cookie } });
    expect(await unknown.json()).toEqual({ photos: [] });
  });
});
