import { adminMeta, Notice } from "~/components/admin/admin-ui";
import { DeleteLink } from "~/components/admin/editor/confirm-delete";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { NamedSheetFields } from "~/components/admin/shop/named-sheet-form";
import { ShopNav } from "~/components/admin/shop/shop-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { namedSheetAction, namedSheetPage } from "~/server/shop/named-price-sheet-pages.server";
import { NAMED_SHEET_INTENTS } from "~/shared/shop/named-price-sheet.schema";
import type { Route } from "./+types/price-sheet";

// One price sheet she named (decision 054): saved at the version the form was loaded at (409 when
// another tab saved first); every product on it sells at the saved prices at once.

export const meta: Route.MetaFunction = () => adminMeta("Price sheet");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await namedSheetPage(params.id)),
    created: new URL(request.url).searchParams.has("created"),
  }));
}

export function action({ request, params }: Route.ActionArgs) {
  return namedSheetAction(request, params.id);
}

export default function PriceSheetEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { sheet, products, created } = loaderData;
  const refused = refusedInput(actionData);
  const values = Object.keys(refused.values).length > 0 ? refused.values : loaderData.values;
  const usedBy =
    products.length === 0
      ? "No product uses this sheet yet: choose it under a product's “Sizes and prices”."
      : `Used by ${products.join(", ")}.`;
  return (
    <>
      <ShopNav />
      <EditorPageHead backTo="/admin/prices#named-sheets" back="Prices" lead={usedBy}>
        {sheet.name}
      </EditorPageHead>
      {created && !actionData && (
        <Notice>Added. Choose it on a product's form to sell that product at these prices.</Notice>
      )}
      <SaveOutcome result={actionData} viewOnSite="/all-products" reloadTo={`/admin/prices/sheets/${sheet.id}`} />
      <EditorForm version={sheet.version} key={sheet.version}>
        <NamedSheetFields
          values={values}
          errors={refused.errors}
          save={{ intent: NAMED_SHEET_INTENTS.save, label: "Save price sheet" }}
        />
      </EditorForm>
      <DeleteLink to={`/admin/prices/sheets/${sheet.id}/delete`}>Delete this price sheet…</DeleteLink>
    </>
  );
}
