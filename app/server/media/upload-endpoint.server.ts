import { getSession, tokensMatch } from "../admin/sessions.server";
import { db as sharedDb } from "../db/db.server";
import { wakeJobsWorker } from "../jobs/jobs-worker.server";
import { getPhotosByIds, toStatus } from "./library.server";
import { ingestFile, type IngestResult } from "./ingest.server";
import { receiveUpload, UploadError } from "./multipart.server";

// The HTTP side of the media library's uploads and status polling (the admin screens call them
// with fetch, so every answer is JSON, errors included).

export const CSRF_HEADER = "X-CSRF-Token";

export type UploadResult = { filename: string } & IngestResult;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store", ...headers } });

/**
 * Where an upload goes. The library's own (the default) keeps a client gallery's photo out: the
 * same file uploaded to a gallery first stays private. A client gallery's endpoint checks its
 * gallery (after the session and CSRF, before the body) and adds each accepted photo to it.
 */
export interface UploadTarget {
  source: "upload" | "gallery";
  /** Refuses the request before its body is read (e.g. no such gallery): the message and status. */
  check?: () => Promise<{ status: number; error: string } | undefined>;
  /** Called for each accepted photo; an error refuses that file. */
  accept?: (photo: { id: number; source: string }, filename: string, actor: string) => Promise<{ error?: string }>;
}

const LIBRARY_TARGET: UploadTarget = {
  source: "upload",
  accept: async (photo) =>
    photo.source === "gallery"
      ? { error: "This photo was delivered in a client gallery, so it stays private and is not added to the library." }
      : {},
};

export async function handlePhotoUpload(request: Request, target: UploadTarget = LIBRARY_TARGET): Promise<Response> {
  if (request.method !== "POST") return json({ error: "Upload photos with POST." }, 405, { Allow: "POST" });
  // Session and CSRF before a byte of the body is read: a stranger's upload is never parsed,
  // and the unread body is dropped with the connection.
  const session = await getSession(request);
  if (!session) return json({ error: "Please sign in again." }, 401, { Connection: "close" });
  if (!tokensMatch(request.headers.get(CSRF_HEADER), session.csrfToken)) {
    return json({ error: "This page has expired. Reload it and try again." }, 403, { Connection: "close" });
  }
  const refused = await target.check?.();
  if (refused) return json({ error: refused.error }, refused.status, { Connection: "close" });
  let upload;
  try {
    upload = await receiveUpload(request);
  } catch (error) {
    if (error instanceof UploadError) {
      return json({ error: error.message, filename: error.filename }, error.status, { Connection: "close" });
    }
    throw error;
  }
  try {
    const files = upload.files.filter((f) => f.fieldName === "files");
    if (files.length === 0) return json({ error: "Choose at least one photo to upload (field “files”)." }, 400);
    const results: UploadResult[] = [];
    for (const file of files) {
      try {
        const result = await ingestFile(file, { source: target.source });
        if (result.ok && target.accept) {
          const photo = await sharedDb()
            .selectFrom("media_photos")
            .select("source")
            .where("id", "=", result.photo.id)
            .executeTakeFirst();
          const accepted = await target.accept(
            { id: result.photo.id, source: photo?.source ?? target.source },
            file.filename,
            session.user.email,
          );
          if (accepted.error) {
            results.push({ filename: file.filename, ok: false, error: accepted.error });
            continue;
          }
        }
        results.push({ filename: file.filename, ...result });
      } catch (error) {
        console.error(`media: upload of ${file.filename} failed: ${(error as Error).message}`);
        results.push({ filename: file.filename, ok: false, error: "This photo could not be saved. Please try again." });
      }
    }
    if (results.some((r) => r.ok)) wakeJobsWorker();
    return json({ results }, 200, Object.fromEntries(session.headers));
  } finally {
    await upload.cleanup();
  }
}

export const MAX_STATUS_IDS = 200;

export async function photoStatusResponse(request: Request): Promise<Response> {
  const session = await getSession(request);
  if (!session) return json({ error: "Please sign in again." }, 401);
  const raw = new URL(request.url).searchParams.get("ids") ?? "";
  const parts = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length > MAX_STATUS_IDS) return json({ error: `Ask for at most ${MAX_STATUS_IDS} photos at a time.` }, 400);
  const ids = parts.map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    return json({ error: "ids must be a comma-separated list of photo numbers." }, 400);
  }
  const photos = await getPhotosByIds(sharedDb(), ids);
  return json({ photos: photos.map(toStatus) });
}
