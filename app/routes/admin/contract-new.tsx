import { adminMeta } from "~/components/admin/admin-ui";
import { ContractFormParts } from "~/components/admin/contracts/contract-fields";
import { skipRevalidationAfterPreview, useLivePreview } from "~/components/admin/contracts/use-live-preview";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { newContractAction } from "~/server/contracts/contract-actions.server";
import { NEW_CONTRACT_INTENTS } from "~/shared/contracts/contract-template.schema";
import type { Route } from "./+types/contract-new";

// A new contract template: name and Markdown, with the same preview as the editor; created, it
// opens in its editor.

export const meta: Route.MetaFunction = () => adminMeta("New contract template");

const BLANK = { name: "", body: "" };

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({}));
}

export function action({ request }: Route.ActionArgs) {
  return newContractAction(request);
}

export const shouldRevalidate = skipRevalidationAfterPreview(NEW_CONTRACT_INTENTS.preview);

export default function NewContract({ actionData }: Route.ComponentProps) {
  const { onInput, live } = useLivePreview(NEW_CONTRACT_INTENTS.preview);
  return (
    <>
      <EditorPageHead
        backTo="/admin/contracts"
        back="All contract templates"
        lead="Write it once; each proposal copies it and fills in the client's names, date, package and payments."
      >
        New contract template
      </EditorPageHead>
      <SaveOutcome result={actionData} />
      <EditorForm onInput={onInput}>
        <ContractFormParts
          stored={BLANK}
          actionData={actionData}
          live={live}
          save={{ intent: NEW_CONTRACT_INTENTS.create, label: "Create contract" }}
          previewIntent={NEW_CONTRACT_INTENTS.preview}
        />
      </EditorForm>
    </>
  );
}
