import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import { priceSources, productStatuses, type ProductRow } from "~/catalogue/product-rows";
import { seedProductRows } from "~/catalogue/seed-products";
import type { ResolvedImage } from "~/images/types";
import { jsonColumn } from "../admin/editor/record-row.server";
import { readyImages } from "../content/home-media.server";
import { db as sharedDb } from "../db/db.server";
import type { Database, ShopProductsTable } from "../db/schema";

// Her products (decision 050): the shop_products rows, seeded on first start with the list the shop
// had in code, read in her order by shopCatalogue() and the product editor.

/** The columns of a row, as written by the seed and the editor. */
export const productColumns = (row: ProductRow) => ({
  category: row.category,
  title: row.title,
  description: row.description,
  information: JSON.stringify(row.information),
  image_key: row.photoId !== null ? null : row.imageKey,
  photo_id: row.photoId,
  price_source: row.priceSource,
  own_sizes: JSON.stringify(row.priceSource === "own" ? row.ownSizes : []),
  price_sheet_id: row.priceSource === "sheet" ? row.priceSheetId : null,
  status: row.status,
});

/**
 * Writes the seeded products when the table is empty (first start). Safe on every start and by
 * several instances at once; a product she deleted later is not written again while others remain.
 */
export async function ensureShopProducts(db: Kysely<Database> = sharedDb()) {
  const any = await db.selectFrom("shop_products").select("id").limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto("shop_products")
    .values(seedProductRows.map((row, position) => ({ id: row.id, position, ...productColumns(row) })))
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

const storedRow = z.object({
  id: z.string(),
  version: z.coerce.number().int(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  information: jsonColumn(z.array(z.string()), "shop_products.information"),
  image_key: z.string().nullable(),
  photo_id: z.coerce.number().int().nullable(),
  price_source: z.enum(priceSources),
  own_sizes: jsonColumn(
    z.array(z.object({ size: z.string().min(1), cents: z.number().int().positive() })),
    "shop_products.own_sizes",
  ),
  price_sheet_id: z.coerce.number().int().nullable(),
  position: z.coerce.number().int(),
  status: z.enum(productStatuses),
});

export interface StoredProduct extends ProductRow {
  readonly version: number;
  readonly position: number;
}

export function storedProduct(row: Selectable<ShopProductsTable>): StoredProduct {
  const r = storedRow.parse(row);
  return {
    id: r.id,
    version: r.version,
    position: r.position,
    category: r.category,
    title: r.title,
    description: r.description,
    information: r.information,
    imageKey: r.image_key,
    photoId: r.photo_id,
    priceSource: r.price_source,
    ownSizes: r.own_sizes,
    priceSheetId: r.price_sheet_id,
    status: r.status,
  };
}

const selectProducts = (db: Kysely<Database>) =>
  db.selectFrom("shop_products").selectAll().orderBy("position").orderBy("id").execute();

/** Every product, every status, in her order (seeded first when the table is empty). */
export async function readProducts(db: Kysely<Database> = sharedDb()): Promise<StoredProduct[]> {
  let rows = await selectProducts(db);
  if (rows.length === 0) {
    await ensureShopProducts(db);
    rows = await selectProducts(db);
  }
  return rows.map(storedProduct);
}

/** One product by its id, or undefined. */
export async function readProduct(db: Kysely<Database>, id: string): Promise<StoredProduct | undefined> {
  const row = await db.selectFrom("shop_products").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? storedProduct(row) : undefined;
}

/** The ready library photos of `products`, by the image key the catalogue gives them ("library/12"). */
export async function productImages(
  db: Kysely<Database>,
  products: readonly ProductRow[],
): Promise<Map<string, ResolvedImage>> {
  const ids = products.flatMap((p) => (p.photoId === null ? [] : [p.photoId]));
  if (ids.length === 0) return new Map();
  const images = await readyImages(db, ids);
  return new Map([...images].map(([id, image]) => [`library/${id}`, image]));
}
