import { productImageSlots } from "~/catalogue/image-slots";
import { beeLogo, testimonialTiles, welcomeVideoCover } from "~/catalogue/site-images";
import type { ImageOrientation, ImageSlot } from "~/images/types";

// The image slots that no other editor changes (decision 048): the shop's product photos, the two
// tiles of /testimonials and the design's own pictures (the bee logo, the welcome video's cover).
// The hero, the about portraits and "Featured by" are /admin/home-photos', the portfolios and the
// blog have their own editors, and a testimonial's photo is chosen on the testimonial.

export type DesignSlotGroup = "shop" | "tiles" | "design";

export interface DesignSlot {
  key: string;
  group: DesignSlotGroup;
  /** In her words: "Floral print: Pink Peonies". */
  name: string;
  /** Where visitors see it. */
  shownOn: string;
  orientation: ImageOrientation;
  logo: boolean;
  /** The built-in picture's description, used until she writes her own. */
  defaultAlt: string;
  /** Shown inside a link beside its own title: no description is read out (alt=""). */
  decorative?: true;
}

export const DESIGN_SLOT_GROUPS: Record<DesignSlotGroup, { title: string; help: string }> = {
  shop: {
    title: "Shop products",
    help: "The photo of each print and album: on its product page, in All Products, in its gallery, in the home page's print carousel and in the cart.",
  },
  tiles: {
    title: "Testimonial tiles",
    help: "The two pictures that open Love Stories and Life Stories on Testimonials.",
  },
  design: { title: "Site design", help: "The pictures that are part of the site's design." },
};

const PRODUCT_KINDS: Record<string, string> = {
  Floral: "Floral print",
  Landscape: "Landscape print",
  Print: "Print",
  Album: "Album",
};

function productSlot(slot: ImageSlot): DesignSlot {
  const [kind = "", title = slot.label] = slot.label.split(" · ");
  return {
    key: slot.key,
    group: "shop",
    name: `${PRODUCT_KINDS[kind] ?? kind}: ${title}`,
    shownOn: "Its product page, All Products and the shop's galleries",
    orientation: slot.orientation,
    logo: false,
    defaultAlt: title,
  };
}

export const DESIGN_SLOTS: readonly DesignSlot[] = [
  ...productImageSlots.map(productSlot),
  {
    key: testimonialTiles.loveStories.key,
    group: "tiles",
    name: "Love Stories tile",
    shownOn: "Testimonials",
    orientation: testimonialTiles.loveStories.orientation,
    logo: false,
    defaultAlt: testimonialTiles.loveStories.alt,
    decorative: true,
  },
  {
    key: testimonialTiles.lifeStories.key,
    group: "tiles",
    name: "Life Stories tile",
    shownOn: "Testimonials",
    orientation: testimonialTiles.lifeStories.orientation,
    logo: false,
    defaultAlt: testimonialTiles.lifeStories.alt,
    decorative: true,
  },
  {
    key: beeLogo.key,
    group: "design",
    name: "The bee logo",
    shownOn: "Beside the site's name at the top of every page, and in search results",
    orientation: beeLogo.orientation,
    logo: true,
    defaultAlt: beeLogo.alt,
  },
  {
    key: welcomeVideoCover.key,
    group: "design",
    name: "Welcome video cover",
    shownOn: "The home page, before your welcome video plays",
    orientation: welcomeVideoCover.orientation,
    logo: false,
    defaultAlt: welcomeVideoCover.alt,
  },
];

const BY_KEY = new Map(DESIGN_SLOTS.map((slot) => [slot.key, slot]));

export const designSlot = (key: string): DesignSlot | undefined => BY_KEY.get(key);

/** The shape and size a photo for the slot should have (the built-in samples' own sizes). */
export function slotRequirement(slot: Pick<DesignSlot, "orientation" | "logo">): string {
  if (slot.logo) return "Square, at least 400 × 400 pixels, on a white or transparent background";
  switch (slot.orientation) {
    case "landscape":
      return "Landscape (3:2), at least 1600 × 1067 pixels";
    case "portrait":
      return "Upright (2:3), at least 1067 × 1600 pixels";
    case "square":
      return "Square, at least 1400 × 1400 pixels";
  }
}
