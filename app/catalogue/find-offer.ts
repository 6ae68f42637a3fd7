// The one look-up of an offer: by the page that sells it (flow, product, size) or by the cart id a
// visitor's cart holds. Loaders, /cart's price table, checkout repricing and order lines all ask here,
// so a price travels from the catalogue once and no cart id is ever parsed back apart.

import { photoAlbum, weddingAlbum, type Album, type Albums } from "./albums";
import { allProducts, resolveProduct, type CatalogueProduct } from "./all-products";
import { photoAlbumCartId, signatureWeddingAlbumCartId, weddingAlbumCartId } from "./cart-ids";
import { offersOf, type Offer, type OfferFlow } from "./offer";
import { printFlowIds, type PrintFlowId } from "./print-flow-ids";
import { printFlows, resolvePrint, type PrintFlows } from "./print-flows";
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

export type AlbumPageOffers = Readonly<Record<AlbumPageFlow, readonly Offer[]>>;

/** /photo-albums, /wedding-albums and /signature-wedding-albums: one offer per album size. */
function buildAlbumPageOffers({ photoAlbum, weddingAlbum }: Albums): AlbumPageOffers {
  return {
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
}

const isPrintFlow = (flow: OfferFlow): flow is PrintFlowId => (printFlowIds as readonly string[]).includes(flow);

export type OfferQuery =
  | { readonly flow: OfferFlow; readonly product?: string; readonly size: string | undefined }
  | { readonly cartId: string };

/** Every offer of one priced catalogue, and the one way to look one up. */
export interface OfferBook {
  readonly albumPageOffers: AlbumPageOffers;
  /**
   * The offer a page sells (flow, its route's product id, size) or a cart holds (cart id), or
   * undefined: an unknown product, a size it does not come in, an id no page builds.
   */
  findOffer(query: OfferQuery): Offer | undefined;
  /** Every offer a cart may hold, once per cart id: /cart's price table. */
  everyCartOffer(): readonly Offer[];
}

export function buildOfferBook(flows: PrintFlows, products: readonly CatalogueProduct[], albums: Albums): OfferBook {
  const albumPageOffers = buildAlbumPageOffers(albums);
  const productOffers = (flow: OfferFlow, product: string | undefined): readonly Offer[] | undefined => {
    if (isPrintFlow(flow)) return resolvePrint(flow, product, flows)?.offers;
    if (flow === "product-detail") return resolveProduct(product, products)?.offers;
    return albumPageOffers[flow];
  };
  // Every offer by cart id, the print flows' first: a floral id ("pink-peonies-8x10") is also a
  // /product-detail id, the same product at the same price, and keeps the title the floral pages give it.
  let byCartId: ReadonlyMap<string, Offer> | undefined;
  const cartIdIndex = (): ReadonlyMap<string, Offer> => {
    if (byCartId) return byCartId;
    const index = new Map<string, Offer>();
    const all = [
      ...printFlowIds.flatMap((flow) => flows[flow].items.flatMap((item) => item.offers)),
      ...products.flatMap((product) => product.offers),
      ...Object.values(albumPageOffers).flat(),
    ];
    for (const offer of all) if (!index.has(offer.cartId)) index.set(offer.cartId, offer);
    byCartId = index;
    return index;
  };
  return {
    albumPageOffers,
    findOffer(query) {
      if ("cartId" in query) return cartIdIndex().get(query.cartId);
      return productOffers(query.flow, query.product)?.find((offer) => offer.size === query.size);
    },
    everyCartOffer: () => [...cartIdIndex().values()],
  };
}

const seedOffers = buildOfferBook(printFlows, allProducts, { photoAlbum, weddingAlbum });

export const findOffer = seedOffers.findOffer;
export const everyCartOffer = seedOffers.everyCartOffer;
