import crypto from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "~/shared/galleries/gallery-admin-rules";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { GALLERY_SLUG, studioDate } from "~/shared/galleries/gallery-rules";
import { databaseKinds } from "../helpers/databases";
import { rawRequest } from "../helpers/raw-http";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, createAdminAccount, signIn, textOf } from "./admin-client";
import { createPgDatabase, photo, upload, waitUntilSettled } from "./media-helpers";

// The photographer's side of client galleries (issue 19 §1) over HTTP against the built server,
// on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the list and the new gallery form, every
// editor action valid, invalid, with a stale version, without a session and with a bad CSRF token;
// an upload into a gallery whose variants stay private (404 under /media, served to the admin);
// the clients' favourites and downloads as the admin reads them; delete.

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const today = () => studioDate(new Date());

describe.each(databaseKinds)("gallery admin on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let session: { cookie: string; csrf: string };
  let galleryId = 0;
  const editor = () => `/admin/galleries/${galleryId}`;

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await createPgDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer(pgDb ? { DATABASE_URL: pgDb.url } : {});
    const created = await createAdminAccount(server.databaseUrl);
    expect(created.code, created.output).toBe(0);
    app = openDatabase(server.databaseUrl);
    session = await signIn(server.url);
  }, 90_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  const post = (
    path: string,
    fields: Record<string, string | string[]>,
    options: { cookie?: string | null; csrf?: string } = {},
  ) => {
    const body = new URLSearchParams();
    body.set("csrf", options.csrf ?? session.csrf);
    for (const [name, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    }
    return fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...(options.cookie === null ? {} : { cookie: options.cookie ?? session.cookie }),
        "content-type": "application/x-www-form-urlencoded",
      },
      body,
    });
  };
  const page = async (path: string) => {
    const res = await fetch(server.url + path, { headers: { cookie: session.cookie } });
    return { status: res.status, html: decode(await res.text()) };
  };
  const gallery = (id = galleryId) =>
    app.db.selectFrom("galleries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const version = async (id = galleryId) => Number((await gallery(id)).version);
  const sets = async () =>
    (
      await app.db
        .selectFrom("gallery_sets")
        .selectAll()
        .where("gallery_id", "=", galleryId)
        .orderBy("position")
        .execute()
    ).map((s) => ({ ...s, id: Number(s.id), position: Number(s.position) }));
  const items = async (id = galleryId) =>
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
  const lastActivity = () =>
    app.db.selectFrom("activity_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  const activityCount = async () => (await app.db.selectFrom("activity_log").select("id").execute()).length;
  /** Posts an editor action at the current version. */
  const act = async (fields: Record<string, string | string[]>) =>
    post(editor(), { version: String(await version()), ...fields });

  /** The three refusals every action shares: a stale version, no session, a forged form. */
  const expectGuarded = async (fields: Record<string, string | string[]>, path = editor()) => {
    const v = await version();
    const before = await gallery();
    const stale = await post(path, { ...fields, version: String(v - 1) });
    expect(stale.status, `stale ${fields.intent}`).toBe(409);
    expect(decode(await stale.text()), `stale ${fields.intent}`).toMatch(
      /reload to see the latest version|another tab/,
    );
    const stranger = await post(path, { ...fields, version: String(v) }, { cookie: null });
    expect(stranger.status, `no session ${fields.intent}`).toBe(401);
    const forged = await post(path, { ...fields, version: String(v) }, { csrf: "forged" });
    expect(forged.status, `bad CSRF ${fields.intent}`).toBe(403);
    expect(await gallery()).toEqual(before);
  };

  const NEW = {
    title: "Anna & Ben's wedding",
    clientName: "Anna Example",
    clientEmail: "anna@example.com",
    sessionDate: "2026-05-17",
    accessCode: "482193",
    expiresOn: "",
  };

  it("the list is in the admin navigation; strangers are sent to sign in", async () => {
    const { status, html } = await page("/admin/galleries");
    expect(status).toBe(200);
    expect(html).toMatch(/<a[^>]*href="\/admin\/galleries"[^>]*>Galleries<\/a>/);
    expect(html).toContain("No galleries yet");
    for (const path of ["/admin/galleries", "/admin/galleries/1", "/admin/galleries/1/delete"]) {
      const res = await fetch(server.url + path, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toContain("/admin/sign-in");
    }
  });

  it("suggests a random 6-digit access code on the new gallery form and in the settings, new on every load", async () => {
    const suggested = (html: string) => /data-testid="suggested-code"[^>]*>(\d+)</.exec(html)?.[1];
    const first = suggested((await page("/admin/galleries")).html);
    const second = suggested((await page("/admin/galleries")).html);
    expect(first).toMatch(/^[1-9]\d{5}$/);
    expect(second).toMatch(/^[1-9]\d{5}$/);
    expect(first).not.toBe(second);
    // A suggestion, not a choice made for her: the field itself starts empty.
    expect((await page("/admin/galleries")).html).toMatch(/<input[^>]*id="accessCode"[^>]*value=""/);
  });

  it("new gallery: refuses bad fields (400 with messages), a stranger and a forged form", async () => {
    const logged = await activityCount();
    const bad = await post("/admin/galleries", {
      ...NEW,
      title: " ",
      clientEmail: "anna",
      accessCode: "12",
      expiresOn: addDays(today(), -1),
    });
    expect(bad.status).toBe(400);
    const html = decode(await bad.text());
    expect(html).toContain("Give the gallery a title");
    expect(html).toContain("This does not look like an e-mail address");
    expect(html).toContain("Use 6 to 8 digits for the access code, for example 583201");
    expect(html).toContain("That day has passed");
    expect(html).toMatch(/id="clientEmail"[^>]*aria-invalid="true"/);
    // What was typed comes back (the code does not).
    expect(html).toContain('value="Anna Example"');
    // Issue 26: a new code has at least 6 digits.
    const short = await post("/admin/galleries", { ...NEW, accessCode: "4821" });
    expect(short.status).toBe(400);
    expect(decode(await short.text())).toContain("a longer code is much harder to guess");
    expect((await post("/admin/galleries", NEW, { cookie: null })).status).toBe(401);
    expect((await post("/admin/galleries", NEW, { csrf: "forged" })).status).toBe(403);
    expect(await app.db.selectFrom("galleries").select("id").execute()).toHaveLength(0);
    expect(await activityCount()).toBe(logged);
  });

  it("new gallery: a draft with an unguessable link and a hashed code, then its editor", async () => {
    const res = await post("/admin/galleries", NEW);
    expect(res.status).toBe(302);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(/^\/admin\/galleries\/\d+\?created=1$/);
    galleryId = Number(/(\d+)/.exec(location)![1]);
    const row = await gallery();
    expect(row).toMatchObject({ title: NEW.title, client_email: NEW.clientEmail, session_date: "2026-05-17" });
    expect(row.published_at).toBeNull();
    expect(row.expires_on).toBeNull();
    expect(row.slug).toMatch(GALLERY_SLUG);
    expect(row.access_code_hash).toMatch(/^scrypt\$/);
    expect(row.access_code_hash).not.toContain("482193");
    expect(await lastActivity()).toMatchObject({
      actor_email: ADMIN_EMAIL,
      area: `Gallery: ${NEW.title}`,
      summary: "Created the gallery",
    });
    const { html } = await page(location);
    expect(html).toContain("Gallery created as a draft");
    expect(html).toContain(`/g/${row.slug}`);
    expect(html).toContain("Copy link");
    expect(html).toContain("Draft");
    const list = await page("/admin/galleries");
    expect(textOf(list.html)).toContain(`${NEW.title} Anna Example May 17, 2026 Draft 0 Never`);
    expect((await page("/admin/galleries/999999")).status).toBe(404);
    expect((await page("/admin/galleries/abc")).status).toBe(404);
  });

  const SETTINGS = {
    intent: "settings",
    title: "Anna & Ben",
    clientName: "Anna Example",
    clientEmail: "anna@example.org",
    sessionDate: "2026-05-18",
    accessCode: "",
    expiresOn: "",
    downloads: "full",
    printsAllowed: "on",
  };

  it("settings: saves (a blank code keeps it), a new code says everyone is signed out", async () => {
    const hash = (await gallery()).access_code_hash;
    expect((await page(editor())).html).toMatch(/data-testid="suggested-code"[^>]*>[1-9]\d{5}</);
    const expiry = addDays(today(), 60);
    const res = await act({ ...SETTINGS, expiresOn: expiry });
    expect(res.status).toBe(200);
    expect(decode(await res.text())).toContain("Settings saved.");
    const row = await gallery();
    expect(row).toMatchObject({
      title: "Anna & Ben",
      client_email: "anna@example.org",
      session_date: "2026-05-18",
      expires_on: expiry,
      downloads: "full",
      access_code_hash: hash,
    });
    expect(Boolean(row.prints_allowed)).toBe(true);
    expect(Boolean(row.watermark)).toBe(false);
    expect(await lastActivity()).toMatchObject({ area: "Gallery: Anna & Ben", summary: "Changed the settings" });
    expect((await act({ ...SETTINGS, accessCode: "90210", expiresOn: expiry })).status).toBe(400);
    const coded = await act({ ...SETTINGS, accessCode: "902104", watermark: "on", expiresOn: expiry });
    expect(coded.status).toBe(200);
    expect(decode(await coded.text())).toContain("everyone who opened the gallery must enter the new one");
    const after = await gallery();
    expect(after.access_code_hash).not.toBe(hash);
    expect(Boolean(after.watermark)).toBe(true);
  });

  it("settings: refuses bad fields (400, nothing changed), stale, stranger, forged", async () => {
    const before = await gallery();
    const bad = await act({
      ...SETTINGS,
      clientEmail: "",
      accessCode: "abc",
      downloads: "raw",
      expiresOn: "2020-01-01",
    });
    expect(bad.status).toBe(400);
    const html = decode(await bad.text());
    expect(html).toContain("Enter the client's e-mail address");
    expect(html).toContain("Leave it blank to keep the current code");
    expect(html).toContain("Choose what the client may download");
    expect(html).toContain("That day has passed");
    expect(await gallery()).toEqual(before);
    expect((await post(editor(), { ...SETTINGS })).status).toBe(400); // no version
    await expectGuarded(SETTINGS);
  });

  it("publish and unpublish; twice is refused; guarded", async () => {
    await expectGuarded({ intent: "publish" });
    const res = await act({ intent: "publish" });
    expect(res.status).toBe(200);
    expect(decode(await res.text())).toContain("Published: the client can open the gallery");
    expect((await gallery()).published_at).not.toBeNull();
    expect((await lastActivity()).summary).toBe("Published the gallery");
    const again = await act({ intent: "publish" });
    expect(again.status).toBe(400);
    expect(decode(await again.text())).toContain("already published");
    await expectGuarded({ intent: "unpublish" });
    expect((await act({ intent: "unpublish" })).status).toBe(200);
    expect((await gallery()).published_at).toBeNull();
    expect((await act({ intent: "unpublish" })).status).toBe(400);
    expect((await act({ intent: "publish" })).status).toBe(200);
  });

  it("extend: +30 days from the expiry, or a chosen date; a past or bad date is refused", async () => {
    const current = (await gallery()).expires_on!;
    expect((await act({ intent: "extend-30" })).status).toBe(200);
    expect((await gallery()).expires_on).toBe(addDays(current, 30));
    expect((await lastActivity()).summary).toBe(`Extended the gallery until ${addDays(current, 30)}`);
    const chosen = addDays(today(), 7);
    expect((await act({ intent: "extend", newExpiry: chosen })).status).toBe(200);
    expect((await gallery()).expires_on).toBe(chosen);
    for (const bad of [addDays(today(), -1), "someday", ""]) {
      const res = await act({ intent: "extend", newExpiry: bad });
      expect(res.status, bad).toBe(400);
      expect(decode(await res.text())).toMatch(/That day has passed|Enter the new expiry date/);
    }
    expect((await gallery()).expires_on).toBe(chosen);
    await expectGuarded({ intent: "extend-30" });
    await expectGuarded({ intent: "extend", newExpiry: chosen });
  });

  it("sets: add, rename, downloads, order, with their refusals", async () => {
    for (const title of ["Ceremony", "Portraits", "Party"]) {
      expect((await act({ intent: "set-add", setTitle: title })).status).toBe(200);
    }
    let list = await sets();
    expect(list.map((s) => [s.title, s.position])).toEqual([
      ["Ceremony", 0],
      ["Portraits", 1],
      ["Party", 2],
    ]);
    expect((await lastActivity()).summary).toBe("Added the set “Party”");
    const blank = await act({ intent: "set-add", setTitle: "  " });
    expect(blank.status).toBe(400);
    expect(decode(await blank.text())).toContain("Give the set a name");
    await expectGuarded({ intent: "set-add", setTitle: "Late" });

    const portraits = list[1]!.id;
    expect((await act({ intent: "set-rename", setId: String(portraits), setTitle: "Couple" })).status).toBe(200);
    const tooLong = await act({ intent: "set-rename", setId: String(portraits), setTitle: "x".repeat(81) });
    expect(tooLong.status).toBe(400);
    expect(decode(await tooLong.text())).toContain("Keep the set's name to 80 characters or fewer.");
    expect((await act({ intent: "set-rename", setTitle: "Nope" })).status).toBe(400);
    expect((await act({ intent: "set-rename", setId: "999999", setTitle: "Nope" })).status).toBe(404);
    await expectGuarded({ intent: "set-rename", setId: String(portraits), setTitle: "Other" });

    expect((await act({ intent: "set-downloads", setId: String(portraits), setDownloads: "none" })).status).toBe(200);
    expect((await sets())[1]!.downloads).toBe("none");
    expect((await act({ intent: "set-downloads", setId: String(portraits), setDownloads: "inherit" })).status).toBe(
      200,
    );
    expect((await sets())[1]!.downloads).toBeNull();
    expect((await act({ intent: "set-downloads", setId: String(portraits), setDownloads: "raw" })).status).toBe(400);
    await expectGuarded({ intent: "set-downloads", setId: String(portraits), setDownloads: "web" });

    expect((await act({ intent: "set-up", setId: String(portraits) })).status).toBe(200);
    list = await sets();
    expect(list.map((s) => s.title)).toEqual(["Couple", "Ceremony", "Party"]);
    expect((await act({ intent: "set-down", setId: String(portraits) })).status).toBe(200);
    expect((await sets()).map((s) => s.title)).toEqual(["Ceremony", "Couple", "Party"]);
    expect((await act({ intent: "set-up" })).status).toBe(400);
    await expectGuarded({ intent: "set-up", setId: String(portraits) });
    const { html } = await page(editor());
    expect(html).toContain('value="Couple"');
  });

  let uploaded: number[] = [];

  it("upload: refuses strangers, forged tokens, unknown galleries and sets before reading the body", async () => {
    const jpeg = await photo({ width: 300, height: 200, seed: 99 });
    const boundary = "----gallery-test";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    // Raw requests: the server answers before reading the body and closes the connection, which a
    // fetch still writing may report as an error; the answer is what counts.
    const to = async (path: string, auth: { cookie?: string; csrf?: string }) => {
      const res = await rawRequest(server.url + path, {
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(body.length),
          ...(auth.cookie ? { cookie: auth.cookie } : {}),
          ...(auth.csrf ? { "X-CSRF-Token": auth.csrf } : {}),
        },
        body,
      });
      return { status: res.status, json: async () => JSON.parse(res.body) as unknown };
    };
    expect((await to(`${editor()}/upload`, {})).status).toBe(401);
    expect((await to(`${editor()}/upload`, { cookie: session.cookie, csrf: "forged" })).status).toBe(403);
    expect((await to(`/admin/galleries/999999/upload`, session)).status).toBe(404);
    const badSet = await to(`${editor()}/upload?set=999999`, session);
    expect(badSet.status).toBe(400);
    expect(((await badSet.json()) as { error: string }).error).toContain("That set no longer exists");
    expect((await to(`${editor()}/upload?set=abc`, session)).status).toBe(400);
    expect(await items()).toHaveLength(0);
  });

  it("upload: photos join the gallery (in the chosen set), processed privately: 404 under /media, served to the admin", async () => {
    const ceremony = (await sets())[0]!.id;
    const send = async (name: string, seed: number, set?: number) => {
      const form = new FormData();
      form.append(
        "files",
        new File([new Uint8Array(await photo({ width: 900, height: 600, seed }))], name, { type: "image/jpeg" }),
      );
      const res = await fetch(`${server.url}${editor()}/upload${set ? `?set=${set}` : ""}`, {
        method: "POST",
        headers: { cookie: session.cookie, "X-CSRF-Token": session.csrf },
        body: form,
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { results: Array<{ ok: boolean; photo?: { id: number }; error?: string }> };
      expect(body.results[0], JSON.stringify(body)).toMatchObject({ ok: true });
      return body.results[0]!.photo!.id;
    };
    uploaded = [
      await send("IMG_0001.jpg", 11, ceremony),
      await send("IMG_0002.jpg", 12, ceremony),
      await send("IMG_0003.jpg", 13),
    ];
    // The same file again is the same photo, not a second place in the gallery.
    expect(await send("IMG_0001-copy.jpg", 11, ceremony)).toBe(uploaded[0]);
    const list = await items();
    expect(list.map((i) => [i.photoId, i.setId, i.position])).toEqual([
      [uploaded[0], ceremony, 0],
      [uploaded[1], ceremony, 1],
      [uploaded[2], null, 2],
    ]);
    expect((await lastActivity()).summary).toBe("Uploaded IMG_0003.jpg");

    const settled = await waitUntilSettled(server, session.cookie, uploaded);
    expect(settled.map((p) => p.state)).toEqual(["ready", "ready", "ready"]);
    const variants = await app.db
      .selectFrom("media_variants")
      .select(["path", "storage_key", "format"])
      .where("photo_id", "=", uploaded[0]!)
      .execute();
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) {
      expect(v.path).toMatch(/^private:/);
      expect(v.storage_key).toBe(`private/${v.path.slice("private:".length)}`);
    }
    const name = variants.find((v) => v.format === "webp")!.path.slice("private:".length);
    expect((await fetch(`${server.url}/media/${name}`)).status).toBe(404);
    const admin = await fetch(`${server.url}/admin/galleries/media/${name}`, { headers: { cookie: session.cookie } });
    expect(admin.status).toBe(200);
    expect(admin.headers.get("content-type")).toBe("image/webp");
    expect(admin.headers.get("cache-control")).toContain("private");
    expect((await admin.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const stranger = await fetch(`${server.url}/admin/galleries/media/${name}`, { redirect: "manual" });
    expect(stranger.status).toBe(302);
    for (const bad of ["nope.webp", "../originals/x", `${"0".repeat(20)}-300.webp`]) {
      const res = await fetch(`${server.url}/admin/galleries/media/${encodeURIComponent(bad)}`, {
        headers: { cookie: session.cookie },
      });
      expect(res.status, bad).toBe(404);
    }
    // The editor shows thumbnails through the admin route; the library does not list them.
    const { html } = await page(editor());
    expect(html).toContain("/admin/galleries/media/");
    expect(html).not.toMatch(/private:[0-9a-f]{20}/);
    expect(html).toContain("IMG_0002.jpg");
    const library = await page("/admin/photos?q=IMG_000");
    expect(library.html).not.toContain("IMG_0001.jpg");
    const picker = await page("/admin/portfolios/wedding/add?q=IMG_000");
    expect(picker.html).not.toContain("IMG_0001.jpg");
    // The library's own upload of the same file is refused: the photo stays private.
    const again = await upload(
      server,
      [{ name: "IMG_0001.jpg", body: await photo({ width: 900, height: 600, seed: 11 }) }],
      session,
    );
    const answer = (await again.json()) as { results: Array<{ ok: boolean; error?: string }> };
    expect(answer.results[0]).toMatchObject({ ok: false });
    expect(answer.results[0]!.error).toContain("client gallery");
    // A new file still goes into the library as before, and is listed there.
    const fresh = await upload(
      server,
      [{ name: "LIB_0001.jpg", body: await photo({ width: 700, height: 500, seed: 77 }) }],
      session,
    );
    expect(((await fresh.json()) as { results: Array<{ ok: boolean }> }).results[0]).toMatchObject({ ok: true });
    expect((await page("/admin/photos?q=LIB_0001")).html).toContain("LIB_0001.jpg");
    // Deleting it from the library is refused too, naming the gallery.
    const del = await post(`/admin/photos/${uploaded[0]}/delete`, { id: String(uploaded[0]), intent: "delete" });
    expect(del.status).toBe(409);
    expect(decode(await del.text())).toContain("Client gallery: Anna & Ben");
  }, 180_000);

  it("photos: move within the set, cover, move to a set, guarded", async () => {
    let list = await items();
    const [a, b, c] = list;
    expect((await act({ intent: "move-down", itemId: String(a!.id) })).status).toBe(200);
    list = await items();
    expect(list.map((i) => i.id)).toEqual([b!.id, a!.id, c!.id]);
    expect((await lastActivity()).summary).toBe("Moved photo 1 to place 2 of its set");
    expect((await act({ intent: "move-top", itemId: String(a!.id) })).status).toBe(200);
    expect((await items()).map((i) => i.id)).toEqual([a!.id, b!.id, c!.id]);
    // The last photo of "Ceremony" cannot move into the next group.
    expect((await act({ intent: "move-down", itemId: String(b!.id) })).status).toBe(200);
    expect((await items()).map((i) => i.id)).toEqual([a!.id, b!.id, c!.id]);
    expect((await act({ intent: "move-up", itemId: "999999" })).status).toBe(404);
    expect((await act({ intent: "move-up", itemId: "x" })).status).toBe(400);
    await expectGuarded({ intent: "move-up", itemId: String(b!.id) });
    // Drag and drop: a dropped photo takes the place (within its set) of the one it was dropped on.
    expect((await act({ intent: "move-to", itemId: String(a!.id), index: "1" })).status).toBe(200);
    expect((await items()).map((i) => i.id)).toEqual([b!.id, a!.id, c!.id]);
    expect((await act({ intent: "move-to", itemId: String(a!.id), index: "0" })).status).toBe(200);
    expect((await items()).map((i) => i.id)).toEqual([a!.id, b!.id, c!.id]);
    for (const bad of ["first", "-1", "1.5", ""]) {
      expect((await act({ intent: "move-to", itemId: String(a!.id), index: bad })).status, bad).toBe(400);
    }
    await expectGuarded({ intent: "move-to", itemId: String(a!.id), index: "1" });

    expect((await act({ intent: "cover", itemId: String(c!.id) })).status).toBe(200);
    expect(Number((await gallery()).cover_photo_id)).toBe(c!.photoId);
    await expectGuarded({ intent: "cover", itemId: String(a!.id) });

    const party = (await sets())[2]!.id;
    const moved = await act({ intent: "to-set", itemId: [String(a!.id), String(c!.id)], targetSet: String(party) });
    expect(moved.status).toBe(200);
    expect(decode(await moved.text())).toContain("Moved 2 photos to the set “Party”");
    list = await items();
    expect(list.map((i) => [i.id, i.setId])).toEqual([
      [b!.id, (await sets())[0]!.id],
      [a!.id, party],
      [c!.id, party],
    ]);
    expect(list.map((i) => i.position)).toEqual([0, 1, 2]);
    expect((await act({ intent: "to-set", itemId: String(a!.id), targetSet: "999999" })).status).toBe(404);
    expect((await act({ intent: "to-set", itemId: String(a!.id), targetSet: "" })).status).toBe(400);
    const none = await act({ intent: "to-set", targetSet: "none" });
    expect(none.status).toBe(400);
    expect(decode(await none.text())).toContain("Choose at least one photo");
    await expectGuarded({ intent: "to-set", itemId: String(a!.id), targetSet: "none" });
    // The editor groups by set, in the sets' order.
    const { html } = await page(editor());
    const text = textOf(html);
    expect(text.indexOf("Set: Ceremony")).toBeLessThan(text.indexOf("Set: Party"));
  });

  it("sets: deleting one leaves its photos in no set", async () => {
    const party = (await sets())[2]!;
    await expectGuarded({ intent: "set-delete", setId: String(party.id) });
    expect((await act({ intent: "set-delete", setId: String(party.id) })).status).toBe(200);
    expect((await sets()).map((s) => s.title)).toEqual(["Ceremony", "Couple"]);
    expect((await sets()).map((s) => s.position)).toEqual([0, 1]);
    expect((await items()).filter((i) => i.setId === null)).toHaveLength(2);
    expect((await lastActivity()).summary).toContain("Deleted the set “Party”");
  });

  it("shows the clients' favourites, sent or not yet, with Lightroom filenames, and the downloads log", async () => {
    const list = await items();
    const draft = await app.db
      .insertInto("gallery_favourite_lists")
      .values({ gallery_id: galleryId, person_name: "Mum", list_name: "Secret", submitted_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const sentAt = new Date().toISOString();
    const fav = await app.db
      .insertInto("gallery_favourite_lists")
      .values({
        gallery_id: galleryId,
        person_name: "Anna",
        list_name: "Album picks",
        // Sent as it is (as submitting does): not changed since.
        submitted_at: sentAt,
        updated_at: sentAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto("gallery_favourites")
      .values([
        { list_id: Number(fav.id), gallery_photo_id: list[0]!.id, note: "Brighter please" },
        { list_id: Number(fav.id), gallery_photo_id: list[2]!.id, note: "" },
        { list_id: Number(draft.id), gallery_photo_id: list[1]!.id, note: "not sent note" },
      ])
      .execute();
    await app.db
      .insertInto("gallery_downloads")
      .values([
        { gallery_id: galleryId, visitor: "Ben", scope: "gallery", size: "web", files: 3, address: null },
        {
          gallery_id: galleryId,
          visitor: null,
          scope: "photo",
          gallery_photo_id: list[0]!.id,
          size: "full",
          files: 1,
          address: null,
        },
      ])
      .execute();
    const { html } = await page(editor());
    const text = textOf(html);
    expect(text).toContain("Anna: “Album picks” Sent");
    expect(text).toContain("Brighter please");
    // Hearts the client has not sent yet are hers to see too, marked as such (issue 26 §7).
    expect(text).toContain("Mum: “Secret” Not sent yet");
    expect(text).toContain("not sent note");
    const names = await app.db
      .selectFrom("media_photos")
      .select(["id", "filename"])
      .where("id", "in", [list[0]!.photoId, list[2]!.photoId])
      .execute();
    const byId = new Map(names.map((n) => [Number(n.id), n.filename.replace(/\.jpg$/, "")]));
    const sent = html.slice(html.indexOf("Anna: “Album picks”"));
    const area = /<textarea([^>]*)>([^<]*)<\/textarea>/.exec(sent);
    expect(area?.[1], "a read-only textarea").toMatch(/readonly/i);
    expect(area?.[2]?.trim()).toBe(`${byId.get(list[0]!.photoId)}, ${byId.get(list[2]!.photoId)}`);
    expect(text).toContain("Copy filenames");
    expect(text).toContain("Ben");
    expect(text).toContain("The whole gallery (3 files, ZIP)");
    expect(text).toContain("Someone without a name");
    expect(text).toContain("Full resolution");
  });

  it("photos: remove takes them out (their private photo too), resets the cover; guarded", async () => {
    const list = await items();
    const coverPhoto = Number((await gallery()).cover_photo_id);
    const cover = list.find((i) => i.photoId === coverPhoto)!;
    await expectGuarded({ intent: "remove", itemId: String(cover.id) });
    const res = await act({ intent: "remove", itemId: String(cover.id) });
    expect(res.status).toBe(200);
    expect(decode(await res.text())).toContain("Removed 1 photo from the gallery");
    const after = await items();
    expect(after.map((i) => i.id)).toEqual(list.filter((i) => i.id !== cover.id).map((i) => i.id));
    expect(after.map((i) => i.position)).toEqual([0, 1]);
    expect((await gallery()).cover_photo_id).toBeNull();
    expect(
      await app.db.selectFrom("media_photos").select("id").where("id", "=", cover.photoId).executeTakeFirst(),
    ).toBeUndefined();
    expect((await act({ intent: "remove", itemId: String(cover.id) })).status).toBe(404);
  });

  it("paginates a large gallery 100 photos a page", async () => {
    const res = await post("/admin/galleries", { ...NEW, title: "Big day" });
    const bigId = Number(/(\d+)/.exec(res.headers.get("location") ?? "")![1]);
    const rows = Array.from({ length: 150 }, (_, i) => ({
      sha256: crypto.randomBytes(32).toString("hex"),
      md5: crypto.randomBytes(16).toString("hex"),
      filename: `BIG_${String(i + 1).padStart(4, "0")}.jpg`,
      bytes: 1000,
      content_type: "image/jpeg",
      original_key: null,
      source: "gallery" as const,
      state: "ready" as const,
      failure_reason: null,
      width: 900,
      height: 600,
      camera: null,
      lens: null,
      captured_at: null,
      placeholder: null,
      dominant_color: null,
    }));
    const inserted = await app.db.insertInto("media_photos").values(rows).returning("id").execute();
    await app.db
      .insertInto("gallery_photos")
      .values(inserted.map((r, i) => ({ gallery_id: bigId, set_id: null, photo_id: Number(r.id), position: i })))
      .execute();
    const first = textOf((await page(`/admin/galleries/${bigId}`)).html);
    expect(first).toContain("Photos (150)");
    expect(first).toContain("BIG_0100.jpg");
    expect(first).not.toContain("BIG_0101.jpg");
    expect(first).toContain("Page 1 of 2");
    const second = textOf((await page(`/admin/galleries/${bigId}?page=2`)).html);
    expect(second).toContain("BIG_0150.jpg");
    expect(second).not.toContain("BIG_0100.jpg");
    expect(second).toContain("Page 2 of 2");
    expect((await page(`/admin/galleries/${bigId}?page=99`)).status).toBe(200);
    // Gone with its gallery.
    const del = await post(`/admin/galleries/${bigId}/delete`, { version: String(await version(bigId)) });
    expect(del.status).toBe(302);
    const left = await app.db
      .selectFrom("media_photos")
      .select("id")
      .where(
        "id",
        "in",
        inserted.map((r) => Number(r.id)),
      )
      .execute();
    expect(left).toHaveLength(0);
  });

  it("delete: a confirm page, guarded, then everything of the gallery is gone", async () => {
    const { html } = await page(`${editor()}/delete`);
    expect(html).toContain("Delete this gallery?");
    expect(html).toContain("Delete for good");
    await expectGuarded({}, `${editor()}/delete`);
    const photos = await items();
    const res = await post(`${editor()}/delete`, { version: String(await version()) });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/galleries?deleted=1");
    expect(await app.db.selectFrom("galleries").select("id").where("id", "=", galleryId).execute()).toHaveLength(0);
    for (const table of ["gallery_sets", "gallery_photos", "gallery_favourite_lists", "gallery_downloads"] as const) {
      expect(
        await app.db.selectFrom(table).select("gallery_id").where("gallery_id", "=", galleryId).execute(),
      ).toHaveLength(0);
    }
    const media = await app.db
      .selectFrom("media_photos")
      .select("id")
      .where(
        "id",
        "in",
        photos.map((p) => p.photoId),
      )
      .execute();
    expect(media).toHaveLength(0);
    expect((await lastActivity()).summary).toBe("Deleted the gallery (2 photos)");
    expect((await page("/admin/galleries?deleted=1")).html).toContain("The gallery was deleted.");
    expect((await post(`${editor()}/delete`, { version: "1" })).status).toBe(404);
  });

  it("survives generated garbage on every form: never a 5xx, always a message", { timeout: 120_000 }, async () => {
    const res = await post("/admin/galleries", { ...NEW, title: "Fuzz" });
    const fuzzId = Number(/(\d+)/.exec(res.headers.get("location") ?? "")![1]);
    await post(`/admin/galleries/${fuzzId}`, { version: "1", intent: "set-add", setTitle: "Set" });
    const nasty = fc.constantFrom(
      "",
      " ",
      "\u0000",
      "\uD800",
      "<script>x</script>",
      "'; DROP TABLE galleries; --",
      "1",
      "2",
      "-1",
      "0",
      "1.5",
      "1e3",
      "2147483648",
      "9007199254740993",
      "99999999999999999999",
      "none",
      "inherit",
      "full",
      "on",
      "2026-02-30",
      "9999-12-31",
      "💍".repeat(200),
    );
    const value = fc.oneof(nasty, fc.string({ maxLength: 300 }));
    const intents = fc.oneof(
      fc.constantFrom(
        "settings",
        "publish",
        "unpublish",
        "extend",
        "extend-30",
        "delete",
        "set-add",
        "set-rename",
        "set-up",
        "set-down",
        "set-delete",
        "set-downloads",
        "move-up",
        "move-down",
        "move-top",
        "move-to",
        "cover",
        "to-set",
        "remove",
      ),
      value,
    );
    const names = [
      "version",
      "itemId",
      "setId",
      "targetSet",
      "setTitle",
      "setDownloads",
      "newExpiry",
      "index",
      ...Object.keys(NEW),
      "downloads",
      "printsAllowed",
      "watermark",
    ];
    const fields = fc.record(Object.fromEntries(names.map((n) => [n, value])), { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/admin/galleries", `/admin/galleries/${fuzzId}`, `/admin/galleries/${fuzzId}/delete`),
        intents,
        fields,
        fc.constantFrom("urlencoded", "multipart"),
        async (path, intent, values, encoding) => {
          const body = encoding === "multipart" ? new FormData() : new URLSearchParams();
          body.set("csrf", session.csrf);
          body.set("intent", intent);
          for (const [name, v] of Object.entries(values)) body.append(name, v as string);
          const sent = await fetch(server.url + path, {
            method: "POST",
            redirect: "manual",
            headers: { cookie: session.cookie },
            body,
          });
          const text = await sent.text();
          expect(sent.status, `${path} ${intent} ${JSON.stringify(values)}`).toBeLessThan(500);
          if (sent.status >= 400) expect(text.length, path).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
