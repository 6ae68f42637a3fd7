import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { enquiriesRepository } from "~/server/enquiries/enquiries-repository.server";
import { createOrder, markPaid } from "~/server/orders/order-writes.server";
import { testimonialsRepository } from "~/server/testimonials/testimonials-repository.server";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, attemptSignIn, createAdminAccount, signIn } from "./admin-client";

// The admin's doors: no page without a session, no action without a session (401) or without the
// session's CSRF token (403), throttled sign-in, no password hash in any page, photo uploads.

let server: TestServer;
let app: AppDatabase;
let ids: { testimonial: number; enquiry: number; order: number };

beforeAll(async () => {
  server = await startServer();
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.output).toContain(`Created admin account ${ADMIN_EMAIL}`);
  app = openDatabase(server.databaseUrl);
  const testimonial = await testimonialsRepository(app.db).submit({
    brideName: "Ana",
    groomName: "Ben",
    reviewText: "Lovely day.",
    rating: 5,
  });
  const enquiry = await enquiriesRepository(app.db).create({
    kind: "contact",
    name: "Cleo",
    email: "cleo@example.com",
    message: "Hello there",
  });
  const order = await createOrder(
    {
      lines: [
        { cartId: "pink-peonies-8x10", title: "Pink Peonies", size: "8x10", unitCents: 4500, quantity: 1, note: null },
      ],
      paymentProvider: "test",
      accessToken: "t".repeat(32),
    },
    app.db,
  );
  await app.db
    .transaction()
    .execute((trx) =>
      markPaid(
        { orderId: order.id, sessionId: "cs_admin_test", customerEmail: "buyer@example.com", shippingAddress: null },
        trx,
      ),
    );
  ids = { testimonial: testimonial.id, enquiry: enquiry.id, order: order.id };
});

afterAll(async () => {
  await app?.db.destroy();
  await server?.stop();
});

const pages = () => [
  "/admin",
  "/admin/enquiries",
  `/admin/enquiries/${ids.enquiry}`,
  "/admin/testimonials",
  "/admin/testimonials?state=approved",
  `/admin/testimonials/${ids.testimonial}`,
  `/admin/testimonials/${ids.testimonial}/delete`,
  "/admin/orders",
  `/admin/orders/${ids.order}`,
];
const actions = () => [
  "/admin?index",
  "/admin",
  "/admin/sign-out",
  `/admin/enquiries/${ids.enquiry}`,
  `/admin/testimonials/${ids.testimonial}`,
  `/admin/testimonials/${ids.testimonial}/delete`,
  `/admin/orders/${ids.order}`,
];

const post = (path: string, body: Record<string, string>, cookie?: string, extra: Record<string, string> = {}) =>
  fetch(server.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}), ...extra },
    body: new URLSearchParams(body),
  });

describe("without a session", () => {
  it("every admin page redirects to the sign-in page", async () => {
    for (const path of pages()) {
      const res = await fetch(server.url + path, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    }
  });

  it("every admin action answers 401 and changes nothing", async () => {
    for (const path of actions()) {
      const res = await post(path, { intent: "delete", status: "refunded", confirm: "yes", csrf: "x" });
      expect(res.status, path).toBe(401);
    }
    expect(await testimonialsRepository(app.db).findById(ids.testimonial)).toBeDefined();
  });

  it("a forged cookie is no session", async () => {
    const res = await fetch(server.url + "/admin", { redirect: "manual", headers: { cookie: "admin_session=forged" } });
    expect(res.status).toBe(302);
  });
});

describe("signed in", () => {
  it("every page answers 200, private and never cached, noindex, without any password hash", async () => {
    const { cookie } = await signIn(server.url);
    for (const path of [...pages(), "/admin/sign-in?next=/admin"]) {
      const res = await fetch(server.url + path, { headers: { cookie }, redirect: "manual" });
      if (path.startsWith("/admin/sign-in")) {
        // Signed in already: straight on to the admin.
        expect(res.status).toBe(302);
        continue;
      }
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html, path).not.toContain("$argon2");
      expect(html, path).not.toContain("password_hash");
      // Every form carries the CSRF token.
      expect((html.match(/<form/g) ?? []).length, path).toBe((html.match(/name="csrf"/g) ?? []).length);
    }
  });

  it("every action refuses a missing or wrong CSRF token with 403", async () => {
    const { cookie, csrf } = await signIn(server.url);
    for (const path of actions()) {
      for (const token of [undefined, "wrong", csrf.slice(0, -1) + (csrf.endsWith("a") ? "b" : "a")]) {
        const body: Record<string, string> = { intent: "delete", status: "refunded", confirm: "yes" };
        if (token) body.csrf = token;
        const res = await post(path, body, cookie);
        expect(res.status, `${path} ${token}`).toBe(403);
      }
    }
    expect(await testimonialsRepository(app.db).findById(ids.testimonial)).toBeDefined();
  });

  it("the sign-in form itself refuses a bad CSRF token", async () => {
    const res = await post("/admin/sign-in", { csrf: "nope", email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(res.status).toBe(403);
  });

  it("sign-out ends the session on the server", async () => {
    const { cookie, csrf } = await signIn(server.url);
    const out = await post("/admin/sign-out", { csrf }, cookie);
    expect(out.status).toBe(302);
    expect(out.headers.getSetCookie().join()).toMatch(/admin_session=;.*Max-Age=0/);
    // The old cookie, replayed, is worthless.
    const res = await fetch(server.url + "/admin", { headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
  });

  it("sets an HTTP-only, SameSite=Lax session cookie for the session's 24 hours", async () => {
    const { res } = await attemptSignIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("admin_session="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The expiry slides for a week, but a session never outlives 24 hours after sign-in.
    expect(cookie).toMatch(/Max-Age=86400;/);
    expect(cookie).toMatch(/Path=\/;/);
  });
});

describe("testimonial photos", () => {
  const upload = async (file: Blob, name: string) => {
    const { cookie, csrf } = await signIn(server.url);
    const form = new FormData();
    form.set("csrf", csrf);
    form.set("intent", "photo");
    form.set("photo", file, name);
    return fetch(`${server.url}/admin/testimonials/${ids.testimonial}`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
  };

  it("refuses a file that is not an image", async () => {
    const res = await upload(new Blob(["<?php echo 1; ?>"], { type: "image/jpeg" }), "evil.jpg");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("That file is not a supported image");
    expect((await testimonialsRepository(app.db).findById(ids.testimonial))?.photoUrl).toBeNull();
  });

  it("refuses a file over 5 MB", async () => {
    const res = await upload(new Blob([new Uint8Array(5 * 1024 * 1024 + 10)], { type: "image/png" }), "big.png");
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("larger than 5 MB");
  });

  it("takes an uploaded photo into the media library; its URL leads to the processed file in each format", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c79a3a" } })
      .png()
      .toBuffer();
    const res = await upload(new Blob([new Uint8Array(png)], { type: "image/png" }), "couple.png");
    expect(res.status).toBe(200);
    const photoUrl = (await testimonialsRepository(app.db).findById(ids.testimonial))?.photoUrl;
    expect(photoUrl).toMatch(/^\/media\/testimonials\/[0-9a-f]{32}\.jpg$/);
    // Processed by the jobs in the background: "try again shortly" until then, never a broken file.
    let first = await fetch(server.url + photoUrl!, { redirect: "manual" });
    for (let i = 0; first.status === 503 && i < 150; i++) {
      expect(first.headers.get("retry-after")).toBe("5");
      await new Promise((r) => setTimeout(r, 200));
      first = await fetch(server.url + photoUrl!, { redirect: "manual" });
    }
    expect(first.status).toBe(302);
    for (const [ext, type, format] of [
      ["jpg", "image/jpeg", "jpeg"],
      ["webp", "image/webp", "webp"],
      ["avif", "image/avif", "heif"],
    ] as const) {
      const media = await fetch(server.url + photoUrl!.replace(/\.jpg$/, `.${ext}`));
      expect(media.status).toBe(200);
      expect(media.url).toMatch(/\/media\/[0-9a-f]+-400\.(jpg|webp|avif)$/);
      expect(media.headers.get("content-type")).toBe(type);
      expect(media.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
      expect(meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([400, 267]);
    }
    expect((await fetch(server.url + "/media/testimonials/" + "0".repeat(32) + ".jpg")).status).toBe(404);
    expect((await fetch(server.url + "/media/testimonials/../../etc.jpg")).status).toBe(404);
  });
});
