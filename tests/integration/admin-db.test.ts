import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveAdminUser, verifyCredentials } from "~/server/admin/accounts.server";
import { dashboardCounts } from "~/server/admin/dashboard.server";
import { carryOverTestimonialPhotos, findTestimonialPhoto, storeTestimonialPhoto } from "~/server/admin/photos.server";
import { createSession, destroySession, getSession } from "~/server/admin/sessions.server";
import {
  claimSignInAttempt,
  clearSignInThrottle,
  delayAfter,
  FREE_ATTEMPTS,
  pruneSignInThrottle,
  signInSucceeded,
} from "~/server/admin/throttle.server";
import { fileStorage, setMediaStorageForTests } from "~/server/media/storage.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// The admin's storage on both databases: accounts, sessions, throttling counters, photo bytes.

describe.each(databaseKinds)("admin storage on %s", (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-media-"));
    setMediaStorageForTests(fileStorage(mediaDir));
  });
  afterAll(async () => {
    setMediaStorageForTests(undefined);
    await database?.cleanup();
    if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it("stores an argon2id hash and verifies only the right password", async () => {
    const { user, created } = await saveAdminUser(" She@Example.com ", "twelve-chars-ok", database);
    expect(created).toBe(true);
    const row = await database.db.selectFrom("admin_users").selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyCredentials("she@example.com", "twelve-chars-ok", database.db)).toEqual(user);
    expect(await verifyCredentials("she@example.com", "wrong-password", database.db)).toBeUndefined();
    expect(await verifyCredentials("nobody@example.com", "twelve-chars-ok", database.db)).toBeUndefined();
    await expect(saveAdminUser("a@b.co", "short", database)).rejects.toThrow(/at least 12/);
  });

  it("keeps sessions by token hash and ends them on sign-out", async () => {
    const user = (await saveAdminUser("two@example.com", "another-long-one", database)).user;
    const setCookie = await createSession(user, database.db);
    const token = /admin_session=([^;]+)/.exec(setCookie)?.[1] ?? "";
    const stored = await database.db.selectFrom("admin_sessions").select("id").where("user_id", "=", user.id).execute();
    expect(stored.map((s) => s.id)).not.toContain(token);
    const request = new Request("http://x/admin", { headers: { cookie: `admin_session=${token}` } });
    const session = await getSession(request, database.db);
    expect(session?.user.email).toBe("two@example.com");
    expect(session?.csrfToken).toMatch(/^[\w-]{43}$/);
    await destroySession(session!, database.db);
    expect(await getSession(request, database.db)).toBeUndefined();
  });

  it("expired sessions are no sessions", async () => {
    const user = (await saveAdminUser("three@example.com", "yet-another-long", database)).user;
    const token = /admin_session=([^;]+)/.exec(await createSession(user, database.db))?.[1] ?? "";
    await database.db
      .updateTable("admin_sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    const request = new Request("http://x/admin", { headers: { cookie: `admin_session=${token}` } });
    expect(await getSession(request, database.db)).toBeUndefined();
  });

  it("ends a session 24 hours after sign-in however active it was", async () => {
    const user = (await saveAdminUser("four@example.com", "a-fourth-long-one", database)).user;
    const token = /admin_session=([^;]+)/.exec(await createSession(user, database.db))?.[1] ?? "";
    const request = new Request("http://x/admin", { headers: { cookie: `admin_session=${token}` } });
    expect(await getSession(request, database.db)).toBeDefined();
    // Still inside the sliding week, but signed in 25 hours ago.
    await database.db
      .updateTable("admin_sessions")
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    expect(await getSession(request, database.db)).toBeUndefined();
  });

  it("lets five attempts through, then makes each next one wait longer", async () => {
    const t0 = new Date("2030-01-01T00:00:00Z");
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      expect(await claimSignInAttempt("x@example.com", "10.0.0.1", database.db, t0)).toEqual({ allowed: true });
    }
    expect(await claimSignInAttempt("x@example.com", "10.0.0.1", database.db, t0)).toEqual({
      allowed: false,
      retryAfterSeconds: delayAfter(FREE_ATTEMPTS),
    });
    // The same account from another address, and another account from this one, are not slowed.
    expect(await claimSignInAttempt("x@example.com", "10.0.0.2", database.db, t0)).toEqual({ allowed: true });
    expect(await claimSignInAttempt("y@example.com", "10.0.0.1", database.db, t0)).toEqual({ allowed: true });
    // After the wait, one more attempt; then a doubled wait.
    const first = delayAfter(FREE_ATTEMPTS);
    expect(await claimSignInAttempt("x@example.com", "10.0.0.1", database.db, at(first))).toEqual({ allowed: true });
    expect(await claimSignInAttempt("x@example.com", "10.0.0.1", database.db, at(first + 1))).toEqual({
      allowed: false,
      retryAfterSeconds: 2 * first - 1,
    });
    expect(delayAfter(100)).toBe(3600);
    // A success starts the pair over; the admin command clears everyone.
    await signInSucceeded("x@example.com", "10.0.0.1", database.db);
    expect(await claimSignInAttempt("x@example.com", "10.0.0.1", database.db, at(first + 1))).toEqual({
      allowed: true,
    });
    expect(await clearSignInThrottle("y@example.com", database.db)).toBe(1);
    expect(await clearSignInThrottle(undefined, database.db)).toBe(2);
  });

  it("counts parallel attempts one by one", async () => {
    const now = new Date("2030-02-01T00:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 20 }, () => claimSignInAttempt("p@example.com", "10.0.0.9", database.db, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(FREE_ATTEMPTS);
  });

  it("prunes throttle rows quiet for a day, and keeps the others", async () => {
    const now = new Date("2030-03-01T12:00:00Z");
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    await claimSignInAttempt("old@example.com", "10.0.0.20", database.db, hoursAgo(25));
    await claimSignInAttempt("recent@example.com", "10.0.0.21", database.db, hoursAgo(23));
    const before = await database.db.selectFrom("sign_in_throttle").select("account").execute();
    const left = () => database.db.selectFrom("sign_in_throttle").select("account").execute();
    // Earlier tests' rows (2030-01 and 2030-02) are stale by now too.
    expect(await pruneSignInThrottle(database.db, now)).toBe(before.length - 1);
    expect((await left()).map((r) => r.account)).toEqual(["recent@example.com"]);
  });

  it("takes testimonial photos into the media library, once, and carries old blobs over", async () => {
    const png = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#9a4f24" } })
      .png()
      .toBuffer();
    const file = new File([new Uint8Array(png)], "a.png", { type: "image/png" });
    const { hash, url, photoId } = await storeTestimonialPhoto(file, database.db);
    expect(url).toBe(`/media/testimonials/${hash}.jpg`);
    const photo = await database.db.selectFrom("media_photos").selectAll().where("id", "=", photoId).executeTakeFirst();
    expect(photo).toMatchObject({ source: "testimonial", state: "queued", width: 300, height: 500 });
    // Not processed yet: the URL says so instead of a broken image.
    expect(await findTestimonialPhoto(`${hash}.jpg`, database.db)).toEqual({ kind: "processing" });
    // The same upload again (or the same bytes fetched on approval) is the same photo.
    expect((await storeTestimonialPhoto(new Uint8Array(png), database.db)).photoId).toBe(photoId);
    expect(
      await database.db.selectFrom("media_photos").select("id").where("source", "=", "testimonial").execute(),
    ).toHaveLength(1);
    await expect(storeTestimonialPhoto(new File(["<svg/>"], "x.svg"), database.db)).rejects.toThrow(
      /not a supported image/,
    );

    // A blob stored before the library (0006), listed by 0011 and carried over at start-up.
    const old = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const oldHash = "ab".repeat(16);
    await database.db
      .insertInto("admin_photos")
      .values({ hash: oldHash, format: "jpg", content_type: "image/jpeg", bytes: old })
      .execute();
    await database.db.insertInto("testimonial_photo_links").values({ hash: oldHash, photo_id: null }).execute();
    const before = await findTestimonialPhoto(`${oldHash}.jpg`, database.db);
    expect(before.kind === "bytes" && before.contentType).toBe("image/jpeg");
    expect(await carryOverTestimonialPhotos(database.db)).toBe(1);
    expect(await carryOverTestimonialPhotos(database.db)).toBe(0);
    const link = await database.db
      .selectFrom("testimonial_photo_links")
      .selectAll()
      .where("hash", "=", oldHash)
      .executeTakeFirstOrThrow();
    expect(link.photo_id).not.toBeNull();
    expect(await database.db.selectFrom("admin_photos").select("hash").execute()).toEqual([]);
    expect(await findTestimonialPhoto(`${oldHash}.jpg`, database.db)).toEqual({ kind: "processing" });
    expect(await findTestimonialPhoto("../../etc.jpg", database.db)).toEqual({ kind: "missing" });
  });

  it("counts what needs attention", async () => {
    const counts = await dashboardCounts(database.db);
    expect(counts).toEqual({ newEnquiries: 0, waitingReviews: 0, ordersToFulfil: 0, mailRetrying: 0, mailDead: 0 });
  });
});
