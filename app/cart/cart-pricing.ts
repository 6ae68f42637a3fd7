import { formatPrice } from "~/shared/money";
import type { CartOffers, CartOfferView } from "~/shared/shop/shop-views";
import { sumCents } from "~/shared/money";
import { GALLERY_PRINT_UNAVAILABLE, galleryPrintOfferView } from "~/catalogue/gallery-prints";
import type { SizeOption } from "~/catalogue/sizes";
import { GIFT_CARD_LINE_SIZE, giftCardLineTitle, type GiftCardPurchase } from "~/shared/shop/gift-card-sale";
import type { CartItem } from "./cart-item";

// The cart page prices from the catalogue's offers (its loader's price table), never from the
// display strings it stored: "$1,000.00" is one thousand dollars here (DECISIONS §2 fixes
// SPEC §9.9's comma bug).

export interface PricedCartItem {
  item: CartItem;
  offer: CartOfferView;
}

export interface RepairedCart {
  priced: PricedCartItem[];
  /** Stored lines the catalogue no longer sells (retired products, hand edits). */
  removed: CartItem[];
}

/**
 * Keeps the items the catalogue still sells, with their size and price shown as the
 * catalogue has them; sets aside ids it does not sell, so the page can say so.
 */
export function repairWithCatalogue(
  items: readonly CartItem[],
  offers: CartOffers,
  galleryPrintSizes: readonly SizeOption[],
  giftCardAmounts: readonly number[] = [],
): RepairedCart {
  const repaired: RepairedCart = { priced: [], removed: [] };
  for (const item of items) {
    // A client-gallery print is priced from the prints' price sheet (its photo is checked at checkout);
    // a gift card at its amount while she still sells that amount (decision 051).
    const offer: CartOfferView | undefined = item.giftCard
      ? giftCardOfferView(item.giftCard, giftCardAmounts)
      : Object.hasOwn(offers, item.id)
        ? offers[item.id]
        : galleryPrintOfferView(item.id, galleryPrintSizes);
    if (!offer) {
      repaired.removed.push(item);
      continue;
    }
    repaired.priced.push({
      offer,
      item: {
        ...item,
        size: offer.size,
        price: formatPrice(offer.cents),
        title: offer.giftCard ? offer.title : item.title || offer.title,
      },
    });
  }
  return repaired;
}

function giftCardOfferView(purchase: GiftCardPurchase, amounts: readonly number[]): CartOfferView | undefined {
  if (!amounts.includes(purchase.amountCents)) return undefined;
  const title = giftCardLineTitle(purchase);
  return { size: GIFT_CARD_LINE_SIZE, cents: purchase.amountCents, title, giftCard: true };
}

export function cartTotalCents(priced: readonly PricedCartItem[]): number {
  return sumCents(priced.map(({ item, offer }) => ({ unitCents: offer.cents, quantity: item.quantity })));
}

/** True when repairing changed what is stored, so the page writes the repaired cart back. */
export function repairChanged(items: readonly CartItem[], priced: readonly PricedCartItem[]): boolean {
  return JSON.stringify(items) !== JSON.stringify(priced.map((p) => p.item));
}

/** The notice for a line /cart removed (issue 14): named as the visitor's cart named it. */
export function removedNotice(item: Pick<CartItem, "title">): string {
  return `${item.title} is no longer available and was removed from your cart`;
}

/**
 * The lines checkout refused as no longer available (a gallery print this browser may no longer
 * order): the server marks each as `items.<index>` of the cart it was sent. The page takes them
 * out and names them as it does a retired product (removedNotice).
 */
export function unavailableLines(sent: readonly CartItem[], fields: Readonly<Record<string, string>>): CartItem[] {
  return Object.entries(fields).flatMap(([field, message]) => {
    const index = /^items\.(\d{1,3})$/.exec(field)?.[1];
    const item = index === undefined ? undefined : sent[Number(index)];
    return item && message === GALLERY_PRINT_UNAVAILABLE ? [item] : [];
  });
}
