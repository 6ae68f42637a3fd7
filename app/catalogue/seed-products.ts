// The products a first start writes to shop_products (decision 050): exactly the /all-products list
// the shop had in code (SPEC §2.7, §9.6), in its order, with its ids, titles, descriptions, bullets,
// photos and price sheets, so every screen, cart id and price of the specification is unchanged.

import { photoAlbum, weddingAlbum, type Album } from "./albums";
import { productInformation } from "./features";
import { floralPrints } from "./floral-prints";
import { landscapePrints } from "./landscape-prints";
import type { PriceSource, ProductRow } from "./product-rows";
import { legacyProducts } from "./single-prints";

/** On the all-products list these are landscape too, beyond the landscape pages' own (SPEC §9.6). */
const ALSO_LANDSCAPE_ON_ALL_PRODUCTS = new Set([
  "mountain-window",
  "red-rock-trails",
  "bryce-canyon-vista",
  "mountain-village",
]);

interface SeedProduct extends ProductRow {
  /** The priced product behind the row, the same on every screen that sells it ("floral/pink-peonies"). */
  readonly productKey: string;
}

const row = (
  data: Omit<SeedProduct, "photoId" | "ownSizes" | "priceSheetId" | "status" | "information">,
): SeedProduct => ({
  ...data,
  information:
    data.priceSource === "photo-album" || data.priceSource === "wedding-album"
      ? productInformation.albums
      : productInformation.prints,
  photoId: null,
  ownSizes: [],
  priceSheetId: null,
  status: "published",
});

const albumRow = (id: string, album: Album, priceSource: PriceSource) =>
  row({
    id,
    category: "Signature Albums",
    productKey: album.productKey,
    title: album.title,
    description: album.description,
    imageKey: album.imageKey,
    priceSource,
  });

function legacyRow(id: string, legacyId: number) {
  const legacy = legacyProducts.find((p) => p.id === legacyId);
  if (!legacy) throw new Error(`No legacy product ${legacyId}`);
  return row({
    id,
    category: "Floral Prints",
    productKey: `legacy/${legacyId}`,
    title: legacy.title.replace(/ Print$/, ""),
    description: legacy.description,
    imageKey: legacy.imageKey,
    priceSource: "prints",
  });
}

const seeded: readonly SeedProduct[] = [
  albumRow("signature-album-1", photoAlbum, "photo-album"),
  albumRow("signature-album-2", weddingAlbum, "wedding-album"),
  legacyRow("garden-roses", 1),
  legacyRow("vintage-peonies", 2),
  ...floralPrints.map((print) =>
    row({
      id: print.id,
      category: "Floral Prints",
      productKey: `floral/${print.id}`,
      title: print.title,
      description: print.summary,
      imageKey: `prints/floral/${print.id}`,
      priceSource: print.orientation === "landscape" ? "prints-landscape" : "prints",
    }),
  ),
  ...landscapePrints.map((print) =>
    row({
      id: print.id,
      category: "Landscape Prints",
      productKey: `landscape/${print.id}`,
      title: print.allProducts?.title ?? print.title,
      description: print.allProducts?.description ?? print.description,
      imageKey: `prints/landscape/${print.id}`,
      priceSource:
        print.orientation === "landscape" || ALSO_LANDSCAPE_ON_ALL_PRODUCTS.has(print.id)
          ? "prints-landscape"
          : "prints",
    }),
  ),
];

/** The rows a first start writes, in display order. */
export const seedProductRows: readonly ProductRow[] = seeded.map(({ productKey: _key, ...rest }) => rest);

const SEED_PRODUCT_KEYS = new Map(seeded.map((p) => [p.id, p.productKey]));

/**
 * The priced product a row sells: a seeded product keeps the key its print flow or album page sells
 * it under (so a floral print is one product on both screens); one she adds is "product/{id}".
 */
export const productKeyOf = (id: string): string => SEED_PRODUCT_KEYS.get(id) ?? `product/${id}`;
