import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveAdminUser, verifyCredentials } from "~/server/admin/accounts.server";
import { dashboardCounts } from "~/server/admin/dashboard.server";
import { findTestimonialPhoto, storeTestimonialPhoto } from "~/server/admin/photos.server";
import { createSession, destroySession, getSession } from "~/server/admin/sessions.server";
import { recordSignInFailure, signInBlocked, SIGN_IN_MAX_FAILURES } from "~/server/admin/throttle.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// The admin's storage on both databases: accounts, sessions, throttling counters, photo bytes.

describe.each(databaseKinds)("admin storage on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("stores an argon2id hash and verifies only the right password", async () => {
    const { user, created } = await saveAdminUser(" She@Example.com ", "twelve-chars-ok", database.db);
    expect(created).toBe(true);
    const row = await database.db.selectFrom("admin_users").selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyCredentials("she@example.com", "twelve-chars-ok", database.db)).toEqual(user);
    expect(await verifyCredentials("she@example.com", "wrong-password", database.db)).toBeUndefined();
    expect(await verifyCredentials("nobody@example.com", "twelve-chars-ok", database.db)).toBeUndefined();
    await expect(saveAdminUser("a@b.co", "short", database.db)).rejects.toThrow(/at least 12/);
  });

  it("keeps sessions by token hash and ends them on sign-out", async () => {
    const user = (await saveAdminUser("two@example.com", "another-long-one", database.db)).user;
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
    const user = (await saveAdminUser("three@example.com", "yet-another-long", database.db)).user;
    const token = /admin_session=([^;]+)/.exec(await createSession(user, database.db))?.[1] ?? "";
    await database.db
      .updateTable("admin_sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    const request = new Request("http://x/admin", { headers: { cookie: `admin_session=${token}` } });
    expect(await getSession(request, database.db)).toBeUndefined();
  });

  it("throttles after the fifth failure", async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect(await signInBlocked("x@example.com", "10.0.0.1", database.db)).toBeNull();
      await recordSignInFailure("x@example.com", "10.0.0.1", database.db);
    }
    expect(await signInBlocked("x@example.com", "10.0.0.2", database.db)).toBeGreaterThan(0);
    expect(await signInBlocked("y@example.com", "10.0.0.1", database.db)).toBeGreaterThan(0);
    expect(await signInBlocked("y@example.com", "10.0.0.2", database.db)).toBeNull();
  });

  it("stores photo bytes and reads them back intact", async () => {
    const png = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#9a4f24" } })
      .png()
      .toBuffer();
    const file = new File([new Uint8Array(png)], "a.png", { type: "image/png" });
    const { hash, url } = await storeTestimonialPhoto(file, database.db);
    expect(url).toBe(`/media/testimonials/${hash}.jpg`);
    const jpg = await findTestimonialPhoto(`${hash}.jpg`, database.db);
    expect(jpg?.contentType).toBe("image/jpeg");
    expect((await sharp(jpg!.bytes).metadata()).width).toBe(400);
    // The same upload again is the same photo, not a duplicate.
    await storeTestimonialPhoto(file, database.db);
    const rows = await database.db.selectFrom("admin_photos").select("format").where("hash", "=", hash).execute();
    expect(rows.map((r) => r.format).sort()).toEqual(["avif", "jpg", "webp"]);
  });

  it("counts what needs attention", async () => {
    const counts = await dashboardCounts(database.db);
    expect(counts).toEqual({ newEnquiries: 0, waitingReviews: 0, ordersToFulfil: 0, mailRetrying: 0, mailDead: 0 });
  });
});
