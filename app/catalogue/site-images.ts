// The site's own photos and logos: hero, about carousel, "Featured by" strip,
// welcome video cover, bee logo, testimonial photos and tiles.

import type { ImageOrientation, ImageSlot } from "~/images/types";

export interface SiteImage {
  readonly key: string;
  readonly alt: string;
  readonly orientation: ImageOrientation;
  readonly kind?: ImageSlot["kind"];
}

const numbered = (prefix: string, orientation: ImageOrientation, alts: readonly string[]): SiteImage[] =>
  alts.map((alt, i) => ({ key: `${prefix}/${i + 1}`, alt, orientation }));

/** The six hero slides, in slideshow order; the first is the page's LCP image. */
export const heroSlides: readonly SiteImage[] = numbered("site/hero", "landscape", [
  "Bride and groom embracing among saguaros at sunset",
  "Couple walking hand in hand beneath the red rocks of Sedona",
  "Family laughing together in a golden desert field",
  "Newlyweds sharing a kiss under glowing string lights",
  "Couple silhouetted on a mountain overlook at dusk",
  "Bride's veil lifting in the wind in the Arizona desert",
]);

/** The about section's carousel of six portraits. */
export const aboutPortraits: readonly SiteImage[] = numbered("site/about", "portrait", [
  "The photographer smiling with her camera in the desert",
  "The photographer at work during a wedding ceremony",
  "The photographer laughing with a couple between shots",
  "Close-up of the photographer's hands adjusting her camera",
  "The photographer on a red rock trail in Sedona",
  "The photographer at golden hour with her family",
]);

export interface FeaturedLogo extends SiteImage {
  readonly name: string;
}

// Placeholder publications, not real brands: replace names and logos with the
// photographer's actual features before launch.
const FEATURED = ["Desert Bride Journal", "Southwest Weddings Review", "Valley Family Living"] as const;

/** The "Featured by" strip's three publication logos. */
export const featuredLogos: readonly FeaturedLogo[] = FEATURED.map((name) => ({
  key: `site/featured/${slugify(name)}`,
  name,
  alt: `${name} logo`,
  orientation: "landscape",
  kind: "logo",
}));

export const welcomeVideoCover: SiteImage = {
  key: "site/welcome-video-cover",
  alt: "Play the photographer's welcome video",
  orientation: "portrait",
};

export const beeLogo: SiteImage = {
  key: "site/bee-logo",
  alt: "Bee Logo",
  orientation: "square",
  kind: "logo",
};

/** The two tiles on /testimonials. */
export const testimonialTiles = {
  loveStories: {
    key: "site/love-stories",
    alt: "Couple embracing at sunset",
    orientation: "landscape",
  },
  lifeStories: {
    key: "site/life-stories",
    alt: "Family walking together at golden hour",
    orientation: "landscape",
  },
} as const satisfies Record<string, SiteImage>;

/**
 * Built-in testimonial photos, for the rows they were made for: the testimonial with this id AND
 * these names ("client|partner", DECISIONS §1). Never by name alone: a real reviewer called Olivia
 * must not get a stranger's picture (issue 14). `npm run seed` creates these rows first, so a fresh
 * development database gives them ids 1–5. The photographer adds her clients' photos here.
 */
const BUILT_IN_TESTIMONIAL_PHOTOS: readonly {
  testimonialId: number;
  client: string;
  partner?: string;
}[] = [
  { testimonialId: 1, client: "Ashley", partner: "Ryan" },
  { testimonialId: 2, client: "Megan", partner: "Chris" },
  { testimonialId: 3, client: "Sofia", partner: "Daniel" },
  { testimonialId: 4, client: "Hannah", partner: "Mark" },
  { testimonialId: 5, client: "Olivia" },
];

/** "client|partner", names trimmed and lowercased; no partner → "client|". */
export function testimonialPhotoLookupKey(client: string, partner?: string | null): string {
  return `${client.trim().toLowerCase()}|${(partner ?? "").trim().toLowerCase()}`;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const testimonialPhotos: readonly (SiteImage & {
  readonly testimonialId: number;
  readonly lookupKey: string;
})[] = BUILT_IN_TESTIMONIAL_PHOTOS.map(({ testimonialId, client, partner }) => ({
  testimonialId,
  lookupKey: testimonialPhotoLookupKey(client, partner),
  key: `testimonials/${slugify([client, partner].filter(Boolean).join(" "))}`,
  alt: partner ? `${client} and ${partner}` : client,
  orientation: "portrait",
}));

/** The built-in photo made for this testimonial (its id and names), or undefined (then: initials). */
export function builtInTestimonialPhoto(
  testimonialId: number,
  client: string,
  partner?: string | null,
): SiteImage | undefined {
  const lookupKey = testimonialPhotoLookupKey(client, partner);
  return testimonialPhotos.find((photo) => photo.testimonialId === testimonialId && photo.lookupKey === lookupKey);
}
