import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adoptExternalPhoto,
  fetchExternalPhoto,
  isExternalPhotoUrl,
  isPublicAddress,
} from "~/server/admin/external-photo.server";
import { findTestimonialPhoto } from "~/server/admin/photos.server";
import { getPhoto } from "~/server/media/library.server";
import { testimonialsRepository } from "~/server/testimonials/testimonials-repository.server";
import { createTestDatabase, databaseKinds } from "../helpers/databases";

// Issue 14 item 7: a testimonial's external photo_url is fetched by the server on approval and
// stored like an upload. The photo server here is real https on 127.0.0.1 with a certificate made
// by openssl for this run (docs/decisions/008-external-testimonial-photos.md). Loopback is exactly
// what the SSRF guard refuses, so the tests that must reach it pass the fetcher two options that
// only code can set (no setting or environment variable opens them): the test CA, and an address
// rule that admits 127.0.0.1. The default rule is tested against the same server and refuses it.

let dir: string;
let ca: string;
let server: https.Server;
let base: string;
const hits: string[] = [];
let jpeg: Buffer;

const trusting = () => ({ ca, isAllowedAddress: (address: string) => address === "127.0.0.1" });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-https-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-keyout",
    key,
    "-out",
    cert,
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1,DNS:localhost",
  ]);
  ca = fs.readFileSync(cert, "utf8");
  jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#c96" } })
    .jpeg()
    .toBuffer();
  server = https.createServer({ key: fs.readFileSync(key), cert: ca }, (req, res) => {
    hits.push(req.url ?? "");
    switch (req.url) {
      case "/couple.jpg":
        return res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      case "/not-an-image.jpg":
        return res.writeHead(200, { "content-type": "image/jpeg" }).end("<html>hello</html>");
      case "/huge.jpg":
        res.writeHead(200, { "content-type": "image/jpeg" });
        return res.end(Buffer.alloc(6 * 1024 * 1024, 1));
      case "/to-http":
        return res.writeHead(302, { location: `http://127.0.0.1:${port()}/couple.jpg` }).end();
      case "/to-https":
        return res.writeHead(301, { location: "/couple.jpg" }).end();
      case "/slow.jpg":
        return; // never answers
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `https://127.0.0.1:${port()}`;
});

const port = () => (server.address() as AddressInfo).port;

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the SSRF guard", () => {
  it("knows public addresses from loopback, private, link-local and the like", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111"]) expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "not an ip",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("refuses loopback by default, by address or by name, without connecting", async () => {
    const before = hits.length;
    await expect(fetchExternalPhoto(`${base}/couple.jpg`, { ca })).rejects.toThrow(/not on the public internet/);
    await expect(fetchExternalPhoto(`https://localhost:${port()}/couple.jpg`, { ca })).rejects.toThrow(
      /not on the public internet/,
    );
    expect(hits.length).toBe(before);
  });

  it("refuses plain http, and a redirect off https", async () => {
    await expect(fetchExternalPhoto(`http://127.0.0.1:${port()}/couple.jpg`, trusting())).rejects.toThrow(/https/);
    await expect(fetchExternalPhoto(`${base}/to-http`, trusting())).rejects.toThrow(/https/);
  });

  it("refuses a certificate it cannot verify", async () => {
    await expect(fetchExternalPhoto(`${base}/couple.jpg`, { isAllowedAddress: () => true })).rejects.toThrow(
      /download failed/,
    );
  });

  it("refuses what is not an image, what is too large, and a server that does not answer", async () => {
    await expect(fetchExternalPhoto(`${base}/not-an-image.jpg`, trusting())).rejects.toThrow(/not an image/);
    await expect(fetchExternalPhoto(`${base}/huge.jpg`, trusting())).rejects.toThrow(/larger than 5 MB/);
    await expect(fetchExternalPhoto(`${base}/slow.jpg`, { ...trusting(), timeoutMs: 300 })).rejects.toThrow(/in time/);
    await expect(fetchExternalPhoto(`${base}/missing.jpg`, trusting())).rejects.toThrow(/404/);
  });

  it("follows an https redirect and returns the photo's bytes", async () => {
    const bytes = await fetchExternalPhoto(`${base}/to-https`, trusting());
    expect(bytes.equals(jpeg)).toBe(true);
  });
});

describe("isExternalPhotoUrl", () => {
  it("is true for someone else's address, false for our own paths", () => {
    expect(isExternalPhotoUrl("https://old-backend.example/storage/a.jpg")).toBe(true);
    expect(isExternalPhotoUrl("//cdn.example/a.jpg")).toBe(true);
    expect(isExternalPhotoUrl("http://cdn.example/a.jpg")).toBe(true);
    expect(isExternalPhotoUrl("/media/testimonials/abc.jpg")).toBe(false);
    expect(isExternalPhotoUrl(null)).toBe(false);
    expect(isExternalPhotoUrl("  ")).toBe(false);
  });
});

describe.each(databaseKinds)("on approval (%s)", (kind) => {
  it("stores an external photo and points photo_url at our copy", async () => {
    const database = await createTestDatabase(kind);
    try {
      const repo = testimonialsRepository(database.db);
      const row = await repo.submit({ brideName: "Imogen", groomName: "Theo", reviewText: "Lovely.", rating: 5 });
      await repo.setPhoto(row.id, `${base}/couple.jpg`);
      const result = await adoptExternalPhoto(row.id, `${base}/couple.jpg`, trusting(), database.db);
      expect(result.status).toBe("stored");
      const saved = await repo.findById(row.id);
      expect(saved?.photoUrl).toMatch(/^\/media\/testimonials\/[0-9a-f]{32}\.jpg$/);
      // The photo went into the media library; its variants are made by a background job, and
      // until then our URL answers "processing" (the public page falls back meanwhile).
      const stored = await findTestimonialPhoto(saved!.photoUrl!.split("/").pop()!, database.db);
      expect(stored.kind).toBe("processing");
      const link = await database.db.selectFrom("testimonial_photo_links").select("photo_id").executeTakeFirstOrThrow();
      const photo = await getPhoto(database.db, Number(link.photo_id));
      expect(photo?.source).toBe("testimonial");
      expect(photo?.bytes).toBe(jpeg.byteLength);
    } finally {
      await database.cleanup();
    }
  });

  it("leaves the row as it was and says why when the photo cannot be fetched", async () => {
    const database = await createTestDatabase(kind);
    try {
      const repo = testimonialsRepository(database.db);
      const row = await repo.submit({ brideName: "Ada", groomName: null, reviewText: "Lovely.", rating: 5 });
      await repo.setPhoto(row.id, `${base}/couple.jpg`);
      // Default rules: loopback is refused.
      const result = await adoptExternalPhoto(row.id, `${base}/couple.jpg`, {}, database.db);
      expect(result).toEqual({ status: "failed", reason: "the photo address is not on the public internet" });
      expect((await repo.findById(row.id))?.photoUrl).toBe(`${base}/couple.jpg`);
      expect(await adoptExternalPhoto(row.id, "/media/testimonials/x.jpg", {}, database.db)).toEqual({
        status: "none",
      });
    } finally {
      await database.cleanup();
    }
  });
});
