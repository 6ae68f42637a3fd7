// /all-products and /product-detail/{id} (SPEC §2.7): one list, titled and sized
// as that screen shows it, priced from the same tables as every other screen.

import { photoAlbum as seedPhotoAlbum, weddingAlbum as seedWeddingAlbum, type Album, type Albums } from "./albums";
import { productDetailCartId } from "./cart-ids";
import { productInformation } from "./features";
import { floralPrints } from "./floral-prints";
import { landscapePrints } from "./landscape-prints";
import { legacyProducts } from "./single-prints";
import { offersOf, type Offer, type ProductCategory } from "./offer";
import { printSizes as seedPrintSizes, startingCents, type PrintOrientation, type SizeOption } from "./sizes";

export interface CatalogueProduct {
  readonly id: string;
  readonly category: ProductCategory;
  readonly productKey: string;
  readonly title: string;
  readonly description: string;
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

/** On the all-products list these are landscape too, beyond the landscape pages' own (SPEC §9.6). */
const ALSO_LANDSCAPE_ON_ALL_PRODUCTS = new Set([
  "mountain-window",
  "red-rock-trails",
  "bryce-canyon-vista",
  "mountain-village",
]);

type ProductData = Omit<CatalogueProduct, "startingCents" | "information" | "path" | "offers">;

function product(data: ProductData): CatalogueProduct {
  return {
    ...data,
    startingCents: startingCents(data.sizes),
    information: data.isAlbum ? productInformation.albums : productInformation.prints,
    path: `/product-detail/${data.id}`,
    offers: offersOf({ ...data, flow: "product-detail" }, data.sizes, ({ size }) => ({
      cartId: productDetailCartId(data.id, size),
      cartTitle: `${data.title} (${size})`,
    })),
  };
}

function albumProduct(id: string, album: Album): CatalogueProduct {
  return product({
    id,
    category: "Signature Albums",
    productKey: album.productKey,
    title: album.title,
    description: album.description,
    imageKey: album.imageKey,
    sizes: album.sizes,
    isAlbum: true,
  });
}

function legacyPrint(portrait: readonly SizeOption[], id: string, legacyId: number): CatalogueProduct {
  const legacy = legacyProducts.find((p) => p.id === legacyId);
  if (!legacy) throw new Error(`No legacy product ${legacyId}`);
  return product({
    id,
    category: "Floral Prints",
    productKey: `legacy/${legacyId}`,
    title: legacy.title.replace(/ Print$/, ""),
    description: legacy.description,
    imageKey: legacy.imageKey,
    sizes: portrait,
    isAlbum: false,
  });
}

function landscapeOrientation(id: string, own: PrintOrientation): PrintOrientation {
  return ALSO_LANDSCAPE_ON_ALL_PRODUCTS.has(id) ? "landscape" : own;
}

export interface ProductPrices extends Albums {
  readonly printSizes: Readonly<Record<PrintOrientation, readonly SizeOption[]>>;
}

/** The all-products list, in display order, priced from `prices`. */
export function buildAllProducts({ printSizes, photoAlbum, weddingAlbum }: ProductPrices): readonly CatalogueProduct[] {
  return [
    albumProduct("signature-album-1", photoAlbum),
    albumProduct("signature-album-2", weddingAlbum),
    legacyPrint(printSizes.portrait, "garden-roses", 1),
    legacyPrint(printSizes.portrait, "vintage-peonies", 2),
    ...floralPrints.map((print) =>
      product({
        id: print.id,
        category: "Floral Prints",
        productKey: `floral/${print.id}`,
        title: print.title,
        description: print.summary,
        imageKey: `prints/floral/${print.id}`,
        sizes: printSizes[print.orientation],
        isAlbum: false,
      }),
    ),
    ...landscapePrints.map((print) =>
      product({
        id: print.id,
        category: "Landscape Prints",
        productKey: `landscape/${print.id}`,
        title: print.allProducts?.title ?? print.title,
        description: print.allProducts?.description ?? print.description,
        imageKey: `prints/landscape/${print.id}`,
        sizes: printSizes[landscapeOrientation(print.id, print.orientation)],
        isAlbum: false,
      }),
    ),
  ];
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
