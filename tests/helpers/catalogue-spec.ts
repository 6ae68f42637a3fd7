// The spec's ids, sizes and decided prices (SPEC §9.6–9.8, DECISIONS §2), written out
// independently of the catalogue so the tests check it against the documents.

export const PORTRAIT = { "8x10": 4500, "11x14": 5500, "16x20": 6500 };
export const LANDSCAPE = { "10x8": 4500, "14x11": 5500, "20x16": 6500 };
export const PHOTO_ALBUM = { "8x8": 15000, "10x10": 20000, "12x12": 25000 };
export const WEDDING_ALBUM = { "10x10": 100000, "12x12": 150000 };

export const FLORAL_IDS = [
  "vintage-roses",
  "pink-peonies",
  "garden-bouquet",
  "red-rose-strawberries",
  "golden-tulips",
  "dried-flowers",
];

export const LANDSCAPE_IDS = [
  "red-rock-canyon",
  "bryce-canyon-vista",
  "canyon-formations",
  "mountain-window",
  "red-rock-trails",
  "forest-lake",
  "coastal-cliffs",
  "mountain-village",
  "solitary-oak",
  "coastal-palms",
  "desert-blooms",
  "stone-arches",
  "golden-aspens",
  "tropical-street",
  "colonial-courtyard",
  "surf-culture",
  "beach-camping",
  "tropical-dining",
  "palm-paradise",
  "colonial-terrace",
  "mountain-chapel",
  "forest-cascade",
  "meadow-grasses",
  "canopy-bridge",
  "red-rock-canyon-2",
  "woodland-bloom",
  "evening-poppies",
  "desert-vista",
  "forest-fern",
  "coastal-cliffs-2",
  "ocean-solitude",
  "horseshoe-bend",
  "autumn-carpet",
  "sandy-paws",
  "coastal-waves",
  "beach-paradise",
  "seaside-relaxation",
  "beach-stroll",
  "ocean-foam",
  "mountain-valley",
  "tundra-wildlife",
  "forest-bridge",
  "spring-blossoms",
  "golden-coast",
];

// SPEC §9.6's landscape-oriented ids on the landscape pages are exactly the last 15 of §9.7's list.
export const LANDSCAPE_ON_LANDSCAPE_PAGES = new Set(LANDSCAPE_IDS.slice(LANDSCAPE_IDS.indexOf("coastal-cliffs-2")));

export const ALSO_LANDSCAPE_ON_ALL_PRODUCTS = new Set([
  "mountain-window",
  "red-rock-trails",
  "bryce-canyon-vista",
  "mountain-village",
]);
