import { Section } from "~/components/admin/admin-ui";
import { fieldsFrom } from "~/components/admin/editor/editor-field";
import { PreviewPanel } from "~/components/admin/editor/preview-panel";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { refusedInput } from "~/components/admin/editor/save-outcome";
import { MarkdownHtml } from "~/components/blog/markdown-html";
import { MERGE_FIELDS, unknownMergeFields } from "~/shared/booking/merge-fields";
import type { FieldErrors } from "~/shared/field-errors";

// The contract template's form fields, the merge fields she can use, and the preview: the
// template merged with sample values and rendered by the server (HTML from its renderer only).

export interface ContractPreviewView {
  html: string;
  unknownFields: string[];
}

const BODY_HELP =
  "Markdown: a blank line between paragraphs, ### for a heading, - for a list, **stars** for bold. No HTML. Merge fields in braces, listed below, are filled in for each proposal.";

export interface LivePreview {
  preview?: ContractPreviewView;
  problem?: string;
}

/**
 * The inside of the new-template and the editor's form: the fields (as typed when a post was
 * refused), the preview (live as she types, or the Preview button's) and the buttons. Until a
 * preview shows, the stored text's unknown merge fields are warned about above the fields.
 */
export function ContractFormParts({
  stored,
  actionData,
  live,
  save,
  previewIntent,
}: {
  stored: { name: string; body: string };
  actionData: unknown;
  live: LivePreview | undefined;
  save: { intent: string; label: string };
  previewIntent: string;
}) {
  const { errors, values } = refusedInput(actionData);
  const value = (name: "name" | "body") => values[name] ?? stored[name];
  const posted = (actionData ?? {}) as { preview?: ContractPreviewView };
  const preview = live ? live.preview : posted.preview;
  return (
    <>
      {!preview && !live?.problem && <UnknownFieldsWarning fields={unknownMergeFields(stored.body)} />}
      <Section title="Contract">
        <ContractFields value={value} errors={errors} />
      </Section>
      <ContractPreviewPanel preview={preview} problem={live?.problem} />
      <SaveButtons save={save} preview={{ intent: previewIntent, label: "Preview" }} />
    </>
  );
}

function ContractFields({ value, errors }: { value: (name: "name" | "body") => string; errors: FieldErrors }) {
  const field = fieldsFrom(value, errors);
  return (
    <div className="space-y-5">
      {field("name", "Name", "Only you see it, when you choose a contract for a proposal.")}
      {field("body", "Contract text", BODY_HELP, 24)}
      <MergeFieldHelp />
    </div>
  );
}

function MergeFieldHelp() {
  return (
    <details className="rounded-md border border-ink/10 p-3">
      <summary className="cursor-pointer font-medium">Merge fields you can use</summary>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {MERGE_FIELDS.map((field) => (
          <div key={field.name} className="contents">
            <dt>
              <code>{`{${field.name}}`}</code>
            </dt>
            <dd className="text-ink-soft">{field.help}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Braces that are not merge fields: the contract would show them as typed. */
function UnknownFieldsWarning({ fields }: { fields: readonly string[] }) {
  if (fields.length === 0) return null;
  return (
    <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
      Not merge fields, so a client would see them as typed: {fields.map((f) => `{${f}}`).join(", ")}. Check the
      spelling against the list of merge fields.
    </p>
  );
}

/** The merged sample contract, or why there is none yet (the live preview's refusal). */
function ContractPreviewPanel({ preview, problem }: LivePreview) {
  if (!preview && !problem) return null;
  return (
    <PreviewPanel heading="Preview with sample values (not saved yet)" testId="contract-preview">
      <div aria-live="polite">
        {problem ? (
          <p className="text-sm text-danger">{problem}</p>
        ) : (
          preview && (
            <>
              <UnknownFieldsWarning fields={preview.unknownFields} />
              <MarkdownHtml html={preview.html} className="text-base" />
            </>
          )
        )}
      </div>
    </PreviewPanel>
  );
}
