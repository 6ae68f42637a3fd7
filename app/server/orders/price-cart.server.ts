import { z } from "zod";
import { GALLERY_PRINT_UNAVAILABLE, isGalleryLine } from "~/catalogue/gallery-prints";
import type { OfferBook, ShopCatalogue } from "~/catalogue";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "~/shared/cart-limits";
import { resolveGalleryPrints, type GalleryPrintOffer } from "../galleries/gallery-prints.server";
import { shopCatalogue } from "../shop/shop-catalogue.server";
import { readGiftCardAmounts } from "../shop/gift-card-amounts.server";
import { checkGiftCardPurchase } from "~/shared/shop/gift-card-purchase";
import {
  GIFT_CARD_AMOUNT_NOT_SOLD,
  GIFT_CARD_LINE_SIZE,
  giftCardLineTitle,
  isGiftCardLineId,
} from "~/shared/shop/gift-card-sale";
import type { OrderLine } from "./order-types";

// Turns the cart the browser sends into order lines priced by the offers of the shop catalogue at her
// current prices (DECISIONS §2, decision 049). The browser's price and title are ignored; what the
// catalogue cannot resolve is refused. A client-gallery print is priced at the prints' price sheet
// for its size (app/catalogue/gallery-prints.ts). A gift card sold (decision 051) is its own kind of
// line, priced at one of her gift-card amounts.

export const checkoutBodySchema = z.object({
  items: z
    .array(z.unknown())
    .min(1, "Your cart is empty")
    .max(MAX_CART_LINES, `An order can hold at most ${MAX_CART_LINES} different items`),
  customerEmail: z.email().max(254).nullish(),
  /** The delivery chosen in the cart (decision 044); absent: the first the shop offers. */
  shipping: z.enum(["ship", "pickup"], "Choose shipping or local pick-up").nullish(),
  /** The coupon code typed in the cart (decision 045); the server checks it and computes the discount. */
  coupon: z.string().max(60, "No such code.").nullish(),
  /** The gift card code typed in the cart (decision 046); the server reads its balance and applies it. */
  giftCard: z.string().max(60, "No gift card has this code: check the code on the card.").nullish(),
});

/** An order line with its shop category, as a coupon's scope reads it (a client-gallery print has none). */
export type CategorisedLine = OrderLine & { category: string | null };

export function categorised(catalogue: Pick<OfferBook, "findOffer">, lines: readonly OrderLine[]): CategorisedLine[] {
  // A line keeps the category it was sold in; lines stored before that was kept are looked up.
  return lines.map((line) => ({
    ...line,
    category: line.category ?? catalogue.findOffer({ cartId: line.cartId })?.category ?? null,
  }));
}

const itemSchema = z.object({
  id: z.string().min(1).max(200),
  quantity: z.unknown(),
  note: z.string().max(500).nullish(),
  /** A gift card sold (decision 051): its purchase, checked against her amounts. */
  giftCard: z.unknown().optional(),
});

export type PricedCart =
  { ok: true; lines: OrderLine[] } | { ok: false; error: string; fields: Record<string, string> };

function refuse(index: number, error: string): PricedCart {
  return { ok: false, error, fields: { [`items.${index}`]: error } };
}

/**
 * Gallery lines this browser may not order: every one is refused at once, with one message that
 * names nothing (no gallery, no reason), so the cart can take them all out in one go.
 */
function refusedGalleryLines(
  items: readonly unknown[],
  galleryPrints: ReadonlyMap<string, GalleryPrintOffer>,
): PricedCart | undefined {
  const fields: Record<string, string> = {};
  for (const [index, raw] of items.entries()) {
    const id = itemSchema.safeParse(raw).data?.id;
    if (id && isGalleryLine(id) && galleryPrints.get(id)?.ok !== true)
      fields[`items.${index}`] = GALLERY_PRINT_UNAVAILABLE;
  }
  return Object.keys(fields).length > 0 ? { ok: false, error: GALLERY_PRINT_UNAVAILABLE, fields } : undefined;
}

/**
 * A gift-card line (decision 051): priced at the amount it names only if she sells that amount
 * (the browser's figure is a choice among hers, never a price), one card per line.
 */
function giftCardLine(
  index: number,
  item: z.output<typeof itemSchema>,
  amounts: readonly number[],
): { ok: true; line: OrderLine } | Extract<PricedCart, { ok: false }> {
  const raw = typeof item.giftCard === "object" && item.giftCard !== null ? item.giftCard : {};
  const checked = checkGiftCardPurchase(raw, amounts);
  if (!checked.ok) {
    const reason = Object.values(checked.fields)[0] ?? GIFT_CARD_AMOUNT_NOT_SOLD;
    return { ok: false, error: reason, fields: { [`items.${index}`]: reason } };
  }
  if (item.quantity !== 1) {
    const error = "A gift card is sold one per line: add another card for each recipient.";
    return { ok: false, error, fields: { [`items.${index}`]: error } };
  }
  const purchase = checked.purchase;
  return {
    ok: true,
    line: {
      cartId: item.id,
      title: giftCardLineTitle(purchase),
      size: GIFT_CARD_LINE_SIZE,
      unitCents: purchase.amountCents,
      quantity: 1,
      note: null,
      giftCard: purchase,
    },
  };
}

/**
 * Prices the cart. Client-gallery prints ("gallery-<printKey>-<size>") need the database and the
 * request's cookies: the caller resolves them first (resolveGalleryPrints) and passes them in;
 * a gallery line without a resolved offer is refused.
 */
export function priceCart(
  catalogue: Pick<OfferBook, "findOffer">,
  items: readonly unknown[],
  galleryPrints: ReadonlyMap<string, GalleryPrintOffer> = new Map(),
  giftCardAmounts: readonly number[] = [],
): PricedCart {
  const refused = refusedGalleryLines(items, galleryPrints);
  if (refused) return refused;
  const lines: OrderLine[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of items.entries()) {
    const parsed = itemSchema.safeParse(raw);
    if (!parsed.success) return refuse(index, `Item ${index + 1} is not a valid cart item`);
    const { id, quantity, note } = parsed.data;
    if (isGiftCardLineId(id)) {
      const line = giftCardLine(index, parsed.data, giftCardAmounts);
      if (!line.ok) return line;
      if (seen.has(id)) return refuse(index, `Item ${index + 1} (a gift card) appears twice`);
      seen.add(id);
      lines.push(line.line);
      continue;
    }
    const galleryPrint = galleryPrints.get(id);
    const sold = catalogue.findOffer({ cartId: id });
    const offer = galleryPrint?.ok
      ? { cartTitle: galleryPrint.title, size: galleryPrint.size, cents: galleryPrint.cents }
      : sold && { cartTitle: sold.cartTitle, size: sold.size, cents: sold.cents };
    if (!offer) return refuse(index, `Item ${index + 1} ("${id}") is not a product or size we sell`);
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      return refuse(index, `Item ${index + 1} ("${id}") needs a whole quantity from 1 to ${MAX_LINE_QUANTITY}`);
    }
    if (seen.has(id)) return refuse(index, `Item ${index + 1} ("${id}") appears twice`);
    seen.add(id);
    lines.push({
      cartId: id,
      title: offer.cartTitle,
      size: offer.size,
      unitCents: offer.cents,
      quantity,
      note: note?.trim() ? note.trim() : null,
      ...(galleryPrint?.ok
        ? { galleryPhotoId: galleryPrint.galleryPhotoId, printPhotoId: galleryPrint.printPhotoId }
        : {}),
      // What the product looked like and where it was shelved when sold (the order's snapshot).
      ...(!galleryPrint?.ok && sold ? { imageKey: sold.imageKey, category: sold.category } : {}),
    });
  }
  return { ok: true, lines };
}

/**
 * A checkout request's cart priced at her current prices, each line with its shop category: the
 * client-gallery prints this browser may order resolved first (their gallery's access cookie).
 */
export async function priceRequestCart(
  request: Request,
  items: readonly unknown[],
  catalogue?: ShopCatalogue,
): Promise<{ ok: true; lines: CategorisedLine[] } | Extract<PricedCart, { ok: false }>> {
  const shop = catalogue ?? (await shopCatalogue());
  const galleryPrints = await resolveGalleryPrints(request, items, shop.galleryPrintSizes);
  const priced = priceCart(shop, items, galleryPrints, (await readGiftCardAmounts()).amounts);
  return priced.ok ? { ok: true, lines: categorised(shop, priced.lines) } : priced;
}
