import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runDueJobs } from "~/server/jobs/jobs.server";
import { ingestFile } from "~/server/media/ingest.server";
import {
  getPhoto,
  getPhotosByIds,
  listPhotos,
  registerBundledPhoto,
  retryPhoto,
  updateAltText,
} from "~/server/media/library.server";
import { deletePhoto } from "~/server/media/photo-delete.server";
import { registerMediaJobs } from "~/server/media/process.server";
import { fileStorage, setMediaStorageForTests } from "~/server/media/storage.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { filesUnder, photo } from "./media-helpers";

// The library's records as the admin screens use them, on SQLite and PostgreSQL, in process.

registerMediaJobs();

describe.each(databaseKinds)("media library on %s", (kind) => {
  let database: TestDatabase;
  let dir: string;
  let mediaRoot: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-lib-"));
    mediaRoot = path.join(dir, "media");
    setMediaStorageForTests(fileStorage(mediaRoot));
  });
  afterAll(async () => {
    setMediaStorageForTests(undefined);
    await database?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.deleteFrom("media_variants").execute();
    await database.db.deleteFrom("media_photos").execute();
    await database.db.deleteFrom("jobs").execute();
    fs.rmSync(mediaRoot, { recursive: true, force: true });
    await database.db.deleteFrom("gallery_photos").execute();
    await database.db.deleteFrom("galleries").execute();
  });

  const add = async (name: string, body: Buffer) => {
    const file = path.join(dir, `${Math.random()}.upload`);
    fs.writeFileSync(file, body);
    const result = await ingestFile({ path: file, filename: name, size: body.length }, { db: database.db });
    if (!result.ok) throw new Error(result.error);
    return result.photo.id;
  };
  /** A client gallery showing the photo: one of the places that keep it from being deleted. */
  const showInGallery = async (photoId: number) => {
    const gallery = await database.db
      .insertInto("galleries")
      .values({
        slug: "the-smiths",
        title: "The Smiths",
        client_name: "Ann Smith",
        client_email: "ann@example.com",
        session_date: null,
        cover_photo_id: null,
        access_code_hash: "x",
        published_at: null,
        expires_on: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("gallery_photos")
      .values({ gallery_id: Number(gallery.id), set_id: null, photo_id: photoId, position: 0 })
      .execute();
    return Number(gallery.id);
  };
  const work = () => runDueJobs({ app: database, leaseMs: 60_000, limit: 50 });
  const files = () => filesUnder(mediaRoot);

  it("lists newest first, searches by file name, pages, and keeps the order asked for by id", async () => {
    const a = await add("Wedding-Ceremony.jpg", await photo({ width: 500, height: 400, seed: 1 }));
    const b = await add("family_park.jpg", await photo({ width: 500, height: 400, seed: 2 }));
    const c = await add("wedding_rings.jpg", await photo({ width: 500, height: 400, seed: 3 }));
    const all = await listPhotos(database.db);
    expect(all.total).toBe(3);
    expect(all.photos.map((p) => p.id)).toEqual([c, b, a]);
    expect(all.photos[0]).toMatchObject({ state: "queued", source: "upload", altText: "", variants: [] });
    const found = await listPhotos(database.db, { search: "WEDDING" });
    expect([found.total, found.photos.map((p) => p.filename)]).toEqual([
      2,
      ["wedding_rings.jpg", "Wedding-Ceremony.jpg"],
    ]);
    expect((await listPhotos(database.db, { search: "_" })).total).toBe(2); // "_" is literal, not a wildcard
    const page = await listPhotos(database.db, { limit: 1, offset: 1 });
    expect([page.total, page.photos.map((p) => p.id)]).toEqual([3, [b]]);
    expect((await getPhotosByIds(database.db, [a, 999_999, c])).map((p) => p.id)).toEqual([a, c]);
  });

  it("processes, then describes each photo with its variants, sizes, placeholder and colour", async () => {
    const id = await add("dusk.jpg", await photo({ width: 900, height: 600, seed: 4, camera: true }));
    expect(await work()).toMatchObject({ done: 1 });
    const p = (await getPhoto(database.db, id))!;
    expect(p).toMatchObject({ state: "ready", width: 900, height: 600, camera: "Canon EOS R6", failureReason: null });
    expect(p.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(p.variants.map((v) => `${v.format}-${v.width}`)).toEqual([
      "avif-400",
      "avif-800",
      "avif-900",
      "webp-400",
      "webp-800",
      "webp-900",
      "jpeg-400",
      "jpeg-800",
      "jpeg-900",
    ]);
  });

  it("edits alt text, trimmed and limited", async () => {
    const id = await add("a.jpg", await photo({ width: 300, height: 200 }));
    expect(await updateAltText(database.db, id, "  Bride and groom   under a saguaro ")).toBe(true);
    expect((await getPhoto(database.db, id))?.altText).toBe("Bride and groom under a saguaro");
    await expect(updateAltText(database.db, id, "x".repeat(301))).rejects.toThrow(/300 characters/);
    expect(await updateAltText(database.db, 999_999, "x")).toBe(false);
  });

  it("marks a photo that cannot be decoded as failed with the reason, and retries it on request", async () => {
    const jpeg = await photo({ width: 600, height: 400, seed: 5 });
    const id = await add("cut-off.jpg", jpeg.subarray(0, Math.floor(jpeg.length / 3)));
    await work();
    const failed = (await getPhoto(database.db, id))!;
    expect(failed.state).toBe("failed");
    expect(failed.failureReason).toMatch(/could not be read/);
    expect(await retryPhoto(database.db, id)).toBe(true);
    expect((await getPhoto(database.db, id))?.state).toBe("queued");
    expect(await retryPhoto(database.db, id)).toBe(false); // already queued
    await work();
    expect((await getPhoto(database.db, id))?.state).toBe("failed");
  });

  it("refuses to delete a photo in use, naming the places; otherwise removes it and its files", async () => {
    const keep = await add("keep.jpg", await photo({ width: 500, height: 300, seed: 6 }));
    const drop = await add("drop.jpg", await photo({ width: 500, height: 300, seed: 7 }));
    await work();
    const before = files();
    expect(before.length).toBe(2 + 2 * 6);
    const galleryId = await showInGallery(drop);
    expect(await deletePhoto(database.db, drop)).toEqual({
      ok: false,
      usages: [{ label: "Client gallery: The Smiths", href: `/admin/galleries/${galleryId}` }],
    });
    expect(await getPhoto(database.db, drop)).toBeDefined();
    await database.db.deleteFrom("gallery_photos").execute();
    expect(await deletePhoto(database.db, drop)).toEqual({ ok: true });
    expect(await getPhoto(database.db, drop)).toBeUndefined();
    expect(await work()).toMatchObject({ done: 1 }); // the purge job
    const after = files();
    expect(after.length).toBe(1 + 6);
    const kept = (await getPhoto(database.db, keep))!;
    for (const v of kept.variants) expect(after).toContain(`public/${v.url.slice("/media/".length)}`);
  });

  it("registers a bundled photo once, ready, with its /img variants", async () => {
    const input = {
      filename: "portfolio-wedding-001.jpg",
      width: 1600,
      height: 1067,
      altText: "A couple at dusk",
      placeholder: "data:image/webp;base64,AAAA",
      variants: [
        { format: "avif" as const, width: 400, height: 267, url: "/img/portfolio-wedding-001-1a2b3c4d-400.avif" },
        { format: "jpeg" as const, width: 400, height: 267, url: "/img/portfolio-wedding-001-1a2b3c4d-400.jpg" },
      ],
    };
    const first = await registerBundledPhoto(database.db, input);
    expect(first).toMatchObject({ source: "bundled", state: "ready", width: 1600, altText: "A couple at dusk" });
    expect(first.variants.map((v) => v.url)).toEqual(input.variants.map((v) => v.url));
    const again = await registerBundledPhoto(database.db, input);
    expect(again.id).toBe(first.id);
    expect((await listPhotos(database.db)).total).toBe(1);
    await expect(
      registerBundledPhoto(database.db, {
        ...input,
        filename: "x.jpg",
        variants: [{ format: "jpeg", width: 1, height: 1, url: "https://x/y.jpg" }],
      }),
    ).rejects.toThrow(/under \/img\//);
    // A bundled photo is part of the design: deleting it is refused, and never touches the build's files.
    expect(await deletePhoto(database.db, first.id)).toMatchObject({ ok: false });
    expect(await database.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
  });
});
