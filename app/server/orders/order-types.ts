import type { Crop } from "~/shared/shop/print-crop";
import type { ShippingChoice } from "~/shared/shop/shop-charges";
import { isGiftCardSale, type GiftCardPurchase } from "~/shared/shop/gift-card-sale";
import type { OrderStatus } from "../db/schema";

// The order as the rest of the app sees it (the admin lists it, mails describe it).

export type { OrderStatus };

export interface OrderLine {
  cartId: string;
  title: string;
  size: string;
  unitCents: number;
  quantity: number;
  /** The album session date the visitor typed in the cart. */
  note: string | null;
  /** A print from a client gallery: the gallery photo (gallery_photos.id) it prints… */
  galleryPhotoId?: number;
  /** …and its library photo (media_photos.id), which the order keeps after the gallery goes. */
  printPhotoId?: number;
  /** The crop she chose for the lab (decision 047), fractions of the photo; none saved yet: undefined. */
  crop?: Crop;
  /** A gift card sold (decision 051): its purchase; the card is issued when the order is paid. */
  giftCard?: GiftCardPurchase;
  /** The card issued for this line once the order was paid (the full code: for her and the mails to mask). */
  issuedCard?: { id: number; code: string };
  /** The product's picture key and shop category when it was sold (kept whatever she changes later). */
  imageKey?: string;
  category?: string | null;
}

export type { ShippingAddress } from "~/shared/shop/shipping-address";
import type { ShippingAddress } from "~/shared/shop/shipping-address";

export interface Order {
  id: number;
  status: OrderStatus;
  /** Lines − discount + shipping + tax (decisions 044, 045); the provider charges it less the gift card (046). */
  totalCents: number;
  shippingCents: number;
  taxCents: number;
  /** The sales tax rate the order was taxed at, percent × 1000 (0: no tax). */
  taxRateMillis: number;
  /** The coupon applied (decision 045), upper case; null without one. */
  couponCode: string | null;
  /** What the coupon took off the lines, before tax. */
  discountCents: number;
  /** The gift card that paid part or all of the total (decision 046); null without one. */
  giftCardCode: string | null;
  /** What the gift card paid; the provider charges totalCents − giftCardCents. */
  giftCardCents: number;
  /** The delivery the buyer chose; null when the shop offered no choice. */
  shippingChoice: ShippingChoice | null;
  currency: string;
  paymentProvider: string;
  paymentSessionId: string | null;
  /** The provider's charge (Stripe's payment_intent), kept to refund it (decision 047). */
  paymentRef: string | null;
  /** What its refunds gave back (or are giving back) so far (decision 047). */
  refundedCents: number;
  /** Opens this order's test checkout page; never shown to anyone but the buyer's link. */
  accessToken: string;
  customerEmail: string | null;
  shippingAddress: ShippingAddress | null;
  trackingUrl: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  lines: OrderLine[];
}

/** Where an order may go next; anything else is refused. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["paid", "failed"],
  paid: ["in_production", "shipped", "refunded"],
  in_production: ["shipped", "refunded"],
  shipped: ["delivered", "refunded"],
  delivered: ["refunded"],
  refunded: [],
  failed: [],
};

export const orderStatusLabels: Readonly<Record<OrderStatus, string>> = {
  pending: "Awaiting payment",
  paid: "Paid",
  in_production: "In production",
  shipped: "Shipped",
  delivered: "Delivered",
  refunded: "Refunded",
  failed: "Checkout failed",
};

/** What the payment provider must charge: the total less what a gift card paid (decision 046). */
export function amountDueCents(order: Pick<Order, "totalCents" | "giftCardCents">): number {
  return order.totalCents - order.giftCardCents;
}

/**
 * Whether the checkout asks for a postal address: not for a pick-up, and not for an order of gift
 * cards only (decision 051: nothing is shipped, the cards go by e-mail).
 */
export function asksForAddress(order: Pick<Order, "shippingChoice" | "lines">): boolean {
  return order.shippingChoice !== "pickup" && !order.lines.every(isGiftCardSale);
}
