import { Readable } from "node:stream";
import { NOINDEX_NOFOLLOW } from "~/shared/robots";
import { database, type AppDatabase } from "../db/db.server";
import { env } from "../env.server";
import { matchesEtag } from "../http/etag.server";
import { contentTypeOf, isPublicName, privatePath, publicPath } from "../media/naming";
import { mediaStorage, type MediaStorage } from "../media/storage.server";
import { openGallery } from "./client-gallery.server";
import { watermarkedVariant } from "./watermark.server";
import { readSiteSettings } from "../content/site-settings.server";

// GET /g/<slug>/photo/<name>: a gallery photo's variant, only to a browser that holds the
// gallery's cookie, only while the gallery is published and open (or to the signed-in photographer
// previewing her draft), and only a variant of a photo in THIS gallery. Refusals carry no detail. The same code path serves file and S3 storage: both
// give a stream (file storage reads from disk, S3 from the bucket), never a whole photo in memory
// (watermarking aside, which reads one variant of at most ~1 MB once).

/** Private (the cookie decides), but a browser may keep it for an hour while it scrolls back. */
export const PHOTO_CACHE_CONTROL = "private, max-age=3600";

const refuse = (status: 403 | 404 | 410) =>
  new Response(null, { status, headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": NOINDEX_NOFOLLOW } });

export async function galleryPhotoResponse(
  request: Request,
  slug: string,
  name: string,
  options: { app?: AppDatabase; storage?: MediaStorage; now?: Date } = {},
): Promise<Response> {
  const app = options.app ?? database();
  // Variant names are "<hash>-<width>.<ext>", like the public ones: anything else is not ours.
  if (!isPublicName(name)) return refuse(404);
  // A draft's photos too, for the signed-in photographer's preview of its page.
  const opened = await openGallery(request, slug, options.now, app, { preview: true });
  if (opened.state === "unknown" || opened.state === "draft") return refuse(404);
  if (opened.state === "expired") return refuse(410);
  if (opened.state === "locked") return refuse(403);
  const { gallery } = opened;

  const variant = await app.db
    .selectFrom("media_variants")
    .innerJoin("gallery_photos", "gallery_photos.photo_id", "media_variants.photo_id")
    .select(["media_variants.storage_key"])
    .where("gallery_photos.gallery_id", "=", gallery.id)
    // Its own private variant, or the public one of a Photos library photo added to the gallery.
    .where("media_variants.path", "in", [privatePath(name), publicPath(name)])
    .executeTakeFirst();
  if (!variant?.storage_key) return refuse(404);

  // Content-addressed names: the name is the tag; the watermarked copy is another file.
  const etag = gallery.watermark ? `"wm-${name}"` : `"${name}"`;
  const headers = {
    "Content-Type": contentTypeOf(name),
    "Cache-Control": PHOTO_CACHE_CONTROL,
    ETag: etag,
    "X-Robots-Tag": NOINDEX_NOFOLLOW,
    "X-Content-Type-Options": "nosniff",
  };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });

  const storage = options.storage ?? mediaStorage();
  const object = gallery.watermark
    ? await watermarkedVariant(storage, name, variant.storage_key, await watermarkText(app), contentTypeOf(name))
    : await storage.get(variant.storage_key);
  if (!object) return refuse(404);
  if (request.method === "HEAD") {
    object.body.destroy();
    return new Response(null, { headers: { ...headers, "Content-Length": String(object.size) } });
  }
  const body = Readable.toWeb(object.body) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: { ...headers, ...(object.size ? { "Content-Length": String(object.size) } : {}) },
  });
}

/** "© Saguaro Bee Photography": the site's name as the photographer set it. */
async function watermarkText(app: AppDatabase): Promise<string> {
  const name = await readSiteSettings(app.db)
    .then((s) => s.values.siteName)
    .catch(() => env().SITE_NAME);
  return `© ${name}`;
}
