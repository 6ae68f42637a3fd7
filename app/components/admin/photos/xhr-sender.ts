import { useMemo, useSyncExternalStore } from "react";
import { useAdminCsrfToken } from "../editor/csrf-field";
import { UploadQueue, type Sender, type SendResult, type UploadItem } from "./upload-queue";

// fetch() cannot report upload progress, so each file goes through XMLHttpRequest, with the
// session's CSRF token (from the admin layout) in its header. The answer is the upload endpoint's
// JSON (see app/server/media): one result per file, or a single error for 401/403/413. Its
// messages are written for the photographer and shown as they are.

const UPLOAD_URL = "/admin/photos/upload";

const EMPTY: readonly UploadItem[] = [];

/** An upload queue sending to `url` (the library's endpoint, or a gallery's), and its files as they go. */
export function useUploadQueue(url = UPLOAD_URL) {
  const csrfToken = useAdminCsrfToken();
  // A new queue when the address changes: files already sending keep the one they were sent to.
  const queue = useMemo(() => new UploadQueue(xhrSender(csrfToken, url)), [csrfToken, url]);
  const items = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.snapshot(),
    () => EMPTY,
  );
  return { queue, items };
}

function xhrSender(csrfToken: string, url: string): Sender {
  return (file, onProgress) => {
    const xhr = new XMLHttpRequest();
    const done = new Promise<SendResult>((resolve) => {
      xhr.upload.addEventListener("progress", (event) => onProgress(event.loaded));
      xhr.addEventListener("load", () => resolve(readAnswer(xhr.status, xhr.responseText, file.name)));
      xhr.addEventListener("error", () =>
        resolve({ ok: false, error: "The connection dropped. Check the network and try this photo again." }),
      );
      xhr.addEventListener("abort", () => resolve({ ok: false, error: "Cancelled." }));
    });
    const body = new FormData();
    body.append("files", file, file.name);
    xhr.open("POST", url);
    xhr.setRequestHeader("X-CSRF-Token", csrfToken);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.send(body);
    return { done, abort: () => xhr.abort() };
  };
}

/** Turns the endpoint's answer into one file's result; exported for the unit test. */
export function readAnswer(status: number, text: string, filename: string): SendResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const record = (value: unknown): Record<string, unknown> | undefined =>
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  const body = record(json);
  if (status >= 200 && status < 300 && Array.isArray(body?.results)) {
    const results = body.results.map(record);
    const result = results.find((r) => r?.filename === filename) ?? results[0];
    const photo = record(result?.photo);
    if (result?.ok === true && typeof photo?.id === "number") return { ok: true, photoId: photo.id };
    if (typeof result?.error === "string") return { ok: false, error: result.error };
  }
  if (typeof body?.error === "string") return { ok: false, error: body.error };
  if (status === 401) return { ok: false, error: "Please sign in again, then upload this photo." };
  if (status === 403) return { ok: false, error: "This page has expired. Reload it and upload again." };
  if (status === 413) return { ok: false, error: `${filename} is too large to upload.` };
  return { ok: false, error: "The server could not take this photo. Try again in a minute." };
}
