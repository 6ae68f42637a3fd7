// Prints of a client-gallery photo (issue 19 §5), at the catalogue's print sizes and prices: no
// price is written here. The sizes are paper sizes; the lab prints the photo in its own orientation.
// Unlike the shop's nine patterns, a gallery print's id names a photo that only the database
// knows, so the id is parsed back: the server resolves it (app/server/galleries/gallery-prints.server.ts).

import { findSize, printSizes, type SizeOption } from "./sizes";

/** The sizes a gallery photo is printed at, with their catalogue prices. */
export const galleryPrintSizes: readonly SizeOption[] = printSizes.portrait;

/** `gallery-{itemId}-{size}`: itemId is the gallery photo (gallery_photos.id). */
export const galleryPrintCartId = (itemId: number, size: string): string => `gallery-${itemId}-${size}`;

const GALLERY_PRINT_ID = /^gallery-([1-9][0-9]{0,9})-([0-9]{1,3}x[0-9]{1,3})$/;

/** The gallery photo and size a gallery-print cart id names, or undefined (not one, or an unsold size). */
export function parseGalleryPrintCartId(cartId: string): { itemId: number; size: SizeOption } | undefined {
  const match = GALLERY_PRINT_ID.exec(cartId);
  if (!match) return undefined;
  const size = findSize(galleryPrintSizes, match[2]);
  const itemId = Number(match[1]);
  // Ids are 32-bit integers in both databases: a larger number names no photo.
  return size && itemId <= 2_147_483_647 ? { itemId, size } : undefined;
}

/** /cart's view of a gallery print: the catalogue price of its size (the title is the line's own). */
export function galleryPrintOfferView(cartId: string): { size: string; cents: number; title: string } | undefined {
  const parsed = parseGalleryPrintCartId(cartId);
  return parsed && { size: parsed.size.size, cents: parsed.size.cents, title: "Print from your gallery" };
}
