import type { ResolvedImage } from "~/images/types";

// What the home route's loader hands to the home components: catalogue content joined with the
// resolved images (which only exist on the server, see app/images/images.server.ts).

export interface ShownImage {
  image: ResolvedImage;
  alt: string;
}

export interface FeaturedLogoData extends ShownImage {
  name: string;
  /** The publication's https:// page, or "" for a logo that links nowhere (the seed). */
  link: string;
}

export interface PrintCarouselEntry extends ShownImage {
  id: number;
  title: string;
  /** Formatted from the catalogue's cents, e.g. "From $150.00" or "$45.00". */
  price: string;
  sizesText: string;
  to: string;
}

/** The home page's editable texts (app/server/content/home-texts.server.ts), the about text as HTML. */
export interface HomeTexts {
  availability: readonly { heading: string; detail: string }[];
  aboutHtml: string;
  basedIn: string;
  serviceArea: string;
}
