import type { Kysely } from "kysely";
import { z } from "zod";
import { buildShopCatalogue, type ShopCatalogue } from "~/catalogue/shop-catalogue";
import { seedPriceSheets, type PriceSheets } from "~/catalogue/sizes";
import {
  isPriceSheetField,
  parsePriceSheetsDraft,
  priceSheetsChangeSummary,
  priceSheetsDraftSchema,
  type PriceSheetsDraft,
} from "~/shared/shop/price-sheets.schema";
import { nestForm } from "../admin/editor/form-draft.server";
import { parsedForm } from "../admin/editor/form-values.server";
import { insertSeedRow, jsonColumn, readSeededRow, recordRowSave } from "../admin/editor/record-row.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { readNamedSheets } from "./named-price-sheets.server";
import { productImages, readProducts } from "./shop-products.server";

// The shop's prices (decision 049): her three price sheets, one shop_prices row seeded on first start
// with DECISIONS §2's prices and edited in /admin/prices. Every shop page, /cart, the home page's
// print carousel and checkout price from `shopCatalogue()`, the catalogue built from that row.

export const SHOP_PRICES_ID = 1;

const columns = (sheets: PriceSheets) => ({
  prints: JSON.stringify(sheets.prints),
  photo_album: JSON.stringify(sheets.photoAlbum),
  wedding_album: JSON.stringify(sheets.weddingAlbum),
  wedding_album_extras: JSON.stringify(sheets.weddingAlbumExtras),
});

/** Inserts the seeded sheets unless the row exists (first start); safe to call on every start. */
export async function ensureShopPrices(db: Kysely<Database> = sharedDb()) {
  await insertSeedRow(db, "shop_prices", SHOP_PRICES_ID, columns(seedPriceSheets));
}

// Keys in the order the editor's schema writes them, so "what changed" compares like with like.
const cents = z.number().int().positive();
const printSize = z.object({ size: z.string().min(1), cents });
const albumSize = z.object({ size: z.string().min(1), name: z.string().optional(), cents, pages: cents });
const albumExtra = z.object({ title: z.string().min(1), cents, unit: z.string().optional() });
const json = <T extends z.ZodType>(schema: T, column: string) => jsonColumn(schema, `shop_prices.${column}`);
const storedRow = z.object({
  version: z.coerce.number().int(),
  prints: json(z.array(printSize).min(1), "prints"),
  photo_album: json(z.array(albumSize).min(1), "photo_album"),
  wedding_album: json(z.array(albumSize).min(1), "wedding_album"),
  wedding_album_extras: json(z.array(albumExtra), "wedding_album_extras"),
});

export interface StoredPriceSheets {
  sheets: PriceSheets;
  version: number;
}

export async function readPriceSheets(db: Kysely<Database> = sharedDb()): Promise<StoredPriceSheets> {
  const row = storedRow.parse(await readSeededRow(db, "shop_prices", SHOP_PRICES_ID, ensureShopPrices));
  return {
    version: row.version,
    sheets: {
      prints: row.prints,
      photoAlbum: row.photo_album,
      weddingAlbum: row.wedding_album,
      weddingAlbumExtras: row.wedding_album_extras,
    },
  };
}

// The catalogue of the sheets and products last read, rebuilt only when any of them changes: building
// it is pure work over ~40 products, reading them a primary-key query and two ordered scans.
let built: { key: string; catalogue: ShopCatalogue } | undefined;

/** The shop at her current prices, selling her current products. */
export async function shopCatalogue(db: Kysely<Database> = sharedDb()): Promise<ShopCatalogue> {
  const [{ sheets }, stored, storedNamed] = await Promise.all([
    readPriceSheets(db),
    readProducts(db),
    readNamedSheets(db),
  ]);
  const products = stored.map(({ version: _v, position: _p, ...row }) => row);
  const named = storedNamed.map(({ version: _v, ...sheet }) => sheet);
  const images = await productImages(db, products);
  const key = JSON.stringify([sheets, named, products, [...images.values()].map((image) => image.src)]);
  if (built?.key !== key) built = { key, catalogue: buildShopCatalogue(sheets, products, images, named) };
  return built.catalogue;
}

/** The posted form as a draft (nothing checked yet, every value as typed). */
export function priceSheetsDraftFromForm(form: FormData): PriceSheetsDraft {
  return priceSheetsDraftSchema.parse(nestForm(form, isPriceSheetField));
}

/** Validates the draft and saves the three sheets if nobody saved since the form was loaded. */
export const savePriceSheets = recordRowSave({
  table: "shop_prices",
  id: SHOP_PRICES_ID,
  area: "Prices",
  notice: "Saved: the shop, your home page's print carousel and new orders use the new prices now.",
  check: (draft: PriceSheetsDraft) => parsedForm(parsePriceSheetsDraft(draft)),
  read: readPriceSheets,
  columns,
  summary: (before, after) => priceSheetsChangeSummary(before.sheets, after),
});
