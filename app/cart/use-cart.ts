import { useSyncExternalStore } from "react";
import type { CartItem } from "./cart-item";
import { readCart, serverCart, subscribeCart } from "./cart-storage";

/** The stored cart; empty on the server and during hydration, then the real one. */
export function useCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribeCart, readCart, serverCart);
}
