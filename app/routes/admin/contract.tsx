import { adminMeta, Badge, Notice } from "~/components/admin/admin-ui";
import { ContractFormParts } from "~/components/admin/contracts/contract-fields";
import { skipRevalidationAfterPreview, useLivePreview } from "~/components/admin/contracts/use-live-preview";
import { DeleteLink } from "~/components/admin/editor/confirm-delete";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { contractEditorAction } from "~/server/contracts/contract-actions.server";
import { contractFromUrl } from "~/server/contracts/contract-templates.server";
import { CONTRACT_INTENTS } from "~/shared/contracts/contract-template.schema";
import type { Route } from "./+types/contract";

// One contract template: its name and Markdown, the merge fields, and a preview with sample values
// (a Preview button without JavaScript, live as she types with it).

export const meta: Route.MetaFunction = () => adminMeta("Contract template");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    template: await contractFromUrl(params.id),
    created: new URL(request.url).searchParams.has("created"),
  }));
}

export function action({ request, params }: Route.ActionArgs) {
  return contractEditorAction(request, params.id);
}

/** A preview posts nothing worth reloading the page's data for. */
export const shouldRevalidate = skipRevalidationAfterPreview(CONTRACT_INTENTS.preview);

export default function ContractEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { template, created } = loaderData;
  const { onInput, live } = useLivePreview(CONTRACT_INTENTS.preview);
  return (
    <>
      <EditorPageHead
        backTo="/admin/contracts"
        back="All contract templates"
        lead="What a client signs: a proposal copies this text when you choose it, and fills in the merge fields."
      >
        {template.name} {template.isSample && <Badge tone="warn">SAMPLE</Badge>}
      </EditorPageHead>
      {created && !actionData && <Notice>Created. New proposals can use it now.</Notice>}
      <SaveOutcome result={actionData} reloadTo={`/admin/contracts/${template.id}`} />
      {template.isSample && (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
          This is a sample written in plain words, not legal advice: have a lawyer in Arizona read it, then change it to
          fit how you work. It stays on your go-live checklist until you change its text or delete it.
        </p>
      )}
      <EditorForm version={template.version} key={template.version} onInput={onInput}>
        <ContractFormParts
          stored={template}
          actionData={actionData}
          live={live}
          save={{ intent: CONTRACT_INTENTS.save, label: "Save contract" }}
          previewIntent={CONTRACT_INTENTS.preview}
        />
      </EditorForm>
      <DeleteLink to={`/admin/contracts/${template.id}/delete`}>Delete this template…</DeleteLink>
    </>
  );
}
