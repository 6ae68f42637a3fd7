import { adminMeta } from "~/components/admin/admin-ui";
import { ConfirmDelete, DeletePage, DeleteRefused } from "~/components/admin/editor/confirm-delete";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { deleteNamedSheetAction, namedSheetDeletePage } from "~/server/shop/named-price-sheet-pages.server";
import type { Route } from "./+types/price-sheet-delete";

// The step before a price sheet she named is deleted: only one no product uses (decision 054).

export const meta: Route.MetaFunction = () => adminMeta("Delete price sheet");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, () => namedSheetDeletePage(params.id));
}

export function action({ request, params }: Route.ActionArgs) {
  return deleteNamedSheetAction(request, params.id);
}

export default function DeletePriceSheet({ loaderData, actionData }: Route.ComponentProps) {
  const { sheet, why } = loaderData;
  const editor = `/admin/prices/sheets/${sheet.id}`;
  return (
    <DeletePage question="Delete this price sheet?" actionData={actionData}>
      {why ? (
        <DeleteRefused editor={editor} name={sheet.name}>
          {why}
        </DeleteRefused>
      ) : (
        <>
          <p>
            <strong>{sheet.name}</strong> will be removed for good. No product uses it.
          </p>
          <ConfirmDelete keepTo={editor} version={sheet.version} />
        </>
      )}
    </DeletePage>
  );
}
