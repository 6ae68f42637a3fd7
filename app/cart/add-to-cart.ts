import { toast } from "~/components/ui/toast-store";
import type { NewCartItem } from "./cart-reducer";
import { updateCart } from "./cart-updates";

/** Adds one of an item (SPEC §4.3), fires "cartUpdated" and shows the page's toast (SPEC §8). */
export function addToCart(item: NewCartItem, message: { title: string; description: string }) {
  updateCart({ type: "add", item });
  toast({ title: message.title, description: message.description });
}
