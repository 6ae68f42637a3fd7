import { adminMeta, Notice, PageTitle } from "~/components/admin/admin-ui";
import { ShopNav } from "~/components/admin/shop/shop-nav";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { useDraftAnswer } from "~/components/admin/editor/list-controls";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { NamedSheetsList } from "~/components/admin/shop/named-sheets-list";
import { AlbumExtrasSection, PriceSheetSection } from "~/components/admin/shop/price-sheet-section";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { draftHandlers, editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { matchListIntent } from "~/server/admin/editor/form-draft.server";
import { namedSheetsList } from "~/server/shop/named-price-sheet-pages.server";
import { priceSheetsDraftFromForm, readPriceSheets, savePriceSheets } from "~/server/shop/shop-catalogue.server";
import { defineIntents } from "~/shared/admin/intents";
import { blankRow, maxRows, PRICE_SHEETS, toPriceSheetsDraft } from "~/shared/shop/price-sheets.schema";
import type { Route } from "./+types/prices";

// /admin/prices: the price sheets she named herself (decision 054), then the shop's three (decision 049). Every print and album page, /cart, the
// home page's print carousel and checkout price from what is saved here; past orders keep their prices.

export const meta: Route.MetaFunction = () => adminMeta("Shop prices");

/** Save, or one of the list buttons ("add:prints", "remove:weddingAlbum.1", "up:weddingAlbumExtras.2"). */
const INTENTS = defineIntents(["save", "list"]);
const SAVE_LABEL = "Save prices";

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => {
    const [{ sheets, version }, named] = await Promise.all([readPriceSheets(), namedSheetsList()]);
    return {
      draft: toPriceSheetsDraft(sheets),
      version,
      named,
      sheetDeleted: new URL(request.url).searchParams.has("sheetDeleted"),
    };
  });
}

export function action({ request }: Route.ActionArgs) {
  return editorAction(
    request,
    INTENTS,
    draftHandlers(priceSheetsDraftFromForm, {
      save: savePriceSheets,
      blank: blankRow,
      max: maxRows,
      saveLabel: SAVE_LABEL,
    }),
    { maxBytes: 64 * 1024, fallback: INTENTS.save, match: matchListIntent(INTENTS.list) },
  );
}

export default function PricesEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { version, named, sheetDeleted } = loaderData;
  const { draft, errors, changed, stamp } = useDraftAnswer(actionData, loaderData.draft);
  return (
    <>
      <PageTitle lead="The sizes and prices of your prints and albums. Each list applies to every product that uses it, on every page of the shop, in the cart and at checkout. Orders already placed keep the prices they were bought at.">
        Shop prices
      </PageTitle>
      <ShopNav />
      <SaveOutcome result={actionData} viewOnSite="/all-products" reloadTo="/admin/prices" />
      {changed && <Notice>{changed}</Notice>}
      {sheetDeleted && <Notice>The price sheet was deleted.</Notice>}
      <NamedSheetsList sheets={named} />
      <h2 className="mt-10 text-2xl">The shop's price sheets</h2>
      <EditorForm version={version} key={`${version}-${stamp}`} className="space-y-2">
        {PRICE_SHEETS.map((sheet) => (
          <PriceSheetSection key={sheet} sheet={sheet} sizes={draft[sheet]} errors={errors} />
        ))}
        <AlbumExtrasSection extras={draft.weddingAlbumExtras} errors={errors} />
        <SaveButtons save={{ intent: INTENTS.save, label: SAVE_LABEL }} />
      </EditorForm>
    </>
  );
}
