import {
  NAMED_SHEET_INTENTS,
  NEW_NAMED_SHEET_INTENTS,
  namedSheetFormValues,
  toNamedSheetDraft,
  type NamedSheetDraft,
} from "~/shared/shop/named-price-sheet.schema";
import { formatDollars } from "~/shared/money";
import type { SizeOption } from "~/catalogue/sizes";
import { deleteRecordAction } from "../admin/editor/delete-action.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { createAction, createFrom, saveRecordFrom } from "../admin/editor/editor-handlers.server";
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

const echo = (draft: NamedSheetDraft) => ({ values: namedSheetFormValues(draft) });

export function newNamedSheetAction(request: Request) {
  const open = (id: number) => `/admin/prices/sheets/${id}`;
  return createAction(
    request,
    NEW_NAMED_SHEET_INTENTS,
    createFrom(namedSheetDraftFromForm, createNamedSheet, { open, echo }),
  );
}

export function namedSheetAction(request: Request, id: string | undefined) {
  return editorAction(
    request,
    NAMED_SHEET_INTENTS,
    {
      save: saveRecordFrom(
        namedSheetDraftFromForm,
        () => sheetFromUrl(id),
        (sheet, draft, version, actor) => saveNamedSheet(sheet.id, draft, version, actor),
        echo,
      ),
    },
    { fallback: NAMED_SHEET_INTENTS.save },
  );
}

export function deleteNamedSheetAction(request: Request, id: string | undefined) {
  return deleteRecordAction(request, () => sheetFromUrl(id), deleteNamedSheet, {
    done: "/admin/prices?sheetDeleted=1#named-sheets",
  });
}
