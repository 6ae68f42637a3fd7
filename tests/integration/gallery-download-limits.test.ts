import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { forgetAppSecretsForTests } from "~/server/galleries/app-secret.server";
import type { GalleryRow } from "~/server/galleries/galleries.server";
import { WEB_DOWNLOAD_EDGE } from "~/shared/galleries/gallery-rules";
import { insideOneRateWindow } from "../helpers/rate-window";
import { startServer, type TestServer } from "../helpers/server";
import { addOriginal, fileOriginals, publishedGallery, visitorCookie } from "./gallery-fixtures";
import { photo } from "./media-helpers";

// Issue 26 §3 against the built server: web-size copies are made from the stored file with at most
// a couple at a time (the server's peak memory under 20 parallel first downloads of large photos),
// and single downloads, ZIPs and favourites submissions are limited per visitor and per address,
// answered 429 in words with Retry-After; a family downloading a 1,000-photo gallery one photo at a
// time is never stopped.

/** A value of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
function procMemory(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match?.[1]) throw new Error(`no ${field} for ${pid}`);
  return Number(match[1]) * 1024;
}

/** The same JPEG with a comment segment after its start marker: other bytes, the same pixels. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text);
  const header = Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

describe("client gallery download limits", () => {
  let server: TestServer;
  let app: AppDatabase;

  beforeAll(async () => {
    forgetAppSecretsForTests();
    // Addresses come from X-Forwarded-For, so each test counts under addresses of its own.
    // MALLOC_ARENA_MAX=2 as decision 028 asks of a deployment: with glibc's default, each of libuv's
    // four threads keeps the memory its last encode freed, which is not the application's to bound.
    server = await startServer({ TRUST_PROXY: "true", MALLOC_ARENA_MAX: "2" });
    app = openDatabase(server.databaseUrl);
  }, 90_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    forgetAppSecretsForTests();
  });

  const get = (url: string, cookie: string, address: string, init: RequestInit = {}) =>
    fetch(server.url + url, {
      ...init,
      headers: { cookie, "x-forwarded-for": address, ...(init.headers as Record<string, string>) },
      redirect: "manual",
    });

  it("makes 20 web-size copies at once without holding 20 originals in memory", { timeout: 240_000 }, async () => {
    // A 24-megapixel photo of noise: about 20 MB of JPEG, as a camera's fine JPEG is.
    const base = await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(base.length).toBeGreaterThan(15 * 1024 * 1024);
    const gallery = await publishedGallery(app, { downloads: "web" });
    const items: number[] = [];
    for (let i = 0; i < 20; i++) {
      const added = await addOriginal(app, fileOriginals(server), gallery.id, {
        filename: `DSC_${1000 + i}.jpg`,
        bytes: withComment(base, `photo ${i}`),
      });
      items.push(added.itemId);
    }
    const cookie = await visitorCookie(app, gallery);
    // The server has answered requests before; from here its peak memory is measured afresh.
    expect((await get(`/g/${gallery.slug}/download/${items[0]}?size=full`, cookie, "10.0.0.1")).status).toBe(403);
    fs.writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
    const before = procMemory(server.pid, "VmRSS");

    const answers = await Promise.all(
      items.map(async (id) => {
        const res = await get(`/g/${gallery.slug}/download/${id}?size=web`, cookie, "10.0.0.1");
        return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
      }),
    );
    const growth = procMemory(server.pid, "VmHWM") - before;
    expect(answers.map((a) => a.status)).toEqual(items.map(() => 200));
    for (const answer of answers.slice(0, 3)) {
      const meta = await sharp(answer.body).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBe(WEB_DOWNLOAD_EDGE);
    }
    // Reading each original whole held 20 × 23 MB at once (1.1 GB of growth measured); two
    // encodes from the stored files at a time (about 75 MB each, 230 MB of growth with what the
    // allocator keeps) stay far below that.
    const all = 20 * base.length;
    console.log(`peak growth ${(growth / 1e6).toFixed(0)} MB for 20 × ${(base.length / 1e6).toFixed(1)} MB`);
    expect(growth).toBeLessThan(all * 0.6);
  });

  /** A tiny gallery photo, downloadable at both sizes. */
  const smallGallery = async (): Promise<{ gallery: GalleryRow; itemId: number }> => {
    const gallery = await publishedGallery(app);
    const { itemId } = await addOriginal(app, fileOriginals(server), gallery.id, {
      filename: `IMG_${gallery.id}.jpg`,
      bytes: await photo({ width: 300, height: 200, seed: gallery.id }),
    });
    return { gallery, itemId };
  };

  it("lets a family download 1,000 photos one by one, then asks a visitor to wait", { timeout: 420_000 }, async () => {
    await insideOneRateWindow(3600, 240);
    const { gallery, itemId } = await smallGallery();
    const cookie = await visitorCookie(app, gallery);
    const one = (size: "web" | "full") => get(`/g/${gallery.slug}/download/${itemId}?size=${size}`, cookie, "10.0.1.1");
    // A 1,000-photo gallery, photo by photo, with half as many again for retries and resumes.
    for (let i = 0; i < 1500; i++) {
      const res = await one(i % 2 ? "web" : "full");
      if (res.status !== 200) throw new Error(`download ${i + 1} answered ${res.status}`);
      await res.arrayBuffer();
    }
    const refused = await one("web");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    const page = await refused.text();
    expect(page).toContain("<h1>Please wait a little</h1>");
    expect(page).toContain("try again in");
    expect(page).toContain(`href="/g/${gallery.slug}"`);
    // Another visitor of the gallery, elsewhere, is not held up.
    const other = await visitorCookie(app, gallery, new Date(Date.now() - 5_000));
    expect((await get(`/g/${gallery.slug}/download/${itemId}?size=web`, other, "10.0.1.2")).status).toBe(200);
  });

  it("limits ZIPs per visitor and per address", { timeout: 240_000 }, async () => {
    await insideOneRateWindow(3600, 120);
    const { gallery } = await smallGallery();
    const zip = async (cookie: string, address: string) => {
      const res = await get(`/g/${gallery.slug}/download/all.zip?size=web`, cookie, address);
      await res.arrayBuffer();
      return res.status;
    };
    const anna = await visitorCookie(app, gallery, new Date(Date.now() - 1_000));
    const ben = await visitorCookie(app, gallery, new Date(Date.now() - 2_000));
    const carla = await visitorCookie(app, gallery, new Date(Date.now() - 3_000));
    for (let i = 0; i < 30; i++) expect(await zip(anna, "10.0.2.1")).toBe(200);
    expect(await zip(anna, "10.0.2.1")).toBe(429);
    // Another visitor at the same address: the address has 60 ZIPs an hour, 31 of them asked for.
    for (let i = 0; i < 29; i++) expect(await zip(ben, "10.0.2.1")).toBe(200);
    const refused = await get(`/g/${gallery.slug}/download/all.zip?size=web`, ben, "10.0.2.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("try again in");
    // Elsewhere, another visitor downloads.
    expect(await zip(carla, "10.0.2.2")).toBe(200);
    // The record of downloads holds only what was sent.
    const recorded = await app.db
      .selectFrom("gallery_downloads")
      .select("id")
      .where("gallery_id", "=", gallery.id)
      .execute();
    expect(recorded).toHaveLength(60);
  });

  it("limits how often favourites are sent (each is a mail), in words", { timeout: 120_000 }, async () => {
    await insideOneRateWindow(3600, 60);
    const { gallery, itemId } = await smallGallery();
    const cookie = await visitorCookie(app, gallery);
    const send = (fields: Record<string, string>) =>
      get(`/g/${gallery.slug}/favourites`, cookie, "10.0.3.1", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ person: "Anna", ...fields }),
      });
    expect((await send({ intent: "heart", itemId: String(itemId), on: "true" })).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await send({ intent: "submit" });
      expect(res.status, await res.clone().text()).toBe(200);
      await send({ intent: "note", itemId: String(itemId), note: `change ${i}` });
    }
    const refused = await send({ intent: "submit" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { error: string };
    expect(body.error).toMatch(/try again in/i);
    // Hearts and notes still work meanwhile; only sending waits.
    expect((await send({ intent: "note", itemId: String(itemId), note: "later" })).status).toBe(200);
    const mails = await app.db.selectFrom("outbox").select("id").where("kind", "=", "gallery-favourites").execute();
    expect(mails).toHaveLength(10);
  });
});
