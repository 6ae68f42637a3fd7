import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import type { AppDatabase } from "~/server/db/db.server";
import { grantAccessCookie } from "~/server/galleries/access-cookie.server";
import { createGallery, type GalleryRow } from "~/server/galleries/galleries.server";
import type { DownloadLevel } from "~/shared/galleries/gallery-rules";
import type { TestServer } from "../helpers/server";
import { insertGalleryPhotoRow, S3_BUCKET, type TestS3 } from "./media-helpers";

// Client galleries made straight in the database, with their originals put where the server's
// storage keeps them (its data folder, or the test's S3 bucket): for the download tests, which need
// many or large photos without uploading and processing each.

export const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");
const md5 = (bytes: Buffer) => crypto.createHash("md5").update(bytes).digest("hex");

export type OriginalStore = (sha: string, bytes: Buffer) => Promise<void>;

export const fileOriginals =
  (server: TestServer): OriginalStore =>
  async (sha, bytes) => {
    const file = path.join(server.dataDir, "media", "originals", sha);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  };

export const s3Originals =
  (s3: TestS3): OriginalStore =>
  async (sha, bytes) => {
    await s3.client.send(new PutObjectCommand({ Bucket: S3_BUCKET, Key: `site/originals/${sha}`, Body: bytes }));
  };

/** A published, open gallery (no photos yet) with the given download level. */
export async function publishedGallery(
  app: AppDatabase,
  options: { downloads?: DownloadLevel; watermark?: boolean; title?: string } = {},
): Promise<GalleryRow> {
  const created = await createGallery(app.db, {
    title: options.title ?? "Anna & Ben",
    clientName: "Anna Smith",
    clientEmail: "anna@example.com",
    sessionDate: null,
    accessCode: "4821",
    expiresOn: null,
  });
  await app.db
    .updateTable("galleries")
    .set({
      published_at: new Date().toISOString(),
      downloads: options.downloads ?? "full",
      watermark: options.watermark ?? false,
    })
    .where("id", "=", created.id)
    .execute();
  return { ...created, downloads: options.downloads ?? "full", watermark: options.watermark ?? false };
}

/** Puts an original in storage and the gallery (at the end, in no set); returns its item id. */
export async function addOriginal(
  app: AppDatabase,
  store: OriginalStore,
  galleryId: number,
  file: { filename: string; bytes: Buffer; contentType?: string },
): Promise<{ itemId: number; photoId: number; sha256: string }> {
  const sum = sha256(file.bytes);
  await store(sum, file.bytes);
  const photoId = await insertGalleryPhotoRow(app.db, {
    sha256: sum,
    md5: md5(file.bytes),
    filename: file.filename,
    bytes: file.bytes.length,
  });
  if (file.contentType) {
    await app.db
      .updateTable("media_photos")
      .set({ content_type: file.contentType })
      .where("id", "=", photoId)
      .execute();
  }
  const count = await app.db
    .selectFrom("gallery_photos")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("gallery_id", "=", galleryId)
    .executeTakeFirstOrThrow();
  const row = await app.db
    .insertInto("gallery_photos")
    .values({ gallery_id: galleryId, set_id: null, photo_id: photoId, position: Number(count.n) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { itemId: Number(row.id), photoId, sha256: sum };
}

/** A browser's cookie for the gallery; another `at` is another visitor (another signature). */
export async function visitorCookie(app: AppDatabase, gallery: GalleryRow, at = new Date()): Promise<string> {
  return (await grantAccessCookie(app, gallery, at)).split(";")[0]!;
}
