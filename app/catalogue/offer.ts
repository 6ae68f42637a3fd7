// The Offer: one product in one size at one price, as every screen of the shop sells it.
// Print flows, /product-detail and the album pages build their offers once (find-offer.ts indexes
// them); pages, /cart, checkout repricing, order lines and structured data all read these.

import type { PrintFlowId } from "./print-flow-ids";
import type { SizeOption } from "./sizes";

/** The categories the shop is seeded with; she adds her own in the product editor (decision 050). */
export const productCategories = ["Signature Albums", "Floral Prints", "Landscape Prints"] as const;

/** A category of /all-products: one of the seeded three or one she typed. */
export type ProductCategory = string;

/** Where an offer is added from: a print flow, /product-detail/{id} or one of the album pages. */
export type OfferFlow = PrintFlowId | "product-detail" | "photo-album" | "wedding-album" | "signature-wedding-album";

export interface Offer {
  readonly flow: OfferFlow;
  /** The priced product, the same on every screen that sells it, e.g. "album/photo". */
  readonly productKey: string;
  readonly size: string;
  /** The catalogue's price: the only one checkout ever charges (DECISIONS §2). */
  readonly cents: number;
  /** SPEC §3's id, as the adding page builds it. */
  readonly cartId: string;
  /** The title the cart item carries, as the adding page names it (SPEC §3). */
  readonly cartTitle: string;
  readonly imageKey: string;
  readonly category: ProductCategory;
}

export const isAlbumOffer = (offer: Pick<Offer, "category">): boolean => offer.category === "Signature Albums";

/** The offers of one product: one per size, named and identified by the page that sells them. */
export function offersOf<T extends SizeOption>(
  product: Pick<Offer, "flow" | "productKey" | "imageKey" | "category">,
  sizes: readonly T[],
  naming: (option: T) => Pick<Offer, "cartId" | "cartTitle">,
): Offer[] {
  const { flow, productKey, imageKey, category } = product;
  return sizes.map((option) => ({
    flow,
    productKey,
    size: option.size,
    cents: option.cents,
    ...naming(option),
    imageKey,
    category,
  }));
}
