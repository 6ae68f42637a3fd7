// The shop at one set of prices: every print flow, product, album and offer built from her three
// price sheets (decision 049) and her products (decision 050). The server builds it from the database's sheets
// (app/server/shop/shop-catalogue.server.ts) and every loader, /cart and checkout price from it;
// `seedCatalogue` is the shop at the prices a first start seeds (DECISIONS §2).

import type { ResolvedImage } from "~/images/types";
import { pricedAlbums, type Album } from "./albums";
import { buildAllProducts, resolveProduct, type CatalogueProduct } from "./all-products";
import { buildOfferBook, type OfferBook } from "./find-offer";
import { buildPrintCarousel, type PrintCarousel } from "./home-carousel";
import type { PrintFlowId } from "./print-flow-ids";
import type { ProductRow } from "./product-rows";
import { seedProductRows } from "./seed-products";
import { carouselWithout, unlistedProductKeys, withoutUnlisted } from "./unlisted-prints";
import { buildPrintFlows, resolvePrint, type PrintFlows, type PrintItem } from "./print-flows";
import {
  customSizesNoteFor,
  type AlbumExtra,
  printSizesFrom,
  seedPriceSheets,
  type PrintOrientation,
  type NamedPriceSheet,
  type PriceSheets,
  type SizeOption,
} from "./sizes";

export interface ShopCatalogue extends OfferBook {
  readonly sheets: PriceSheets;
  /** The price sheets she named herself, in her order (decision 054). */
  readonly namedSheets: readonly NamedPriceSheet[];
  /** Her products, every status, in her order (the rows the catalogue was built from). */
  readonly products: readonly ProductRow[];
  /** The library photos her products show, by image key ("library/12"): only ready ones. */
  readonly libraryImages: ReadonlyMap<string, ResolvedImage>;
  readonly printSizes: Readonly<Record<PrintOrientation, readonly SizeOption[]>>;
  /** A client-gallery photo is printed at the prints' sizes and prices. */
  readonly galleryPrintSizes: readonly SizeOption[];
  readonly photoAlbum: Album;
  readonly weddingAlbum: Album;
  /** "Additional Products & Services" on /wedding-albums (display only). */
  readonly weddingAlbumExtras: readonly AlbumExtra[];
  readonly printFlows: PrintFlows;
  readonly allProducts: readonly CatalogueProduct[];
  readonly printCarousel: PrintCarousel;
  readonly customSizesNote: ReturnType<typeof customSizesNoteFor>;
  resolvePrint(flow: PrintFlowId, id?: string): PrintItem | undefined;
  resolveProduct(id: string | undefined): CatalogueProduct | undefined;
}

/**
 * The shop at `sheets`' prices (and her `namedSheets`') selling `products` (the rows as stored: every
 * status, in her order).
 */
export function buildShopCatalogue(
  sheets: PriceSheets,
  products: readonly ProductRow[] = seedProductRows,
  libraryImages: ReadonlyMap<string, ResolvedImage> = new Map(),
  namedSheets: readonly NamedPriceSheet[] = [],
): ShopCatalogue {
  const printSizes = printSizesFrom(sheets.prints);
  const albums = pricedAlbums(sheets);
  const everyFlow = buildPrintFlows({ printSizes, photoAlbum: albums.photoAlbum });
  const printFlows = withoutUnlisted(everyFlow, unlistedProductKeys(products));
  // A product whose library photo is not ready (still processing, or deleted) waits off the list.
  const shown = products.filter((row) => row.photoId === null || libraryImages.has(`library/${row.photoId}`));
  const named = new Map(namedSheets.map((sheet) => [sheet.id, sheet.sizes]));
  const allProducts = buildAllProducts({ printSizes, ...albums, namedSheets: named }, shown);
  return {
    sheets,
    namedSheets,
    products,
    libraryImages,
    printSizes,
    galleryPrintSizes: printSizes.portrait,
    ...albums,
    weddingAlbumExtras: sheets.weddingAlbumExtras,
    printFlows,
    allProducts,
    ...buildOfferBook(printFlows, allProducts, albums),
    printCarousel: carouselWithout(buildPrintCarousel(everyFlow, albums), everyFlow, printFlows),
    customSizesNote: customSizesNoteFor(sheets.prints),
    resolvePrint: (flow, id) => resolvePrint(flow, id, printFlows),
    resolveProduct: (id) => resolveProduct(id, allProducts),
  };
}

/** The shop at the prices a first start seeds. */
export const seedCatalogue: ShopCatalogue = buildShopCatalogue(seedPriceSheets);
