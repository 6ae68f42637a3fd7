import type { PrintOrientation } from "./sizes";

export interface LandscapePrint {
  readonly id: string;
  /** Title on the landscape gallery and /landscape-print/{id} pages. */
  readonly title: string;
  readonly description: string;
  /** Size orientation on the landscape print pages (SPEC §9.6). */
  readonly orientation: PrintOrientation;
  /** Where the all-products list words it differently (SPEC §3: red-rock-canyon). */
  readonly allProducts?: { readonly title: string; readonly description: string };
}

/** Printed in landscape orientation (10x8, 14x11, 20x16) on the landscape print pages. */
const LANDSCAPE_ORIENTED = new Set([
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
]);

// [id, title, description]: all 44 detail ids of SPEC §9.7, in that order, which is
// also the gallery order (DECISIONS §1). The words describe the photo each id names.
const ROWS: readonly (readonly [string, string, string])[] = [
  [
    "red-rock-canyon",
    "West Fork",
    "Sunlight filters through the trees onto red sandstone walls along a quiet creek. A shaded trail scene where water, stone and green leaves meet.",
  ],
  [
    "bryce-canyon-vista",
    "Bryce Canyon Vista",
    "Rows of orange hoodoos rise from the canyon floor beneath an open sky. The layered stone glows warm against the pine-dotted rim.",
  ],
  [
    "canyon-formations",
    "Canyon Formations",
    "Sculpted sandstone curves and folds in bands of rust, cream and rose. A study of the shapes that wind and water leave behind.",
  ],
  [
    "mountain-window",
    "Mountain Window",
    "A natural opening in the rock frames distant peaks like a picture on a wall. A view that invites you to step through.",
  ],
  [
    "red-rock-trails",
    "Red Rock Trails",
    "A winding trail leads between red rock buttes and desert scrub. An invitation to wander for anyone who loves a morning hike.",
  ],
  [
    "forest-lake",
    "Forest Lake",
    "Still water mirrors a line of evergreens on the far shore. Cool, calm and quiet, like the first minutes of a mountain morning.",
  ],
  [
    "coastal-cliffs",
    "Coastal Cliffs",
    "Rugged cliffs fall to the sea where the waves break white against the rocks. A bold piece full of movement and salt air.",
  ],
  [
    "mountain-village",
    "Mountain Village",
    "A cluster of homes rests in a green valley beneath steep mountain slopes. A storybook scene of a slower way of life.",
  ],
  [
    "solitary-oak",
    "Solitary Oak",
    "A single oak stands alone in an open field, its branches spread wide. Simple, calm and grounding.",
  ],
  [
    "coastal-palms",
    "Coastal Palms",
    "Tall palms lean along the shoreline against a bright sky. A breath of warm ocean air for any room.",
  ],
  [
    "desert-blooms",
    "Desert Blooms",
    "Wildflowers brighten the desert floor in a brief burst of color. Soft petals against rugged, sun-baked ground.",
  ],
  [
    "stone-arches",
    "Stone Arches",
    "Weathered stone arches curve against a deep blue sky. Timeless shapes carved over countless seasons.",
  ],
  [
    "golden-aspens",
    "Golden Aspens",
    "Aspen leaves turn to gold above white trunks in the autumn light. A warm, glowing piece that holds on to fall.",
  ],
  [
    "tropical-street",
    "Tropical Street",
    "A colorful street of painted facades and leafy plants basks in the afternoon sun. Full of warmth, color and everyday charm.",
  ],
  [
    "colonial-courtyard",
    "Colonial Courtyard",
    "Arched walkways surround a sunlit courtyard of old stone and plaster. Quiet architecture with a long story to tell.",
  ],
  [
    "surf-culture",
    "Surf Culture",
    "Surfboards and sun-washed color capture easy days by the water. Laid-back beach spirit for a bright space.",
  ],
  [
    "beach-camping",
    "Beach Camping",
    "A simple camp sits just above the sand with the ocean stretching beyond. A reminder of slow mornings and salty air.",
  ],
  [
    "tropical-dining",
    "Tropical Dining",
    "An open-air table waits among palms and greenery. Relaxed, warm and inviting, like a long lunch on vacation.",
  ],
  [
    "palm-paradise",
    "Palm Paradise",
    "Lush palm fronds fill the frame in layers of green and golden light. Lively and full of texture.",
  ],
  [
    "colonial-terrace",
    "Colonial Terrace",
    "A shaded terrace of arches and worn tile looks out over the rooftops. Warm tones and timeless detail.",
  ],
  [
    "mountain-chapel",
    "Mountain Chapel",
    "A small chapel stands before a backdrop of rugged peaks. Peaceful and reverent, with a sense of how small we are.",
  ],
  [
    "forest-cascade",
    "Forest Cascade",
    "Water tumbles over mossy rocks through a shaded forest. You can almost hear it.",
  ],
  [
    "meadow-grasses",
    "Meadow Grasses",
    "Tall grasses catch the low sun in a soft, golden meadow. Gentle movement and warm light.",
  ],
  [
    "canopy-bridge",
    "Canopy Bridge",
    "A footbridge disappears into a tunnel of green leaves overhead. A quiet path into the woods.",
  ],
  [
    "red-rock-canyon-2",
    "Red Rock Canyon II",
    "Towering red cliffs meet a clear blue sky in this companion to West Fork. Bold color and big, open space.",
  ],
  [
    "woodland-bloom",
    "Woodland Bloom",
    "Spring flowers open beneath the trees along a woodland path. Fresh, delicate and full of new life.",
  ],
  [
    "evening-poppies",
    "Evening Poppies",
    "Poppies glow orange in the last light of the day. A warm, glowing close to a summer evening.",
  ],
  [
    "desert-vista",
    "Desert Vista",
    "A wide view across the desert to distant mountains, dotted with cacti and scrub. The open, quiet space of the Southwest.",
  ],
  [
    "forest-fern",
    "Forest Fern",
    "Fern fronds unfurl in the dappled light of the forest floor. Lush green detail for a calm corner.",
  ],
  [
    "coastal-cliffs-2",
    "Coastal Cliffs II",
    "Cliffs stretch along the coastline as the tide rolls in below. A sweeping companion to Coastal Cliffs.",
  ],
  [
    "ocean-solitude",
    "Ocean Solitude",
    "Open water meets the horizon under a soft, pale sky. Spacious and still, made for a place of rest.",
  ],
  [
    "horseshoe-bend",
    "Horseshoe Bend",
    "The Colorado River curves in a perfect arc around a sandstone spire. One of the Southwest's most striking views, from the canyon rim.",
  ],
  [
    "autumn-carpet",
    "Autumn Carpet",
    "Fallen leaves cover the ground in a carpet of red, orange and gold. The cozy feeling of a crisp fall walk.",
  ],
  [
    "sandy-paws",
    "Sandy Paws",
    "A happy dog romps along the shoreline with sand on its paws. Pure joy for every dog lover.",
  ],
  [
    "coastal-waves",
    "Coastal Waves",
    "Waves roll in and curl over in clear blue-green water. Energy and rhythm in every line.",
  ],
  [
    "beach-paradise",
    "Beach Paradise",
    "Soft sand, clear water and a wide sky meet on an empty beach. An easy escape to somewhere warm.",
  ],
  [
    "seaside-relaxation",
    "Seaside Relaxation",
    "A peaceful stretch of seaside made for doing nothing at all. Calm colors and slow, lapping water.",
  ],
  [
    "beach-stroll",
    "Beach Stroll",
    "Footprints trail along the water's edge in the late afternoon light. A quiet walk you can return to every day.",
  ],
  [
    "ocean-foam",
    "Ocean Foam",
    "Lace-like sea foam spreads across wet sand as a wave pulls back. Delicate patterns that last only a moment.",
  ],
  [
    "mountain-valley",
    "Mountain Valley",
    "A green valley opens between high mountain ridges under a wide sky. Grand scale and fresh air.",
  ],
  [
    "tundra-wildlife",
    "Tundra Wildlife",
    "Wildlife crosses an open, wind-swept tundra beneath distant peaks. A wild and rare moment in the far north.",
  ],
  [
    "forest-bridge",
    "Forest Bridge",
    "A wooden bridge crosses a stream deep in the forest. An inviting path through layers of green.",
  ],
  [
    "spring-blossoms",
    "Spring Blossoms",
    "Branches heavy with pale blossoms stretch across the frame. The soft, hopeful feeling of early spring.",
  ],
  [
    "golden-coast",
    "Golden Coast",
    "Golden light washes over the coastline as the sun sinks toward the sea. Warm, glowing and serene.",
  ],
];

export const landscapePrints: readonly LandscapePrint[] = ROWS.map(([id, title, description]) => ({
  id,
  title,
  description,
  orientation: LANDSCAPE_ORIENTED.has(id) ? "landscape" : "portrait",
  ...(id === "red-rock-canyon"
    ? {
        allProducts: {
          title: "Red Rock Canyon",
          description:
            "Red sandstone walls glow above a shaded creek in the heart of red rock country. A quiet trail scene where water, stone and green leaves meet.",
        },
      }
    : {}),
}));
