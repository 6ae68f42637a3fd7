import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { testimonialsRepository } from "~/server/testimonials/testimonials-repository.server";
import { databaseKinds, emptyPostgresDatabase, migrateBefore } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn } from "./admin-client";

// The library screen's actions over HTTP against the built server, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: every action valid, invalid, without a session and with a bad
// CSRF token; delete refused while a testimonial shows the photo; testimonial photos going
// through the library with their old URL still working; built-in photos registered at start-up.

const kinds = databaseKinds;

/** A fresh PostgreSQL database for the server, dropped afterwards. */
const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe.each(kinds)("photo library admin on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let session: { cookie: string; csrf: string };
  let photoId: number;

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await emptyPostgresDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer(pgDb ? { DATABASE_URL: pgDb.url } : {});
    const created = await createAdminAccount(server.databaseUrl);
    expect(created.code, created.output).toBe(0);
    app = openDatabase(server.databaseUrl);
    session = await signIn(server.url);
    photoId = await upload(await jpeg(1200, 800, "#b5651d"), "canyon.jpg");
  }, 60_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  async function upload(bytes: Buffer, name: string): Promise<number> {
    const form = new FormData();
    form.append("files", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
    const res = await fetch(`${server.url}/admin/photos/upload`, {
      method: "POST",
      headers: { cookie: session.cookie, "X-CSRF-Token": session.csrf },
      body: form,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: Array<{ ok: boolean; photo?: { id: number } }> };
    expect(body.results[0]?.ok).toBe(true);
    return body.results[0]!.photo!.id;
  }

  const post = (path: string, fields: Record<string, string>, options: { cookie?: string | null } = {}) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...(options.cookie === null ? {} : { cookie: options.cookie ?? session.cookie }),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields),
    });

  const altOf = async (id: number) =>
    (await app.db.selectFrom("media_photos").select("alt_text").where("id", "=", id).executeTakeFirst())?.alt_text;

  it("registers every built-in photo at start-up, once, with the build's files", async () => {
    const rows = await app.db.selectFrom("media_photos").select(["filename"]).where("source", "=", "bundled").execute();
    expect(rows.length).toBeGreaterThan(400);
    expect(rows.map((r) => r.filename)).toContain("portfolio/wedding/001");
    await server.restart();
    session = await signIn(server.url);
    const again = await app.db.selectFrom("media_photos").select("id").where("source", "=", "bundled").execute();
    expect(again.length).toBe(rows.length);
    const variant = await app.db
      .selectFrom("media_variants")
      .innerJoin("media_photos", "media_photos.id", "media_variants.photo_id")
      .select("media_variants.path")
      .where("media_photos.filename", "=", "portfolio/wedding/001")
      .executeTakeFirstOrThrow();
    expect(variant.path).toMatch(/^\/img\/portfolio-wedding-001-[0-9a-f]+-\d+\.(avif|webp|jpg)$/);
  }, 60_000);

  it("pages: a stranger is sent to sign in; she sees the library and the upload screen", async () => {
    for (const path of ["/admin/photos", "/admin/photos/add", `/admin/photos/${photoId}/delete`]) {
      const stranger = await fetch(server.url + path, { redirect: "manual" });
      expect(stranger.status, path).toBe(302);
      expect(stranger.headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
      const res = await fetch(server.url + path, { headers: { cookie: session.cookie } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    const library = await (
      await fetch(`${server.url}/admin/photos?q=canyon`, { headers: { cookie: session.cookie } })
    ).text();
    expect(library).toContain("canyon.jpg");
    expect(library).toContain("Describe this photo for people who can");
    const odd = await fetch(`${server.url}/admin/photos?page=-3&q=${"x".repeat(500)}`, {
      headers: { cookie: session.cookie },
    });
    expect(odd.status).toBe(200);
  });

  it("alt text: saved when valid, refused with a plain message when not", async () => {
    const ok = await post("/admin/photos", {
      csrf: session.csrf,
      intent: "alt",
      id: String(photoId),
      alt: "  Red rock  canyon ",
    });
    expect(ok.status).toBe(200);
    expect(await altOf(photoId)).toBe("Red rock canyon");

    const long = await post("/admin/photos", {
      csrf: session.csrf,
      intent: "alt",
      id: String(photoId),
      alt: "a".repeat(400),
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Keep the description under");
    const noId = await post("/admin/photos", { csrf: session.csrf, intent: "alt", id: "abc", alt: "x" });
    expect(noId.status).toBe(400);
    expect(await noId.text()).toContain("That photo no longer exists");
    const unknown = await post("/admin/photos", { csrf: session.csrf, intent: "alt", id: "999999", alt: "x" });
    expect(unknown.status).toBe(404);
    const intent = await post("/admin/photos", { csrf: session.csrf, intent: "paint", id: String(photoId) });
    expect(intent.status).toBe(400);
    expect(await altOf(photoId)).toBe("Red rock canyon");
  });

  it("every action: 401 without a session, 403 with a wrong CSRF token, nothing changed", async () => {
    const actions: Array<[string, Record<string, string>]> = [
      ["/admin/photos", { intent: "alt", id: String(photoId), alt: "changed" }],
      ["/admin/photos", { intent: "retry", id: String(photoId) }],
      [`/admin/photos/${photoId}/delete`, {}],
    ];
    for (const [path, fields] of actions) {
      const stranger = await post(path, { csrf: session.csrf, ...fields }, { cookie: null });
      expect(stranger.status, path).toBe(401);
      const forged = await post(path, { csrf: "not-the-token", ...fields });
      expect(forged.status, path).toBe(403);
      const missing = await post(path, fields);
      expect(missing.status, path).toBe(403);
    }
    const upload = await fetch(`${server.url}/admin/photos/upload`, { method: "POST", body: new FormData() });
    expect(upload.status).toBe(401);
    expect(await altOf(photoId)).toBe("Red rock canyon");
    expect(
      await app.db.selectFrom("media_photos").select("id").where("id", "=", photoId).executeTakeFirst(),
    ).toBeTruthy();
  });

  it("retry: refused for a photo that has not failed, queued again for one that has", async () => {
    const notFailed = await post("/admin/photos", { csrf: session.csrf, intent: "retry", id: String(photoId) });
    expect(notFailed.status).toBe(400);
    expect(await notFailed.text()).toContain("nothing to retry");
    // A photo whose processing failed (its original is not an image the processor can finish).
    const failedId = await upload(await jpeg(640, 480, "#203040"), "retry-me.jpg");
    // Let the server's worker finish with it first, or it could overwrite the failure set below.
    await expect
      .poll(
        async () =>
          (await app.db.selectFrom("media_photos").select("state").where("id", "=", failedId).executeTakeFirst())
            ?.state,
        { timeout: 60_000, interval: 200 },
      )
      .toBe("ready");
    await app.db
      .updateTable("media_photos")
      .set({ state: "failed", failure_reason: "Test failure" })
      .where("id", "=", failedId)
      .execute();
    const retried = await post("/admin/photos", { csrf: session.csrf, intent: "retry", id: String(failedId) });
    expect(retried.status).toBe(200);
    const state = await app.db.selectFrom("media_photos").select("state").where("id", "=", failedId).executeTakeFirst();
    expect(["queued", "processing", "ready"]).toContain(state?.state);
  });

  it("testimonial photos: through the library, old URL redirects, delete refused naming the testimonial", async () => {
    const t = await testimonialsRepository(app.db).submit({
      brideName: "Ines",
      groomName: "Omar",
      reviewText: "Wonderful.",
      rating: 5,
    });
    const form = new FormData();
    form.set("csrf", session.csrf);
    form.set("intent", "photo");
    form.set("photo", new Blob([new Uint8Array(await jpeg(900, 600, "#c79a3a"))], { type: "image/jpeg" }), "ines.jpg");
    const res = await fetch(`${server.url}/admin/testimonials/${t.id}`, {
      method: "POST",
      headers: { cookie: session.cookie },
      body: form,
    });
    expect(res.status).toBe(200);
    const url = (await testimonialsRepository(app.db).findById(t.id))?.photoUrl;
    expect(url).toMatch(/^\/media\/testimonials\/[0-9a-f]{32}\.jpg$/);
    const link = await app.db.selectFrom("testimonial_photo_links").select("photo_id").executeTakeFirstOrThrow();
    const libraryId = Number(link.photo_id);
    const photo = await app.db
      .selectFrom("media_photos")
      .select("source")
      .where("id", "=", libraryId)
      .executeTakeFirstOrThrow();
    expect(photo.source).toBe("testimonial");

    // Once processed, the old-style URL leads to the library's file in the same format.
    let served: Response | undefined;
    for (let i = 0; i < 100; i++) {
      served = await fetch(server.url + url!, { redirect: "manual" });
      if (served.status !== 503) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(served?.status).toBe(302);
    expect(served?.headers.get("location")).toMatch(/^\/media\/[0-9a-f]+-\d+\.jpeg?$|^\/media\/[0-9a-f]+-\d+\.jpg$/);
    const file = await fetch(server.url + served!.headers.get("location")!);
    expect(file.status).toBe(200);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe("jpeg");

    // The library names the testimonial and refuses to delete the photo.
    const page = await (
      await fetch(`${server.url}/admin/photos/${libraryId}/delete`, { headers: { cookie: session.cookie } })
    ).text();
    expect(page).toContain("Testimonial from Ines &amp; Omar");
    const refused = await post(`/admin/photos/${libraryId}/delete`, { csrf: session.csrf });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("still in use");
    expect(
      await app.db.selectFrom("media_photos").select("id").where("id", "=", libraryId).executeTakeFirst(),
    ).toBeTruthy();
  }, 60_000);

  it("delete: a built-in photo is refused; an unused one goes after confirmation", async () => {
    const bundled = await app.db
      .selectFrom("media_photos")
      .select("id")
      .where("filename", "=", "portfolio/wedding/001")
      .executeTakeFirstOrThrow();
    const page = await fetch(`${server.url}/admin/photos/${bundled.id}/delete`, {
      headers: { cookie: session.cookie },
    });
    expect(await page.text()).toContain("Wedding portfolio");
    const builtIn = await post(`/admin/photos/${bundled.id}/delete`, { csrf: session.csrf });
    expect(builtIn.status).toBe(400);
    expect(await builtIn.text()).toContain("built into the site");
    const gone = await post(`/admin/photos/${photoId}/delete`, { csrf: session.csrf });
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe("/admin/photos?deleted=1");
    expect(
      await app.db.selectFrom("media_photos").select("id").where("id", "=", photoId).executeTakeFirst(),
    ).toBeUndefined();
    const again = await post(`/admin/photos/${photoId}/delete`, { csrf: session.csrf });
    expect(again.status).toBe(404);
  });
});

describe.each(kinds)("testimonial photo blobs carried into the library on %s", (kind) => {
  let server: TestServer | undefined;
  let app: AppDatabase | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("an install from before the library keeps its testimonial photos, now served from the library", async () => {
    let url: string;
    if (kind === "postgres") {
      const pgDb = await emptyPostgresDatabase();
      dropDatabase = pgDb.drop;
      url = pgDb.url;
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-upgrade-"));
      url = `file:${path.join(dir, "site.db")}`;
    }
    // The database as the previous release left it: migrations up to 0010, a photo blob (0006).
    app = openDatabase(url);
    await migrateBefore(app, "0011-testimonial-photos");
    const hash = "c0ffee".padEnd(32, "0");
    const bytes = await jpeg(400, 400, "#8844aa");
    await app.db
      .insertInto("admin_photos")
      .values({ hash, format: "jpg", content_type: "image/jpeg", bytes })
      .execute();
    await app.db
      .insertInto("admin_photos")
      .values({ hash, format: "webp", content_type: "image/webp", bytes: await sharp(bytes).webp().toBuffer() })
      .execute();
    const t = await testimonialsRepository(app.db).submit({
      brideName: "Lupe",
      groomName: "",
      reviewText: "Thank you!",
      rating: 5,
    });
    await testimonialsRepository(app.db).setPhoto(t.id, `/media/testimonials/${hash}.jpg`);

    // The new release starts: 0011 lists the blob, start-up carries it into the library.
    server = await startServer({ DATABASE_URL: url });
    expect(server.logs.join("\n")).toContain("media: moved 1 testimonial photos into the library");
    expect(await app.db.selectFrom("admin_photos").select("hash").execute()).toEqual([]);
    const link = await app.db
      .selectFrom("testimonial_photo_links")
      .selectAll()
      .where("hash", "=", hash)
      .executeTakeFirstOrThrow();
    const photo = await app.db
      .selectFrom("media_photos")
      .selectAll()
      .where("id", "=", Number(link.photo_id))
      .executeTakeFirstOrThrow();
    expect(photo.source).toBe("testimonial");

    // The old URLs keep working: they lead to the processed files.
    let res = await fetch(`${server.url}/media/testimonials/${hash}.webp`, { redirect: "manual" });
    for (let i = 0; res.status === 503 && i < 150; i++) {
      await new Promise((r) => setTimeout(r, 200));
      res = await fetch(`${server.url}/media/testimonials/${hash}.webp`, { redirect: "manual" });
    }
    expect(res.status).toBe(302);
    const file = await fetch(server.url + res.headers.get("location")!);
    expect(file.headers.get("content-type")).toBe("image/webp");

    // And the library names the testimonial, so the photo cannot be deleted from under it.
    const createdAdmin = await createAdminAccount(url);
    expect(createdAdmin.code, createdAdmin.output).toBe(0);
    const { cookie } = await signIn(server.url);
    const page = await (await fetch(`${server.url}/admin/photos/${photo.id}/delete`, { headers: { cookie } })).text();
    expect(page).toContain("Testimonial from Lupe");
    // A second start has nothing left to carry.
    await server.restart();
    expect(server.logs.filter((l) => l.includes("testimonial photos into the library"))).toHaveLength(1);
  }, 90_000);
});
