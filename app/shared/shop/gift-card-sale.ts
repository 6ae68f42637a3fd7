import { sumCents, type PricedLine } from "~/shared/money";
import type { GiftCardValues } from "./gift-card.schema";
import { giftCardApplies } from "./gift-card-rules";

// A gift card sold in the shop (issue 31 §6, docs/decisions/051-gift-cards-sold-in-the-shop.md):
// its own kind of cart line, apart from the product list, shared by the /gift-cards page, the cart
// and the server's pricing. The rules that make it different from a print live here so the cart
// and the checkout compute the same figures: it is not taxed, not shipped, takes no coupon
// discount, and no gift card pays for it. Checking a purchase's fields (zod) is in
// gift-card-purchase.ts, so the cart in every page's JavaScript does not carry zod.

/** The purchase a gift-card line carries: her amount, the recipient, a message, the buyer's name. */
export interface GiftCardPurchase extends GiftCardValues {
  /** The buyer's own name, printed as "From" on the card. */
  fromName: string;
}

/** Each card is its own cart line ("gift-card-" and a random tail): two cards never merge. */
const LINE_ID = /^gift-card-[a-z0-9]{8,32}$/;

export const GIFT_CARD_LINE_SIZE = "Gift card";
export const GIFT_CARD_AMOUNT_NOT_SOLD =
  "This gift card amount is not offered any more: please choose one of the amounts on the Gift Cards page.";
export const GIFT_CARD_PAYS_NO_GIFT_CARD =
  "A gift card cannot pay for another gift card: it pays for the prints and albums in your cart only.";

export function isGiftCardLineId(id: string): boolean {
  return LINE_ID.test(id);
}

/** A fresh line id; getRandomValues works on plain http too, unlike randomUUID. */
export function newGiftCardLineId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `gift-card-${Array.from(bytes, (b) => (b % 36).toString(36)).join("")}`;
}

/** "Gift card for Ana Ruiz (ana@example.com)": the line's title in the cart, the order and the mails. */
export function giftCardLineTitle(purchase: Pick<GiftCardPurchase, "recipientName" | "recipientEmail">): string {
  return `Gift card for ${purchase.recipientName} (${purchase.recipientEmail})`;
}

/** A line that is a gift card sold (it carries its purchase, or the cart's `true`). */
export function isGiftCardSale(line: object): boolean {
  return "giftCard" in line && Boolean(line.giftCard);
}

/** The lines that are goods: taxed, shipped, discounted by a coupon, payable by a gift card. */
export function goodsLines<T extends object>(lines: readonly T[]): T[] {
  return lines.filter((line) => !isGiftCardSale(line));
}

/** What the gift cards of an order come to: the part of its total no gift card may pay. */
export function giftCardSalesCents(lines: readonly PricedLine[]): number {
  return sumCents(lines.filter(isGiftCardSale));
}

/**
 * What a gift card of `balanceCents` pays of this order: everything but the gift cards it buys
 * (those are paid by card or the provider, never by another gift card), up to its balance.
 */
export function giftCardPaysCents(balanceCents: number, totalCents: number, lines: readonly PricedLine[]): number {
  return giftCardApplies(balanceCents, totalCents - giftCardSalesCents(lines));
}
