// Prints of a client-gallery photo (issue 19 §5), at the catalogue's print sizes and prices: no
// price is written here. The sizes are paper sizes; the lab prints the photo in its own orientation.
// Unlike the shop's nine patterns, a gallery print's id names a photo that only the database
// knows, by its random print key (gallery_photos.print_key, never the sequential id: issue 26), so
// the id is parsed back: the server resolves it, and sells it only to a browser holding that
// gallery's access (app/server/galleries/gallery-prints.server.ts).

import { findSize, printSizes, type SizeOption } from "./sizes";

/**
 * The sizes a gallery photo is printed at, with their seeded prices: the prints' price sheet. A page
 * or the checkout prices from the shop catalogue it reads (its `galleryPrintSizes`).
 */
export const galleryPrintSizes: readonly SizeOption[] = printSizes.portrait;

/** `gallery-{printKey}-{size}`: the print key is 32 hex digits the database made for the photo. */
export const galleryPrintCartId = (printKey: string, size: string): string => `gallery-${printKey}-${size}`;

const GALLERY_PRINT_ID = /^gallery-([0-9a-f]{32})-([0-9]{1,3}x[0-9]{1,3})$/;

/**
 * Whether a cart id is a gallery line at all: the shop sells nothing whose id starts so (tested).
 * Such a line is either a print this browser may order or refused, one way for every reason.
 */
export const isGalleryLine = (cartId: string): boolean => cartId.startsWith("gallery-");

/** The one refusal of a gallery line, whatever the reason: a stranger learns nothing from it (issue 26). */
export const GALLERY_PRINT_UNAVAILABLE = "One of the photos in your cart is no longer available to order";

/** The photo key and size a gallery-print cart id names, or undefined (not one, an old id, or an unsold size). */
export function parseGalleryPrintCartId(
  cartId: string,
  sizes: readonly SizeOption[] = galleryPrintSizes,
): { printKey: string; size: SizeOption } | undefined {
  const match = GALLERY_PRINT_ID.exec(cartId);
  if (!match) return undefined;
  const size = findSize(sizes, match[2]);
  return size && { printKey: match[1]!, size };
}

/** /cart's view of a gallery print: the catalogue price of its size (the title is the line's own). */
export function galleryPrintOfferView(
  cartId: string,
  sizes: readonly SizeOption[],
): { size: string; cents: number; title: string } | undefined {
  const parsed = parseGalleryPrintCartId(cartId, sizes);
  return parsed && { size: parsed.size.size, cents: parsed.size.cents, title: "Print from your gallery" };
}
