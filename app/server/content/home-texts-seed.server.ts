// The photographer's own words as the site ships them: they seed the database on first start
// (app/server/content/home-texts.server.ts), and from then on she edits them in /admin/home. The
// paragraphs are sample text in her voice; the dashboard's go-live checklist flags them until replaced.

/** About section text (SPEC.md §2.3 "{user_content}"). */
export const aboutParagraphs: readonly string[] = [
  "Hi, I'm so glad you found your way here. I'm a wedding, family and portrait photographer based in Phoenix, and I have spent the last six years chasing golden hour across the Sonoran Desert with people I now call friends.",
  "My style is cinematic and honest: a little direction, a lot of real moments, and light that makes everyone look like the best version of themselves. Whether it's your wedding day in Scottsdale, a sunrise elopement in Sedona or your newborn's first weeks at home, I want your photos to feel like the memory itself.",
  "When I'm not behind the camera you'll find me hiking Camelback at sunrise, scouting new spots in the Superstition Mountains, or planning the next trip that takes my camera somewhere new. I would love to hear your story.",
];

/** Availability notices of SPEC.md §1. */
export const availability = [
  { heading: "Now Booking", detail: "Arizona · Fall/Winter/Spring 2026" },
  { heading: "Europe & Beyond", detail: "Destination weddings · Summer 2026 availability" },
] as const;

/** Where she works (SPEC.md §1). */
export const serviceArea = "Serving Phoenix, Scottsdale, Sedona and worldwide";
export const basedIn = "Based in Arizona";
