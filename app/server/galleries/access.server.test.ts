import { afterEach, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../db/db.server";
import { accessCodeMatches, hashAccessCode } from "./access-code.server";
import { forgetAppSecretsForTests } from "./app-secret.server";
import { grantAccessCookie, hasAccess } from "./access-cookie.server";
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
    expect(setCookie).toMatch(/^gallery_7=\d+\.[A-Za-z0-9_-]{43}; Path=\/g; Max-Age=\d+; HttpOnly; SameSite=Lax/);
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
});
