import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { Badge, formatDateTime } from "~/components/admin/admin-ui";
import { Picture } from "~/components/ui/picture";
import { libraryImage } from "~/images/variants";
import { MAX_ALT_TEXT, PHOTO_CARD_INTENTS } from "~/shared/media/photo-library.schema";
import { CsrfField } from "../editor/csrf-field";
import { formatBytes, STATE_LABELS, type LibraryPhoto, type Usage } from "./photo-format";
import { RetryPhotoForm } from "./retry-form";
import { UsageList } from "./usage-list";

// One photo of the library grid: thumbnail (through <Picture>, as the pages show it), size, date,
// where it is used, its processing state, and its description edited in place.

export const ALT_NUDGE = "Describe this photo for people who can't see it";
const SOURCE_LABELS: Record<LibraryPhoto["source"], string> = {
  upload: "Uploaded",
  bundled: "Built into the site",
  testimonial: "From a testimonial",
  gallery: "In a client gallery",
};

type Answer = { notice?: string; error?: string };

export function PhotoCard({ photo, usages }: { photo: LibraryPhoto; usages: Usage[] }) {
  const image = libraryImage(photo);
  const titleId = useId();
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-ink/10 bg-white" aria-labelledby={titleId}>
      <div
        className="relative aspect-[4/3] bg-sand-100 bg-cover bg-center"
        style={photo.placeholder ? { backgroundImage: `url("${photo.placeholder}")` } : undefined}
      >
        {image ? (
          <Picture
            image={image}
            alt={photo.altText || ""}
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 100vw"
            fill
            className="absolute inset-0"
          />
        ) : (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm">
            <Badge tone={photo.state === "failed" ? "bad" : "warn"}>{STATE_LABELS[photo.state]}</Badge>
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 text-sm">
        <h2 id={titleId} className="font-sans text-base font-medium break-all">
          {photo.filename}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-ink-soft">Size</dt>
          <dd>
            {photo.width && photo.height ? `${photo.width} × ${photo.height} px · ` : ""}
            {formatBytes(photo.bytes)}
          </dd>
          <dt className="text-ink-soft">Added</dt>
          <dd>{formatDateTime(photo.capturedAt ?? photo.createdAt)}</dd>
          <dt className="text-ink-soft">Source</dt>
          <dd>{SOURCE_LABELS[photo.source]}</dd>
          <dt className="text-ink-soft">Used on</dt>
          <dd>{usages.length === 0 ? "Not used yet" : <UsageList usages={usages} />}</dd>
        </dl>
        {photo.state === "failed" && (
          <RetryPhotoForm
            photoId={photo.id}
            filename={photo.filename}
            className="rounded bg-red-50 p-2"
            buttonClassName="mt-1 text-clay underline"
          >
            <p className="text-danger">
              {STATE_LABELS.failed}
              {photo.failureReason ? `: ${photo.failureReason}` : "."}
            </p>
          </RetryPhotoForm>
        )}
        <AltForm photo={photo} />
        {photo.source !== "bundled" && (
          <p className="mt-auto">
            <Link to={`/admin/photos/${photo.id}/delete`} className="text-danger underline">
              Delete<span className="sr-only"> {photo.filename}</span>…
            </Link>
          </p>
        )}
      </div>
    </li>
  );
}

function AltForm({ photo }: { photo: LibraryPhoto }) {
  const fetcher = useFetcher<Answer>();
  const fieldId = `alt-${photo.id}`;
  const hintId = `alt-hint-${photo.id}`;
  const answerId = `alt-answer-${photo.id}`;
  // While saving, show what was typed, not the old value.
  const pending = fetcher.formData?.get("alt");
  const current = typeof pending === "string" ? pending.trim() : photo.altText;
  return (
    <fetcher.Form method="post" action="/admin/photos" className="space-y-2">
      <CsrfField />
      <input type="hidden" name="id" value={photo.id} />
      <label htmlFor={fieldId} className="block font-medium">
        Description (alt text)
      </label>
      <textarea
        id={fieldId}
        name="alt"
        rows={2}
        maxLength={MAX_ALT_TEXT}
        defaultValue={photo.altText}
        aria-describedby={`${hintId} ${answerId}`}
        className="field-input w-full"
      />
      {current ? (
        <p id={hintId} className="text-xs text-ink-soft">
          Read aloud by screen readers; also helps search engines.
        </p>
      ) : (
        <p id={hintId} className="rounded bg-amber-100 px-2 py-1 text-xs text-amber-900">
          {ALT_NUDGE}, e.g. “Bride and groom laughing under a mesquite tree at sunset”.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name="intent"
          value={PHOTO_CARD_INTENTS.alt}
          className="rounded-full border border-ink/30 px-4 py-2 font-medium hover:bg-ink hover:text-white"
          disabled={fetcher.state !== "idle"}
        >
          Save description<span className="sr-only"> of {photo.filename}</span>
        </button>
        <span id={answerId} role="status" className={fetcher.data?.error ? "text-danger" : "text-green-900"}>
          {fetcher.state === "idle" ? (fetcher.data?.error ?? fetcher.data?.notice ?? "") : "Saving…"}
        </span>
      </div>
    </fetcher.Form>
  );
}
