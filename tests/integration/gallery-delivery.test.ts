import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GALLERY_PRINT_UNAVAILABLE } from "~/catalogue/gallery-prints";
import { printSizes } from "~/catalogue/sizes";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { grantAccessCookie } from "~/server/galleries/access-cookie.server";
import { fullDownloadEtag } from "~/server/galleries/full-download.server";
import { bufferSource } from "~/server/media/scrub/region";
import { patchChunk, privacyPatches } from "~/server/media/scrub/scrub";
import { forgetAppSecretsForTests } from "~/server/galleries/app-secret.server";
import { createGallery, type GalleryRow } from "~/server/galleries/galleries.server";
import { sweepGalleryReminders } from "~/server/galleries/reminders.server";
import { WEB_DOWNLOAD_EDGE, type DownloadLevel } from "~/shared/galleries/gallery-rules";
import { databaseKinds } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { unzip } from "../helpers/zip";
import { createAdminAccount, signIn } from "./admin-client";
import { createPgDatabase, insertGalleryPhotoRow, photo, S3_BUCKET, startS3, type TestS3 } from "./media-helpers";

// Issue 19 §4–§6 over HTTP against the built server, on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: single downloads (full and web, resumable), refusals (size, set, expiry, no code),
// ZIPs of a set and of the whole gallery read back entry by entry, the record of downloads;
// gallery prints priced by the server and refused when they may not be sold; the admin order's
// original and MD5; expiry reminders sent once each, even by two sweeps at the same time.

const sha256 = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");
const md5 = (b: Buffer) => crypto.createHash("md5").update(b).digest("hex");

describe.each(databaseKinds)("client gallery delivery on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let admin: { cookie: string; csrf: string };

  beforeAll(async () => {
    forgetAppSecretsForTests();
    const pgDb = kind === "postgres" ? await createPgDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer(pgDb ? { DATABASE_URL: pgDb.url } : {});
    const created = await createAdminAccount(server.databaseUrl);
    expect(created.code, created.output).toBe(0);
    app = openDatabase(server.databaseUrl);
    admin = await signIn(server.url);
  }, 90_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
    forgetAppSecretsForTests();
  });

  /** A "gallery" library photo whose original sits in the server's file storage. */
  const addPhoto = async (filename: string, bytes: Buffer) => {
    const sum = sha256(bytes);
    const file = path.join(server.dataDir, "media", "originals", sum);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    // The library keeps one record per content: the same bytes in another gallery share it.
    const existing = await app.db.selectFrom("media_photos").select("id").where("sha256", "=", sum).executeTakeFirst();
    if (existing) return { photoId: Number(existing.id), bytes, sha256: sum, md5: md5(bytes) };
    const meta: { width?: number; height?: number } = await sharp(bytes)
      .metadata()
      .catch(() => ({}));
    const photoId = await insertGalleryPhotoRow(app.db, {
      sha256: sum,
      md5: md5(bytes),
      filename,
      bytes: bytes.length,
      width: meta.width ?? null,
      height: meta.height ?? null,
    });
    return { photoId, bytes, sha256: sum, md5: md5(bytes) };
  };

  interface Setup {
    gallery: GalleryRow;
    cookie: string;
    items: Array<{
      itemId: number;
      /** What the cart names the photo by (gallery_photos.print_key): random, never the sequential id. */
      printKey: string;
      setId: number | null;
      filename: string;
      bytes: Buffer;
      sha256: string;
      md5: string;
    }>;
    sets: number[];
  }

  /** A published gallery with its sets and photos, and a browser cookie that opens it. */
  const makeGallery = async (options: {
    downloads?: DownloadLevel;
    expiresOn?: string | null;
    printsAllowed?: boolean;
    published?: boolean;
    sets?: Array<DownloadLevel | null>;
    photos: Array<{ filename: string; bytes: Buffer; set: number | null }>;
  }): Promise<Setup> => {
    const created = await createGallery(app.db, {
      title: "Anna & Ben",
      clientName: "Anna Smith",
      clientEmail: "anna@example.com",
      sessionDate: "2026-10-04",
      accessCode: "4821",
      expiresOn: options.expiresOn ?? null,
    });
    await app.db
      .updateTable("galleries")
      .set({
        published_at: options.published === false ? null : new Date().toISOString(),
        downloads: options.downloads ?? "full",
        prints_allowed: options.printsAllowed ?? true,
      })
      .where("id", "=", created.id)
      .execute();
    const sets: number[] = [];
    for (const [position, downloads] of (options.sets ?? []).entries()) {
      const row = await app.db
        .insertInto("gallery_sets")
        .values({
          gallery_id: created.id,
          title: ["Ceremony", "Portraits", "Party"][position] ?? `Set ${position}`,
          position,
          downloads,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      sets.push(Number(row.id));
    }
    const items: Setup["items"] = [];
    for (const [position, p] of options.photos.entries()) {
      const stored = await addPhoto(p.filename, p.bytes);
      const setId = p.set === null ? null : sets[p.set]!;
      const row = await app.db
        .insertInto("gallery_photos")
        .values({ gallery_id: created.id, set_id: setId, photo_id: stored.photoId, position })
        .returning("id")
        .executeTakeFirstOrThrow();
      // Filled by the database (a default, or a trigger on SQLite): read back, not returned by the insert.
      const { print_key } = await app.db
        .selectFrom("gallery_photos")
        .select("print_key")
        .where("id", "=", Number(row.id))
        .executeTakeFirstOrThrow();
      items.push({
        itemId: Number(row.id),
        printKey: print_key,
        setId,
        filename: p.filename,
        bytes: p.bytes,
        sha256: stored.sha256,
        md5: stored.md5,
      });
    }
    const gallery = { ...created, downloads: options.downloads ?? "full" };
    const cookie = (await grantAccessCookie(app, gallery)).split(";")[0]!;
    return { gallery, cookie, items, sets };
  };

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    fetch(server.url + url, { headers: { ...(cookie ? { cookie } : {}), ...headers }, redirect: "manual" });
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
  const downloads = async (galleryId: number) =>
    (
      await app.db
        .selectFrom("gallery_downloads")
        .selectAll()
        .where("gallery_id", "=", galleryId)
        .orderBy("id")
        .execute()
    ).map((r) => ({
      visitor: r.visitor,
      scope: r.scope,
      item: r.gallery_photo_id === null ? null : Number(r.gallery_photo_id),
      set: r.set_id === null ? null : Number(r.set_id),
      size: r.size,
      files: Number(r.files),
      address: r.address,
    }));

  let main: Setup;
  let big: Buffer;
  beforeAll(async () => {
    big = await photo({ width: 3000, height: 2000, seed: 3, gps: true, camera: true });
    // Set 0 as the gallery allows (full), set 1 web only, set 2 none; two photos share a name.
    main = await makeGallery({
      downloads: "full",
      sets: [null, "web", "none"],
      photos: [
        { filename: "Émilie first look.jpeg", bytes: big, set: 0 },
        { filename: "IMG_0002.jpg", bytes: await photo({ width: 600, height: 400, seed: 5 }), set: 0 },
        { filename: "img_0002.JPG", bytes: await photo({ width: 600, height: 400, seed: 6 }), set: 0 },
        { filename: "portrait.jpg", bytes: await photo({ width: 400, height: 600, seed: 7 }), set: 1 },
        { filename: "party.jpg", bytes: await photo({ width: 600, height: 400, seed: 8 }), set: 2 },
        { filename: "loose.jpg", bytes: await photo({ width: 600, height: 400, seed: 9 }), set: null },
      ],
    });
  }, 60_000);

  const url = (setup: Setup, rest: string) => `/g/${setup.gallery.slug}/download/${rest}`;

  it("sends one photo at full resolution: the original's bytes less GPS and serials, name, ETag, resumable", async () => {
    const item = main.items[0]!;
    // The original carries GPS: the client gets it without (tests/integration/gallery-full-download.test.ts).
    const sent = patchChunk(item.bytes, 0, await privacyPatches(bufferSource(item.bytes)));
    expect(sent.equals(item.bytes)).toBe(false);
    const res = await get(url(main, `${item.itemId}?size=full&name=Anna`), main.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="_milie first look.jpeg"; filename*=UTF-8''%C3%89milie%20first%20look.jpeg`,
    );
    expect(res.headers.get("etag")).toBe(fullDownloadEtag(item.sha256));
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-length")).toBe(String(item.bytes.length));
    expect((await bytesOf(res)).equals(sent)).toBe(true);

    const part = await get(url(main, `${item.itemId}?size=full`), main.cookie, { range: "bytes=100-1099" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-1099/${item.bytes.length}`);
    expect(part.headers.get("content-length")).toBe("1000");
    expect((await bytesOf(part)).equals(sent.subarray(100, 1100))).toBe(true);

    const tail = await get(url(main, `${item.itemId}?size=full`), main.cookie, {
      range: "bytes=1000-",
      "if-range": fullDownloadEtag(item.sha256),
    });
    expect(tail.status).toBe(206);
    expect((await bytesOf(tail)).equals(sent.subarray(1000))).toBe(true);

    // The file changed since (another ETag): the whole file again.
    const changed = await get(url(main, `${item.itemId}?size=full`), main.cookie, {
      range: "bytes=1000-",
      "if-range": '"something-else"',
    });
    expect(changed.status).toBe(200);
    expect((await bytesOf(changed)).length).toBe(item.bytes.length);

    const beyond = await get(url(main, `${item.itemId}?size=full`), main.cookie, {
      range: `bytes=${item.bytes.length}-`,
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${item.bytes.length}`);
    await beyond.arrayBuffer();
  });

  it("sends a web-size JPEG without metadata, made once and kept in private storage", async () => {
    const item = main.items[0]!;
    const res = await get(url(main, `${item.itemId}?size=web`), main.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toContain(`filename*=UTF-8''%C3%89milie%20first%20look.jpg`);
    expect(res.headers.get("etag")).toBe(`"${item.sha256}-web"`);
    const body = await bytesOf(res);
    const meta = await sharp(body).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(WEB_DOWNLOAD_EDGE);
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    // The original did carry GPS and camera data.
    expect((await sharp(item.bytes).metadata()).exif).toBeDefined();
    const stored = path.join(server.dataDir, "media", "private", `web-${item.sha256}.jpg`);
    expect(fs.readFileSync(stored).equals(body)).toBe(true);

    const part = await get(url(main, `${item.itemId}?size=web`), main.cookie, { range: "bytes=-500" });
    expect(part.status).toBe(206);
    expect((await bytesOf(part)).equals(body.subarray(body.length - 500))).toBe(true);
  });

  it("refuses what the gallery or the photo's set does not allow, with a clear message", async () => {
    const web = main.items.find((i) => i.filename === "portrait.jpg")!;
    const none = main.items.find((i) => i.filename === "party.jpg")!;
    const full = await get(url(main, `${web.itemId}?size=full`), main.cookie);
    expect(full.status).toBe(403);
    expect(await full.text()).toContain("Only web-size downloads are available for this photo");
    expect((await get(url(main, `${web.itemId}?size=web`), main.cookie)).status).toBe(200);
    const nothing = await get(url(main, `${none.itemId}?size=web`), main.cookie);
    expect(nothing.status).toBe(403);
    expect(await nothing.text()).toContain("Downloads are not available for this photo");
    // A set may allow more than the gallery: web-only gallery, full set.
    const lenient = await makeGallery({
      downloads: "web",
      sets: ["full"],
      photos: [
        { filename: "a.jpg", bytes: main.items[1]!.bytes, set: 0 },
        { filename: "b.jpg", bytes: main.items[2]!.bytes, set: null },
      ],
    });
    expect((await get(url(lenient, `${lenient.items[0]!.itemId}?size=full`), lenient.cookie)).status).toBe(200);
    expect((await get(url(lenient, `${lenient.items[1]!.itemId}?size=full`), lenient.cookie)).status).toBe(403);
    // A file the web copy cannot be made from: said in words (503).
    const broken = await makeGallery({
      photos: [{ filename: "broken.jpg", bytes: Buffer.from("not a photo"), set: null }],
    });
    const unmade = await get(url(broken, `${broken.items[0]!.itemId}?size=web`), broken.cookie);
    expect(unmade.status).toBe(503);
    expect(unmade.headers.get("retry-after")).toBe("60");
    expect(await unmade.text()).toContain("could not be prepared just now");
    // Nor can its metadata be read, so it is not sent at full size either: never unscrubbed (decision 028).
    const unscrubbed = await get(url(broken, `${broken.items[0]!.itemId}?size=full`), broken.cookie);
    expect(unscrubbed.status).toBe(503);
    expect(await unscrubbed.text()).toContain("could not be prepared for download");
    // Bad size, a photo of another gallery, an unknown id.
    expect((await get(url(main, `${web.itemId}?size=huge`), main.cookie)).status).toBe(400);
    expect((await get(url(main, `${lenient.items[0]!.itemId}?size=web`), main.cookie)).status).toBe(404);
    expect((await get(url(main, `99999999?size=web`), main.cookie)).status).toBe(404);
    expect((await get(url(main, `abc?size=web`), main.cookie)).status).toBe(404);
    expect((await get(url(main, `9999999999?size=web`), main.cookie)).status).toBe(404);
  });

  it("refuses without the gallery's cookie, after it closes, and while it is a draft", async () => {
    const item = main.items[1]!;
    const none = await get(url(main, `${item.itemId}?size=web`));
    expect(none.status).toBe(403);
    expect(await none.text()).toContain("enter your access code");
    expect((await get(url(main, "all.zip?size=web"))).status).toBe(403);
    // Another gallery's cookie, renamed: refused.
    const other = await makeGallery({ photos: [{ filename: "x.jpg", bytes: item.bytes, set: null }] });
    const [, value] = other.cookie.split("=");
    expect((await get(url(main, `${item.itemId}?size=web`), `gallery_${main.gallery.id}=${value}`)).status).toBe(403);

    const closed = await makeGallery({
      expiresOn: "2020-01-01",
      photos: [{ filename: "x.jpg", bytes: item.bytes, set: null }],
    });
    const gone = await get(url(closed, `${closed.items[0]!.itemId}?size=web`), closed.cookie);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("This gallery has closed");
    expect((await get(url(closed, "all.zip?size=web"), closed.cookie)).status).toBe(410);

    const draft = await makeGallery({
      published: false,
      photos: [{ filename: "x.jpg", bytes: item.bytes, set: null }],
    });
    expect((await get(url(draft, `${draft.items[0]!.itemId}?size=web`), draft.cookie)).status).toBe(404);
  });

  it("streams a set as a ZIP of the originals, same names numbered", async () => {
    const res = await get(url(main, `set/${main.sets[0]}.zip?size=full`), main.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain(`filename*=UTF-8''Anna%20%26%20Ben%20-%20Ceremony.zip`);
    const files = await unzip(await bytesOf(res));
    expect(files.map((f) => f.name)).toEqual(["Émilie first look.jpeg", "IMG_0002.jpg", "img_0002 (2).JPG"]);
    // The first photo carries GPS: the ZIP has it without, like a single download.
    const first = main.items[0]!.bytes;
    expect(files[0]!.bytes.equals(patchChunk(first, 0, await privacyPatches(bufferSource(first))))).toBe(true);
    for (const [i, f] of files.entries()) if (i > 0) expect(f.bytes.equals(main.items[i]!.bytes), f.name).toBe(true);

    // The web-only set: web copies named .jpg; full refused; the no-download set refused.
    const webSet = await unzip(await bytesOf(await get(url(main, `set/${main.sets[1]}.zip?size=web`), main.cookie)));
    expect(webSet.map((f) => f.name)).toEqual(["portrait.jpg"]);
    expect((await sharp(webSet[0]!.bytes).metadata()).exif).toBeUndefined();
    expect((await get(url(main, `set/${main.sets[1]}.zip?size=full`), main.cookie)).status).toBe(403);
    expect((await get(url(main, `set/${main.sets[2]}.zip?size=web`), main.cookie)).status).toBe(403);
    expect((await get(url(main, `set/999999.zip?size=web`), main.cookie)).status).toBe(404);
    expect((await get(url(main, `set/${main.sets[0]}.tar?size=web`), main.cookie)).status).toBe(404);
  });

  it("streams the whole gallery in folders per set, leaving out what a set does not allow", async () => {
    const full = await get(url(main, "all.zip?size=full"), main.cookie);
    expect(full.status).toBe(200);
    const files = await unzip(await bytesOf(full));
    expect(files.map((f) => f.name)).toEqual([
      "loose.jpg",
      "Ceremony/Émilie first look.jpeg",
      "Ceremony/IMG_0002.jpg",
      "Ceremony/img_0002 (2).JPG",
    ]);
    const byName = new Map(files.map((f) => [f.name, f.bytes]));
    expect(byName.get("loose.jpg")!.equals(main.items[5]!.bytes)).toBe(true);
    expect(byName.get("Ceremony/img_0002 (2).JPG")!.equals(main.items[2]!.bytes)).toBe(true);

    const web = await unzip(await bytesOf(await get(url(main, "all.zip?size=web"), main.cookie)));
    expect(web.map((f) => f.name)).toEqual([
      "loose.jpg",
      "Ceremony/Émilie first look.jpg",
      "Ceremony/IMG_0002.jpg",
      "Ceremony/img_0002 (2).jpg",
      "Portraits/portrait.jpg",
    ]);

    const nothing = await makeGallery({
      downloads: "none",
      sets: [null],
      photos: [{ filename: "x.jpg", bytes: main.items[1]!.bytes, set: 0 }],
    });
    const refused = await get(url(nothing, "all.zip?size=web"), nothing.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Downloads are not available for this gallery");
  });

  it("stops a ZIP when the client goes away, and keeps serving", async () => {
    const abort = new AbortController();
    const res = await fetch(server.url + url(main, "all.zip?size=full"), {
      headers: { cookie: main.cookie },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect((await reader.read()).value?.length).toBeGreaterThan(0);
    abort.abort();
    await reader.cancel().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    const again = await get(url(main, `set/${main.sets[0]}.zip?size=full`), main.cookie);
    expect((await unzip(await bytesOf(again))).length).toBe(3);
    expect(server.logs.join("\n")).not.toMatch(/unhandled|ERR_STREAM|TypeError/i);
  });

  it("records every download: who, what, which size, how many files, from where", async () => {
    const fresh = await makeGallery({
      downloads: "full",
      sets: [null],
      photos: [
        { filename: "a.jpg", bytes: main.items[1]!.bytes, set: 0 },
        { filename: "b.jpg", bytes: main.items[2]!.bytes, set: 0 },
      ],
    });
    const item = fresh.items[0]!;
    await (await get(url(fresh, `${item.itemId}?size=full&name=Anna%20Smith`), fresh.cookie)).arrayBuffer();
    // A resumed part is the same download: not counted again.
    await (await get(url(fresh, `${item.itemId}?size=full`), fresh.cookie, { range: "bytes=10-" })).arrayBuffer();
    await (
      await get(url(fresh, `set/${fresh.sets[0]}.zip?size=web`), fresh.cookie, { "x-gallery-visitor": "Ben" })
    ).arrayBuffer();
    await (await get(url(fresh, "all.zip?size=full"), fresh.cookie)).arrayBuffer();
    // A HEAD asks about the file without taking it: headers, no body, no record.
    const head = await fetch(server.url + url(fresh, `${item.itemId}?size=full`), {
      method: "HEAD",
      headers: { cookie: fresh.cookie },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(item.bytes.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    // Refused downloads are not downloads.
    await (await get(url(fresh, `${item.itemId}?size=full`))).arrayBuffer();
    const rows = await downloads(fresh.gallery.id);
    expect(rows.map(({ address: _a, ...r }) => r)).toEqual([
      { visitor: "Anna Smith", scope: "photo", item: item.itemId, set: null, size: "full", files: 1 },
      { visitor: "Ben", scope: "set", item: null, set: fresh.sets[0], size: "web", files: 2 },
      { visitor: null, scope: "gallery", item: null, set: null, size: "full", files: 2 },
    ]);
    expect(rows.every((r) => typeof r.address === "string" && r.address.length > 0)).toBe(true);
  });

  describe("prints", () => {
    const checkout = (items: unknown[], cookie?: string) =>
      fetch(`${server.url}/functions/v1/create-payment`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ items }),
      });
    const printId = (item: Setup["items"][number], size = "8x10") => `gallery-${item.printKey}-${size}`;
    const orderCount = async () =>
      Number(
        (
          await app.db
            .selectFrom("orders")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [eightByTen] = printSizes.portrait;

    it("refuses a gallery print to a browser without the gallery's access, the same way whatever the reason (issue 26)", async () => {
      const bytes = main.items[1]!.bytes;
      const other = await makeGallery({ photos: [{ filename: "b.jpg", bytes, set: null }] });
      const noPrints = await makeGallery({ printsAllowed: false, photos: [{ filename: "a.jpg", bytes, set: null }] });
      const closed = await makeGallery({ expiresOn: "2020-01-01", photos: [{ filename: "a.jpg", bytes, set: null }] });
      const draft = await makeGallery({ published: false, photos: [{ filename: "a.jpg", bytes, set: null }] });
      const photo = main.items[0]!;
      const attempts: Array<[string, string, string | undefined]> = [
        // The attack as reported: a sequential id, from a browser that never opened the gallery.
        ["the sequential id, no cookie", `gallery-${photo.itemId}-8x10`, undefined],
        ["the sequential id, with the cookie", `gallery-${photo.itemId}-8x10`, main.cookie],
        ["the photo's key, no cookie", printId(photo), undefined],
        ["another gallery's cookie", printId(photo), other.cookie],
        [
          "another gallery's cookie under this gallery's name",
          printId(photo),
          other.cookie.replace(/^gallery_\d+/, `gallery_${main.gallery.id}`),
        ],
        ["a forged cookie", printId(photo), `gallery_${main.gallery.id}=1700000000.${"A".repeat(43)}`],
        ["an unknown key", `gallery-${"0".repeat(32)}-8x10`, main.cookie],
        ["a size not sold", printId(photo, "9x9"), main.cookie],
        ["a gallery without prints", printId(noPrints.items[0]!), noPrints.cookie],
        ["a closed gallery", printId(closed.items[0]!), closed.cookie],
        ["a draft", printId(draft.items[0]!), draft.cookie],
      ];
      const before = await orderCount();
      const answers = new Map<string, { status: number; body: string }>();
      for (const [why, id, cookie] of attempts) {
        const res = await checkout(
          [
            { id, quantity: 1 },
            { id: "pink-peonies-8x10", quantity: 1 },
          ],
          cookie,
        );
        answers.set(why, { status: res.status, body: await res.text() });
      }
      // One answer for all of them: a stranger learns nothing (not the title, not "closed" or "exists").
      const expected = {
        status: 400,
        body: JSON.stringify({
          error: GALLERY_PRINT_UNAVAILABLE,
          fields: { "items.0": GALLERY_PRINT_UNAVAILABLE },
        }),
      };
      for (const [why] of attempts) expect(answers.get(why), why).toEqual(expected);
      expect(GALLERY_PRINT_UNAVAILABLE).toBe("One of the photos in your cart is no longer available to order");
      expect(await orderCount()).toBe(before);
    });

    it("names a photo by a random key, never by its sequential id", async () => {
      const keys = main.items.map((item) => item.printKey);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set(keys).size).toBe(keys.length);
      // The same library photo in another gallery has a key of its own there.
      const again = await makeGallery({ photos: [{ filename: "again.jpg", bytes: main.items[0]!.bytes, set: null }] });
      expect(again.items[0]!.printKey).not.toBe(main.items[0]!.printKey);
    });

    it("prices a gallery print from the catalogue for a browser with the gallery's access, ignoring the browser's price and title", async () => {
      const item = main.items[0]!;
      const res = await checkout(
        [
          { id: printId(item, eightByTen!.size), title: "Free print", price: "$0.01", quantity: 2 },
          { id: "pink-peonies-8x10", quantity: 1 },
        ],
        main.cookie,
      );
      expect(res.status, await res.clone().text()).toBe(200);
      const order = await app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
      const lines = await app.db
        .selectFrom("order_lines")
        .selectAll()
        .where("order_id", "=", order.id)
        .orderBy("position")
        .execute();
      expect(lines[0]).toMatchObject({
        cart_id: `gallery-${item.printKey}-8x10`,
        size: "8x10",
        title: 'Print of Émilie first look.jpeg from the gallery "Anna & Ben"',
      });
      expect(Number(lines[0]!.unit_cents)).toBe(eightByTen!.cents);
      expect(Number(lines[0]!.quantity)).toBe(2);
      expect(Number(lines[0]!.gallery_photo_id)).toBe(item.itemId);
      expect(lines[1]!.gallery_photo_id).toBeNull();
      expect(lines[1]!.print_photo_id).toBeNull();
      expect(Number(order.total_cents)).toBe(eightByTen!.cents * 2 + Number(lines[1]!.unit_cents));

      // The admin's order screen: the photo, its original for the lab and its MD5.
      const thumb = await sharp(item.bytes).resize(400).jpeg().toBuffer();
      const thumbName = `${sha256(thumb).slice(0, 20)}-400.jpg`;
      fs.mkdirSync(path.join(server.dataDir, "media", "private"), { recursive: true });
      fs.writeFileSync(path.join(server.dataDir, "media", "private", thumbName), thumb);
      const { photo_id } = await app.db
        .selectFrom("gallery_photos")
        .select("photo_id")
        .where("id", "=", item.itemId)
        .executeTakeFirstOrThrow();
      expect(Number(lines[0]!.print_photo_id)).toBe(Number(photo_id));
      await app.db
        .insertInto("media_variants")
        .values({
          photo_id: Number(photo_id),
          format: "jpeg",
          width: 400,
          height: 267,
          bytes: thumb.length,
          path: `private:${thumbName}`,
          storage_key: `private/${thumbName}`,
        })
        .execute();
      const page = await (await get(`/admin/orders/${order.id}`, admin.cookie)).text();
      expect(page).toContain(`/admin/gallery-photos/${photo_id}/thumbnail`);
      const thumbnail = await get(`/admin/gallery-photos/${photo_id}/thumbnail`, admin.cookie);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get("content-type")).toBe("image/jpeg");
      expect((await bytesOf(thumbnail)).equals(thumb)).toBe(true);
      expect(page).toContain(item.md5);
      expect(page).toContain(`/admin/gallery-photos/${photo_id}/original`);
      const original = await get(`/admin/gallery-photos/${photo_id}/original`, admin.cookie);
      expect(original.status).toBe(200);
      expect(original.headers.get("content-disposition")).toContain("%C3%89milie%20first%20look.jpeg");
      expect(original.headers.get("content-md5")).toBe(Buffer.from(item.md5, "hex").toString("base64"));
      expect((await bytesOf(original)).equals(item.bytes)).toBe(true);
      // Signed-in only.
      const stranger = await get(`/admin/gallery-photos/${photo_id}/original`);
      expect(stranger.status).toBe(302);
      expect(stranger.headers.get("location")).toContain("/admin/sign-in");
      expect((await get(`/admin/gallery-photos/99999999/original`, admin.cookie)).status).toBe(404);
      expect((await get(`/admin/gallery-photos/9999999999/original`, admin.cookie)).status).toBe(404);
      expect((await get(`/admin/gallery-photos/${photo_id}/other`, admin.cookie)).status).toBe(404);

      // The order outlives the gallery: with the photo taken out of it, the line still links the original.
      await app.db.deleteFrom("gallery_photos").where("id", "=", item.itemId).execute();
      const later = await (await get(`/admin/orders/${order.id}`, admin.cookie)).text();
      expect(later).toContain(item.md5);
      expect(later).toContain(`/admin/gallery-photos/${photo_id}/original`);
      expect((await get(`/admin/gallery-photos/${photo_id}/original`, admin.cookie)).status).toBe(200);
    });
  });

  describe("expiry reminders", () => {
    // A fixed clock far from today, so the server's own 15-minute look never finds these due.
    const now = new Date("2031-03-10T19:00:00Z"); // March 10, noon in Phoenix
    const siteUrl = "https://studio.example";
    const reminders = async (galleryIds: number[]) =>
      (
        await app.db
          .selectFrom("outbox")
          .select(["kind", "to_address", "subject", "text_body", "related_id"])
          .where("related_type", "=", "gallery")
          .where("related_id", "in", galleryIds)
          .orderBy("id")
          .execute()
      ).map((r) => ({ kind: r.kind, gallery: Number(r.related_id), subject: r.subject, text: r.text_body }));

    it("sends the 7-day and 1-day reminders once each, even from two sweeps at once; none for drafts", async () => {
      const bytes = main.items[1]!.bytes;
      const week = await makeGallery({ expiresOn: "2031-03-15", photos: [{ filename: "a.jpg", bytes, set: null }] });
      const tomorrow = await makeGallery({
        expiresOn: "2031-03-11",
        photos: [{ filename: "a.jpg", bytes, set: null }],
      });
      const draft = await makeGallery({
        published: false,
        expiresOn: "2031-03-12",
        photos: [{ filename: "a.jpg", bytes, set: null }],
      });
      const far = await makeGallery({ expiresOn: "2031-04-30", photos: [{ filename: "a.jpg", bytes, set: null }] });
      const ids = [week.gallery.id, tomorrow.gallery.id, draft.gallery.id, far.gallery.id];

      // Two sweeps at the same moment, twice over. On PostgreSQL each has its own connection pool,
      // as two instances would. SQLite's driver is synchronous, so a second connection in this
      // process would block the thread while waiting for the first: both sweeps share one
      // connection here, and across processes BEGIN IMMEDIATE makes them take turns.
      const other = kind === "postgres" ? openDatabase(server.databaseUrl) : app;
      try {
        const counts = await Promise.all([
          sweepGalleryReminders(app, { now, siteUrl }),
          sweepGalleryReminders(other, { now, siteUrl }),
        ]);
        expect(counts[0] + counts[1]).toBe(2);
        expect(
          await Promise.all([
            sweepGalleryReminders(app, { now, siteUrl }),
            sweepGalleryReminders(other, { now, siteUrl }),
          ]),
        ).toEqual([0, 0]);
      } finally {
        if (other !== app) await other.db.destroy();
      }
      const mails = await reminders(ids);
      expect(mails.map((m) => [m.kind, m.gallery])).toEqual(
        expect.arrayContaining([
          ["gallery-reminder-7d", week.gallery.id],
          ["gallery-reminder-1d", tomorrow.gallery.id],
        ]),
      );
      expect(mails).toHaveLength(2);
      const weekMail = mails.find((m) => m.gallery === week.gallery.id)!;
      expect(weekMail.subject).toContain("Saturday, March 15, 2031");
      expect(weekMail.text).toContain(`${siteUrl}/g/${week.gallery.slug}`);
      expect(weekMail.text).not.toContain("4821");

      // The day before the week gallery closes: its 1-day reminder, once.
      const dayBefore = new Date("2031-03-14T19:00:00Z");
      expect(await sweepGalleryReminders(app, { now: dayBefore, siteUrl })).toBe(1);
      expect(await sweepGalleryReminders(app, { now: dayBefore, siteUrl })).toBe(0);

      // Extended: the new date makes both reminders due again, each in its time.
      await app.db
        .updateTable("galleries")
        .set({ expires_on: "2031-03-20" })
        .where("id", "=", week.gallery.id)
        .execute();
      expect(await sweepGalleryReminders(app, { now: dayBefore, siteUrl })).toBe(1);
      expect(await sweepGalleryReminders(app, { now: new Date("2031-03-19T19:00:00Z"), siteUrl })).toBe(1);
      const after = (await reminders([week.gallery.id])).map((m) => m.kind);
      expect(after).toEqual([
        "gallery-reminder-7d",
        "gallery-reminder-1d",
        "gallery-reminder-7d",
        "gallery-reminder-1d",
      ]);
      const rows = await app.db
        .selectFrom("gallery_reminders")
        .select(["kind", "expires_on"])
        .where("gallery_id", "=", week.gallery.id)
        .orderBy("sent_at")
        .orderBy("kind", "desc")
        .execute();
      expect(rows.map((r) => `${r.kind} ${r.expires_on}`).sort()).toEqual([
        "1d 2031-03-15",
        "1d 2031-03-20",
        "7d 2031-03-15",
        "7d 2031-03-20",
      ]);
      // The draft never got one; published, it would.
      expect((await reminders([draft.gallery.id])).length).toBe(0);
    });
  });
});

describe("client gallery downloads from S3 storage", () => {
  // The storage has no ranged read for S3: a resumed download skips the first bytes as they come.
  let s3: TestS3;
  let server: TestServer;
  let app: AppDatabase;

  beforeAll(async () => {
    forgetAppSecretsForTests();
    s3 = await startS3();
    server = await startServer(s3.env);
    app = openDatabase(server.databaseUrl);
  }, 90_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await s3?.stop();
    forgetAppSecretsForTests();
  });

  it("serves ranges, web copies and ZIPs of originals kept in the bucket", async () => {
    const files = [
      // Noise does not compress: a file of several chunks, so a range starts and ends mid-stream.
      {
        name: "one.jpg",
        bytes: await sharp({
          create: {
            width: 2400,
            height: 1600,
            channels: 3,
            background: "#808080",
            noise: { type: "gaussian", mean: 128, sigma: 40 },
          },
        })
          .jpeg({ quality: 90 })
          .toBuffer(),
      },
      { name: "two.jpg", bytes: await photo({ width: 800, height: 600, seed: 12 }) },
    ];
    const gallery = await createGallery(app.db, {
      title: "Bucket",
      clientName: "C",
      clientEmail: "c@example.com",
      sessionDate: null,
      accessCode: "1234",
      expiresOn: null,
    });
    await app.db
      .updateTable("galleries")
      .set({ published_at: new Date().toISOString(), downloads: "full" })
      .where("id", "=", gallery.id)
      .execute();
    const items: number[] = [];
    for (const [position, file] of files.entries()) {
      const sum = sha256(file.bytes);
      await s3.client.send(
        new PutObjectCommand({
          Bucket: S3_BUCKET,
          Key: `site/originals/${sum}`,
          Body: file.bytes,
          ContentType: "image/jpeg",
        }),
      );
      const photoId = await insertGalleryPhotoRow(app.db, {
        sha256: sum,
        md5: md5(file.bytes),
        filename: file.name,
        bytes: file.bytes.length,
      });
      const link = await app.db
        .insertInto("gallery_photos")
        .values({ gallery_id: gallery.id, set_id: null, photo_id: photoId, position })
        .returning("id")
        .executeTakeFirstOrThrow();
      items.push(Number(link.id));
    }
    const cookie = (await grantAccessCookie(app, gallery)).split(";")[0]!;
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/g/${gallery.slug}/download/${path}`, { headers: { cookie, ...headers } });
    const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

    const original = files[0]!.bytes;
    expect(original.length).toBeGreaterThan(1024 * 1024);
    const whole = await get(`${items[0]}?size=full`);
    expect(whole.status).toBe(200);
    expect((await body(whole)).equals(original)).toBe(true);
    // A range that starts past the first chunks the bucket sends and ends before the last.
    const [from, to] = [Math.floor(original.length / 3), Math.floor(original.length / 2)];
    const middle = await get(`${items[0]}?size=full`, { range: `bytes=${from}-${to}` });
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-range")).toBe(`bytes ${from}-${to}/${original.length}`);
    expect((await body(middle)).equals(original.subarray(from, to + 1))).toBe(true);

    const web = await get(`${items[0]}?size=web`);
    expect(web.status).toBe(200);
    const webBytes = await body(web);
    expect((await sharp(webBytes).metadata()).width).toBe(WEB_DOWNLOAD_EDGE);
    expect(await s3.keys("site/private/")).toEqual([`site/private/web-${sha256(original)}.jpg`]);

    const zip = await unzip(await body(await get("all.zip?size=full")));
    expect(zip.map((f) => f.name)).toEqual(["one.jpg", "two.jpg"]);
    expect(zip[1]!.bytes.equals(files[1]!.bytes)).toBe(true);
  });
});
