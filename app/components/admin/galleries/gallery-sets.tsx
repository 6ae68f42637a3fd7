import type { ReactNode } from "react";
import { GALLERY_INTENTS as I } from "~/shared/galleries/gallery-admin.schema";
import { DOWNLOAD_LEVEL_LABELS, DOWNLOAD_LEVELS, type DownloadLevel } from "~/shared/galleries/gallery-rules";
import { smallButton } from "../admin-ui";
import { EditorField } from "../editor/editor-field";
import { EditorForm } from "../editor/editor-form";

// The gallery's sets ("Ceremony", "Portraits"…): add, rename, order, what each allows to be
// downloaded, delete (its photos stay, in no set). One small form per change, so each works by
// keyboard and without JavaScript.

interface SetItem {
  id: number;
  title: string;
  downloads: DownloadLevel | null;
  count: number;
}

export function GallerySets({
  sets,
  version,
  galleryDownloads,
  errors,
}: {
  sets: readonly SetItem[];
  version: number;
  galleryDownloads: DownloadLevel;
  /** The refused set name, and which set it was for (none: the Add form). */
  errors: { setId?: number; message?: string };
}) {
  const titleErrors = (setId?: number): Record<string, string> =>
    errors.message && errors.setId === setId ? { setTitle: errors.message } : {};
  const button = (intent: string, label: ReactNode, extra: { disabled?: boolean; danger?: boolean } = {}) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={extra.danger ? `${smallButton} text-danger` : smallButton}
      disabled={extra.disabled}
    >
      {label}
    </button>
  );
  return (
    <div>
      {sets.length === 0 ? (
        <p className="mb-4">No sets yet: every photo shows in one grid. Add sets to group them.</p>
      ) : (
        <ol className="mb-6 space-y-3">
          {sets.map((set, i) => (
            <li key={set.id} data-set={set.id} className="rounded-lg border border-ink/10 p-3">
              <SetForm version={version} setId={set.id} className="flex flex-wrap items-end gap-2">
                <div className="min-w-48 flex-1">
                  <EditorField
                    name="setTitle"
                    id={`set-title-${set.id}`}
                    label={`Set ${i + 1} (${set.count} ${set.count === 1 ? "photo" : "photos"})`}
                    value={set.title}
                    errors={titleErrors(set.id)}
                  />
                </div>
                {button(
                  I["set-rename"],
                  <>
                    Rename<span className="sr-only"> set {set.title}</span>
                  </>,
                )}
              </SetForm>
              <div className="mt-2 flex flex-wrap items-end gap-2">
                <SetForm version={version} setId={set.id} className="flex flex-wrap items-end gap-2">
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
                  {button(
                    I["set-downloads"],
                    <>
                      Save<span className="sr-only"> downloads of set {set.title}</span>
                    </>,
                  )}
                </SetForm>
                <SetForm version={version} setId={set.id} className="flex flex-wrap gap-2 sm:ml-auto">
                  {button(
                    I["set-up"],
                    <>
                      Up<span className="sr-only"> set {set.title}</span>
                    </>,
                    { disabled: i === 0 },
                  )}
                  {button(
                    I["set-down"],
                    <>
                      Down<span className="sr-only"> set {set.title}</span>
                    </>,
                    { disabled: i === sets.length - 1 },
                  )}
                  {button(
                    I["set-delete"],
                    <>
                      Delete set<span className="sr-only"> {set.title} (its photos stay, in no set)</span>
                    </>,
                    { danger: true },
                  )}
                </SetForm>
              </div>
            </li>
          ))}
        </ol>
      )}
      <SetForm version={version} className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <EditorField
            name="setTitle"
            id="new-set-title"
            label="New set"
            value=""
            errors={titleErrors(undefined)}
            inputProps={{ placeholder: "Ceremony" }}
          />
        </div>
        {button(I["set-add"], "Add set")}
      </SetForm>
    </div>
  );
}

/** One change of the sets, posted at the page's version (and naming its set). */
function SetForm({
  version,
  setId,
  className,
  children,
}: {
  version: number;
  setId?: number;
  className: string;
  children: ReactNode;
}) {
  return (
    <EditorForm version={version} preventScrollReset className={className}>
      {setId !== undefined && <input type="hidden" name="setId" value={setId} />}
      {children}
    </EditorForm>
  );
}
