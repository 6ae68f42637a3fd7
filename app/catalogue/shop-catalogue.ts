// The shop at one set of prices: every print flow, product, album and offer built from her three
// price sheets (decision 049). The server builds it from the database's sheets
// (app/server/shop/shop-catalogue.server.ts) and every loader, /cart and checkout price from it;
// `seedCatalogue` is the shop at the prices a first start seeds (DECISIONS §2).

import { pricedAlbums, type Album } from "./albums";
import { buildAllProducts, resolveProduct, type CatalogueProduct } from "./all-products";
import { buildOfferBook, type OfferBook } from "./find-offer";
import { buildPrintCarousel, type PrintCarousel } from "./home-carousel";
import type { PrintFlowId } from "./print-flow-ids";
import { buildPrintFlows, resolvePrint, type PrintFlows, type PrintItem } from "./print-flows";
import {
  customSizesNoteFor,
  type AlbumExtra,
  printSizesFrom,
  seedPriceSheets,
  type PrintOrientation,
  type PriceSheets,
  type SizeOption,
} from "./sizes";

export interface ShopCatalogue extends OfferBook {
  readonly sheets: PriceSheets;
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

export function buildShopCatalogue(sheets: PriceSheets): ShopCatalogue {
  const printSizes = printSizesFrom(sheets.prints);
  const albums = pricedAlbums(sheets);
  const printFlows = buildPrintFlows({ printSizes, photoAlbum: albums.photoAlbum });
  const allProducts = buildAllProducts({ printSizes, ...albums });
  return {
    sheets,
    printSizes,
    galleryPrintSizes: printSizes.portrait,
    ...albums,
    weddingAlbumExtras: sheets.weddingAlbumExtras,
    printFlows,
    allProducts,
    ...buildOfferBook(printFlows, allProducts, albums),
    printCarousel: buildPrintCarousel(printFlows, albums),
    customSizesNote: customSizesNoteFor(sheets.prints),
    resolvePrint: (flow, id) => resolvePrint(flow, id, printFlows),
    resolveProduct: (id) => resolveProduct(id, allProducts),
  };
}

/** The shop at the prices a first start seeds. */
export const seedCatalogue: ShopCatalogue = buildShopCatalogue(seedPriceSheets);
