import { Form } from "react-router";
import { DOWNLOAD_LEVEL_LABELS, DOWNLOAD_LEVELS, type DownloadLevel } from "~/shared/galleries/gallery-rules";
import { CsrfField, smallButton } from "../admin-ui";

// The gallery's sets ("Ceremony", "Portraits"…): add, rename, order, what each allows to be
// downloaded, delete (its photos stay, in no set). One small form per change, so each works by
// keyboard and without JavaScript.

export interface SetItem {
  id: number;
  title: string;
  downloads: DownloadLevel | null;
  count: number;
}

export function GallerySets({
  sets,
  version,
  csrfToken,
  galleryDownloads,
  errors,
}: {
  sets: readonly SetItem[];
  version: number;
  csrfToken: string;
  galleryDownloads: DownloadLevel;
  /** The refused set name, and which set it was for (none: the Add form). */
  errors: { setId?: number; message?: string };
}) {
  const hidden = (
    <>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="version" value={version} />
    </>
  );
  return (
    <div>
      {sets.length === 0 ? (
        <p className="mb-4">No sets yet: every photo shows in one grid. Add sets to group them.</p>
      ) : (
        <ol className="mb-6 space-y-3">
          {sets.map((set, i) => {
            const error = errors.setId === set.id ? errors.message : undefined;
            return (
              <li key={set.id} data-set={set.id} className="rounded-lg border border-ink/10 p-3">
                <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
                  {hidden}
                  <input type="hidden" name="setId" value={set.id} />
                  <div className="min-w-48 flex-1">
                    <label htmlFor={`set-title-${set.id}`} className="field-label">
                      Set {i + 1} ({set.count} {set.count === 1 ? "photo" : "photos"})
                    </label>
                    <input
                      id={`set-title-${set.id}`}
                      name="setTitle"
                      defaultValue={set.title}
                      autoComplete="off"
                      className="field-input"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `set-title-${set.id}-error` : undefined}
                    />
                    {error && (
                      <p id={`set-title-${set.id}-error`} className="mt-1 text-sm text-danger">
                        {error}
                      </p>
                    )}
                  </div>
                  <button type="submit" name="intent" value="set-rename" className={smallButton}>
                    Rename<span className="sr-only"> set {set.title}</span>
                  </button>
                </Form>
                <div className="mt-2 flex flex-wrap items-end gap-2">
                  <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
                    {hidden}
                    <input type="hidden" name="setId" value={set.id} />
                    <div>
                      <label htmlFor={`set-downloads-${set.id}`} className="field-label">
                        Downloads
                      </label>
                      <select
                        id={`set-downloads-${set.id}`}
                        name="setDownloads"
                        defaultValue={set.downloads ?? "inherit"}
                        className="field-input"
                      >
                        <option value="inherit">As the gallery ({DOWNLOAD_LEVEL_LABELS[galleryDownloads]})</option>
                        {DOWNLOAD_LEVELS.map((level) => (
                          <option key={level} value={level}>
                            {DOWNLOAD_LEVEL_LABELS[level]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <button type="submit" name="intent" value="set-downloads" className={smallButton}>
                      Save<span className="sr-only"> downloads of set {set.title}</span>
                    </button>
                  </Form>
                  <Form method="post" preventScrollReset className="flex flex-wrap gap-2 sm:ml-auto">
                    {hidden}
                    <input type="hidden" name="setId" value={set.id} />
                    <button type="submit" name="intent" value="set-up" className={smallButton} disabled={i === 0}>
                      Up<span className="sr-only"> set {set.title}</span>
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="set-down"
                      className={smallButton}
                      disabled={i === sets.length - 1}
                    >
                      Down<span className="sr-only"> set {set.title}</span>
                    </button>
                    <button type="submit" name="intent" value="set-delete" className={`${smallButton} text-danger`}>
                      Delete set<span className="sr-only"> {set.title} (its photos stay, in no set)</span>
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
        {hidden}
        <div className="min-w-48 flex-1">
          <label htmlFor="new-set-title" className="field-label">
            New set
          </label>
          <input
            id="new-set-title"
            name="setTitle"
            placeholder="Ceremony"
            autoComplete="off"
            className="field-input"
            aria-invalid={errors.message && !errors.setId ? true : undefined}
            aria-describedby={errors.message && !errors.setId ? "new-set-title-error" : undefined}
          />
          {errors.message && !errors.setId && (
            <p id="new-set-title-error" className="mt-1 text-sm text-danger">
              {errors.message}
            </p>
          )}
        </div>
        <button type="submit" name="intent" value="set-add" className={smallButton}>
          Add set
        </button>
      </Form>
    </div>
  );
}
