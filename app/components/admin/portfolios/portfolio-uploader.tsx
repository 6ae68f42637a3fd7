import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { PORTFOLIO_INTENTS } from "~/shared/content/portfolio.schema";
import { useAdminCsrfToken } from "../editor/csrf-field";
import { PhotoUploader } from "../photos/photo-uploader";

// Upload straight into a portfolio: the media library's uploader (POST /admin/photos/upload, then
// status polling) and, as soon as the server has accepted a file, a post of "add" with its photo id
// to this editor's action. The photo is listed at once with its processing state and shown on the
// public page when it is ready (docs/decisions/022). Accepted ids are sent in batches, one request
// at a time, so files finishing together never cancel each other's post.

export function PortfolioUploader() {
  const csrfToken = useAdminCsrfToken();
  const fetcher = useFetcher<{ error?: string; notice?: string }>();
  // Ids accepted by the server and not yet posted; a ref, as posting is the effect's only output.
  const pending = useRef<number[]>([]);
  const busy = useRef(false);
  const { submit } = fetcher;
  const flush = useCallback(() => {
    if (busy.current || pending.current.length === 0) return;
    const form = new FormData();
    form.set("csrf", csrfToken);
    form.set("intent", PORTFOLIO_INTENTS.add);
    for (const id of pending.current) form.append("photoId", String(id));
    pending.current = [];
    busy.current = true;
    void submit(form, { method: "post" });
  }, [csrfToken, submit]);
  const onUploaded = useCallback(
    (photoId: number) => {
      pending.current.push(photoId);
      flush();
    },
    [flush],
  );
  useEffect(() => {
    // The previous post has been answered: send what arrived meanwhile.
    if (fetcher.state !== "idle") return;
    busy.current = false;
    flush();
  }, [fetcher.state, flush]);
  return (
    <div>
      <PhotoUploader onUploaded={onUploaded} />
      <p aria-live="polite" className="mt-2 text-sm">
        {fetcher.state === "idle" && fetcher.data?.notice ? `${fetcher.data.notice} It is at the end of the list.` : ""}
        {fetcher.state === "idle" && fetcher.data?.error ? (
          <span className="text-danger">Not added to the portfolio: {fetcher.data.error}</span>
        ) : null}
      </p>
    </div>
  );
}
