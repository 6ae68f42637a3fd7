import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { databaseKinds } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn, textOf } from "./admin-client";
import { createPgDatabase, mediaFiles, photo, upload, waitUntilSettled } from "./media-helpers";

// Issue 26 §7, the photographer's side over HTTP against the built server (SQLite and, with
// TEST_DATABASE_URL, PostgreSQL): "View as your client" (a cookie only for her signed-in, CSRF-checked
// post, opening that gallery only; a draft only as her preview), photos added from her Photos library
// (every refusal in words; shown, watermarked and downloaded through the gallery; never deleted with
// it), and hearts a client has not sent yet, shown as such.

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe.each(databaseKinds)("gallery admin, issue 26 §7, on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let session: { cookie: string; csrf: string };
  /** Her library photos (ready), by file name. */
  const library: Record<string, { id: number; bytes: Buffer }> = {};
  let processingId = 0;
  let builtInId = 0;
  /** Gallery A will be published; B stays a draft. */
  const A = { id: 0, slug: "", title: "The Moreno wedding" };
  const B = { id: 0, slug: "", title: "Secret draft of the Lee family" };
  let privatePhotoOfB = 0;

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await createPgDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer(pgDb ? { DATABASE_URL: pgDb.url } : {});
    const created = await createAdminAccount(server.databaseUrl);
    expect(created.code, created.output).toBe(0);
    app = openDatabase(server.databaseUrl);
    session = await signIn(server.url);

    for (const [i, name] of ["LIB_0001.jpg", "LIB_0002.jpg", "LIB_0003.jpg", "LIB_0004.jpg"].entries()) {
      const bytes = await photo({ width: 900, height: 600, seed: 60 + i });
      const res = await upload(server, [{ name, body: bytes }], session);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { results: Array<{ photo?: { id: number } }> };
      library[name] = { id: body.results[0]!.photo!.id, bytes };
    }
    await waitUntilSettled(
      server,
      session.cookie,
      Object.values(library).map((p) => p.id),
    );
    // A library photo still being prepared, and one of the site's built-in photos (no original).
    processingId = Number(
      (
        await app.db
          .insertInto("media_photos")
          .values({
            sha256: "f".repeat(64),
            md5: "f".repeat(32),
            filename: "LIB_SLOW.jpg",
            bytes: 10,
            content_type: "image/jpeg",
            original_key: `originals/${"f".repeat(64)}`,
            source: "upload",
            state: "processing",
            failure_reason: null,
            width: null,
            height: null,
            alt_text: "",
            camera: null,
            lens: null,
            captured_at: null,
            placeholder: null,
            dominant_color: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
    builtInId = Number(
      (await app.db.selectFrom("media_photos").select("id").where("source", "=", "bundled").executeTakeFirstOrThrow())
        .id,
    );

    for (const g of [A, B]) {
      const res = await post("/admin/galleries", {
        title: g.title,
        clientName: "A client",
        clientEmail: "client@example.com",
        sessionDate: "",
        accessCode: "482193",
        expiresOn: "",
      });
      expect(res.status).toBe(302);
      g.id = Number(/\/admin\/galleries\/(\d+)/.exec(res.headers.get("location") ?? "")![1]);
      g.slug = (
        await app.db.selectFrom("galleries").select("slug").where("id", "=", g.id).executeTakeFirstOrThrow()
      ).slug;
    }
    // One of B's own (private) photos: another client's photo, never in her library.
    const form = new FormData();
    form.append(
      "files",
      new File([new Uint8Array(await photo({ width: 800, height: 600, seed: 90 }))], "LEE_0001.jpg", {
        type: "image/jpeg",
      }),
    );
    const sent = await fetch(`${server.url}/admin/galleries/${B.id}/upload`, {
      method: "POST",
      headers: { cookie: session.cookie, "X-CSRF-Token": session.csrf },
      body: form,
    });
    privatePhotoOfB = ((await sent.json()) as { results: Array<{ photo: { id: number } }> }).results[0]!.photo.id;
    await waitUntilSettled(server, session.cookie, [privatePhotoOfB]);
  }, 180_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  function post(
    path: string,
    fields: Record<string, string | string[]>,
    auth: { cookie?: string | null; csrf?: string } = {},
  ) {
    const body = new URLSearchParams();
    body.set("csrf", auth.csrf ?? session.csrf);
    for (const [name, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    }
    return fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...(auth.cookie === null ? {} : { cookie: auth.cookie ?? session.cookie }),
        "content-type": "application/x-www-form-urlencoded",
      },
      body,
    });
  }
  const get = (path: string, cookie?: string) =>
    fetch(server.url + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const html = async (res: Response) => decode(await res.text());
  const version = async (id: number) =>
    Number(
      (await app.db.selectFrom("galleries").select("version").where("id", "=", id).executeTakeFirstOrThrow()).version,
    );
  const itemsOf = async (id: number) =>
    (
      await app.db
        .selectFrom("gallery_photos")
        .selectAll()
        .where("gallery_id", "=", id)
        .orderBy("position")
        .orderBy("id")
        .execute()
    ).map((r) => ({
      id: Number(r.id),
      photoId: Number(r.photo_id),
      setId: r.set_id === null ? null : Number(r.set_id),
      position: Number(r.position),
    }));
  const addFromLibrary = (
    galleryId: number,
    photoIds: Array<number | string>,
    extra: Record<string, string> = {},
    auth = {},
  ) =>
    post(
      `/admin/galleries/${galleryId}`,
      { intent: "add-from-library", photoId: photoIds.map(String), ...extra },
      auth,
    );
  /** The gallery's cookie a response set: "gallery_<id>=<value>". */
  const galleryCookie = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => /^gallery_\d+=/.test(c))
      ?.split(";")[0];
  const variantNames = async (photoId: number) =>
    (await app.db.selectFrom("media_variants").select("path").where("photo_id", "=", photoId).execute()).map((r) =>
      r.path.replace(/^private:|^\/media\//, ""),
    );

  it("add from library: refuses nothing ticked, bad ids, unknown, built-in and another client's photos, a missing set; guarded", async () => {
    const v = await version(A.id);
    const cases: Array<[Array<number | string>, Record<string, string>, RegExp]> = [
      [[], {}, /Tick at least one photo to add/],
      [["abc"], {}, /Which photos\? Reload the page/],
      [["-3"], {}, /Which photos\? Reload the page/],
      [[999_999], {}, /Nothing was added: 1 photo is no longer in your Photos library/],
      [[builtInId], {}, /Nothing was added: .* built into the site's design, with no original file/],
      [[privatePhotoOfB], {}, /Nothing was added: 1 photo is no longer in your Photos library/],
      [[processingId], {}, /Nothing was added: LIB_SLOW\.jpg is still being prepared: add it in a minute/],
      [[library["LIB_0001.jpg"]!.id], { targetSet: "999999" }, /That set no longer exists/],
      [[library["LIB_0001.jpg"]!.id], { targetSet: "ceremony" }, /Choose the set to put the photos in/],
    ];
    for (const [ids, extra, message] of cases) {
      const res = await addFromLibrary(A.id, ids, extra);
      const text = await html(res);
      expect(res.status, `${ids} ${JSON.stringify(extra)}: ${textOf(text).slice(0, 200)}`).toBe(400);
      expect(text).toMatch(message);
    }
    // Another client's photo is never named to her here.
    expect(await html(await addFromLibrary(A.id, [privatePhotoOfB]))).not.toContain("LEE_0001");
    const id = library["LIB_0001.jpg"]!.id;
    expect((await addFromLibrary(A.id, [id], {}, { cookie: null })).status).toBe(401);
    expect((await addFromLibrary(A.id, [id], {}, { csrf: "forged" })).status).toBe(403);
    expect((await addFromLibrary(999_999, [id])).status).toBe(404);
    expect(await itemsOf(A.id)).toEqual([]);
    expect(await version(A.id)).toBe(v);
  });

  it(
    "add from library survives generated garbage: never a 5xx, always a message, nothing added",
    { timeout: 60_000 },
    async () => {
      const before = await itemsOf(A.id);
      // Anything but the id of a ready library photo (which would rightly be added).
      const ready = new Set(Object.values(library).map((p) => String(p.id)));
      const value = fc.oneof(
        fc.constantFrom(
          "",
          " ",
          "\u0000",
          "0",
          "-1",
          "1.5",
          "1e3",
          "2147483648",
          "99999999999999999999",
          "none",
          "💍".repeat(100),
        ),
        fc.string({ maxLength: 200 }).filter((v) => !ready.has(v.trim())),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(value, { maxLength: 5 }), value, async (ids, targetSet) => {
          const res = await addFromLibrary(A.id, ids, { targetSet });
          expect(res.status, `${JSON.stringify(ids)} ${JSON.stringify(targetSet)}`).toBe(400);
          expect((await res.text()).length).toBeGreaterThan(0);
        }),
        { numRuns: 60 },
      );
      expect(await itemsOf(A.id)).toEqual(before);
    },
  );

  it("add from library: appends ready photos in the order chosen, in the set chosen, without taking a version", async () => {
    const setRes = await post(`/admin/galleries/${A.id}`, {
      intent: "set-add",
      setTitle: "Ceremony",
      version: String(await version(A.id)),
    });
    expect(setRes.status).toBe(200);
    const setId = Number(
      (await app.db.selectFrom("gallery_sets").select("id").where("gallery_id", "=", A.id).executeTakeFirstOrThrow())
        .id,
    );
    const v = await version(A.id);
    const [one, two, three] = ["LIB_0001.jpg", "LIB_0002.jpg", "LIB_0003.jpg"].map((n) => library[n]!.id);
    // The form of another tab's older version still adds: adding only appends, as an upload does.
    const res = await addFromLibrary(A.id, [two!, one!], { targetSet: String(setId), version: String(v - 5) });
    expect(res.status).toBe(200);
    expect(textOf(await html(res))).toContain("Added 2 photos from your Photos library.");
    expect(await itemsOf(A.id)).toEqual([
      expect.objectContaining({ photoId: two, setId, position: 0 }),
      expect.objectContaining({ photoId: one, setId, position: 1 }),
    ]);
    expect(await version(A.id)).toBe(v);
    const log = await app.db.selectFrom("activity_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(log).toMatchObject({ area: `Gallery: ${A.title}`, summary: "Added 2 photos from the Photos library" });

    // Repeats and unready ones are named; the rest is added.
    const again = await addFromLibrary(A.id, [one!, processingId]);
    expect(again.status).toBe(400);
    expect(textOf(await html(again))).toContain(
      "Nothing was added: LIB_0001.jpg is already in this gallery. LIB_SLOW.jpg is still being prepared",
    );
    const mixed = await addFromLibrary(A.id, [one!, three!, three!]);
    expect(mixed.status).toBe(200);
    expect(textOf(await html(mixed))).toContain(
      "Added 1 photo from your Photos library. Not added: LIB_0001.jpg is already in this gallery.",
    );
    expect((await itemsOf(A.id)).map((i) => [i.photoId, i.setId, i.position])).toEqual([
      [two, setId, 0],
      [one, setId, 1],
      [three, null, 2],
    ]);
    // A draft takes them too; B will be previewed with one of hers.
    expect((await addFromLibrary(B.id, [library["LIB_0004.jpg"]!.id])).status).toBe(200);
    // The library keeps them as they were: public, hers.
    const rows = await app.db
      .selectFrom("media_photos")
      .select(["source"])
      .where("id", "in", [one!, two!, three!])
      .execute();
    expect(rows.map((r) => r.source)).toEqual(["upload", "upload", "upload"]);
  });

  it("the picker lists her own photos, saying which cannot be added and why; strangers sign in first", async () => {
    const res = await get(`/admin/galleries/${A.id}/add`, session.cookie);
    expect(res.status).toBe(200);
    const text = textOf(await html(res));
    expect(text).toContain("Add photos from your Photos library");
    expect(text).toMatch(/LIB_0001\.jpg Already in this gallery/);
    expect(text).toMatch(/LIB_SLOW\.jpg Still being prepared/);
    expect(text).toContain("LIB_0004.jpg");
    expect(text).not.toMatch(/LIB_0004\.jpg (Already|Still|Could)/);
    // Neither the site's built-in photos nor a client's are offered.
    const builtIn = await app.db
      .selectFrom("media_photos")
      .select("filename")
      .where("id", "=", builtInId)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(builtIn.filename);
    expect(text).not.toContain("LEE_0001");
    expect(text).toContain("The set “Ceremony”");
    const search = textOf(await html(await get(`/admin/galleries/${A.id}/add?q=0004`, session.cookie)));
    expect(search).toContain("LIB_0004.jpg");
    expect(search).not.toContain("LIB_0001.jpg");
    const stranger = await get(`/admin/galleries/${A.id}/add`);
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
    expect((await get("/admin/galleries/999999/add", session.cookie)).status).toBe(404);
  });

  it("view as your client: a cookie only for her signed-in, CSRF-checked post; it opens that gallery only", async () => {
    const published = await post(`/admin/galleries/${A.id}`, {
      intent: "publish",
      version: String(await version(A.id)),
    });
    expect(published.status).toBe(200);
    await post(`/admin/galleries/${B.id}`, { intent: "publish", version: String(await version(B.id)) });

    const stranger = await post(`/admin/galleries/${A.id}`, { intent: "view-as-client" }, { cookie: null });
    expect(stranger.status).toBe(401);
    expect(galleryCookie(stranger)).toBeUndefined();
    const forged = await post(`/admin/galleries/${A.id}`, { intent: "view-as-client" }, { csrf: "forged" });
    expect(forged.status).toBe(403);
    expect(galleryCookie(forged)).toBeUndefined();
    const missing = await post(`/admin/galleries/${A.id}`, { intent: "view-as-client" }, { csrf: "" });
    expect(missing.status).toBe(403);

    const res = await post(`/admin/galleries/${A.id}`, { intent: "view-as-client" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/g/${A.slug}`);
    const cookie = galleryCookie(res)!;
    expect(cookie).toMatch(new RegExp(`^gallery_${A.id}=`));
    // The client's page, with nothing of the admin: the gallery's cookie alone opens it.
    const page = await get(`/g/${A.slug}`, cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const body = await html(page);
    expect(body).toContain(`<h1 class="text-4xl sm:text-6xl">${A.title}</h1>`);
    expect(body).not.toContain("A preview of your draft");

    // The other gallery stays shut, and says nothing of itself, whatever the cookie is called.
    const value = cookie.split("=")[1]!;
    for (const tried of [cookie, `gallery_${B.id}=${value}`]) {
      const other = await get(`/g/${B.slug}`, tried);
      const text = await html(other);
      expect(text).toContain("Access code");
      expect(text).not.toContain(B.title);
    }
    // A GET of the editor does nothing of the sort.
    const view = await get(`/admin/galleries/${A.id}?intent=view-as-client`, session.cookie);
    expect(galleryCookie(view)).toBeUndefined();
  });

  it("a draft opens only as the signed-in photographer's preview: its page and photos, nothing else", async () => {
    await post(`/admin/galleries/${B.id}`, { intent: "unpublish", version: String(await version(B.id)) });
    const res = await post(`/admin/galleries/${B.id}`, { intent: "view-as-client" });
    expect(res.status).toBe(303);
    const cookie = galleryCookie(res)!;

    // Hers: the page says it is a preview.
    const preview = await get(`/g/${B.slug}`, `${session.cookie}; ${cookie}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const text = textOf(await html(preview));
    expect(text).toContain(B.title);
    expect(text).toContain("A preview of your draft: only you can see it");
    // The gallery's cookie alone (signed out, or anyone else's browser) meets "not ready yet".
    for (const who of [cookie, undefined]) {
      const refused = await get(`/g/${B.slug}`, who);
      expect(refused.status).toBe(404);
      const words = await html(refused);
      expect(words).toContain("not ready yet");
      expect(words).not.toContain(B.title);
    }
    // Its photos likewise: her library photo's and the client's own private one.
    for (const photoId of [library["LIB_0004.jpg"]!.id, privatePhotoOfB]) {
      const name = (await variantNames(photoId)).find((n) => n.endsWith(".jpg"))!;
      expect((await get(`/g/${B.slug}/photo/${name}`, session.cookie)).status).toBe(200);
      expect((await get(`/g/${B.slug}/photo/${name}`, cookie)).status).toBe(404);
      expect((await get(`/g/${B.slug}/photo/${name}`)).status).toBe(404);
    }
    // Hearts, downloads and prints wait for the published gallery, even for her.
    const item = (await itemsOf(B.id))[0]!;
    const both = `${session.cookie}; ${cookie}`;
    const heart = await fetch(`${server.url}/g/${B.slug}/favourites`, {
      method: "POST",
      headers: { cookie: both, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "heart", person: "Me", itemId: String(item.id), on: "true" }),
    });
    expect(heart.status).toBe(404);
    expect((await get(`/g/${B.slug}/download/${item.id}?size=web`, both)).status).toBe(404);
    expect((await get(`/g/${B.slug}/download/all.zip?size=web`, both)).status).toBe(404);
  });

  it("a library photo is shown, watermarked and downloaded through the gallery, never by its /media address", async () => {
    const cookie = galleryCookie(await post(`/admin/galleries/${A.id}`, { intent: "view-as-client" }))!;
    const one = library["LIB_0001.jpg"]!;
    const names = await variantNames(one.id);
    const page = await html(await get(`/g/${A.slug}`, cookie));
    for (const name of names) expect(page).not.toContain(`/media/${name}`);
    expect(page).toContain(`/g/${A.slug}/photo/${names[0]}`);
    const jpeg = names.find((n) => n.endsWith(".jpg"))!;
    const served = await get(`/g/${A.slug}/photo/${jpeg}`, cookie);
    expect(served.status).toBe(200);
    expect(served.headers.get("etag")).toBe(`"${jpeg}"`);
    const plain = Buffer.from(await served.arrayBuffer());
    expect(plain.equals(Buffer.from(await (await get(`/media/${jpeg}`)).arrayBuffer()))).toBe(true);
    expect((await get(`/g/${A.slug}/photo/${jpeg}`)).status).toBe(403);
    // Not a photo of this gallery (LIB_0004 is in B only): 404 even with A's cookie.
    const other = (await variantNames(library["LIB_0004.jpg"]!.id))[0]!;
    expect((await get(`/g/${A.slug}/photo/${other}`, cookie)).status).toBe(404);

    // With the watermark on, her client sees the marked copy; the library's file is untouched.
    await app.db.updateTable("galleries").set({ watermark: true }).where("id", "=", A.id).execute();
    const marked = await get(`/g/${A.slug}/photo/${jpeg}`, cookie);
    expect(marked.status).toBe(200);
    expect(marked.headers.get("etag")).toBe(`"wm-${jpeg}"`);
    const markedBytes = Buffer.from(await marked.arrayBuffer());
    expect(markedBytes.subarray(0, 3).toString("hex")).toBe("ffd8ff");
    expect(markedBytes.equals(plain)).toBe(false);
    expect(Buffer.from(await (await get(`/media/${jpeg}`)).arrayBuffer()).equals(plain)).toBe(true);
    await app.db.updateTable("galleries").set({ watermark: false }).where("id", "=", A.id).execute();

    // Downloads (the gallery allows web size by default) and the lab's original for a print.
    const item = (await itemsOf(A.id)).find((i) => i.photoId === one.id)!;
    const download = await get(`/g/${A.slug}/download/${item.id}?size=web`, cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("LIB_0001.jpg");
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 3)
        .toString("hex"),
    ).toBe("ffd8ff");
    const zip = await get(`/g/${A.slug}/download/all.zip?size=web`, cookie);
    expect(zip.status).toBe(200);
    await zip.arrayBuffer();
    const original = await get(`/admin/gallery-photos/${one.id}/original`, session.cookie);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(one.bytes)).toBe(true);
  });

  it("shows the hearts a client has not sent yet as “Not sent yet”, and sent lists as sent", async () => {
    const cookie = galleryCookie(await post(`/admin/galleries/${A.id}`, { intent: "view-as-client" }))!;
    const items = await itemsOf(A.id);
    const favourites = (fields: Record<string, string>) =>
      fetch(`${server.url}/g/${A.slug}/favourites`, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const heart = (person: string, itemId: number) =>
      favourites({ intent: "heart", person, itemId: String(itemId), on: "true" });
    const lists = async () => {
      const page = await html(await get(`/admin/galleries/${A.id}`, session.cookie));
      return [...page.matchAll(/<article[^>]*data-testid="favourite-list"[^>]*>([\s\S]*?)<\/article>/g)].map((m) =>
        textOf(m[1]!),
      );
    };
    expect(textOf(await html(await get(`/admin/galleries/${A.id}`, session.cookie)))).toContain("No favourites yet.");

    expect((await heart("Mum", items[0]!.id)).status).toBe(200);
    expect(
      (await favourites({ intent: "note", person: "Mum", itemId: String(items[0]!.id), note: "For the wall" })).status,
    ).toBe(200);
    let shown = await lists();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain("Mum: “Album picks” Not sent yet");
    expect(shown[0]).toContain("1 photo · never sent");
    expect(shown[0]).toContain("For the wall");

    // Sent: "Sent". Changed afterwards: "Not sent yet" again, with when it was sent.
    await heart("Ana", items[1]!.id);
    expect((await favourites({ intent: "submit", person: "Ana" })).status).toBe(200);
    shown = await lists();
    const ana = () => shown.find((l) => l.includes("Ana: “"))!;
    expect(ana()).toContain("Ana: “Album picks” Sent");
    expect(ana()).toMatch(/1 photo · sent /);
    await new Promise((r) => setTimeout(r, 20));
    await heart("Ana", items[2]!.id);
    shown = await lists();
    expect(ana()).toContain("Ana: “Album picks” Not sent yet");
    expect(ana()).toMatch(/2 photos · sent .*, changed since · last change /);
    // A list whose every heart was taken back before anything was sent is not shown.
    await heart("Ben", items[0]!.id);
    await favourites({ intent: "heart", person: "Ben", itemId: String(items[0]!.id), on: "false" });
    expect((await lists()).some((l) => l.includes("Ben: “"))).toBe(false);
    expect(textOf(await html(await get(`/admin/galleries/${A.id}`, session.cookie)))).toContain("Favourites (2)");
  });

  it("removing a library photo from a gallery, or deleting the gallery, keeps it and its files; its delete names the gallery", async () => {
    const one = library["LIB_0001.jpg"]!.id;
    const four = library["LIB_0004.jpg"]!.id;
    const filesOf = async (photoId: number) => {
      const photoRow = await app.db
        .selectFrom("media_photos")
        .select("original_key")
        .where("id", "=", photoId)
        .executeTakeFirstOrThrow();
      const variants = await app.db
        .selectFrom("media_variants")
        .select("storage_key")
        .where("photo_id", "=", photoId)
        .execute();
      return [photoRow.original_key!, ...variants.map((v) => v.storage_key!)];
    };
    const keys = [...(await filesOf(one)), ...(await filesOf(four))];

    // While a gallery shows it, the library refuses to delete it and says which.
    const refused = await post(`/admin/photos/${four}/delete`, { id: String(four), intent: "delete" });
    expect(refused.status).toBe(409);
    expect(textOf(await html(refused))).toContain(`Client gallery: ${B.title}`);

    const item = (await itemsOf(A.id)).find((i) => i.photoId === one)!;
    const removed = await post(`/admin/galleries/${A.id}`, {
      intent: "remove",
      itemId: String(item.id),
      version: String(await version(A.id)),
    });
    expect(removed.status).toBe(200);
    const del = await post(`/admin/galleries/${B.id}/delete`, {
      intent: "delete",
      version: String(await version(B.id)),
    });
    expect(del.status).toBe(302);

    // Both are still hers, with every file, still served at their public address.
    const left = await app.db
      .selectFrom("media_photos")
      .select(["id", "source"])
      .where("id", "in", [one, four])
      .execute();
    expect(left.map((r) => r.source)).toEqual(["upload", "upload"]);
    const purges = await app.db.selectFrom("jobs").select("payload").where("kind", "=", "media.purge").execute();
    const purged = purges.flatMap((j) => (JSON.parse(j.payload) as { keys: string[] }).keys);
    for (const key of keys) expect(purged).not.toContain(key);
    // B's own photo went with B (purged by the job), as before.
    expect(
      await app.db.selectFrom("media_photos").select("id").where("id", "=", privatePhotoOfB).executeTakeFirst(),
    ).toBeUndefined();
    const files = mediaFiles(server);
    for (const key of keys) expect(files).toContain(key);
    const jpeg = (await variantNames(one)).find((n) => n.endsWith(".jpg"))!;
    expect((await get(`/media/${jpeg}`)).status).toBe(200);
    // Out of every gallery, it can be deleted from the library again.
    const deleted = await post(`/admin/photos/${four}/delete`, { id: String(four), intent: "delete" });
    expect(deleted.status).toBe(302);
  });
});
