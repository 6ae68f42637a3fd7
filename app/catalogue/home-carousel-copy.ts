// The words and behaviour of the home "Fine Art Prints" carousel, apart from its priced items
// (home-carousel.ts), so the home page's browser bundle carries no catalogue.
export const printCarouselCopy = {
  heading: "Fine Art Prints",
  subtitle: "Curated fine art prints available for your home",
  /** The carousel loops and opens on its second item. */
  startIndex: 1,
  viewAll: { to: "/all-products", label: "VIEW ALL PRINTS AND PRODUCTS" },
} as const;
