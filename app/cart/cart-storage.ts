import { parseCart, type CartItem } from "./cart-item";

// The browser side of the cart: localStorage under "cart" (SPEC §9.9), read here and followed
// through "cartUpdated" and other tabs' "storage" events. Changes are written by cart-updates.ts,
// so a page that only shows the badge does not load the cart's operations.

export const CART_STORAGE_KEY = "cart";
export const CART_UPDATED_EVENT = "cartUpdated";

const EMPTY: readonly CartItem[] = Object.freeze([]);

export function storage(): Storage | undefined {
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
