import type { Kysely } from "kysely";
import type { NamedPriceSheet } from "~/catalogue/sizes";
import {
  MAX_NAMED_SHEETS,
  parseNamedSheetDraft,
  sameSheetName,
  type NamedSheetDraft,
} from "~/shared/shop/named-price-sheet.schema";
import { deleteUnused } from "../admin/editor/delete-unused.server";
import { invalid, refused, type EditResult } from "../admin/editor/edit-result.server";
import { nextListPosition } from "../admin/editor/list-rows.server";
import { saveVersioned } from "../admin/editor/versioned-save.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { namedSheetColumns, productsOnSheet, readNamedSheets } from "./named-price-sheets.server";
import { sizeRowsFromForm } from "./size-rows-form.server";

// The named price sheets' changes (decision 054): create, save at the loaded version, delete — each
// checked first (nothing half-written), with its activity entry ("Prices") in the same transaction.

const AREA = "Prices";
export const NO_SUCH_SHEET = "No such price sheet: it may have been deleted.";

/** The form's fields as a draft (the size rows "sizes.0.size", "sizes.0.price"…). */
export function namedSheetDraftFromForm(form: FormData): NamedSheetDraft {
  const name = form.get("name");
  return { name: typeof name === "string" ? name : "", sizes: sizeRowsFromForm(form, "sizes") };
}

/** Another of `sheets` of the same name (letter case and spaces aside), as the name field's message. */
function nameTaken(sheets: readonly NamedPriceSheet[], name: string, except?: number): string | undefined {
  const other = sheets.find((sheet) => sheet.id !== except && sameSheetName(sheet.name, name));
  return other ? `You already have a sheet named ${other.name}: choose another name.` : undefined;
}

/** A new sheet, last in her order. */
export async function createNamedSheet(
  draft: NamedSheetDraft,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<{ id: number } | Exclude<EditResult, { kind: "saved" }>> {
  const parsed = parseNamedSheetDraft(draft);
  if (!parsed.ok) return invalid(parsed.fields);
  const { name, sizes } = parsed.value;
  return db.transaction().execute(async (trx) => {
    const sheets = await readNamedSheets(trx);
    const taken = nameTaken(sheets, name);
    if (taken) return invalid({ name: taken });
    if (sheets.length >= MAX_NAMED_SHEETS)
      return refused(
        `You have ${MAX_NAMED_SHEETS} price sheets, the most the shop keeps: change or delete one instead.`,
      );
    const row = await trx
      .insertInto("shop_price_sheets")
      .values({ position: await nextListPosition(trx, "shop_price_sheets"), ...namedSheetColumns({ name, sizes }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { actorEmail, area: AREA, summary: `Added the price sheet ${name}` });
    return { id: Number(row.id) };
  });
}

/** Saves the sheet at the version its form was loaded at (409 when another tab saved first). */
export async function saveNamedSheet(
  id: number,
  draft: NamedSheetDraft,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const parsed = parseNamedSheetDraft(draft);
  if (!parsed.ok) return invalid(parsed.fields);
  const taken = nameTaken(await readNamedSheets(db), parsed.value.name, id);
  if (taken) return invalid({ name: taken });
  const used = (await productsOnSheet(db, id)).length;
  return saveVersioned({
    db,
    table: "shop_price_sheets",
    id,
    expectedVersion,
    values: namedSheetColumns(parsed.value),
    activity: { actorEmail, area: AREA, summary: `Changed the price sheet ${parsed.value.name}` },
    notice:
      used === 0
        ? "Saved. No product uses this sheet yet: choose it under a product's Sizes and prices."
        : used === 1
          ? "Saved: the product on this sheet sells at these prices now."
          : `Saved: the ${used} products on this sheet sell at these prices now.`,
  });
}

/** Why the sheet cannot be deleted, if it cannot: products still take their prices from it. */
export async function whySheetNotDeletable(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const titles = await productsOnSheet(db, id);
  if (titles.length === 0) return undefined;
  const shown = titles.length > 5 ? [...titles.slice(0, 5), `${titles.length - 5} more`] : titles;
  return `Products still use this sheet: ${shown.join(", ")}. Choose other sizes and prices for them first.`;
}

/** Deletes a sheet no product uses, at the version its confirmation page was loaded at. */
export function deleteNamedSheet(
  sheet: Pick<NamedPriceSheet, "id" | "name">,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const { id } = sheet;
  return deleteUnused({
    db,
    table: "shop_price_sheets",
    id,
    expectedVersion,
    actorEmail,
    area: AREA,
    what: `the price sheet ${sheet.name}`,
    inUse: (trx) => whySheetNotDeletable(trx, id),
    missing: NO_SUCH_SHEET,
  });
}
