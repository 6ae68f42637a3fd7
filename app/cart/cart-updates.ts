import type { CartItem } from "./cart-item";
import { cartReducer, type CartAction } from "./cart-reducer";
import { CART_STORAGE_KEY, CART_UPDATED_EVENT, readCart, storage } from "./cart-storage";

// Changes to the stored cart: each fires the page-wide "cartUpdated" signal (SPEC §4.3).

function notifyCartUpdated() {
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

export function writeCart(items: readonly CartItem[]) {
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Quota or disabled storage: nothing more we can do; the signal still fires.
  }
  notifyCartUpdated();
}

/** Applies one operation of SPEC §4.3 to the stored cart and fires "cartUpdated". */
export function updateCart(action: CartAction): readonly CartItem[] {
  const next = cartReducer(readCart(), action);
  writeCart(next);
  return readCart();
}
