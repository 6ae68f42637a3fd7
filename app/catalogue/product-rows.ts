// The shop's products as the database keeps them (shop_products, decision 050): one row per product
// of /all-products and /product-detail/{id}, in her order, with where its sizes and prices come from.
// seed-products.ts holds the rows a first start writes: exactly the list the shop had in code.

import type { SizeOption } from "./sizes";

/**
 * One of the shop's price sheets (portrait or landscape prints, the two albums), a sheet she named
 * herself ("sheet", with its id in priceSheetId; decision 054), or the product's own list.
 */
export const priceSources = ["prints", "prints-landscape", "photo-album", "wedding-album", "sheet", "own"] as const;
export type PriceSource = (typeof priceSources)[number];

/** published: listed and sold · hidden: put away for now · retired: no longer sold (kept on past orders). */
export const productStatuses = ["published", "hidden", "retired"] as const;
export type ProductStatus = (typeof productStatuses)[number];

export interface ProductRow {
  /** The URL slug of /product-detail/{id}: cart ids are built from it, so it never changes. */
  readonly id: string;
  readonly category: string;
  readonly title: string;
  readonly description: string;
  /** The "Product Information" bullets. */
  readonly information: readonly string[];
  /** A built-in photo ("prints/floral/pink-peonies"), or null when a library photo is chosen. */
  readonly imageKey: string | null;
  /** A Photos library photo (media_photos.id), or null. */
  readonly photoId: number | null;
  readonly priceSource: PriceSource;
  /** The sizes and prices when priceSource is "own" (else empty). */
  readonly ownSizes: readonly SizeOption[];
  /** Her named price sheet (shop_price_sheets.id) when priceSource is "sheet", else null. */
  readonly priceSheetId: number | null;
  readonly status: ProductStatus;
}

/** The picture key of a product: its built-in photo, or `library/{id}` (how libraryImage() keys one). */
export const productImageKey = (row: Pick<ProductRow, "imageKey" | "photoId">): string =>
  row.photoId !== null ? `library/${row.photoId}` : (row.imageKey ?? "");

export const isListed = (row: Pick<ProductRow, "status">): boolean => row.status === "published";

export const isAlbumSource = (source: PriceSource): boolean => source === "photo-album" || source === "wedding-album";
