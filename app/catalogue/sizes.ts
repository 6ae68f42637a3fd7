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

const PORTRAIT_PRINT_SIZES: readonly SizeOption[] = [
  { size: "8x10", cents: 45_00 },
  { size: "11x14", cents: 55_00 },
  { size: "16x20", cents: 65_00 },
];

/** "8x10" → "10x8": a landscape print is the same paper turned on its side, at the same price. */
function turn(size: string): string {
  const [width, height] = size.split("x");
  return `${height}x${width}`;
}

export const printSizes: Readonly<Record<PrintOrientation, readonly SizeOption[]>> = {
  portrait: PORTRAIT_PRINT_SIZES,
  landscape: PORTRAIT_PRINT_SIZES.map((option) => ({
    size: turn(option.size),
    cents: option.cents,
  })),
};

/** Signature Photo Album, everywhere it appears. */
export const photoAlbumSizes: readonly AlbumSizeOption[] = [
  { size: "8x8", cents: 150_00, pages: 20 },
  { size: "10x10", cents: 200_00, pages: 26 },
  { size: "12x12", cents: 250_00, pages: 30 },
];

/** Signature Wedding Album, everywhere it appears. */
export const weddingAlbumSizes: readonly AlbumSizeOption[] = [
  { size: "10x10", name: "The Highlights Reel", cents: 1_000_00, pages: 50 },
  { size: "12x12", name: "Signature Deluxe Album", cents: 1_500_00, pages: 100 },
];

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

/** The "Custom Sizes Available" box on both galleries. */
export const customSizesNote = {
  heading: "Custom Sizes Available",
  text: `All prints available in ${sizesSentence(printSizes.portrait)} inches. Custom framing and larger sizes available upon request.`,
  link: { to: "/inquiry", label: "Inquire About Custom Orders" },
} as const;
