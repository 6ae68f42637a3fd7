import { useEffect, useRef } from "react";
import { smallButton } from "../admin-ui";
import { BatchProgress } from "./batch-progress";
import { DropZone } from "./drop-zone";
import { formatBytes } from "./photo-format";
import { announcement, usePhotoStatuses } from "./photo-statuses";
import { batchProgress } from "./upload-queue";
import { UploadRow } from "./upload-row";
import { useUploadQueue } from "./xhr-sender";

// The upload screen's working part: a drop zone that is a real, labelled file input (so a tap on
// a phone, Enter on a keyboard and a drop from the desktop all work), a progress bar per file and
// for the batch, cancel, the server's message for each refused file, and then each photo's
// processing state from the status endpoint, with its thumbnail once it is ready.

export function PhotoUploader({
  onUploaded,
}: {
  /** Called once per file the server accepted (the portfolio editor adds it to its portfolio). */
  onUploaded?: (photoId: number) => void;
}) {
  const { queue, items } = useUploadQueue();
  const reported = useRef(new Set<number>());
  useEffect(() => {
    for (const item of items) {
      if (item.phase !== "uploaded" || !item.photoId || reported.current.has(item.photoId)) continue;
      reported.current.add(item.photoId);
      onUploaded?.(item.photoId);
    }
  }, [items, onUploaded]);
  const [statuses, markQueued] = usePhotoStatuses(items);
  const batch = batchProgress(items);
  const active = items.some((i) => i.phase === "waiting" || i.phase === "uploading");

  return (
    <div>
      <DropZone
        id="photo-files"
        padding="p-8 sm:p-12"
        hint="JPEG, PNG, WebP, AVIF or TIFF, up to 60 MB each and 50 at a time. Keep the camera originals: the site makes the web sizes."
        onFiles={(files) => queue.add(files)}
      />

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
          <BatchProgress id="batch-progress" batch={batch} labelClassName="mt-3 block text-sm text-ink-soft">
            {batch.done
              ? `All ${items.length} files sent`
              : `Sending ${items.length} files: ${formatBytes(batch.loaded)} of ${formatBytes(batch.total)}`}
          </BatchProgress>
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
