import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { smallButton } from "../admin-ui";
import { useAdminCsrfToken } from "../editor/csrf-field";
import { formatBytes } from "./photo-format";
import { announcement, usePhotoStatuses } from "./photo-statuses";
import { batchProgress, UploadQueue, type UploadItem } from "./upload-queue";
import { UploadRow } from "./upload-row";
import { xhrSender } from "./xhr-sender";

// The upload screen's working part: a drop zone that is a real, labelled file input (so a tap on
// a phone, Enter on a keyboard and a drop from the desktop all work), a progress bar per file and
// for the batch, cancel, the server's message for each refused file, and then each photo's
// processing state from the status endpoint, with its thumbnail once it is ready.

const EMPTY: readonly UploadItem[] = [];

export function PhotoUploader({
  onUploaded,
}: {
  /** Called once per file the server accepted (the portfolio editor adds it to its portfolio). */
  onUploaded?: (photoId: number) => void;
}) {
  const csrfToken = useAdminCsrfToken();
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
                <button type="button" className={smallButton} onClick={() => queue.cancelAll()}>
                  Cancel all uploads
                </button>
              ) : (
                <button type="button" className={smallButton} onClick={() => queue.clearFinished()}>
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
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
