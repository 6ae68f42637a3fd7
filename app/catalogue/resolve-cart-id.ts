// Reads any cart id back to its product, size and catalogue price. The server
// prices checkout with this and never with the price string the browser sends.

import { photoAlbum, weddingAlbum, type Album } from "./albums";
import { resolveProduct } from "./all-products";
import type { CartIdPattern } from "./cart-ids";
import { resolvePrint, type PrintItem } from "./print-flows";
import { findSize } from "./sizes";

export interface CartLine {
  readonly cartId: string;
  readonly pattern: CartIdPattern;
  /** The priced product, the same on every screen that sells it, e.g. "album/photo". */
  readonly productKey: string;
  /** Canonical title for order lines (the size is separate). */
  readonly title: string;
  /** The title the cart item carries, as the adding page names it (SPEC §3). */
  readonly cartTitle: string;
  readonly size: string;
  readonly unitCents: number;
  readonly imageKey: string;
  readonly isAlbum: boolean;
}

type Line = Omit<CartLine, "cartId" | "pattern">;

function fromPrint(item: PrintItem | undefined, size: string): Line | undefined {
  const option = item && findSize(item.sizes, size);
  if (!item || !option) return undefined;
  return {
    productKey: item.productKey,
    title: item.title,
    cartTitle: item.title,
    size: option.size,
    unitCents: option.cents,
    imageKey: item.imageKey,
    isAlbum: item.isAlbum,
  };
}

function fromAlbum(album: Album, size: string, cartTitle: (name: string | undefined) => string): Line | undefined {
  const option = findSize(album.sizes, size);
  if (!option) return undefined;
  return {
    productKey: album.productKey,
    title: album.title,
    cartTitle: cartTitle(option.name),
    size: option.size,
    unitCents: option.cents,
    imageKey: album.imageKey,
    isAlbum: true,
  };
}

const LANDSCAPE_PRINT = "landscape-print-";

// Each pattern claims only its own prefixes, so their order changes no result except
// between floral and product-detail ids, which are the same product at the same price.
const resolvers: Readonly<Record<CartIdPattern, (prefix: string, size: string) => Line | undefined>> = {
  "landscape-print": (prefix, size) =>
    prefix.startsWith(LANDSCAPE_PRINT)
      ? fromPrint(resolvePrint("landscape", prefix.slice(LANDSCAPE_PRINT.length)), size)
      : undefined,
  floral: (prefix, size) => fromPrint(resolvePrint("floral", prefix), size),
  "tulip-print": (prefix, size) => (prefix === "tulip-print" ? fromPrint(resolvePrint("tulip"), size) : undefined),
  "legacy-product": (prefix, size) => {
    // Only the id a builder writes ("product-3"), never "product-03" or "product-0".
    const match = /^product-([1-9]\d*)$/.exec(prefix);
    return match ? fromPrint(resolvePrint("legacy", match[1]), size) : undefined;
  },
  "golden-coast": (prefix, size) =>
    prefix === "landscape-print" ? fromPrint(resolvePrint("golden-coast"), size) : undefined,
  "product-detail": (prefix, size) => {
    const product = resolveProduct(prefix);
    const option = product && findSize(product.sizes, size);
    if (!product || !option) return undefined;
    return {
      productKey: product.productKey,
      title: product.title,
      cartTitle: product.cartTitle(option.size),
      size: option.size,
      unitCents: option.cents,
      imageKey: product.imageKey,
      isAlbum: product.isAlbum,
    };
  },
  "photo-album": (prefix, size) =>
    prefix === "photo-album" ? fromAlbum(photoAlbum, size, () => `${size} Signature Photo Album`) : undefined,
  "wedding-album": (prefix, size) =>
    prefix === "wedding-album"
      ? fromAlbum(weddingAlbum, size, (name) => (name ? `${weddingAlbum.title} – ${name}` : weddingAlbum.title))
      : undefined,
  "signature-wedding-album": (prefix, size) =>
    prefix === "signature-wedding-album"
      ? fromAlbum(weddingAlbum, size, () => `${size} Signature Wedding Album`)
      : undefined,
};

const patterns = Object.keys(resolvers) as CartIdPattern[];

/** `{anything}-{W}x{H}`: the size is always the last dash-separated segment. */
const CART_ID = /^(.+)-(\d+x\d+)$/;

/**
 * The product, size and price behind a cart id of any of the nine patterns of
 * SPEC §3, or undefined for an unknown id or a size that product does not come in.
 * `pattern` restricts the reading to one pattern: a floral id such as
 * "pink-peonies-8x10" is also a product-detail id, and the two carry different
 * cart titles ("Pink Peonies" / "Pink Peonies (8x10)").
 */
export function resolveCartId(cartId: string, pattern?: CartIdPattern): CartLine | undefined {
  const match = CART_ID.exec(cartId);
  if (!match) return undefined;
  const [, prefix = "", size = ""] = match;
  for (const candidate of pattern ? [pattern] : patterns) {
    const line = resolvers[candidate](prefix, size);
    if (line) return { cartId, pattern: candidate, ...line };
  }
  return undefined;
}

/** For pages adding an id they just built: an unknown id here is a programming error. */
export function requireCartLine(cartId: string, pattern?: CartIdPattern): CartLine {
  const line = resolveCartId(cartId, pattern);
  if (!line) throw new Error(`Unknown cart id: ${cartId}`);
  return line;
}
