// /all-products and /product-detail/{id} (SPEC §2.7): one list, titled and sized
// as that screen shows it, priced from the same tables as every other screen.

import { photoAlbum as seedPhotoAlbum, weddingAlbum as seedWeddingAlbum, type Albums } from "./albums";
import { productDetailCartId } from "./cart-ids";
import { offersOf, type Offer, type ProductCategory } from "./offer";
import { isAlbumSource, isListed, productImageKey, type ProductRow } from "./product-rows";
import { productKeyOf, seedProductRows } from "./seed-products";
import { printSizes as seedPrintSizes, startingCents, type PrintOrientation, type SizeOption } from "./sizes";

export interface CatalogueProduct {
  readonly id: string;
  readonly category: ProductCategory;
  readonly productKey: string;
  readonly title: string;
  readonly description: string;
  /** A built-in photo's key, or "library/{id}" for one of her library photos. */
  readonly imageKey: string;
  /** Album sizes also carry `pages` (and `name` for the wedding album). */
  readonly sizes: readonly SizeOption[];
  /** "Starting at {formatDollars(startingCents)}": the first (lowest) size's price. */
  readonly startingCents: number;
  readonly isAlbum: boolean;
  /** The "Product Information" list. */
  readonly information: readonly string[];
  /** /product-detail/{id} */
  readonly path: string;
  /** One per size, titled "{title} ({size})" as the cart item carries it (SPEC §3). */
  readonly offers: readonly Offer[];
}

export interface ProductPrices extends Albums {
  readonly printSizes: Readonly<Record<PrintOrientation, readonly SizeOption[]>>;
  /** The sizes of the price sheets she named herself, by id (decision 054). */
  readonly namedSheets?: ReadonlyMap<number, readonly SizeOption[]>;
}

/** The sizes a row sells: one of the shop's price sheets, one she named, or its own list. */
function sizesOf(
  row: ProductRow,
  { printSizes, photoAlbum, weddingAlbum, namedSheets }: ProductPrices,
): readonly SizeOption[] {
  switch (row.priceSource) {
    case "prints":
      return printSizes.portrait;
    case "prints-landscape":
      return printSizes.landscape;
    case "photo-album":
      return photoAlbum.sizes;
    case "wedding-album":
      return weddingAlbum.sizes;
    case "sheet":
      return (row.priceSheetId !== null && namedSheets?.get(row.priceSheetId)) || [];
    case "own":
      return row.ownSizes;
  }
}

function product(row: ProductRow, prices: ProductPrices): CatalogueProduct {
  const sizes = sizesOf(row, prices);
  const data = {
    id: row.id,
    category: row.category,
    productKey: productKeyOf(row.id),
    title: row.title,
    description: row.description,
    imageKey: productImageKey(row),
  };
  return {
    ...data,
    sizes,
    startingCents: startingCents(sizes),
    isAlbum: isAlbumSource(row.priceSource),
    information: row.information,
    path: `/product-detail/${row.id}`,
    offers: offersOf({ ...data, flow: "product-detail" }, sizes, ({ size }) => ({
      cartId: productDetailCartId(row.id, size),
      cartTitle: `${row.title} (${size})`,
    })),
  };
}

/**
 * The all-products list her published rows make, in the rows' order, priced from `prices`. A hidden
 * or retired product, or one with no size to sell, is not listed (and its page answers "Product not found").
 */
export function buildAllProducts(
  prices: ProductPrices,
  rows: readonly ProductRow[] = seedProductRows,
): readonly CatalogueProduct[] {
  return rows
    .filter((row) => isListed(row))
    .map((row) => product(row, prices))
    .filter((p) => p.sizes.length > 0);
}

/** The list at its seeded prices: its ids and paths (a page prices from its loader's catalogue). */
export const allProducts = buildAllProducts({
  printSizes: seedPrintSizes,
  photoAlbum: seedPhotoAlbum,
  weddingAlbum: seedWeddingAlbum,
});

/** /product-detail/{id}, or undefined ("Product not found"). */
export function resolveProduct(
  id: string | undefined,
  products: readonly CatalogueProduct[] = allProducts,
): CatalogueProduct | undefined {
  return products.find((p) => p.id === id);
}

/** The "Product not found" state of /product-detail/{id}. */
export const productNotFound = {
  message: "Product not found",
  link: { to: "/all-products", label: "Back to All Products" },
} as const;
