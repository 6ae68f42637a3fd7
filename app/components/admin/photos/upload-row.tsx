import { formatBytes, STATE_LABELS, thumbnailUrl } from "./photo-format";
import type { Status } from "./photo-statuses";
import { RetryPhotoForm } from "./retry-form";
import type { UploadItem } from "./upload-queue";

// One file of an upload batch: its progress while it is sent (with Cancel), the server's message
// if it refused it, then its processing state and thumbnail, and Retry if processing failed.

export function UploadRow({
  item,
  status,
  onCancel,
  onRetried,
}: {
  item: UploadItem;
  status: Status | undefined;
  onCancel: () => void;
  onRetried: (photoId: number) => void;
}) {
  const progressId = `upload-${item.key}`;
  const thumb = status?.state === "ready" ? thumbnailUrl(status.variants) : undefined;
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
              <RetryPhotoForm photoId={item.photoId} filename={item.name} className="mt-1" onRetried={onRetried} />
            )}
          </div>
        )}
      </div>
    </li>
  );
}
