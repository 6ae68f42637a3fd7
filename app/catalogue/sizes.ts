// Every size and its price (DECISIONS §2). A (product, size) pair has one price
// on every screen; screens differ only in which of these lists they offer.

export type PrintOrientation = "portrait" | "landscape";

export interface SizeOption {
  /** The label shown and used in URLs and cart ids, e.g. "8x10", "10x8", "12x12". */
  readonly size: string;
  readonly cents: number;
}

export interface AlbumSizeOption extends SizeOption {
  readonly pages: number;
  /** Wedding albums only, e.g. "The Highlights Reel". */
  readonly name?: string;
}

/**
 * The shop's price sheets: every print and album price comes from one of these three lists. The
 * database keeps her edited copies (price_sheets, decision 049); these are what a first start seeds,
 * exactly DECISIONS §2's prices.
 */
/** A display-only line of "Additional Products & Services" on /wedding-albums (never in the cart). */
export interface AlbumExtra {
  readonly title: string;
  readonly cents: number;
  /** Shown after the price, e.g. "per page", "each". */
  readonly unit?: string;
}

export interface PriceSheets {
  /** Fine-art prints, portrait labels ("8x10"); a landscape print is the same paper turned. */
  readonly prints: readonly SizeOption[];
  readonly photoAlbum: readonly AlbumSizeOption[];
  readonly weddingAlbum: readonly AlbumSizeOption[];
  /** "Additional Products & Services" on /wedding-albums: shown, never sold through the cart. */
  readonly weddingAlbumExtras: readonly AlbumExtra[];
}

/** A price sheet she named herself ("Canvas": 12x12 $120, 16x16 $160), chosen by any product (decision 054). */
export interface NamedPriceSheet {
  readonly id: number;
  readonly name: string;
  readonly sizes: readonly SizeOption[];
}

export const seedPriceSheets: PriceSheets = {
  prints: [
    { size: "8x10", cents: 45_00 },
    { size: "11x14", cents: 55_00 },
    { size: "16x20", cents: 65_00 },
  ],
  photoAlbum: [
    { size: "8x8", cents: 150_00, pages: 20 },
    { size: "10x10", cents: 200_00, pages: 26 },
    { size: "12x12", cents: 250_00, pages: 30 },
  ],
  weddingAlbum: [
    { size: "10x10", name: "The Highlights Reel", cents: 1_000_00, pages: 50 },
    { size: "12x12", name: "Signature Deluxe Album", cents: 1_500_00, pages: 100 },
  ],
  weddingAlbumExtras: [
    { title: "Additional Pages", cents: 15_00, unit: "per page" },
    { title: "Premium Leather Cover", cents: 75_00 },
    { title: "Acrylic Cover Upgrade", cents: 125_00 },
    { title: "Protective Presentation Box", cents: 50_00 },
    { title: "Digital Gallery Access", cents: 100_00 },
    { title: "Parent Albums (5x7)", cents: 200_00, unit: "each" },
  ],
};

/** "8x10" → "10x8": a landscape print is the same paper turned on its side, at the same price. */
export function turn(size: string): string {
  const [width, height] = size.split("x");
  return `${height}x${width}`;
}

/** The print sizes in each orientation, from the prints' price sheet. */
export function printSizesFrom(
  prints: readonly SizeOption[],
): Readonly<Record<PrintOrientation, readonly SizeOption[]>> {
  return {
    portrait: prints,
    landscape: prints.map((option) => ({ size: turn(option.size), cents: option.cents })),
  };
}

/** The seeded print sizes (a page prices from the shop catalogue its loader reads, not from these). */
export const printSizes = printSizesFrom(seedPriceSheets.prints);

/** The option for `size` in `sizes`, or undefined when that product does not come in that size. */
export function findSize<T extends SizeOption>(sizes: readonly T[], size: string | undefined): T | undefined {
  return sizes.find((option) => option.size === size);
}

/** The lowest price in a size list: the "Starting at" figure. */
export function startingCents(sizes: readonly SizeOption[]): number {
  return Math.min(...sizes.map((option) => option.cents));
}

/** "8x10, 11x14, 16x20" */
export function sizesText(sizes: readonly SizeOption[]): string {
  return sizes.map((option) => option.size).join(", ");
}

/** "8x10, 11x14, and 16x20", as in "All prints available in 8x10, 11x14, and 16x20 inches." */
export function sizesSentence(sizes: readonly SizeOption[]): string {
  const labels = sizes.map((option) => option.size);
  if (labels.length <= 2) return labels.join(" and ");
  return `${labels.slice(0, -1).join(", ")}, and ${labels.at(-1)}`;
}

/** The "Custom Sizes Available" box on both galleries, naming the print sizes sold. */
export function customSizesNoteFor(prints: readonly SizeOption[]) {
  return {
    heading: "Custom Sizes Available",
    text: `All prints available in ${sizesSentence(prints)} inches. Custom framing and larger sizes available upon request.`,
    link: { to: "/inquiry", label: "Inquire About Custom Orders" },
  } as const;
}
