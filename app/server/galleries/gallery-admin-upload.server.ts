import { Readable } from "node:stream";
import { positiveInt } from "~/shared/admin/form-fields";
import { GALLERY_MESSAGES } from "~/shared/galleries/gallery-admin.schema";
import { requireAdminPage } from "../admin/guard.server";
import { db as sharedDb } from "../db/db.server";
import { contentTypeOf, isPublicName, privateKey } from "../media/naming";
import { mediaStorage } from "../media/storage.server";
import { handlePhotoUpload } from "../media/upload-endpoint.server";
import { readGalleryById } from "./galleries.server";
import { appendPhoto, setOf } from "./gallery-admin-append.server";

// The gallery's two resource routes: its batch upload (the library's endpoint, with the photos
// kept private and appended to the gallery) and the admin's view of a private variant.

/**
 * POST /admin/galleries/:id/upload[?set=<id>]: one or more files (field "files"), CSRF token in the
 * X-CSRF-Token header. The gallery and the set are checked after the session and the token and
 * before a byte of the body is read.
 */
export async function handleGalleryUpload(request: Request, galleryParam: string | undefined): Promise<Response> {
  const galleryId = positiveInt(galleryParam);
  const setParam = new URL(request.url).searchParams.get("set");
  const setId = setParam ? positiveInt(setParam) : null;
  return handlePhotoUpload(request, {
    source: "gallery",
    async check() {
      if (galleryId === undefined) return { status: 404, error: GALLERY_MESSAGES.noSuchGallery };
      const db = sharedDb();
      if (!(await readGalleryById(db, galleryId))) return { status: 404, error: GALLERY_MESSAGES.galleryGone };
      if (setId === undefined) return { status: 400, error: "Choose the set to upload into, or none." };
      if (setId !== null && !(await setOf(db, galleryId, setId))) {
        return { status: 400, error: GALLERY_MESSAGES.setGoneChoose };
      }
      return undefined;
    },
    async accept(photo, filename, actor) {
      const added = await appendPhoto(galleryId!, setId ?? null, photo.id, filename, actor);
      if (!added) return { error: "The gallery was deleted while this photo was on its way." };
      return {};
    },
  });
}

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * GET /admin/galleries/media/<name>: a private variant, for the signed-in photographer only. The
 * name must be a variant's (the same shape as /media's) and belong to a media_variants row stored
 * privately; anything else is 404 whatever is in storage.
 */
export async function privateVariantResponse(request: Request, name: string | undefined): Promise<Response> {
  const session = await requireAdminPage(request);
  if (!name || !isPublicName(name)) return notFound();
  const key = privateKey(name);
  const row = await sharedDb()
    .selectFrom("media_variants")
    .select("id")
    .where("storage_key", "=", key)
    .executeTakeFirst();
  if (!row) return notFound();
  const object = await mediaStorage().get(key);
  if (!object) return notFound();
  const headers = new Headers(session.headers);
  headers.set("Content-Type", contentTypeOf(name));
  headers.set("Content-Length", String(object.size));
  // Only the photographer's own browser may keep it, and not for long: a shared computer forgets it.
  headers.set("Cache-Control", "private, max-age=3600");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  if (request.method === "HEAD") {
    object.body.destroy();
    return new Response(null, { headers });
  }
  return new Response(Readable.toWeb(object.body) as ReadableStream, { headers });
}
