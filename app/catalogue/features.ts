// Feature and bullet lists, worded per screen as SPEC §2.6–2.7 gives them.

export const floralPrintFeatures: readonly string[] = [
  "Museum-quality giclée printing",
  "Archival pigment inks",
  "Premium fine art paper",
  "Acid-free and lignin-free",
  "Ships flat with protective packaging",
  "Ready for framing",
];

/** Landscape detail and checkout pages, the Golden Coast page and the tulip print bullets. */
export const landscapePrintFeatures: readonly string[] = [
  "High-quality fine art print",
  "Printed on premium archival paper",
  "Professional-grade pigment inks",
  "Ships in protective packaging",
  "Ready to frame",
];

export const legacyDetailFeatures: readonly string[] = [
  "High-quality fine art prints",
  "Premium archival paper",
  "Ships in protective packaging",
  "Available in multiple sizes",
];

export const legacyCheckoutFeatures: readonly string[] = [
  "High-quality fine art prints",
  "Printed on premium archival paper",
  "Ships in protective packaging",
  "Available in multiple sizes",
];

/** /photo-albums bullets; also the album pages of the legacy flow (/product/3). */
export const photoAlbumFeatures: readonly string[] = [
  "Premium lay-flat binding",
  "Archival-quality semi-gloss photo paper",
  "Custom design and layout",
  "Professional color correction",
  "Protective packaging included",
  "2-3 week production time",
];

export const weddingAlbumFeatures: readonly string[] = [
  "Premium lay-flat binding",
  "Archival-quality photo paper",
  "Custom design and layout of your day",
  "Professional color correction",
  "4-6 week production time",
  "Lifetime quality guarantee",
];

/** /product-detail/{id} "Product Information", by kind of product. */
export const productInformation = {
  albums: [
    "Premium lay-flat binding",
    "Archival-quality Semi-gloss photo paper",
    "Custom design and layout",
    "Professional color correction",
    "Protective packaging included",
    "2-3 week production time",
  ],
  prints: [
    "Premium quality fine art prints",
    "Archival inks for lasting color",
    "Museum-quality paper",
    "Ready for framing",
    "Ships within 3-5 business days",
  ],
} as const satisfies Record<string, readonly string[]>;
