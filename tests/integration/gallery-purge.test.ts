import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { forgetAppSecretsForTests } from "~/server/galleries/app-secret.server";
import { readGalleryById } from "~/server/galleries/galleries.server";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn } from "./admin-client";
import { visitorCookie } from "./gallery-fixtures";
import { mediaFiles, photo, startS3, upload, waitUntilSettled, type TestS3 } from "./media-helpers";

// Issue 26 §4 against the built server, on file storage and on S3 (s3rver): deleting a gallery
// photo, a gallery or a library photo leaves nothing of that photo in storage — its original, its
// variants, and the copies made for clients on request (private/web-<sha256>.jpg, the web-size
// download; private/wm-<name>, the watermarked previews) — except what another gallery still shows.

describe.each(["file", "s3"] as const)("deleting removes every copy, on %s storage", (storageKind) => {
  let server: TestServer;
  let app: AppDatabase;
  let s3: TestS3 | undefined;
  let session: { cookie: string; csrf: string };

  beforeAll(async () => {
    forgetAppSecretsForTests();
    s3 = storageKind === "s3" ? await startS3() : undefined;
    server = await startServer(s3?.env ?? {});
    const created = await createAdminAccount(server.databaseUrl);
    expect(created.code, created.output).toBe(0);
    app = openDatabase(server.databaseUrl);
    session = await signIn(server.url);
  }, 90_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await s3?.stop();
    forgetAppSecretsForTests();
  });

  /** Every stored file, as "originals/…", "public/…", "private/…". */
  const stored = async () => (s3 ? (await s3.keys()).map((key) => key.replace(/^site\//, "")) : mediaFiles(server));

  /** What storage still holds of a photo: its original, variants and every copy made from them. */
  const remains = async (p: { sha: string; names: string[] }) =>
    (await stored()).filter((file) => file.includes(p.sha) || p.names.some((name) => file.includes(name)));

  const post = (path: string, fields: Record<string, string>) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: session.csrf, ...fields }),
    });
  const version = async (galleryId: number) => (await readGalleryById(app.db, galleryId))!.version;

  const newGallery = async (title: string) => {
    const res = await post("/admin/galleries", {
      title,
      clientName: "Anna",
      clientEmail: "anna@example.com",
      sessionDate: "",
      accessCode: "482193",
      expiresOn: "",
    });
    const id = Number(/(\d+)/.exec(res.headers.get("location") ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    // Published, watermarked previews, full downloads: every kind of copy gets made.
    await app.db
      .updateTable("galleries")
      .set({ published_at: new Date().toISOString(), watermark: true, downloads: "full" })
      .where("id", "=", id)
      .execute();
    return id;
  };

  const uploadTo = async (galleryId: number, name: string, body: Buffer) => {
    const form = new FormData();
    form.append("files", new File([new Uint8Array(body)], name, { type: "image/jpeg" }));
    const res = await fetch(`${server.url}/admin/galleries/${galleryId}/upload`, {
      method: "POST",
      headers: { cookie: session.cookie, "X-CSRF-Token": session.csrf },
      body: form,
    });
    const answer = (await res.json()) as { results: Array<{ photo?: { id: number } }> };
    return answer.results[0]!.photo!.id;
  };

  /** The photo's item in a gallery. */
  const itemOf = async (galleryId: number, photoId: number) =>
    Number(
      (
        await app.db
          .selectFrom("gallery_photos")
          .select("id")
          .where("gallery_id", "=", galleryId)
          .where("photo_id", "=", photoId)
          .executeTakeFirstOrThrow()
      ).id,
    );

  /** A client views the photo's previews (watermarked copies) and downloads it at web size. */
  const visitAsClient = async (galleryId: number, photoId: number) => {
    const gallery = (await readGalleryById(app.db, galleryId))!;
    const cookie = await visitorCookie(app, gallery);
    const variants = await app.db.selectFrom("media_variants").select("path").where("photo_id", "=", photoId).execute();
    for (const v of variants.filter((v) => v.path.startsWith("private:"))) {
      const res = await fetch(`${server.url}/g/${gallery.slug}/photo/${v.path.slice("private:".length)}`, {
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const item = await itemOf(galleryId, photoId);
    const web = await fetch(`${server.url}/g/${gallery.slug}/download/${item}?size=web`, { headers: { cookie } });
    expect(web.status).toBe(200);
    await web.arrayBuffer();
  };

  /** The photo's hash and its variants' names, read before it goes. */
  const describePhoto = async (photoId: number) => {
    const row = await app.db
      .selectFrom("media_photos")
      .select("sha256")
      .where("id", "=", photoId)
      .executeTakeFirstOrThrow();
    const variants = await app.db.selectFrom("media_variants").select("path").where("photo_id", "=", photoId).execute();
    return { sha: row.sha256, names: variants.map((v) => v.path.replace(/^private:|^\/media\//, "")) };
  };

  /** Until every purge job has run. */
  const purged = async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const open = await app.db
        .selectFrom("jobs")
        .select(["state", "last_error"])
        .where("kind", "=", "media.purge")
        .where("state", "not in", ["done"])
        .execute();
      expect(open.filter((j) => j.state === "dead")).toEqual([]);
      if (open.length === 0) return;
      if (Date.now() > deadline) throw new Error(`purge jobs still open: ${JSON.stringify(open)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it(
    "a removed photo, a deleted gallery and a deleted library photo leave no file behind",
    { timeout: 180_000 },
    async () => {
      const first = await newGallery("First");
      const second = await newGallery("Second");
      const alone = await uploadTo(first, "IMG_0001.jpg", await photo({ width: 900, height: 600, seed: 31 }));
      const shared = await photo({ width: 900, height: 600, seed: 32 });
      const both = await uploadTo(first, "IMG_0002.jpg", shared);
      expect(await uploadTo(second, "IMG_0002.jpg", shared)).toBe(both);
      // A photo of the public library, also delivered in the first gallery.
      const libraryUpload = await upload(
        server,
        [{ name: "LIB_0001.jpg", body: await photo({ width: 900, height: 600, seed: 33 }) }],
        session,
      );
      const library = ((await libraryUpload.json()) as { results: Array<{ photo: { id: number } }> }).results[0]!.photo
        .id;
      expect(await uploadTo(first, "LIB_0001.jpg", await photo({ width: 900, height: 600, seed: 33 }))).toBe(library);
      await waitUntilSettled(server, session.cookie, [alone, both, library]);

      for (const id of [alone, both, library]) await visitAsClient(first, id);
      await visitAsClient(second, both);
      const [aloneFiles, bothFiles, libraryFiles] = await Promise.all([alone, both, library].map(describePhoto));
      for (const p of [aloneFiles, bothFiles, libraryFiles]) {
        const files = await remains(p!);
        expect(files).toContain(`private/web-${p!.sha}.jpg`);
        expect(files).toContain(`originals/${p!.sha}`);
      }
      expect((await remains(aloneFiles!)).filter((f) => f.startsWith("private/wm-")).length).toBeGreaterThan(0);

      // 1. One photo taken out of its only gallery: nothing of it is left.
      let res = await post(`/admin/galleries/${first}`, {
        version: String(await version(first)),
        intent: "remove",
        itemId: String(await itemOf(first, alone)),
      });
      expect(res.status).toBe(200);
      await purged();
      expect(await remains(aloneFiles!)).toEqual([]);

      // 2. The library photo taken out of the gallery: it stays in the library; its client copy goes.
      res = await post(`/admin/galleries/${first}`, {
        version: String(await version(first)),
        intent: "remove",
        itemId: String(await itemOf(first, library)),
      });
      expect(res.status).toBe(200);
      await purged();
      const kept = await remains(libraryFiles!);
      expect(kept).toContain(`originals/${libraryFiles!.sha}`);
      expect(kept.some((f) => f.startsWith("public/"))).toBe(true);
      expect(kept.filter((f) => f.startsWith("private/"))).toEqual([]);

      // 3. The first gallery deleted: the photo the second still shows keeps every file it needs.
      const before = await remains(bothFiles!);
      res = await post(`/admin/galleries/${first}/delete`, { version: String(await version(first)) });
      expect(res.status).toBe(302);
      await purged();
      expect(await remains(bothFiles!)).toEqual(before);

      // 4. The second gallery deleted too: now nothing of it is left.
      res = await post(`/admin/galleries/${second}/delete`, { version: String(await version(second)) });
      expect(res.status).toBe(302);
      await purged();
      expect(await remains(bothFiles!)).toEqual([]);

      // 5. The library photo deleted from the library: nothing of it is left.
      res = await post(`/admin/photos/${library}/delete`, { id: String(library), intent: "delete" });
      expect(res.status).toBeLessThan(400);
      await purged();
      expect(await remains(libraryFiles!)).toEqual([]);
    },
  );
});
