import { photoAlbumFeatures, weddingAlbumFeatures } from "./features";
import { seedPriceSheets, type AlbumExtra, type AlbumSizeOption, type PriceSheets } from "./sizes";

export interface Album {
  /** Also its product key: the same album is one product on every screen. */
  readonly productKey: string;
  readonly title: string;
  readonly description: string;
  readonly imageKey: string;
  readonly sizes: readonly AlbumSizeOption[];
  readonly features: readonly string[];
  readonly productionTime: string;
}

/** /photo-albums, /product/3 and /product-detail/signature-album-1. */
const photoAlbumText: Omit<Album, "sizes"> = {
  productKey: "album/photo",
  title: "Signature Photo Album",
  description:
    "A lay-flat album designed around your session, so your favorite images live somewhere you can hold. Printed on archival photo paper and made to be looked through for years.",
  imageKey: "albums/photo-album",
  features: photoAlbumFeatures,
  productionTime: "2-3 weeks",
};

/** /wedding-albums, /signature-wedding-albums and /product-detail/signature-album-2. */
const weddingAlbumText: Omit<Album, "sizes"> = {
  productKey: "album/wedding",
  title: "Signature Wedding Album",
  description:
    "Your wedding day told from beginning to end in a handcrafted lay-flat heirloom. Designed page by page from your gallery, so the story reads the way the day felt.",
  imageKey: "albums/wedding-album",
  features: weddingAlbumFeatures,
  productionTime: "4-6 weeks",
};

export interface Albums {
  readonly photoAlbum: Album;
  readonly weddingAlbum: Album;
}

/** The two albums at the sizes and prices of their price sheets. */
export function pricedAlbums(sheets: Pick<PriceSheets, "photoAlbum" | "weddingAlbum">): Albums {
  return {
    photoAlbum: { ...photoAlbumText, sizes: sheets.photoAlbum },
    weddingAlbum: { ...weddingAlbumText, sizes: sheets.weddingAlbum },
  };
}

/** The albums at their seeded prices. */
export const { photoAlbum, weddingAlbum } = pricedAlbums(seedPriceSheets);

export type { AlbumExtra } from "./sizes";

/** "Additional Products & Services" on /wedding-albums at their seeded prices (display only). */
export const weddingAlbumExtras: readonly AlbumExtra[] = seedPriceSheets.weddingAlbumExtras;
