// The one look-up of an offer: by the page that sells it (flow, product, size) or by the cart id a
// visitor's cart holds. Loaders, /cart's price table, checkout repricing and order lines all ask here,
// so a price travels from the catalogue once and no cart id is ever parsed back apart.

import { photoAlbum, weddingAlbum, type Album } from "./albums";
import { allProducts, resolveProduct } from "./all-products";
import { photoAlbumCartId, signatureWeddingAlbumCartId, weddingAlbumCartId } from "./cart-ids";
import { offersOf, type Offer, type OfferFlow } from "./offer";
import { printFlowIds, type PrintFlowId } from "./print-flow-ids";
import { printFlows, resolvePrint } from "./print-flows";
import type { AlbumSizeOption } from "./sizes";

export type AlbumPageFlow = Extract<OfferFlow, "photo-album" | "wedding-album" | "signature-wedding-album">;

function albumOffers(
  flow: AlbumPageFlow,
  album: Album,
  cartId: (size: string) => string,
  cartTitle: (option: AlbumSizeOption) => string,
): Offer[] {
  const { productKey, imageKey } = album;
  return offersOf({ flow, productKey, imageKey, category: "Signature Albums" }, album.sizes, (option) => ({
    cartId: cartId(option.size),
    cartTitle: cartTitle(option),
  }));
}

/** /photo-albums, /wedding-albums and /signature-wedding-albums: one offer per album size. */
export const albumPageOffers: Readonly<Record<AlbumPageFlow, readonly Offer[]>> = {
  "photo-album": albumOffers(
    "photo-album",
    photoAlbum,
    photoAlbumCartId,
    ({ size }) => `${size} Signature Photo Album`,
  ),
  "wedding-album": albumOffers("wedding-album", weddingAlbum, weddingAlbumCartId, ({ name }) =>
    name ? `${weddingAlbum.title} – ${name}` : weddingAlbum.title,
  ),
  "signature-wedding-album": albumOffers(
    "signature-wedding-album",
    weddingAlbum,
    signatureWeddingAlbumCartId,
    ({ size }) => `${size} Signature Wedding Album`,
  ),
};

const isPrintFlow = (flow: OfferFlow): flow is PrintFlowId => (printFlowIds as readonly string[]).includes(flow);

function productOffers(flow: OfferFlow, product: string | undefined): readonly Offer[] | undefined {
  if (isPrintFlow(flow)) return resolvePrint(flow, product)?.offers;
  if (flow === "product-detail") return resolveProduct(product)?.offers;
  return albumPageOffers[flow];
}

let byCartId: ReadonlyMap<string, Offer> | undefined;

/**
 * Every offer by cart id, the print flows' first: a floral id ("pink-peonies-8x10") is also a
 * /product-detail id, the same product at the same price, and keeps the title the floral pages give it.
 */
function cartIdIndex(): ReadonlyMap<string, Offer> {
  if (byCartId) return byCartId;
  const index = new Map<string, Offer>();
  const all = [
    ...printFlowIds.flatMap((flow) => printFlows[flow].items.flatMap((item) => item.offers)),
    ...allProducts.flatMap((product) => product.offers),
    ...Object.values(albumPageOffers).flat(),
  ];
  for (const offer of all) if (!index.has(offer.cartId)) index.set(offer.cartId, offer);
  byCartId = index;
  return index;
}

export type OfferQuery =
  | { readonly flow: OfferFlow; readonly product?: string; readonly size: string | undefined }
  | { readonly cartId: string };

/**
 * The offer a page sells (flow, its route's product id, size) or a cart holds (cart id), or
 * undefined: an unknown product, a size it does not come in, an id no page builds.
 */
export function findOffer(query: OfferQuery): Offer | undefined {
  if ("cartId" in query) return cartIdIndex().get(query.cartId);
  return productOffers(query.flow, query.product)?.find((offer) => offer.size === query.size);
}

/** Every offer a cart may hold, once per cart id: /cart's price table. */
export function everyCartOffer(): readonly Offer[] {
  return [...cartIdIndex().values()];
}
