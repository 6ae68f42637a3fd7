import { db as sharedDb } from "../db/db.server";
import { clientAddress } from "../security/client-address.server";
import type { DownloadSize } from "./download-access.server";
import type { GalleryRow } from "./galleries.server";

// Every download a client makes is recorded for the photographer (the gallery editor's activity).

/**
 * Who downloaded: the name the client gave, sent by the page as ?name= (or the X-Gallery-Visitor
 * header). Optional and unchecked: it is a note for the photographer, not an identity.
 */
function visitorName(request: Request): string | null {
  const raw = new URL(request.url).searchParams.get("name") ?? request.headers.get("x-gallery-visitor") ?? "";
  const clean = raw
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return clean || null;
}

export async function recordDownload(
  request: Request,
  gallery: GalleryRow,
  record: { scope: "photo" | "set" | "gallery"; itemId?: number; setId?: number; size: DownloadSize; files: number },
) {
  await sharedDb()
    .insertInto("gallery_downloads")
    .values({
      gallery_id: gallery.id,
      visitor: visitorName(request),
      scope: record.scope,
      gallery_photo_id: record.itemId ?? null,
      set_id: record.setId ?? null,
      size: record.size,
      files: record.files,
      address: clientAddress(request),
    })
    .execute();
}
