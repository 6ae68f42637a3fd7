import type { Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { mediaStorage, type MediaStorage } from "../media/storage.server";
import { allowsDownload, type DownloadLevel } from "~/shared/galleries/gallery-rules";
import {
  DownloadRefused,
  limitDownloads,
  openGalleryForDownload,
  parseId,
  parseSize,
  refusalResponse,
  setLevels,
  sizeRefusal,
} from "./download-access.server";
import { ensureWebCopy, openStored, type OpenedFile } from "./download-files.server";
import { recordDownload } from "./download-log.server";
import { fullDownloadEtag, openFullDownload } from "./full-download.server";
import { Unreadable } from "../media/scrub/scrub";
import { contentRange, ifRangeAllows, parseRange, unsatisfiedRange } from "./range";
import { pullStream, zipStream, type ZipEntry } from "./zip-stream.server";
import { safeZipName, ZipNames } from "./zip-names";

// The client's downloads (docs/decisions/025 "Downloads"): one photo, resumable, at web size or
// full resolution; or a set, or the whole gallery, as a ZIP streamed while it is written. Every
// download is recorded for the photographer.

interface DownloadItem {
  itemId: number;
  setId: number | null;
  filename: string;
  sha256: string;
  contentType: string;
  originalKey: string;
}

async function galleryItems(db: Kysely<Database>, galleryId: number, itemId?: number): Promise<DownloadItem[]> {
  let query = db
    .selectFrom("gallery_photos as gp")
    .innerJoin("media_photos as mp", "mp.id", "gp.photo_id")
    .select(["gp.id", "gp.set_id", "mp.filename", "mp.sha256", "mp.content_type", "mp.original_key"])
    .where("gp.gallery_id", "=", galleryId)
    .where("mp.original_key", "is not", null);
  if (itemId !== undefined) query = query.where("gp.id", "=", itemId);
  const rows = await query.orderBy("gp.position").orderBy("gp.id").execute();
  return rows.map((row) => ({
    itemId: Number(row.id),
    setId: row.set_id === null ? null : Number(row.set_id),
    filename: row.filename,
    sha256: row.sha256,
    contentType: row.content_type,
    originalKey: row.original_key!,
  }));
}

/** `attachment; filename="IMG_0001.jpg"; filename*=UTF-8''IMG_0001.jpg`, safe for any name. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** "IMG_0001.CR3" → "IMG_0001.jpg": the web copy is always a JPEG. */
export function webFilename(original: string): string {
  const dot = original.lastIndexOf(".");
  return `${dot > 0 ? original.slice(0, dot) : original}.jpg`;
}

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

async function refusing(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DownloadRefused) return refusalResponse(error);
    throw error;
  }
}

/** GET /g/:slug/download/:itemId?size=web|full */
export function photoDownload(request: Request, params: { slug: string; itemId?: string }): Promise<Response> {
  return refusing(async () => {
    const size = parseSize(new URL(request.url).searchParams.get("size"));
    const gallery = await openGalleryForDownload(request, params.slug);
    await limitDownloads(request, gallery, "photo");
    const itemId = parseId(params.itemId, "photo");
    const db = sharedDb();
    const [item] = await galleryItems(db, gallery.id, itemId);
    if (!item) throw new DownloadRefused(404, "There is no such photo in this gallery.", params.slug);
    const level = (await setLevels(db, gallery)).get(item.setId) ?? gallery.downloads;
    if (!allowsDownload(level, size)) throw sizeRefusal(level, params.slug, "this photo");

    const storage = mediaStorage();
    const file =
      size === "full"
        ? await fullOrRefuse(storage, item, params.slug)
        : await openStored(storage, await webCopyOrRefuse(storage, item, params.slug));
    if (!file) throw new DownloadRefused(404, "This photo's file is missing. Please let the studio know.", params.slug);
    // Each names its bytes: the original's hash with the scrubber's version, or the web copy's
    // settings (fixed) applied to the original.
    const etag = size === "full" ? fullDownloadEtag(item.sha256) : `"${item.sha256}-web"`;
    const filename = safeZipName(
      size === "full" ? item.filename : webFilename(item.filename),
      `photo-${item.itemId}.jpg`,
    );
    return sendFile(request, file, {
      etag,
      filename,
      contentType: size === "full" ? item.contentType : "image/jpeg",
      // A resumed download is the same download: count it when it starts from the first byte.
      onStart: () => recordDownload(request, gallery, { scope: "photo", itemId: item.itemId, size, files: 1 }),
    });
  });
}

/** The original without GPS or serial numbers; when it cannot be prepared, that is said in words. */
async function fullOrRefuse(storage: MediaStorage, item: DownloadItem, slug: string): Promise<OpenedFile | undefined> {
  try {
    return await openFullDownload(storage, { sha256: item.sha256, key: item.originalKey });
  } catch (error) {
    console.error(`gallery photo ${item.itemId}: full download not prepared: ${(error as Error).message}`);
    // Never the original as it is: it may carry where the photo was taken.
    throw new DownloadRefused(
      503,
      error instanceof Unreadable
        ? "The full-size file of this photo could not be prepared for download. Please let the studio know."
        : "The full-size file of this photo could not be read just now. Please try again in a minute, or let the studio know.",
      slug,
    );
  }
}

/** The web copy's key; a failure to make it (storage down, an unreadable file) is said in words. */
async function webCopyOrRefuse(storage: MediaStorage, item: DownloadItem, slug: string): Promise<string> {
  try {
    return await ensureWebCopy(storage, { sha256: item.sha256, key: item.originalKey });
  } catch (error) {
    console.error(`gallery photo ${item.itemId}: web copy failed: ${(error as Error).message}`);
    throw new DownloadRefused(
      503,
      "The web-size copy of this photo could not be prepared just now. Please try again in a minute, or let the studio know.",
      slug,
    );
  }
}

/**
 * A stored file as a resumable attachment: Range and If-Range (206, 416), Accept-Ranges, the
 * strong ETag. `onStart` runs for a GET that begins at the first byte (not for a resumed part).
 */
export async function sendFile(
  request: Request,
  file: OpenedFile,
  options: { etag: string; filename: string; contentType: string; onStart?: () => Promise<void> },
): Promise<Response> {
  const headers: Record<string, string> = {
    ...PRIVATE,
    "Content-Type": options.contentType,
    "Content-Disposition": attachment(options.filename),
    "Accept-Ranges": "bytes",
    ETag: options.etag,
  };
  const range = ifRangeAllows(request.headers.get("if-range"), options.etag)
    ? parseRange(request.headers.get("range"), file.size)
    : ({ kind: "whole" } as const);
  if (range.kind === "unsatisfiable") {
    file.close();
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": unsatisfiedRange(file.size) } });
  }
  const part = range.kind === "part" ? range : undefined;
  const status = part ? 206 : 200;
  if (part) headers["Content-Range"] = contentRange(part.start, part.end, file.size);
  headers["Content-Length"] = String(part ? part.end - part.start + 1 : file.size);
  if (request.method === "HEAD") {
    file.close();
    return new Response(null, { status, headers });
  }
  if (!part || part.start === 0) await options.onStart?.();
  return new Response(pullStream(file.read(part)), { status, headers });
}
/** GET /g/:slug/download/set/:setId.zip and /g/:slug/download/all.zip, ?size=web|full */
export function zipDownload(
  request: Request,
  params: { slug: string; file?: string },
  scope: "set" | "gallery",
): Promise<Response> {
  return refusing(async () => {
    const size = parseSize(new URL(request.url).searchParams.get("size"));
    const gallery = await openGalleryForDownload(request, params.slug);
    await limitDownloads(request, gallery, "zip");
    const db = sharedDb();
    const levels = await setLevels(db, gallery);
    const sets = await db
      .selectFrom("gallery_sets")
      .select(["id", "title"])
      .where("gallery_id", "=", gallery.id)
      .orderBy("position")
      .orderBy("id")
      .execute();
    let setId: number | undefined;
    if (scope === "set") {
      const match = /^([^.]+)\.zip$/.exec(params.file ?? "");
      setId = parseId(match?.[1], "set");
      if (!sets.some((s) => Number(s.id) === setId)) {
        throw new DownloadRefused(404, "There is no such set in this gallery.", params.slug);
      }
    }
    const level: DownloadLevel = scope === "set" ? (levels.get(setId!) ?? "none") : gallery.downloads;
    const all = await galleryItems(db, gallery.id);
    // Photos whose set does not allow this size are left out; none at all is a refusal.
    const items = all.filter(
      (item) => (scope === "gallery" || item.setId === setId) && allowsDownload(levels.get(item.setId) ?? "none", size),
    );
    if (items.length === 0) {
      throw sizeRefusal(
        scope === "set" ? level : size === "full" && [...levels.values()].includes("web") ? "web" : "none",
        params.slug,
        scope === "set" ? "this set" : "this gallery",
      );
    }

    const storage = mediaStorage();
    // The whole gallery: one folder per set (photos in no set at the top), in the gallery's order.
    const folders = new Map<number | null, string>([[null, ""]]);
    const folderNames = new ZipNames();
    if (scope === "gallery") {
      for (const set of sets)
        folders.set(Number(set.id), `${folderNames.take(safeZipName(set.title, `Set ${set.id}`))}/`);
    }
    const names = new Map<string, ZipNames>();
    const ordered =
      scope === "gallery"
        ? [null, ...sets.map((s) => Number(s.id))].flatMap((id) => items.filter((i) => i.setId === id))
        : items;
    const entries: ZipEntry[] = ordered.map((item) => {
      const folder = folders.get(item.setId) ?? "";
      let taken = names.get(folder);
      if (!taken) names.set(folder, (taken = new ZipNames()));
      const base = size === "full" ? item.filename : webFilename(item.filename);
      return {
        name: folder + taken.take(safeZipName(base, `photo-${item.itemId}.jpg`)),
        async open() {
          const original = { sha256: item.sha256, key: item.originalKey };
          // Full size: the original without GPS or serial numbers, as a single download sends it.
          const file =
            size === "full"
              ? await openFullDownload(storage, original)
              : await openStored(storage, await ensureWebCopy(storage, original));
          if (!file) throw new Error(`gallery ${gallery.id}: photo ${item.itemId} is missing from storage`);
          return file.read();
        },
      };
    });

    const setTitle = scope === "set" ? sets.find((s) => Number(s.id) === setId)?.title : undefined;
    const zipName = `${safeZipName([gallery.title, setTitle].filter(Boolean).join(" - "), "Gallery")}${size === "web" ? " (web size)" : ""}.zip`;
    const headers = { ...PRIVATE, "Content-Type": "application/zip", "Content-Disposition": attachment(zipName) };
    if (request.method === "HEAD") return new Response(null, { headers });
    await recordDownload(request, gallery, { scope, setId, size, files: entries.length });
    const body = zipStream(entries, request.signal, (error) =>
      console.error(`gallery ${gallery.id}: ZIP download stopped: ${error.message}`),
    );
    return new Response(body, { headers });
  });
}
