import { GALLERY_INTENTS as I } from "~/shared/galleries/gallery-admin.schema";
import type { FieldErrors } from "~/shared/field-errors";
import { smallButton } from "../admin-ui";
import { CsrfField } from "../editor/csrf-field";
import { EditorField } from "../editor/editor-field";
import { EditorForm } from "../editor/editor-form";
import { CopyButton } from "./copy-button";
import { formatDay } from "./gallery-format";

// How the gallery reaches the client: its link (copy it, or open it as the client sees it),
// publish or unpublish, and its expiry (+30 days, or a chosen date).

interface SharedGallery {
  version: number;
  published: boolean;
  status: string;
  expiresOn: string | null;
  plus30: string;
}

export function GallerySharing({
  gallery,
  link,
  editorUrl,
  typedExpiry,
  errors,
}: {
  gallery: SharedGallery;
  /** The client's link, in full. */
  link: string;
  editorUrl: string;
  /** The date of a refused Extend, to show again. */
  typedExpiry: string | undefined;
  errors: FieldErrors;
}) {
  return (
    <>
      <p className="field-label">The client&apos;s link</p>
      <p className="rounded-md bg-sand-100 px-3 py-2 font-mono text-sm break-all" data-testid="client-link">
        {link}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <CopyButton text={link} label="Copy link" done="Link copied." />
        {/* A plain post in a new tab: the answer sets the gallery's cookie and opens its page there. */}
        <form method="post" action={editorUrl} target="_blank">
          <CsrfField />
          <button type="submit" name="intent" value={I["view-as-client"]} className={smallButton}>
            View as your client<span className="sr-only"> (opens in a new tab)</span>
          </button>
        </form>
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        {gallery.published
          ? "Opens the gallery in a new tab as your client sees it, without typing the code."
          : "Opens a preview in a new tab, as your client will see it. Only you can see a draft, while you are signed in."}
      </p>
      <p className="mt-2 text-sm text-ink-soft">
        Send it with the access code. The link cannot be guessed; it is never shown to search engines. The code is
        stored scrambled, so it cannot be shown here again: if it is lost, set a new one under Settings.
      </p>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <EditorForm version={gallery.version} preventScrollReset>
          {gallery.published ? (
            <button type="submit" name="intent" value={I.unpublish} className={smallButton}>
              Unpublish
            </button>
          ) : (
            <button type="submit" name="intent" value={I.publish} className="btn-primary">
              Publish
            </button>
          )}
        </EditorForm>
        <p className="text-sm text-ink-soft">
          {gallery.published
            ? "Published: the client can open it with the link and code."
            : "A draft: the link says the gallery is not ready yet."}
        </p>
      </div>

      <h3 className="mt-6 text-xl">Expiry</h3>
      <p className="text-sm">
        {gallery.expiresOn
          ? `${gallery.status === "Expired" ? "Closed" : "Closes"} at the end of ${formatDay(gallery.expiresOn)} (Phoenix time).`
          : "Never expires."}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <EditorForm version={gallery.version} preventScrollReset>
          <button type="submit" name="intent" value={I["extend-30"]} className={smallButton}>
            Extend by 30 days (to {formatDay(gallery.plus30)})
          </button>
        </EditorForm>
        <EditorForm version={gallery.version} preventScrollReset className="flex flex-wrap items-end gap-2">
          <EditorField
            name="newExpiry"
            label="Or choose the new expiry date"
            type="date"
            value={typedExpiry ?? gallery.expiresOn ?? ""}
            errors={errors}
          />
          <button type="submit" name="intent" value={I.extend} className={smallButton}>
            Set expiry
          </button>
        </EditorForm>
      </div>
    </>
  );
}
