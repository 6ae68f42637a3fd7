import type { Kysely } from "kysely";
import { z } from "zod";
import type { NamedPriceSheet, SizeOption } from "~/catalogue/sizes";
import { jsonColumn } from "../admin/editor/record-row.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// The price sheets she names herself (decision 054): shop_price_sheets rows, in her order, read by
// shopCatalogue() (a product on one sells its sizes) and the editors of /admin/prices.

export interface StoredNamedSheet extends NamedPriceSheet {
  readonly version: number;
}

const storedRow = z.object({
  id: z.coerce.number().int(),
  version: z.coerce.number().int(),
  name: z.string(),
  sizes: jsonColumn(
    z.array(z.object({ size: z.string().min(1), cents: z.number().int().positive() })),
    "shop_price_sheets.sizes",
  ),
});

/** The columns the editor writes. */
export const namedSheetColumns = (sheet: { name: string; sizes: readonly SizeOption[] }) => ({
  name: sheet.name,
  sizes: JSON.stringify(sheet.sizes),
});

const selectSheets = (db: Kysely<Database>) => db.selectFrom("shop_price_sheets").selectAll();

/** Every named sheet, in her order (oldest first). */
export async function readNamedSheets(db: Kysely<Database> = sharedDb()): Promise<StoredNamedSheet[]> {
  const rows = await selectSheets(db).orderBy("position").orderBy("id").execute();
  return rows.map((row) => storedRow.parse(row));
}

/** One named sheet, or undefined. */
export async function readNamedSheet(db: Kysely<Database>, id: number): Promise<StoredNamedSheet | undefined> {
  const row = await selectSheets(db).where("id", "=", id).executeTakeFirst();
  return row ? storedRow.parse(row) : undefined;
}

/** The titles of the products whose prices come from sheet `id`, every status, in her order. */
export async function productsOnSheet(db: Kysely<Database>, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom("shop_products")
    .select("title")
    .where("price_sheet_id", "=", id)
    .orderBy("position")
    .execute();
  return rows.map((row) => row.title);
}

/** How many products (every status) take their prices from each sheet, by sheet id; unused sheets absent. */
export async function productCountsBySheet(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("shop_products")
    .select((eb) => ["price_sheet_id", eb.fn.countAll<number>().as("products")])
    .where("price_sheet_id", "is not", null)
    .groupBy("price_sheet_id")
    .execute();
  return new Map(rows.map((row) => [Number(row.price_sheet_id), Number(row.products)]));
}
