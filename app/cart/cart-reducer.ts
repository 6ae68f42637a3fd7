import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "~/shared/cart-limits";
import type { CartItem } from "./cart-item";

// The cart operations of SPEC §4.3 as a pure function: the storage adapter applies them.

export type NewCartItem = Omit<CartItem, "quantity" | "note">;

export type CartAction =
  | { type: "add"; item: NewCartItem }
  | { type: "minus"; id: string }
  | { type: "plus"; id: string }
  | { type: "remove"; id: string }
  | { type: "set-note"; id: string; note: string }
  | { type: "clear" };

export function cartReducer(items: readonly CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add": {
      if (items.some((item) => item.id === action.item.id)) {
        return items.map((item) =>
          item.id === action.item.id && !item.giftCard
            ? { ...item, quantity: Math.min(item.quantity + 1, MAX_LINE_QUANTITY) }
            : item,
        );
      }
      // The server refuses orders past MAX_CART_LINES; the cart never builds one.
      if (items.length >= MAX_CART_LINES) return [...items];
      return [...items, { ...action.item, quantity: 1 }];
    }
    case "minus":
      return items
        .map((item) => (item.id === action.id ? { ...item, quantity: item.quantity - 1 } : item))
        .filter((item) => item.quantity > 0);
    case "plus":
      // A gift card's line is one card (decision 051): another card is another line.
      return items.map((item) =>
        item.id === action.id && !item.giftCard
          ? { ...item, quantity: Math.min(item.quantity + 1, MAX_LINE_QUANTITY) }
          : item,
      );
    case "remove":
      return items.filter((item) => item.id !== action.id);
    case "set-note":
      return items.map((item) => (item.id === action.id ? { ...item, note: action.note } : item));
    case "clear":
      return [];
  }
}
