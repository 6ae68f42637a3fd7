import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { forgetAppSecretsForTests } from "~/server/galleries/app-secret.server";
import { startServer, type TestServer } from "../helpers/server";
import { unzip } from "../helpers/zip";
import { createAdminAccount, signIn } from "./admin-client";
import { cameraPhoto } from "~/server/media/scrub/scrub-fixtures";
import { addOriginal, fileOriginals, publishedGallery, s3Originals, visitorCookie } from "./gallery-fixtures";
import { startS3, type TestS3 } from "./media-helpers";

// Issue 26 §5 against the built server: a full-resolution download is the original with its GPS
// position and the camera's and lens's serial numbers blanked, everything else as it was: the same
// size, the same pixels, the date and the camera model, resumable with Range. The print lab's copy
// of the original (the admin's) is untouched.

/** The EXIF block as sharp reads it from any format, parsed by exifr (no "Exif\0\0" prefix). */
async function exifOf(bytes: Buffer): Promise<Record<string, unknown>> {
  const { exif } = await sharp(bytes).metadata();
  if (!exif) return {};
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  return ((await exifr.parse(tiff, { tiff: true, exif: true, gps: true, reviveValues: false })) ?? {}) as Record<
    string,
    unknown
  >;
}

const xmpOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).xmp?.toString("utf8") ?? "";
const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

describe("full-resolution downloads without GPS or serial numbers", () => {
  let server: TestServer;
  let app: AppDatabase;
  let admin: { cookie: string };

  beforeAll(async () => {
    forgetAppSecretsForTests();
    server = await startServer();
    const created = await createAdminAccount(server.databaseUrl);
    expect(created.code, created.output).toBe(0);
    app = openDatabase(server.databaseUrl);
    admin = await signIn(server.url);
  }, 90_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    forgetAppSecretsForTests();
  });

  it.each(["jpeg", "png", "webp", "avif"] as const)(
    "%s: GPS and serials gone, date, camera and pixels kept, resumable; the lab's original untouched",
    { timeout: 90_000 },
    async (format) => {
      const original = await cameraPhoto(format);
      // The original does carry them (else the test proves nothing).
      const before = await exifOf(original);
      expect(before).toMatchObject({ GPSLatitudeRef: "N", SerialNumber: "032021001234", Model: "Canon EOS R6" });
      expect(await xmpOf(original)).toContain("GPSLatitude");

      const gallery = await publishedGallery(app);
      const type = `image/${format}`;
      const added = await addOriginal(app, fileOriginals(server), gallery.id, {
        filename: `IMG_0001.${format}`,
        bytes: original,
        contentType: type,
      });
      const cookie = await visitorCookie(app, gallery);
      const url = `${server.url}/g/${gallery.slug}/download/${added.itemId}?size=full`;
      const res = await fetch(url, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("content-length")).toBe(String(original.length));
      const etag = res.headers.get("etag");
      expect(etag).toMatch(/^"[0-9a-f]{64}-[a-z0-9-]+"$/);
      expect(etag).not.toBe(`"${added.sha256}"`);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBe(original.length);
      expect(body.equals(original)).toBe(false);

      const after = await exifOf(body);
      for (const tag of ["GPSLatitude", "GPSLongitude", "GPSLatitudeRef", "latitude", "longitude"]) {
        expect(after[tag], tag).toBeUndefined();
      }
      expect(after.SerialNumber ?? "").toBe(""); // exifr names 0xA431 (BodySerialNumber) so
      expect(after.LensSerialNumber ?? "").toBe("");
      expect(after).toMatchObject({ Model: "Canon EOS R6", Make: "Canon", LensModel: "RF50mm F1.2 L USM" });
      expect(String(after.DateTimeOriginal)).toBe("2025:10:04 18:30:00");
      const xmp = await xmpOf(body);
      expect(xmp).not.toMatch(/GPS|SerialNumber|112,3|33,30/);
      expect(xmp).toContain("Saguaro Bee");
      expect(xmp).toContain("RF50mm");
      expect((await pixels(body)).equals(await pixels(original))).toBe(true);

      // A resumed download gets the same cleaned bytes.
      const from = Math.floor(original.length / 3);
      const part = await fetch(url, { headers: { cookie, range: `bytes=${from}-`, "if-range": etag! } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(body.subarray(from))).toBe(true);
      const head = await fetch(url, { headers: { cookie, range: "bytes=0-1023" } });
      expect(head.status).toBe(206);
      expect(Buffer.from(await head.arrayBuffer()).equals(body.subarray(0, 1024))).toBe(true);

      // The whole gallery's ZIP carries the same cleaned file.
      const zip = await unzip(
        Buffer.from(
          await (
            await fetch(`${server.url}/g/${gallery.slug}/download/all.zip?size=full`, { headers: { cookie } })
          ).arrayBuffer(),
        ),
      );
      expect(zip[0]!.bytes.equals(body)).toBe(true);

      // The print lab's original is the file as uploaded.
      const lab = await fetch(`${server.url}/admin/gallery-photos/${added.photoId}/original`, {
        headers: { cookie: admin.cookie },
      });
      expect(lab.status).toBe(200);
      expect(lab.headers.get("etag")).toBe(`"${added.sha256}"`);
      expect(Buffer.from(await lab.arrayBuffer()).equals(original)).toBe(true);
    },
  );

  it("the gallery settings say what a full-resolution download carries", async () => {
    const gallery = await publishedGallery(app);
    const page = await (
      await fetch(`${server.url}/admin/galleries/${gallery.id}`, { headers: { cookie: admin.cookie } })
    ).text();
    expect(page.replace(/&#x27;|&#39;|&apos;/g, "'")).toContain(
      "Full-resolution downloads keep the camera details (date, camera, lens, exposure) but not the location where the photo was taken or the camera's serial number.",
    );
  });
});

describe("full-resolution downloads from S3 storage", () => {
  // The metadata are found with ranged reads of the object; the body is streamed as from disk.
  let s3: TestS3;
  let server: TestServer;
  let app: AppDatabase;

  beforeAll(async () => {
    forgetAppSecretsForTests();
    s3 = await startS3();
    server = await startServer(s3.env);
    app = openDatabase(server.databaseUrl);
  }, 90_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await s3?.stop();
    forgetAppSecretsForTests();
  });

  it.each(["jpeg", "avif"] as const)("%s: no GPS or serials, resumable", { timeout: 90_000 }, async (format) => {
    const original = await cameraPhoto(format);
    const gallery = await publishedGallery(app);
    const added = await addOriginal(app, s3Originals(s3), gallery.id, {
      filename: `IMG_0002.${format}`,
      bytes: original,
      contentType: `image/${format}`,
    });
    const cookie = await visitorCookie(app, gallery);
    const url = `${server.url}/g/${gallery.slug}/download/${added.itemId}?size=full`;
    const res = await fetch(url, { headers: { cookie } });
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(original.length);
    const exif = await exifOf(body);
    expect(exif.GPSLatitude).toBeUndefined();
    expect(exif.SerialNumber ?? "").toBe("");
    expect(exif).toMatchObject({ Model: "Canon EOS R6" });
    expect((await pixels(body)).equals(await pixels(original))).toBe(true);
    const from = Math.floor(original.length / 2);
    const part = await fetch(url, { headers: { cookie, range: `bytes=${from}-` } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(body.subarray(from))).toBe(true);
  });
});
