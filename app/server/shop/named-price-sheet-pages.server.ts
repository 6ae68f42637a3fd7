import { redirect } from "react-router";
import {
  NAMED_SHEET_INTENTS,
  NEW_NAMED_SHEET_INTENTS,
  namedSheetFormValues,
  toNamedSheetDraft,
} from "~/shared/shop/named-price-sheet.schema";
import { formatDollars } from "~/shared/money";
import type { SizeOption } from "~/catalogue/sizes";
import { deleteAction } from "../admin/editor/delete-action.server";
import { answer } from "../admin/editor/edit-result.server";
import { editorAction, type EditorRequest } from "../admin/editor/editor-action.server";
import { recordFromUrl } from "../admin/editor/route-params.server";
import { db as sharedDb } from "../db/db.server";
import {
  createNamedSheet,
  deleteNamedSheet,
  namedSheetDraftFromForm,
  NO_SUCH_SHEET,
  saveNamedSheet,
  whySheetNotDeletable,
} from "./named-price-sheet-editor.server";
import {
  productCountsBySheet,
  productsOnSheet,
  readNamedSheet,
  readNamedSheets,
  type StoredNamedSheet,
} from "./named-price-sheets.server";

// The screens of her named price sheets (decision 054): the list on /admin/prices, a new sheet, one
// sheet, its delete step. The kit's editorAction checks the session and the CSRF token first.

/** "12x12 $120 · 16x16 $160". */
export const sizesLine = (sizes: readonly SizeOption[]) =>
  sizes.map((s) => `${s.size} ${formatDollars(s.cents)}`).join(" · ");

const sheetFromUrl = (id: string | undefined): Promise<StoredNamedSheet> =>
  recordFromUrl(id, NO_SUCH_SHEET, (sheetId) => readNamedSheet(sharedDb(), sheetId));

/** /admin/prices' list: each sheet with its sizes and how many products use it. */
export async function namedSheetsList() {
  const db = sharedDb();
  const [sheets, used] = await Promise.all([readNamedSheets(db), productCountsBySheet(db)]);
  return sheets.map((sheet) => ({
    id: sheet.id,
    name: sheet.name,
    sizes: sizesLine(sheet.sizes),
    products: used.get(sheet.id) ?? 0,
  }));
}

export async function namedSheetPage(id: string | undefined) {
  const sheet = await sheetFromUrl(id);
  return {
    sheet: { id: sheet.id, name: sheet.name, version: sheet.version },
    values: namedSheetFormValues(toNamedSheetDraft(sheet)),
    products: await productsOnSheet(sharedDb(), sheet.id),
  };
}

export async function namedSheetDeletePage(id: string | undefined) {
  const sheet = await sheetFromUrl(id);
  return {
    sheet: { id: sheet.id, name: sheet.name, version: sheet.version },
    why: await whySheetNotDeletable(sharedDb(), sheet.id),
  };
}

const echo = (form: FormData) => ({ values: namedSheetFormValues(namedSheetDraftFromForm(form)) });

export function newNamedSheetAction(request: Request) {
  return editorAction(
    request,
    NEW_NAMED_SHEET_INTENTS,
    {
      async create({ form, actor }: EditorRequest) {
        const created = await createNamedSheet(namedSheetDraftFromForm(form), actor);
        if ("id" in created) return redirect(`/admin/prices/sheets/${created.id}?created=1`);
        return answer(created, { echo: echo(form) });
      },
    },
    { fallback: NEW_NAMED_SHEET_INTENTS.create },
  );
}

export function namedSheetAction(request: Request, id: string | undefined) {
  return editorAction(
    request,
    NAMED_SHEET_INTENTS,
    {
      save: {
        // Read after the session and CSRF checks: a stranger learns nothing, not even a 404.
        async versioned({ form, version, actor }) {
          const sheet = await sheetFromUrl(id);
          return answer(await saveNamedSheet(sheet.id, namedSheetDraftFromForm(form), version, actor), {
            echo: echo(form),
          });
        },
      },
    },
    { fallback: NAMED_SHEET_INTENTS.save },
  );
}

export function deleteNamedSheetAction(request: Request, id: string | undefined) {
  return deleteAction(
    request,
    {
      async versioned({ version, actor }) {
        return deleteNamedSheet(await sheetFromUrl(id), version, actor);
      },
    },
    { done: "/admin/prices?sheetDeleted=1#named-sheets" },
  );
}
