import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { createGallery, type GalleryRow } from "~/server/galleries/galleries.server";
import { processPhoto } from "~/server/media/process.server";
import { fileStorage, parseS3Url, readAll, s3Storage, type MediaStorage } from "~/server/media/storage.server";
import { databaseKinds } from "../helpers/databases";
import { rawRequest } from "../helpers/raw-http";
import { startServer, type TestServer } from "../helpers/server";
import { textOf } from "./admin-client";
import { createPgDatabase, insertGalleryPhotoRow, photo, startS3, type TestS3 } from "./media-helpers";

// The client's side of a private gallery (issue 19 §2–3) over HTTP against the built server, on
// SQLite and (with TEST_DATABASE_URL) PostgreSQL: every state of a link, the access code and its
// throttle, the signed cookie, the grid, the private photo route (with and without a watermark),
// and the favourites endpoints down to the photographer's e-mail in the outbox. Gallery photos go
// through the media library's real processing with source "gallery" (private variants).

const CODE = "4821";
const SITE_EMAIL = "studio-inbox@example.com";

/** An upload with source "gallery" through the library's own processing job. */
async function processedGalleryPhoto(
  app: AppDatabase,
  storage: MediaStorage,
  seed: number,
  filename: string,
): Promise<number> {
  const body = await photo({ width: 900, height: 600, seed });
  const sha256 = crypto.createHash("sha256").update(body).digest("hex");
  await storage.put(`originals/${sha256}`, body, "image/jpeg");
  const id = await insertGalleryPhotoRow(app.db, {
    sha256,
    md5: crypto.createHash("md5").update(body).digest("hex"),
    filename,
    bytes: body.length,
    state: "queued",
  });
  await processPhoto(app, id, storage);
  return id;
}

interface GalleryOptions {
  photos: number[];
  published?: boolean;
  expiresOn?: string | null;
  watermark?: boolean;
  sets?: Array<{ title: string; photos: number[] }>;
}

/** A gallery made the way the admin will: createGallery, then its photos, sets and settings. */
async function makeGallery(
  app: AppDatabase,
  options: GalleryOptions,
): Promise<GalleryRow & { items: Map<number, number> }> {
  const gallery = await createGallery(app.db, {
    title: "The Moreno wedding",
    clientName: "Ana & Luis Moreno",
    clientEmail: "ana@example.com",
    sessionDate: "2026-10-04",
    accessCode: CODE,
    expiresOn: options.expiresOn ?? null,
  });
  await app.db
    .updateTable("galleries")
    .set({ published_at: options.published === false ? null : new Date(), watermark: options.watermark ?? false })
    .where("id", "=", gallery.id)
    .execute();
  const setIds = new Map<number, number>();
  for (const [i, set] of (options.sets ?? []).entries()) {
    const row = await app.db
      .insertInto("gallery_sets")
      .values({ gallery_id: gallery.id, title: set.title, position: i, downloads: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const p of set.photos) setIds.set(p, Number(row.id));
  }
  const items = new Map<number, number>();
  for (const [position, photoId] of options.photos.entries()) {
    const row = await app.db
      .insertInto("gallery_photos")
      .values({ gallery_id: gallery.id, photo_id: photoId, set_id: setIds.get(photoId) ?? null, position })
      .returning("id")
      .executeTakeFirstOrThrow();
    items.set(photoId, Number(row.id));
  }
  return { ...gallery, items };
}

describe.each(databaseKinds)("client gallery on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let storage: MediaStorage;
  let dropDatabase: (() => Promise<void>) | undefined;
  /** Processed gallery photos: media_photos ids. */
  const library: number[] = [];

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await createPgDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer({ SITE_EMAIL, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
    app = openDatabase(server.databaseUrl);
    storage = fileStorage(path.join(server.dataDir, "media"));
    for (const seed of [1, 2, 3, 4])
      library.push(await processedGalleryPhoto(app, storage, seed, `DSC_000${seed}.jpg`));
  }, 120_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  /** A copy of a processed photo's record (same files) under another name: a big gallery, cheaply. */
  async function copyPhoto(of: number, filename: string): Promise<number> {
    const source = await app.db.selectFrom("media_photos").selectAll().where("id", "=", of).executeTakeFirstOrThrow();
    const { id: _id, created_at: _c, updated_at: _u, ...rest } = source;
    const row = await app.db
      .insertInto("media_photos")
      .values({ ...rest, sha256: crypto.randomBytes(32).toString("hex"), filename, original_key: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const variants = await app.db.selectFrom("media_variants").selectAll().where("photo_id", "=", of).execute();
    await app.db
      .insertInto("media_variants")
      .values(variants.map(({ id: _v, ...v }) => ({ ...v, photo_id: Number(row.id) })))
      .execute();
    return Number(row.id);
  }

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    fetch(server.url + url, { redirect: "manual", headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const postForm = (url: string, fields: Record<string, string>, cookie?: string) =>
    fetch(server.url + url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
    });
  /** The right code, and the cookie it earns. */
  async function enter(slug: string): Promise<string> {
    const res = await postForm(`/g/${slug}`, { code: CODE });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/g/${slug}`);
    // Path=/, so checkout sees it too; and any cookie of before issue 26 (Path=/g) is removed.
    const [setCookie, cleared, ...more] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^gallery_\d+=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    expect(cleared).toMatch(/^gallery_\d+=; Path=\/g; Max-Age=0;/);
    expect(more).toEqual([]);
    return setCookie!.split(";")[0]!;
  }
  /** A gallery photo's private variant names, from its stored paths. */
  async function variantNames(photoId: number): Promise<string[]> {
    const rows = await app.db.selectFrom("media_variants").select("path").where("photo_id", "=", photoId).execute();
    return rows.map((r) => r.path.replace(/^private:/, ""));
  }
  const expectPrivate = (res: Response) => {
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  };

  it("processes gallery photos into private variants only", async () => {
    const rows = await app.db.selectFrom("media_variants").selectAll().where("photo_id", "=", library[0]!).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.path).toMatch(/^private:[0-9a-f]{20}-\d+\.(avif|webp|jpg)$/);
      expect(row.storage_key).toBe(`private/${row.path.slice("private:".length)}`);
    }
  });

  it("says plainly when a link is wrong, not ready or closed, with the photographer's e-mail", async () => {
    const email = (await app.db.selectFrom("site_settings").select("contact_email").executeTakeFirstOrThrow())
      .contact_email;
    for (const slug of ["AAAAAAAAAAAAAAAAAAAAAA", "not-a-slug", "x".repeat(200)]) {
      const res = await get(`/g/${slug}`);
      expect(res.status).toBe(404);
      expectPrivate(res);
      const html = await res.text();
      expect(html).toContain("This gallery link isn");
      expect(html).toContain(`mailto:${email}`);
    }
    const draft = await makeGallery(app, { photos: [library[0]!], published: false });
    const draftRes = await get(`/g/${draft.slug}`);
    expect(draftRes.status).toBe(404);
    expect(await draftRes.text()).toContain("not ready yet");

    const expired = await makeGallery(app, { photos: [library[0]!], expiresOn: "2024-03-01" });
    const expiredRes = await get(`/g/${expired.slug}`);
    expect(expiredRes.status).toBe(410);
    expectPrivate(expiredRes);
    const expiredHtml = await expiredRes.text();
    expect(expiredHtml).toContain("This gallery closed on March 1, 2024");
    expect(expiredHtml).toContain(`mailto:${email}`);
    // Even the right code does not open a closed gallery.
    expect((await postForm(`/g/${expired.slug}`, { code: CODE })).status).toBe(410);
  });

  it("asks for the code with one numeric field, refuses a wrong one, and opens with the right one", async () => {
    const gallery = await makeGallery(app, { photos: [library[0]!, library[1]!] });
    const form = await get(`/g/${gallery.slug}`);
    expect(form.status).toBe(200);
    expectPrivate(form);
    const formHtml = await form.text();
    const input = /<input[^>]*name="code"[^>]*>/.exec(formHtml)?.[0] ?? "";
    expect(formHtml.match(/<input /g)).toHaveLength(1);
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="one-time-code"');
    expect(formHtml).toMatch(/<label for="([^"]+)"[^>]*>Access code<\/label>/);
    // Nothing about the client before the code.
    expect(formHtml).not.toContain("Moreno");

    const wrong = await postForm(`/g/${gallery.slug}`, { code: "1111" });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(await wrong.text()).toContain("That code doesn&#x27;t match this gallery");
    const garbage = await postForm(`/g/${gallery.slug}`, { code: "<script>" });
    expect(garbage.status).toBe(400);

    const cookie = await enter(gallery.slug);
    const page = await get(`/g/${gallery.slug}`, cookie);
    expect(page.status).toBe(200);
    expectPrivate(page);
    const html = await page.text();
    expect(html).toContain("The Moreno wedding");
    expect(html).toContain("Ana &amp; Luis Moreno");
    expect(html).toContain("October 4, 2026");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain("application/ld+json");
    expect(html).toContain(`/g/${gallery.slug}/photo/`);
    // No third-party requests: every src, srcset and href is on this site.
    const urls = [...html.matchAll(/\s(?:src|href|srcSet|srcset)="([^"]+)"/g)].flatMap((m) =>
      m[1]!.split(",").map((part) => part.trim().split(/\s+/)[0]!),
    );
    for (const url of urls) expect(url, url).toMatch(/^(\/|#|mailto:|data:)/);
    // Two tiles with their size set before the photo loads.
    expect(html.match(/data-item="/g)).toHaveLength(2);
    expect(html).toMatch(/aspect-ratio:900 \/ 600/);
    // The code form posted again with the cookie just goes to the gallery.
    expect((await postForm(`/g/${gallery.slug}`, { code: "0000" }, cookie)).status).toBe(303);
  });

  it("throttles guessing per gallery and address: five tries, then a wait (429) even for the right code", async () => {
    const gallery = await makeGallery(app, { photos: [library[0]!] });
    for (let i = 0; i < 5; i++) expect((await postForm(`/g/${gallery.slug}`, { code: `100${i}` })).status).toBe(400);
    const blocked = await postForm(`/g/${gallery.slug}`, { code: CODE });
    expect(blocked.status).toBe(429);
    expectPrivate(blocked);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.headers.get("set-cookie")).toBeNull();
    expect(await blocked.text()).toMatch(/Too many wrong codes in a row\. .*try again in \d+ seconds/);
    // Another gallery is not affected.
    const other = await makeGallery(app, { photos: [library[0]!] });
    await enter(other.slug);
  });

  it("opens a gallery with its own cookie only", async () => {
    const a = await makeGallery(app, { photos: [library[0]!] });
    const b = await makeGallery(app, { photos: [library[1]!] });
    const cookieA = await enter(a.slug);
    const forB = await get(`/g/${b.slug}`, cookieA);
    expect(await forB.text()).toContain('name="code"');
    // A's value under B's name: the signature binds it to A.
    const renamed = cookieA.replace(`gallery_${a.id}=`, `gallery_${b.id}=`);
    expect(await (await get(`/g/${b.slug}`, renamed)).text()).toContain('name="code"');
    expect(await (await get(`/g/${a.slug}`, `${cookieA.slice(0, -3)}abc`)).text()).toContain('name="code"');
  });

  it("serves a gallery's own private variants to its cookie only, never under /media", async () => {
    const gallery = await makeGallery(app, { photos: [library[0]!, library[1]!] });
    const other = await makeGallery(app, { photos: [library[2]!] });
    const cookie = await enter(gallery.slug);
    const [name] = (await variantNames(library[0]!)).filter((n) => n.endsWith(".jpg"));
    const url = `/g/${gallery.slug}/photo/${name}`;

    const ok = await get(url, cookie);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/jpeg");
    expect(ok.headers.get("cache-control")).toBe("private, max-age=3600");
    const etag = ok.headers.get("etag");
    expect(etag).toBe(`"${name}"`);
    const body = Buffer.from(await ok.arrayBuffer());
    expect(body.equals(fs.readFileSync(path.join(server.dataDir, "media", "private", name!)))).toBe(true);
    expect((await get(url, cookie, { "if-none-match": etag! })).status).toBe(304);

    const avif = (await variantNames(library[0]!)).find((n) => n.endsWith(".avif"))!;
    const avifRes = await get(`/g/${gallery.slug}/photo/${avif}`, cookie);
    expect(avifRes.headers.get("content-type")).toBe("image/avif");

    expect((await get(url)).status).toBe(403);
    expect(await (await get(url)).text()).toBe("");
    // Another gallery's photo, through this gallery's cookie: not here.
    const [foreign] = await variantNames(library[2]!);
    expect((await get(`/g/${gallery.slug}/photo/${foreign}`, cookie)).status).toBe(404);
    expect((await get(`/g/${other.slug}/photo/${foreign}`, cookie)).status).toBe(403);
    expect((await get(`/g/${gallery.slug}/photo/..%2F..%2Fsite.db`, cookie)).status).toBe(404);
    expect((await get(`/g/${gallery.slug}/photo/${name}x`, cookie)).status).toBe(404);
    expect((await get(`/g/AAAAAAAAAAAAAAAAAAAAAA/photo/${name}`, cookie)).status).toBe(404);
    // The public media route never serves a private variant.
    expect((await get(`/media/${name}`)).status).toBe(404);

    // Closing the gallery stops its photos at once.
    await app.db.updateTable("galleries").set({ expires_on: "2024-01-01" }).where("id", "=", gallery.id).execute();
    expect((await get(url, cookie)).status).toBe(410);
  });

  it("serves a watermarked copy when the gallery asks for one, made once and kept privately", async () => {
    const gallery = await makeGallery(app, { photos: [library[3]!], watermark: true });
    const cookie = await enter(gallery.slug);
    const name = (await variantNames(library[3]!)).find((n) => n.endsWith(".jpg") && n.includes("-800."))!;
    const res = await get(`/g/${gallery.slug}/photo/${name}`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe(`"wm-${name}"`);
    const served = Buffer.from(await res.arrayBuffer());
    const plain = fs.readFileSync(path.join(server.dataDir, "media", "private", name));
    expect(served.equals(plain)).toBe(false);
    expect(served.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const kept = path.join(server.dataDir, "media", "private", `wm-${name}`);
    expect(fs.readFileSync(kept).equals(served)).toBe(true);
    // Made once: the second answer is the kept file.
    const mtime = fs.statSync(kept).mtimeMs;
    const again = Buffer.from(await (await get(`/g/${gallery.slug}/photo/${name}`, cookie)).arrayBuffer());
    expect(again.equals(served)).toBe(true);
    expect(fs.statSync(kept).mtimeMs).toBe(mtime);
    // The original is untouched.
    const original = await app.db
      .selectFrom("media_photos")
      .select("original_key")
      .where("id", "=", library[3]!)
      .executeTakeFirstOrThrow();
    expect(fs.existsSync(path.join(server.dataDir, "media", original.original_key!))).toBe(true);
  });

  it("groups photos by set (no set first) and pages a large gallery 30 at a time", async () => {
    const copies: number[] = [];
    for (let i = 0; i < 65; i++) copies.push(await copyPhoto(library[0]!, `IMG_${String(i).padStart(4, "0")}.jpg`));
    // Positions put set photos first; the page still shows photos in no set first, then sets in order.
    const gallery = await makeGallery(app, {
      photos: copies,
      sets: [
        { title: "Ceremony", photos: copies.slice(0, 30) },
        { title: "Portraits", photos: copies.slice(30, 62) },
      ],
    });
    const cookie = await enter(gallery.slug);
    const first = await (await get(`/g/${gallery.slug}`, cookie)).text();
    expect(first.match(/data-item="/g)).toHaveLength(30);
    const headings = (page: string) => [...page.matchAll(/<h2 id="set-[^"]+"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings(first)).toEqual(["Ceremony"]);
    // The three photos in no set come first.
    const itemOrder = [...first.matchAll(/data-item="(\d+)"/g)].map((m) => Number(m[1]));
    expect(itemOrder.slice(0, 3)).toEqual(copies.slice(62).map((p) => gallery.items.get(p)));
    expect(first).toContain(`href="/g/${gallery.slug}?page=2"`);
    expect(first).toContain("Show more photos");
    expect(first).toContain("30 of 65 photos shown");

    const second = await (await get(`/g/${gallery.slug}?page=2`, cookie)).text();
    expect(second.match(/data-item="/g)).toHaveLength(30);
    expect(headings(second)).toEqual(["Ceremony", "Portraits"]);
    expect(second).toContain(`href="/g/${gallery.slug}?page=1"`);
    const last = await (await get(`/g/${gallery.slug}?page=3`, cookie)).text();
    expect(last.match(/data-item="/g)).toHaveLength(5);
    expect(last).not.toContain("Show more photos");
    expect(last).toContain(`href="/g/${gallery.slug}?page=2"`);
    // Odd page numbers fall back to a real page.
    expect((await get(`/g/${gallery.slug}?page=abc`, cookie)).status).toBe(200);
    expect((await (await get(`/g/${gallery.slug}?page=999`, cookie)).text()).match(/data-item="/g)).toHaveLength(5);
  });

  it("moves a cookie of before issue 26 (Path=/g) to Path=/ when its gallery opens, keeping its value and end", async () => {
    const gallery = await makeGallery(app, { photos: [library[0]!] });
    // The value a /g-scoped cookie had is the same: the browser never says which path it holds.
    const cookie = await enter(gallery.slug);
    const page = await get(`/g/${gallery.slug}`, cookie);
    expect(page.status).toBe(200);
    const [cleared, moved, ...more] = page.headers.getSetCookie();
    expect(cleared).toMatch(new RegExp(`^gallery_${gallery.id}=; Path=/g; Max-Age=0;`));
    const maxAge = Number(
      new RegExp(`^${cookie}; Path=/; Max-Age=(\\d+); HttpOnly; SameSite=Lax`).exec(moved ?? "")?.[1],
    );
    expect(maxAge).toBeGreaterThan(89 * 86_400);
    expect(maxAge).toBeLessThanOrEqual(90 * 86_400);
    expect(more).toEqual([]);
    // Without access nothing is set.
    expect((await get(`/g/${gallery.slug}`)).headers.getSetCookie()).toEqual([]);
  });

  it("names photos for the cart by their random print key, never by their sequential id", async () => {
    const gallery = await makeGallery(app, { photos: [library[0]!, library[1]!] });
    const html = await (await get(`/g/${gallery.slug}`, await enter(gallery.slug))).text();
    const keys = await app.db
      .selectFrom("gallery_photos")
      .select("print_key")
      .where("gallery_id", "=", gallery.id)
      .execute();
    for (const { print_key } of keys) expect(html).toContain(print_key);
    expect(html).not.toMatch(/gallery-\d+-\d+x\d+/);
  });

  describe("guessing a code from many addresses (issue 26)", () => {
    const guess = (slug: string, code: string, from: string) =>
      rawRequest(`${server.url}/g/${slug}`, {
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ code }).toString(),
      });
    const guessingMails = (galleryId: number) =>
      app.db
        .selectFrom("outbox")
        .selectAll()
        .where("kind", "=", "gallery-code-guessing")
        .where("related_id", "=", galleryId)
        .execute();

    it("pauses the code form for everyone after 30 wrong codes, right ones too, and tells the photographer once", async () => {
      const gallery = await makeGallery(app, { photos: [library[0]!] });
      // A client who opened the gallery earlier: right codes are not counted, and the cookie keeps working.
      const earlier = await enter(gallery.slug);
      const answers = [];
      for (let i = 0; i < 40; i++) answers.push(await guess(gallery.slug, String(500000 + i), `127.0.1.${i + 1}`));
      expect(answers.slice(0, 30).map((a) => a.status)).toEqual(Array(30).fill(400));
      for (const paused of answers.slice(30)) {
        expect(paused.status).toBe(429);
        const wait = Number(paused.headers["retry-after"]);
        expect(wait).toBeGreaterThan(3000);
        expect(wait).toBeLessThanOrEqual(3600);
        expect(paused.headers["cache-control"]).toBe("private, no-store");
        expect(textOf(paused.body)).toMatch(
          /Too many wrong codes have been tried for this gallery, so it is paused for everyone for now\. Please try again in about \d+ minutes/,
        );
      }
      // A paused form checks no code: the right one waits too, from any address.
      const right = await guess(gallery.slug, CODE, "127.0.1.99");
      expect(right.status).toBe(429);
      expect(right.headers["set-cookie"]).toBeUndefined();
      // One mail to the photographer, however many codes.
      const mails = await guessingMails(gallery.id);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_address: SITE_EMAIL, related_type: "gallery" });
      expect(mails[0]!.subject).toBe('Someone is guessing the access code of "The Moreno wedding"');
      expect(mails[0]!.text_body).toContain(`/admin/galleries/${gallery.id}`);
      expect(mails[0]!.text_body).toContain("6-digit");
      // Whoever already opened the gallery still sees it; another gallery's form is open.
      const page = await get(`/g/${gallery.slug}`, earlier);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("The Moreno wedding");
      await enter((await makeGallery(app, { photos: [library[0]!] })).slug);
    });

    it("counts parallel guesses before checking them: of 40 at once, 30 are checked", async () => {
      const gallery = await makeGallery(app, { photos: [library[0]!] });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => guess(gallery.slug, String(600000 + i), `127.0.2.${i + 1}`)),
      );
      expect(answers.filter((a) => a.status === 400)).toHaveLength(30);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
      expect(await guessingMails(gallery.id)).toHaveLength(1);
    });

    it("never locks out a family on one connection that mistypes twice", async () => {
      const home = "127.0.3.1";
      // One after the other: each mistypes twice, then gets it right.
      const gallery = await makeGallery(app, { photos: [library[0]!] });
      for (const person of ["Ana", "Luis"]) {
        expect((await guess(gallery.slug, "111111", home)).status, person).toBe(400);
        expect((await guess(gallery.slug, "4812", home)).status, person).toBe(400);
        expect((await guess(gallery.slug, CODE, home)).status, person).toBe(303);
      }
      // At the same time: both mistype twice before either gets it right.
      const second = await makeGallery(app, { photos: [library[0]!] });
      for (let i = 0; i < 4; i++) expect((await guess(second.slug, `12345${i}`, "127.0.3.2")).status).toBe(400);
      expect((await guess(second.slug, CODE, "127.0.3.2")).status).toBe(303);
      expect((await guess(second.slug, CODE, "127.0.3.2")).status).toBe(303);
      expect(await guessingMails(gallery.id)).toEqual([]);
    });
  });

  describe("favourites", () => {
    let gallery: Awaited<ReturnType<typeof makeGallery>>;
    let cookie: string;
    const favourites = (fields: Record<string, string>, withCookie: string | null = cookie) =>
      postForm(`/g/${gallery.slug}/favourites`, fields, withCookie ?? undefined);
    const lists = async (person: string) =>
      (await (
        await get(`/g/${gallery.slug}/favourites/lists?person=${encodeURIComponent(person)}`, cookie)
      ).json()) as {
        lists: Array<{
          name: string;
          unsent: boolean;
          submittedAt: string | null;
          favourites: Array<{ itemId: number; note: string; filename: string }>;
        }>;
      };

    beforeAll(async () => {
      gallery = await makeGallery(app, { photos: [library[0]!, library[1]!, library[2]!] });
      cookie = await enter(gallery.slug);
    });

    it("hearts, notes and un-hearts a photo in a person's list", async () => {
      const item = gallery.items.get(library[1]!)!;
      const hearted = await favourites({ intent: "heart", person: "Ana", itemId: String(item), on: "true" });
      expect(hearted.status).toBe(200);
      expectPrivate(hearted);
      const body = (await hearted.json()) as Awaited<ReturnType<typeof lists>>;
      expect(body.lists).toEqual([
        {
          name: "Album picks",
          submittedAt: null,
          unsent: true,
          favourites: [{ itemId: item, note: "", filename: "DSC_0002.jpg" }],
        },
      ]);
      expect(
        (await favourites({ intent: "note", person: "Ana", itemId: String(item), note: "  Black and white, please " }))
          .status,
      ).toBe(200);
      expect((await lists("Ana")).lists[0]!.favourites[0]!.note).toBe("Black and white, please");
      // A note on a photo not yet hearted hearts it too.
      const first = gallery.items.get(library[0]!)!;
      await favourites({ intent: "note", person: "Ana", itemId: String(first), note: "Cover?" });
      expect((await lists("Ana")).lists[0]!.favourites.map((f) => f.itemId)).toEqual([first, item]);
      await favourites({ intent: "heart", person: "Ana", itemId: String(first), on: "false" });
      expect((await lists("Ana")).lists[0]!.favourites.map((f) => f.itemId)).toEqual([item]);
    });

    it("keeps separate lists per person, and a person's renamed list", async () => {
      const item = gallery.items.get(library[2]!)!;
      await favourites({ intent: "heart", person: "Luis", itemId: String(item), on: "true" });
      await favourites({ intent: "heart", person: "Mom", list: "For the frame", itemId: String(item), on: "true" });
      expect((await lists("Luis")).lists.map((l) => [l.name, l.favourites.map((f) => f.itemId)])).toEqual([
        ["Album picks", [item]],
      ]);
      expect((await lists("Mom")).lists.map((l) => l.name)).toEqual(["For the frame"]);
      expect((await lists("Ana")).lists[0]!.favourites.map((f) => f.itemId)).not.toContain(item);
      const renamed = await favourites({ intent: "rename", person: "Luis", newName: "Luis's album" });
      expect(renamed.status).toBe(200);
      expect((await lists("Luis")).lists.map((l) => l.name)).toEqual(["Luis's album"]);
      await favourites({ intent: "heart", person: "Luis", list: "Second", itemId: String(item), on: "true" });
      const clash = await favourites({ intent: "rename", person: "Luis", list: "Second", newName: "Luis's album" });
      expect(clash.status).toBe(409);
      expect(((await clash.json()) as { error: string }).error).toContain("already have a list");
    });

    it("sends a list to the photographer through the outbox with the filenames, and again after a change", async () => {
      const before = await app.db.selectFrom("outbox").select("id").where("kind", "=", "gallery-favourites").execute();
      const empty = await favourites({ intent: "submit", person: "Nobody" });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as { error: string }).error).toContain("heart");

      await favourites({ intent: "heart", person: "Ana", itemId: String(gallery.items.get(library[0]!)!), on: "true" });
      const sent = await favourites({ intent: "submit", person: "Ana" });
      expect(sent.status).toBe(200);
      const list = ((await sent.json()) as Awaited<ReturnType<typeof lists>>).lists[0]!;
      expect(list.submittedAt).not.toBeNull();
      expect(list.unsent).toBe(false);
      const mails = await app.db
        .selectFrom("outbox")
        .selectAll()
        .where("kind", "=", "gallery-favourites")
        .orderBy("id")
        .execute();
      expect(mails).toHaveLength(before.length + 1);
      const mail = mails.at(-1)!;
      expect(mail.to_address).toBe(SITE_EMAIL);
      expect(mail.reply_to).toBe("ana@example.com");
      expect(mail.subject).toContain("Ana");
      expect(mail.subject).toContain("Album picks");
      expect(mail.text_body).toContain("DSC_0001, DSC_0002");
      expect(mail.text_body).toContain("DSC_0002.jpg\n   Note: Black and white, please");
      expect(mail.html_body).toContain("DSC_0001, DSC_0002");

      // A later change makes it unsent again; a second send is a second mail.
      await favourites({ intent: "heart", person: "Ana", itemId: String(gallery.items.get(library[2]!)!), on: "true" });
      expect((await lists("Ana")).lists[0]!.unsent).toBe(true);
      expect((await favourites({ intent: "submit", person: "Ana" })).status).toBe(200);
      const again = await app.db
        .selectFrom("outbox")
        .selectAll()
        .where("kind", "=", "gallery-favourites")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(again.text_body).toContain("DSC_0001, DSC_0002, DSC_0003");
    });

    it("refuses another gallery's photo, bad input and requests without the gallery's cookie", async () => {
      const other = await makeGallery(app, { photos: [library[3]!] });
      const foreign = other.items.get(library[3]!)!;
      const refused = await favourites({ intent: "heart", person: "Ana", itemId: String(foreign), on: "true" });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe("That photo isn't in this gallery.");
      const item = String(gallery.items.get(library[0]!)!);
      const bad: Array<Record<string, string>> = [
        { intent: "heart", person: "", itemId: item, on: "true" },
        { intent: "heart", person: "x".repeat(61), itemId: item, on: "true" },
        { intent: "heart", person: "Ana", itemId: "abc", on: "true" },
        { intent: "heart", person: "Ana", itemId: item, on: "maybe" },
        { intent: "note", person: "Ana", itemId: item, note: "x".repeat(1001) },
        { intent: "delete-everything", person: "Ana" },
      ];
      for (const fields of bad) {
        const res = await favourites(fields);
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(5);
      }
      expect((await favourites({ intent: "heart", person: "Ana", itemId: item, on: "true" }, null)).status).toBe(403);
      const otherCookie = await enter(other.slug);
      expect((await favourites({ intent: "heart", person: "Ana", itemId: item, on: "true" }, otherCookie)).status).toBe(
        403,
      );
      expect((await get(`/g/${gallery.slug}/favourites/lists?person=Ana`)).status).toBe(403);
      expect(
        (await postForm(`/g/AAAAAAAAAAAAAAAAAAAAAA/favourites`, { intent: "submit", person: "Ana" }, cookie)).status,
      ).toBe(404);
    });
  });

  it("answers any form to the code and favourites endpoints without a 5xx, refusals explained", async () => {
    const gallery = await makeGallery(app, { photos: [library[0]!] });
    const cookie = await enter(gallery.slug);
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.integer().map(String),
      fc.constantFrom("", " ", "\u0000", "💍".repeat(40), "<script>", "1e309", "__proto__", "-1", "x".repeat(2000)),
    );
    const fields = fc.record(
      {
        intent: fc.constantFrom("heart", "note", "rename", "submit", "code", "nope"),
        person: value,
        list: value,
        itemId: value,
        on: value,
        note: value,
        newName: value,
        code: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fields, async (form) => {
        const res = await postForm(`/g/${gallery.slug}/favourites`, form, cookie);
        expect(res.status).toBeLessThan(500);
        const body = (await res.json()) as { error?: string; lists?: unknown[] };
        if (res.status >= 400) expect(body.error?.length).toBeGreaterThan(5);
        else expect(Array.isArray(body.lists)).toBe(true);
        const page = await postForm(`/g/${gallery.slug}`, form, cookie);
        expect(page.status).toBe(303);
      }),
      { numRuns: 40 },
    );
    // Not a form at all, or too large: a clear 400, never a 500.
    for (const init of [
      { headers: { "content-type": "application/json" }, body: '{"intent":"heart"}' },
      { headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x\r\nbroken" },
      { headers: { "content-type": "application/x-www-form-urlencoded" }, body: `person=${"a".repeat(40_000)}` },
    ]) {
      const res = await fetch(`${server.url}/g/${gallery.slug}/favourites`, {
        method: "POST",
        headers: { ...init.headers, cookie },
        body: init.body,
      });
      expect(res.status, init.body.slice(0, 20)).toBe(400);
      const locked = await fetch(`${server.url}/g/${gallery.slug}`, { method: "POST", redirect: "manual", ...init });
      expect(locked.status).toBe(400);
    }
  });

  it("keeps /g/ out of the sitemap and robots.txt", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toContain("/g/");
    const robots = await (await get("/robots.txt")).text();
    expect(robots).not.toMatch(/\/g\b/);
  });
});

// The photo route's one code path serves S3 storage too: streamed from the bucket, the
// watermarked copy made once and kept in the bucket beside the variant, never under public/.
describe("client gallery photos on S3 storage", () => {
  let s3: TestS3;
  let server: TestServer;
  let app: AppDatabase;

  beforeAll(async () => {
    s3 = await startS3();
    server = await startServer(s3.env);
    app = openDatabase(server.databaseUrl);
  }, 90_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await s3?.stop();
  });

  it("streams a private variant from the bucket, and a watermarked copy kept there", async () => {
    const storage = s3Storage(parseS3Url(s3.env.MEDIA_STORAGE!), {
      endpoint: s3.endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const photoId = await processedGalleryPhoto(app, storage, 7, "DSC_0700.jpg");
    const plain = await makeGallery(app, { photos: [photoId] });
    const marked = await makeGallery(app, { photos: [photoId], watermark: true });
    const cookieFor = async (slug: string) => {
      const res = await fetch(`${server.url}/g/${slug}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ code: CODE }),
      });
      expect(res.status).toBe(303);
      return (res.headers.get("set-cookie") ?? "").split(";")[0]!;
    };
    const variant = await app.db
      .selectFrom("media_variants")
      .select(["path", "storage_key"])
      .where("photo_id", "=", photoId)
      .where("format", "=", "webp")
      .executeTakeFirstOrThrow();
    const name = variant.path.replace(/^private:/, "");
    expect(await s3.keys()).toContain(`site/private/${name}`);
    expect((await s3.keys()).some((key) => key.startsWith("site/public/"))).toBe(false);

    const res = await fetch(`${server.url}/g/${plain.slug}/photo/${name}`, {
      headers: { cookie: await cookieFor(plain.slug) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const stored = await storage.get(variant.storage_key!);
    expect(Buffer.from(await res.arrayBuffer()).equals(await readAll(stored!))).toBe(true);

    const wm = await fetch(`${server.url}/g/${marked.slug}/photo/${name}`, {
      headers: { cookie: await cookieFor(marked.slug) },
    });
    expect(wm.status).toBe(200);
    const served = Buffer.from(await wm.arrayBuffer());
    expect(await s3.keys()).toContain(`site/private/wm-${name}`);
    expect(served.equals(await readAll((await storage.get(`private/wm-${name}`))!))).toBe(true);
    expect(served.equals(await readAll((await storage.get(variant.storage_key!))!))).toBe(false);
    expect((await fetch(`${server.url}/media/${name}`)).status).toBe(404);
  }, 60_000);
});
