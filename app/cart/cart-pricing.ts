import { formatPrice } from "~/catalogue/money";
import { resolveCartId, sumCents, type CartLine } from "~/catalogue";
import type { CartItem } from "./cart-item";

// The cart page prices from the catalogue, never from the display strings it stored:
// "$1,000.00" is one thousand dollars here (DECISIONS §2 fixes SPEC §9.9's comma bug).

export interface PricedCartItem {
  item: CartItem;
  line: CartLine;
}

/**
 * Keeps the items the catalogue still sells, with their size and price shown as the
 * catalogue has them; drops ids it cannot resolve (hand edits, retired products).
 */
export function repairWithCatalogue(items: readonly CartItem[]): PricedCartItem[] {
  const priced: PricedCartItem[] = [];
  for (const item of items) {
    const line = resolveCartId(item.id);
    if (!line) continue;
    priced.push({
      line,
      item: { ...item, size: line.size, price: formatPrice(line.unitCents), title: item.title || line.cartTitle },
    });
  }
  return priced;
}

export function cartTotalCents(priced: readonly PricedCartItem[]): number {
  return sumCents(priced.map(({ item, line }) => ({ unitCents: line.unitCents, quantity: item.quantity })));
}

/** True when repairing changed what is stored, so the page writes the repaired cart back. */
export function repairChanged(items: readonly CartItem[], priced: readonly PricedCartItem[]): boolean {
  return JSON.stringify(items) !== JSON.stringify(priced.map((p) => p.item));
}
