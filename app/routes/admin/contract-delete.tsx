import { adminMeta } from "~/components/admin/admin-ui";
import { ConfirmDelete, DeletePage } from "~/components/admin/editor/confirm-delete";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { deleteContractAction } from "~/server/contracts/contract-actions.server";
import { contractFromUrl } from "~/server/contracts/contract-templates.server";
import type { Route } from "./+types/contract-delete";

// The confirmation step before a contract template is deleted: a page of its own, so it works
// without JavaScript, and says that proposals keep their copy.

export const meta: Route.MetaFunction = () => adminMeta("Delete contract template");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => {
    const { id, name, version } = await contractFromUrl(params.id);
    return { template: { id, name, version } };
  });
}

export function action({ request, params }: Route.ActionArgs) {
  return deleteContractAction(request, params.id);
}

export default function DeleteContract({ loaderData, actionData }: Route.ComponentProps) {
  const { template } = loaderData;
  return (
    <DeletePage question="Delete this contract template?" actionData={actionData}>
      <p>
        <strong>{template.name}</strong> will be removed for good. Proposals that used it keep their own copy of the
        text, so nothing already sent or signed changes.
      </p>
      <ConfirmDelete keepTo={`/admin/contracts/${template.id}`} version={template.version} />
    </DeletePage>
  );
}
