import type { ReactNode } from "react";
import { Notice, Section } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { HOME_PHOTOS_INTENTS as INTENTS } from "~/shared/content/home-media-form";
import { EnterSaves } from "./fields";
import type { ListState } from "./list-state";

// One of the editor's three lists: what the last post said about it, and its own form (its own
// version) with the library picker, the rows, Add, the preview, Save and Preview.

export function ListEditor({
  state,
  title,
  help,
  viewOnSite,
  picker,
  addLabel,
  preview,
  saveLabel,
  previewLabel,
  children,
}: {
  state: ListState;
  title: string;
  help: ReactNode;
  viewOnSite: string;
  picker: ReactNode;
  addLabel: ReactNode;
  /** The draft as the home page will show it, drawn when the draft was previewed. */
  preview: () => ReactNode;
  saveLabel: string;
  previewLabel: string;
  /** The rows. */
  children: ReactNode;
}) {
  const { list, rows, errors } = state;
  return (
    <Section title={title}>
      <div id={`${list}-editor`} className="scroll-mt-4">
        <p className="mb-4 text-sm text-ink-soft">{help}</p>
        <SaveOutcome result={state.outcome} viewOnSite={viewOnSite} reloadTo="/admin/home-photos" />
        {state.draft && !state.outcome && (
          <Notice>Not saved yet: the page below shows your change. Press Save to put it on the site.</Notice>
        )}
        {errors.list && (
          <p id={`${list}-list-error`} className="mb-4 text-sm text-danger">
            {errors.list}
          </p>
        )}
        <EditorForm
          version={state.version}
          preventScrollReset
          key={`${state.version}:${JSON.stringify(rows)}`}
          aria-label={title}
          data-list={list}
        >
          <input type="hidden" name="list" value={list} />
          <input type="hidden" name="count" value={rows.length} />
          <EnterSaves />
          {picker}
          {children}
          <div className="mt-6">
            <button type="submit" name="intent" value={INTENTS.add} className="btn-outline">
              {addLabel}
            </button>
          </div>
          {state.preview && preview()}
          <SaveButtons
            save={{ intent: INTENTS.save, label: saveLabel }}
            preview={{ intent: INTENTS.preview, label: previewLabel }}
          />
        </EditorForm>
      </div>
    </Section>
  );
}

/** One row: its place in the list (the legend), its photo or logo, and its fields and buttons. */
export function RowFieldset({ legend, image, children }: { legend: string; image: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-md border border-ink/10 p-3 sm:grid-cols-[auto_1fr]">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {image}
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}
