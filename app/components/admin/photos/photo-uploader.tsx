import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { formatBytes, STATE_LABELS, thumbnailUrl, type PhotoState, type VariantLike } from "./photo-format";
import { batchProgress, UploadQueue, type UploadItem } from "./upload-queue";
import { xhrSender } from "./xhr-sender";

// The upload screen's working part: a drop zone that is a real, labelled file input (so a tap on
// a phone, Enter on a keyboard and a drop from the desktop all work), a progress bar per file and
// for the batch, cancel, the server's message for each refused file, and then each photo's
// processing state from the status endpoint, with its thumbnail once it is ready.

export const STATUS_URL = "/admin/photos/status";
const POLL_MS = 1500;
const EMPTY: readonly UploadItem[] = [];

interface Status {
  id: number;
  state: PhotoState;
  failureReason: string | null;
  variants: VariantLike[];
  width: number | null;
  height: number | null;
  placeholder: string | null;
}

export function PhotoUploader({
  csrfToken,
  onUploaded,
}: {
  csrfToken: string;
  /** Called once per file the server accepted (the portfolio editor adds it to its portfolio). */
  onUploaded?: (photoId: number) => void;
}) {
  const queue = useMemo(() => new UploadQueue(xhrSender(csrfToken)), [csrfToken]);
  const items = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.snapshot(),
    () => EMPTY,
  );
  const reported = useRef(new Set<number>());
  useEffect(() => {
    for (const item of items) {
      if (item.phase !== "uploaded" || !item.photoId || reported.current.has(item.photoId)) continue;
      reported.current.add(item.photoId);
      onUploaded?.(item.photoId);
    }
  }, [items, onUploaded]);
  const [statuses, markQueued] = usePhotoStatuses(items);
  const [dragging, setDragging] = useState(false);
  const batch = batchProgress(items);
  const active = items.some((i) => i.phase === "waiting" || i.phase === "uploading");

  return (
    <div>
      <div
        className={`relative rounded-lg border-2 border-dashed p-8 text-center focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-clay sm:p-12 ${
          dragging ? "border-clay bg-sand-100" : "border-ink/30 bg-white"
        }`}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDrop={() => setDragging(false)}
      >
        <label htmlFor="photo-files" className="block cursor-pointer">
          <span className="block font-serif text-2xl text-ink">Choose photos or drop them here</span>
          <span id="photo-files-hint" className="mt-2 block text-sm text-ink-soft">
            JPEG, PNG, WebP, AVIF or TIFF, up to 60 MB each and 50 at a time. Keep the camera originals: the site makes
            the web sizes.
          </span>
        </label>
        {/* Covers the whole zone, invisible: the browser's own drop and tap handling, no re-implementation. */}
        <input
          id="photo-files"
          name="files"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/tiff,image/heic,image/heif,.heic,.heif"
          aria-describedby="photo-files-hint"
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
          onChange={(event) => {
            const files = event.currentTarget.files;
            if (files && files.length > 0) queue.add(Array.from(files));
            // Cleared so choosing the same files again is a new batch.
            event.currentTarget.value = "";
            setDragging(false);
          }}
        />
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement(items, statuses)}
      </p>

      {items.length > 0 && (
        <section aria-labelledby="batch-title" className="mt-6">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="batch-title" className="text-2xl">
              This batch
            </h2>
            <div className="ml-auto flex gap-2">
              {active ? (
                <button type="button" className={buttonClass} onClick={() => queue.cancelAll()}>
                  Cancel all uploads
                </button>
              ) : (
                <button type="button" className={buttonClass} onClick={() => queue.clearFinished()}>
                  Clear the list
                </button>
              )}
            </div>
          </div>
          <label htmlFor="batch-progress" className="mt-3 block text-sm text-ink-soft">
            {batch.done
              ? `All ${items.length} files sent`
              : `Sending ${items.length} files: ${formatBytes(batch.loaded)} of ${formatBytes(batch.total)}`}
          </label>
          <progress
            id="batch-progress"
            className="mt-1 h-3 w-full accent-clay"
            max={Math.max(batch.total, 1)}
            value={batch.total === 0 ? 1 : batch.loaded}
          />
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <UploadRow
                key={item.key}
                item={item}
                status={item.photoId ? statuses.get(item.photoId) : undefined}
                onCancel={() => queue.cancel(item.key)}
                onRetried={markQueued}
                csrfToken={csrfToken}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

const buttonClass =
  "inline-flex items-center justify-center rounded-full border border-ink/30 px-4 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white";

function UploadRow({
  item,
  status,
  onCancel,
  onRetried,
  csrfToken,
}: {
  item: UploadItem;
  status: Status | undefined;
  onCancel: () => void;
  onRetried: (photoId: number) => void;
  csrfToken: string;
}) {
  const retry = useFetcher<{ error?: string; notice?: string }>();
  const progressId = `upload-${item.key}`;
  const thumb = status?.state === "ready" ? thumbnailUrl(status.variants) : undefined;
  const retried = retry.state === "idle" ? retry.data?.notice : undefined;
  useEffect(() => {
    // The server queued it again: poll until it settles.
    if (retried !== undefined && item.photoId) onRetried(item.photoId);
  }, [retried, item.photoId, onRetried]);
  return (
    <li className="flex gap-3 rounded-lg border border-ink/10 bg-white p-3" data-upload={item.name}>
      <div
        className="h-20 w-20 shrink-0 overflow-hidden rounded bg-sand-100 bg-cover bg-center"
        style={status?.placeholder ? { backgroundImage: `url("${status.placeholder}")` } : undefined}
      >
        {thumb && (
          <img
            src={thumb}
            alt={`Thumbnail of ${item.name}`}
            width={80}
            height={80}
            className="h-20 w-20 object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium" title={item.name}>
          {item.name}
        </p>
        <p className="text-ink-soft">{formatBytes(item.size)}</p>
        {(item.phase === "waiting" || item.phase === "uploading") && (
          <>
            <label htmlFor={progressId} className="sr-only">
              Upload of {item.name}
            </label>
            <progress
              id={progressId}
              className="mt-1 h-2 w-full accent-clay"
              max={item.size || 1}
              value={item.loaded}
            />
            <div className="mt-1 flex items-center justify-between gap-2">
              <span>{item.phase === "waiting" ? "Waiting to send" : "Sending"}</span>
              <button type="button" className="text-clay underline" onClick={onCancel}>
                Cancel<span className="sr-only"> {item.name}</span>
              </button>
            </div>
          </>
        )}
        {item.phase === "cancelled" && <p className="mt-1 text-ink-soft">Cancelled: not uploaded.</p>}
        {item.phase === "refused" && (
          <p className="mt-1 text-danger" role="alert">
            Not uploaded: {item.error}
          </p>
        )}
        {item.phase === "uploaded" && (
          <div className="mt-1">
            <p className={status?.state === "failed" ? "text-danger" : undefined}>
              {status ? STATE_LABELS[status.state] : STATE_LABELS.queued}
              {status?.state === "failed" && status.failureReason ? `: ${status.failureReason}` : ""}
            </p>
            {status?.state === "failed" && item.photoId && (
              <retry.Form method="post" action="/admin/photos" className="mt-1">
                <input type="hidden" name="csrf" value={csrfToken} />
                <input type="hidden" name="id" value={item.photoId} />
                <button
                  type="submit"
                  name="intent"
                  value="retry"
                  className="text-clay underline"
                  disabled={retry.state !== "idle"}
                >
                  Retry<span className="sr-only"> {item.name}</span>
                </button>
                {retry.data?.error && <span className="ml-2 text-danger">{retry.data.error}</span>}
              </retry.Form>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** Polls the status endpoint while any uploaded photo is still on its way to "ready" or "failed". */
function usePhotoStatuses(items: readonly UploadItem[]): [Map<number, Status>, (photoId: number) => void] {
  const [statuses, setStatuses] = useState(() => new Map<number, Status>());
  const pending = items.flatMap((i) => {
    const state = i.photoId ? statuses.get(i.photoId)?.state : "ready";
    return i.photoId && state !== "ready" && state !== "failed" ? [i.photoId] : [];
  });
  const key = pending.join(",");
  const markQueued = useCallback((photoId: number) => {
    setStatuses((old) => {
      const status = old.get(photoId);
      if (!status) return old;
      return new Map(old).set(photoId, { ...status, state: "queued", failureReason: null });
    });
  }, []);
  useEffect(() => {
    if (!key) return;
    let stopped = false;
    const poll = async () => {
      try {
        const res = await fetch(`${STATUS_URL}?ids=${key}`, { headers: { Accept: "application/json" } });
        if (!res.ok) return;
        const body = (await res.json()) as { photos?: Status[] };
        if (stopped || !Array.isArray(body.photos)) return;
        const photos = body.photos;
        setStatuses((old) => {
          const next = new Map(old);
          for (const photo of photos) next.set(photo.id, photo);
          return next;
        });
      } catch {
        // A dropped poll is retried on the next tick.
      }
    };
    void poll();
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [key]);
  return [statuses, markQueued];
}

/**
 * The polite live region's text: a summary that changes only when a file is sent, refused,
 * ready or failed (not with every byte), so a screen reader hears each step once. Refused files
 * also carry their own alert with the server's message.
 */
function announcement(items: readonly UploadItem[], statuses: Map<number, Status>): string {
  if (items.length === 0) return "";
  const count = (test: (item: UploadItem) => boolean) => items.filter(test).length;
  const state = (item: UploadItem) => (item.photoId ? statuses.get(item.photoId)?.state : undefined);
  const parts = [`${count((i) => i.phase === "uploaded")} of ${items.length} files sent`];
  const refused = count((i) => i.phase === "refused");
  if (refused) parts.push(`${refused} not uploaded`);
  const cancelled = count((i) => i.phase === "cancelled");
  if (cancelled) parts.push(`${cancelled} cancelled`);
  const ready = count((i) => state(i) === "ready");
  if (ready) parts.push(`${ready} ready`);
  const failed = count((i) => state(i) === "failed");
  if (failed) parts.push(`${failed} failed to process`);
  return `${parts.join(", ")}.`;
}
