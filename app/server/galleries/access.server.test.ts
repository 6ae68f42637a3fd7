import { afterEach, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../db/db.server";
import { accessCodeMatches, hashAccessCode, suggestAccessCode } from "./access-code.server";
import { forgetAppSecretsForTests } from "./app-secret.server";
import {
  ACCESS_COOKIE_DAYS,
  clearLegacyAccessCookie,
  grantAccessCookie,
  hasAccess,
  rescopeAccessCookie,
} from "./access-cookie.server";
import { newGallerySlug } from "./slug.server";
import { GALLERY_SLUG } from "~/shared/galleries/gallery-rules";

describe("gallery access", () => {
  afterEach(() => forgetAppSecretsForTests());

  it("hashes access codes with a salt and checks them", async () => {
    const a = await hashAccessCode("4821");
    const b = await hashAccessCode("4821");
    expect(a).not.toBe(b);
    expect(a).not.toContain("4821");
    expect(await accessCodeMatches("4821", a)).toBe(true);
    expect(await accessCodeMatches("4822", a)).toBe(false);
    expect(await accessCodeMatches("4821", "garbage")).toBe(false);
  });

  it("suggests random 6-digit codes, without a leading zero someone might drop", () => {
    const codes = Array.from({ length: 500 }, suggestAccessCode);
    for (const code of codes) expect(code).toMatch(/^[1-9][0-9]{5}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it("makes unguessable slugs of the documented shape", () => {
    const slugs = new Set(Array.from({ length: 200 }, newGallerySlug));
    expect(slugs.size).toBe(200);
    for (const slug of slugs) expect(GALLERY_SLUG.test(slug)).toBe(true);
  });

  it("opens a gallery with its own cookie only, and not after its code changes", async () => {
    const app = openDatabase("file::memory:");
    await migrate(app);
    const gallery = { id: 7, access_code_hash: await hashAccessCode("4821") };
    const setCookie = await grantAccessCookie(app, gallery);
    // Path=/: checkout (/functions/v1/create-payment) needs it to sell the gallery's prints.
    expect(setCookie).toMatch(/^gallery_7=\d+\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(";")[0]!;
    const request = (c: string) => new Request("http://localhost/g/x", { headers: { cookie: c } });
    expect(await hasAccess(app, request(cookie), gallery)).toBe(true);
    // Another gallery, the same value under its name: refused.
    const other = { id: 8, access_code_hash: gallery.access_code_hash };
    expect(await hasAccess(app, request(cookie.replace("gallery_7", "gallery_8")), other)).toBe(false);
    // A new code turns the old cookie away.
    expect(await hasAccess(app, request(cookie), { ...gallery, access_code_hash: await hashAccessCode("1111") })).toBe(
      false,
    );
    // Tampered or absent.
    expect(await hasAccess(app, request(cookie.slice(0, -2) + "xx"), gallery)).toBe(false);
    expect(await hasAccess(app, request(""), gallery)).toBe(false);
    await app.db.destroy();
  });

  it("accepts any of the cookie's values a browser sends, and moves a /g-scoped one to Path=/ without extending it", async () => {
    const app = openDatabase("file::memory:");
    await migrate(app);
    const gallery = { id: 9, access_code_hash: await hashAccessCode("482193") };
    const issued = new Date("2030-05-01T12:00:00Z");
    const now = new Date(issued.getTime() + 10 * 86_400_000);
    const cookie = (await grantAccessCookie(app, gallery, issued)).split(";")[0]!;
    const request = (c: string) => new Request("http://localhost/g/x", { headers: { cookie: c } });
    // A browser with an old, stale value at /g and a valid one at / sends both, /g first.
    const both = request(`gallery_9=1700000000.${"A".repeat(43)}; ${cookie}`);
    expect(await hasAccess(app, both, gallery, now)).toBe(true);

    const headers = await rescopeAccessCookie(app, request(cookie), gallery, now);
    expect(headers).toEqual([
      clearLegacyAccessCookie(9),
      `${cookie}; Path=/; Max-Age=${(ACCESS_COOKIE_DAYS - 10) * 86_400}; HttpOnly; SameSite=Lax`,
    ]);
    expect(clearLegacyAccessCookie(9)).toBe("gallery_9=; Path=/g; Max-Age=0; HttpOnly; SameSite=Lax");
    // Nothing to move without access.
    expect(await rescopeAccessCookie(app, request(""), gallery, now)).toEqual([]);
    await app.db.destroy();
  });
});
