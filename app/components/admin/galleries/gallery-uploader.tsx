import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { BatchProgress } from "../photos/batch-progress";
import { DropZone } from "../photos/drop-zone";
import { formatBytes } from "../photos/photo-format";
import { batchProgress } from "../photos/upload-queue";
import { useUploadQueue } from "../photos/xhr-sender";
import { SetSelect } from "./set-select";

// Upload into a client gallery: the media library's queue (one file per request, two at a time,
// cancel per file or all) sending to the gallery's own endpoint, which keeps the photos private
// and appends each one to the gallery (in the set chosen here). Hundreds of files are fine: the
// list below shows only the refused ones and a summary, and the editor's photo list reloads
// while files arrive so they appear with their processing state.

const RELOAD_MS = 3000;

export function GalleryUploader({
  galleryId,
  sets,
}: {
  galleryId: number;
  sets: ReadonlyArray<{ id: number; title: string }>;
}) {
  const [setId, setSetId] = useState("none");
  // A new queue when the set changes: files already sending keep the set they were sent with.
  const { queue, items } = useUploadQueue(
    `/admin/galleries/${galleryId}/upload${setId === "none" ? "" : `?set=${setId}`}`,
  );
  const batch = batchProgress(items);
  const active = items.some((i) => i.phase === "waiting" || i.phase === "uploading");
  useReloadWhile(active);
  const sent = items.filter((i) => i.phase === "uploaded").length;
  const refused = items.filter((i) => i.phase === "refused");
  const cancelled = items.filter((i) => i.phase === "cancelled").length;

  return (
    <div>
      <SetSelect
        id="upload-set"
        label="Upload into"
        sets={sets}
        className="mb-4 max-w-sm"
        value={setId}
        disabled={active}
        onChange={(e) => setSetId(e.currentTarget.value)}
      />
      <DropZone
        id="gallery-files"
        hint="JPEG, PNG, WebP, AVIF or TIFF, up to 60 MB each, as many as the session has. They stay private: only this gallery shows them."
        onFiles={(files) => queue.add(files)}
      />
      {items.length > 0 && (
        <div className="mt-4">
          <BatchProgress id="gallery-batch" batch={batch} labelClassName="block text-sm text-ink-soft">
            {batch.done
              ? `Done: ${sent} of ${items.length} files added to the gallery`
              : `Sending ${items.length} files: ${formatBytes(batch.loaded)} of ${formatBytes(batch.total)} (${sent} added)`}
            {cancelled > 0 ? `, ${cancelled} cancelled` : ""}
          </BatchProgress>
          <p aria-live="polite" className="sr-only">
            {batch.done ? `${sent} of ${items.length} files added.` : ""}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {active ? (
              <button type="button" className="btn-outline" onClick={() => queue.cancelAll()}>
                Cancel the uploads
              </button>
            ) : (
              <button type="button" className="btn-outline" onClick={() => queue.clearFinished()}>
                Clear
              </button>
            )}
          </div>
          {refused.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm text-danger" role="alert">
              {refused.map((item) => (
                <li key={item.key}>
                  Not uploaded: {item.name}: {item.error}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** While files are being sent, reload the editor's data now and then so new photos show up. */
function useReloadWhile(active: boolean) {
  const { revalidate } = useRevalidator();
  const wasActive = useRef(false);
  useEffect(() => {
    if (!active) {
      // One last reload once the batch has finished.
      if (wasActive.current) void revalidate();
      wasActive.current = false;
      return;
    }
    wasActive.current = true;
    const timer = window.setInterval(() => void revalidate(), RELOAD_MS);
    return () => window.clearInterval(timer);
  }, [active, revalidate]);
}
