import { adminMeta } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { NamedSheetFields } from "~/components/admin/shop/named-sheet-form";
import { ShopNav } from "~/components/admin/shop/shop-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { newNamedSheetAction } from "~/server/shop/named-price-sheet-pages.server";
import { NEW_NAMED_SHEET_INTENTS } from "~/shared/shop/named-price-sheet.schema";
import type { Route } from "./+types/price-sheet-new";

// A new price sheet she names herself (decision 054); products choose it on their form.

export const meta: Route.MetaFunction = () => adminMeta("Add a price sheet");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({}));
}

export function action({ request }: Route.ActionArgs) {
  return newNamedSheetAction(request);
}

export default function NewPriceSheet({ actionData }: Route.ComponentProps) {
  const { errors, values } = refusedInput(actionData);
  return (
    <>
      <ShopNav />
      <EditorPageHead
        backTo="/admin/prices#named-sheets"
        back="Prices"
        lead="A list of sizes and prices with a name of yours, e.g. Canvas: 12x12 $120, 16x16 $160. Choose it for any number of products; change it here once and every one of them follows."
      >
        Add a price sheet
      </EditorPageHead>
      <SaveOutcome result={actionData} reloadTo="/admin/prices/sheets/new" />
      <EditorForm version={0}>
        <NamedSheetFields
          values={values}
          errors={errors}
          save={{ intent: NEW_NAMED_SHEET_INTENTS.create, label: "Add the price sheet" }}
        />
      </EditorForm>
    </>
  );
}
