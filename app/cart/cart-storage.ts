import { parseCart, type CartItem } from "./cart-item";
import { cartReducer, type CartAction } from "./cart-reducer";

// The browser side of the cart: localStorage under "cart" (SPEC §9.9), the page-wide
// "cartUpdated" signal after every change, and other tabs followed through "storage".

export const CART_STORAGE_KEY = "cart";
export const CART_UPDATED_EVENT = "cartUpdated";

const EMPTY: readonly CartItem[] = Object.freeze([]);

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the cart is then simply empty.
    return undefined;
  }
}

// useSyncExternalStore needs the same array for the same stored text.
let lastRaw: string | null | undefined;
let lastItems: readonly CartItem[] = EMPTY;

export function readCart(): readonly CartItem[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = raw ? parseCart(raw) : EMPTY;
  }
  return lastItems;
}

/** For server rendering and the first client render: hydration always agrees. */
export function serverCart(): readonly CartItem[] {
  return EMPTY;
}

export function notifyCartUpdated() {
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

export function subscribeCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) listener();
  };
  window.addEventListener(CART_UPDATED_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}
