import { contentTypeOf } from "../media/naming";
import { mediaStorage } from "../media/storage.server";
import { openStored } from "./download-files.server";
import { sendFile } from "./download.server";
import { galleryPhotoFiles } from "./gallery-prints.server";
import { safeZipName } from "./zip-names";
import { pullStream } from "./zip-stream.server";

// The admin's copies of a client-gallery photo (the caller has checked the session): the original
// as uploaded, resumable, for the print lab; a small private variant for the order screen. Neither
// depends on the gallery being open: an order outlives its gallery.

export async function adminGalleryPhoto(
  request: Request,
  rawPhotoId: string,
  kind: string,
): Promise<Response | undefined> {
  const photoId = /^[1-9][0-9]{0,9}$/.test(rawPhotoId) ? Number(rawPhotoId) : NaN;
  if (!Number.isSafeInteger(photoId) || photoId > 2_147_483_647 || (kind !== "original" && kind !== "thumbnail"))
    return undefined;
  const photo = await galleryPhotoFiles(photoId);
  if (!photo) return undefined;
  const storage = mediaStorage();
  if (kind === "original") {
    if (!photo.originalKey) return undefined;
    const file = await openStored(storage, photo.originalKey);
    if (!file) return undefined;
    const response = await sendFile(request, file, {
      etag: `"${photo.sha256}"`,
      filename: safeZipName(photo.filename, `photo-${photoId}.jpg`),
      contentType: photo.contentType,
    });
    // The lab checks its copy against this (Content-MD5 is the original's, base64 as RFC 1864 has it).
    if (response.status === 200) response.headers.set("Content-MD5", Buffer.from(photo.md5, "hex").toString("base64"));
    return response;
  }
  if (!photo.thumbnailKey) return undefined;
  const file = await openStored(storage, photo.thumbnailKey);
  if (!file) return undefined;
  return new Response(pullStream(file.read()), {
    headers: {
      "Content-Type": contentTypeOf(photo.thumbnailKey),
      "Content-Length": String(file.size),
      "Cache-Control": "private, max-age=3600",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
