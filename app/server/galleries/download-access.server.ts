import type { Kysely } from "kysely";
import { database } from "../db/db.server";
import type { Database } from "../db/schema";
import { galleryPath, isExpired, setDownloadLevel, type DownloadLevel } from "~/shared/galleries/gallery-rules";
import { hasAccess } from "./access-cookie.server";
import { hitClientLimit, waitInWords } from "./client-limits.server";
import { readGalleryBySlug, type GalleryRow } from "./galleries.server";

// The checks every download makes on the server, whatever the page showed: the gallery exists
// and is published (404), is still open (410), this browser entered its code (403), and the
// gallery, or the photo's set, allows this size (403). Refusals are small HTML pages a client
// understands, with the way back to the gallery.

export type DownloadSize = "web" | "full";

export class DownloadRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 410 | 429 | 503,
    message: string,
    readonly slug?: string,
    /** Retry-After: when asking again makes sense (a 503's default is a minute). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The answer to a refused download. */
export function refusalResponse(refusal: DownloadRefused): Response {
  const back = refusal.slug ? `<p><a href="${escape(galleryPath(refusal.slug))}">Back to the gallery</a></p>` : "";
  const heading = refusal.status === 429 ? "Please wait a little" : "Download not available";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head><body><h1>${heading}</h1><p>${escape(refusal.message)}</p>${back}</body></html>`;
  return new Response(html, {
    status: refusal.status,
    headers: {
      ...(refusal.retryAfterSeconds || refusal.status === 503
        ? { "Retry-After": String(refusal.retryAfterSeconds ?? 60) }
        : {}),
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

export function parseSize(value: string | null): DownloadSize {
  if (value === null || value === "" || value === "web") return "web";
  if (value === "full") return "full";
  throw new DownloadRefused(400, 'The size must be "web" or "full".');
}

/** A positive whole number from a URL segment, or a 404. */
export function parseId(value: string | undefined, what: string): number {
  const id = value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
  // Ids are 32-bit integers in both databases: a larger number names nothing (and is not a query).
  if (!Number.isSafeInteger(id) || id > 2_147_483_647)
    throw new DownloadRefused(404, `There is no such ${what} in this gallery.`);
  return id;
}

/** The refusal for a size the gallery (or set) does not allow. */
export function sizeRefusal(allowed: DownloadLevel, slug: string, where: string): DownloadRefused {
  const message =
    allowed === "none"
      ? `Downloads are not available for ${where}.`
      : `Only web-size downloads are available for ${where}; full-resolution files are not.`;
  return new DownloadRefused(403, message, slug);
}

/** The gallery behind a download link, after the open/published/access checks. */
export async function openGalleryForDownload(request: Request, slug: string, now = new Date()): Promise<GalleryRow> {
  const app = database();
  const gallery = /^[A-Za-z0-9_-]{1,64}$/.test(slug) ? await readGalleryBySlug(app.db, slug) : undefined;
  if (!gallery || gallery.published_at === null) {
    throw new DownloadRefused(404, "This gallery link is not valid, or the gallery is not ready yet.");
  }
  if (isExpired(gallery.expires_on, now)) {
    throw new DownloadRefused(
      410,
      "This gallery has closed, so its photos can no longer be downloaded. Please contact the studio if you still need them.",
    );
  }
  if (!(await hasAccess(app, request, gallery, now))) {
    throw new DownloadRefused(403, "Please open the gallery and enter your access code first.", slug);
  }
  return gallery;
}

/** Counts the download for its visitor and address (docs/decisions/028); refused with 429 over the limit. */
export async function limitDownloads(request: Request, gallery: GalleryRow, kind: "photo" | "zip"): Promise<void> {
  const hit = await hitClientLimit(request, gallery.id, kind);
  if (hit.allowed) return;
  const what = kind === "zip" ? "ZIP files" : "photos";
  throw new DownloadRefused(
    429,
    `You have downloaded a lot of ${what} from this gallery in the last hour. Please try again in ${waitInWords(hit.retryAfterSeconds)}. If you need them sooner, let the studio know.`,
    gallery.slug,
    hit.retryAfterSeconds,
  );
}

/** What each of the gallery's sets allows, by set id (null: photos in no set). */
export async function setLevels(
  db: Kysely<Database>,
  gallery: Pick<GalleryRow, "id" | "downloads">,
): Promise<Map<number | null, DownloadLevel>> {
  const sets = await db
    .selectFrom("gallery_sets")
    .select(["id", "downloads"])
    .where("gallery_id", "=", gallery.id)
    .execute();
  const levels = new Map<number | null, DownloadLevel>([[null, gallery.downloads]]);
  for (const set of sets) levels.set(Number(set.id), setDownloadLevel(gallery.downloads, set.downloads));
  return levels;
}
