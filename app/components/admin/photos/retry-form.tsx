import { useEffect, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { PHOTO_CARD_INTENTS } from "~/shared/media/photo-library.schema";
import { CsrfField } from "../editor/csrf-field";

// Retry of a photo whose processing failed (a library card, a row of the uploader): posted to the
// library's action in the background; the answer is read out where the button is.

export function RetryPhotoForm({
  photoId,
  filename,
  className,
  buttonClassName = "text-clay underline",
  onRetried,
  children,
}: {
  photoId: number;
  filename: string;
  className: string;
  buttonClassName?: string;
  /** Called once the server has queued it again (the uploader polls its state from then on). */
  onRetried?: (photoId: number) => void;
  /** What failed, above the button. */
  children?: ReactNode;
}) {
  const fetcher = useFetcher<{ error?: string; notice?: string }>();
  const answered = fetcher.state === "idle" ? fetcher.data : undefined;
  const retried = answered?.notice;
  useEffect(() => {
    if (retried !== undefined) onRetried?.(photoId);
  }, [retried, photoId, onRetried]);
  return (
    <fetcher.Form method="post" action="/admin/photos" className={className}>
      <CsrfField />
      <input type="hidden" name="id" value={photoId} />
      {children}
      <button
        type="submit"
        name="intent"
        value={PHOTO_CARD_INTENTS.retry}
        className={buttonClassName}
        disabled={fetcher.state !== "idle"}
      >
        Retry<span className="sr-only"> {filename}</span>
      </button>
      <span role="status" className={answered?.error ? "ml-2 text-danger" : "ml-2"}>
        {answered?.error ?? answered?.notice ?? ""}
      </span>
    </fetcher.Form>
  );
}
