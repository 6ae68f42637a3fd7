import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "~/shared/cart-limits";
import { isGiftCardLineId, type GiftCardPurchase } from "~/shared/shop/gift-card-sale";

// The cart item of SPEC §3, exactly as it sits in localStorage under "cart", and the
// repair of whatever a visitor (or an older version of the site) may have left there.

export interface CartItem {
  /** A cart id of one of the catalogue's patterns, e.g. "pink-peonies-8x10". */
  id: string;
  title: string;
  size: string;
  /** Display only ("$45.00"); the server never reads it, totals never parse it. */
  price: string;
  /** Same-site image path. */
  image: string;
  quantity: number;
  /** The session date of an album item. */
  note?: string;
  /** A gift card bought for someone (decision 051): what the visitor chose; the server checks it. */
  giftCard?: GiftCardPurchase;
}

const MAX_TEXT = 500;

function text(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value.slice(0, MAX_TEXT) : fallback;
}

/** Only same-site paths: a hand-edited value must not point the page elsewhere. */
function imagePath(value: unknown): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "";
}

/** A stored gift card's purchase, of the right shape (the server checks its values at checkout). */
function repairPurchase(value: unknown): GiftCardPurchase | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  if (typeof raw.amountCents !== "number" || !Number.isSafeInteger(raw.amountCents)) return undefined;
  return {
    amountCents: raw.amountCents,
    recipientName: text(raw.recipientName),
    recipientEmail: text(raw.recipientEmail),
    message: text(raw.message),
    fromName: text(raw.fromName),
  };
}

function repairItem(value: unknown): CartItem | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  if (typeof raw.id !== "string" || raw.id.length === 0 || raw.id.length > 200) return undefined;
  const quantity = typeof raw.quantity === "number" && Number.isFinite(raw.quantity) ? Math.floor(raw.quantity) : 1;
  // A quantity of 0 or less means the item was removed (SPEC §4.3 "Minus").
  if (quantity < 1) return undefined;
  const item: CartItem = {
    id: raw.id,
    title: text(raw.title, raw.id),
    size: text(raw.size),
    price: text(raw.price),
    image: imagePath(raw.image),
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
  };
  if (typeof raw.note === "string") item.note = raw.note.slice(0, MAX_TEXT);
  if (isGiftCardLineId(raw.id)) {
    // One card per line, always with its purchase: a line without one cannot be priced.
    const giftCard = repairPurchase(raw.giftCard);
    if (!giftCard) return undefined;
    item.giftCard = giftCard;
    item.quantity = 1;
  }
  return item;
}

/**
 * Any stored value → a valid cart. Bad JSON or a non-array is an empty cart; entries of the
 * wrong shape are dropped; duplicate ids are merged, as "Add" would have done.
 */
export function repairCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const entry of value) {
    const item = repairItem(entry);
    if (!item) continue;
    const existing = items.find((other) => other.id === item.id);
    // A gift card's line is one card: a duplicate of it is dropped, never added up.
    if (existing && item.giftCard) continue;
    if (existing) existing.quantity = Math.min(existing.quantity + item.quantity, MAX_LINE_QUANTITY);
    else if (items.length < MAX_CART_LINES) items.push(item);
  }
  return items;
}

export function parseCart(stored: string | null): CartItem[] {
  if (!stored) return [];
  try {
    return repairCart(JSON.parse(stored) as unknown);
  } catch {
    return [];
  }
}

/** Album items carry the session date (SPEC §2.7: the title contains "album", any case). */
export function isAlbumItem(item: Pick<CartItem, "title">): boolean {
  return item.title.toLowerCase().includes("album");
}

export function totalQuantity(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
