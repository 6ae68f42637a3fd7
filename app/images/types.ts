// The contract between the catalogue (which names every image slot), the build-time
// image pipeline (which turns each slot's photo into responsive files) and <Picture>.

export type ImageOrientation = "landscape" | "portrait" | "square";

/** One place on the site that shows a photo. Its key is also its path under content/photos. */
export interface ImageSlot {
  /** e.g. "portfolio/wedding/001", "prints/floral/pink-peonies", "site/bee-logo" */
  key: string;
  orientation: ImageOrientation;
  /** Text drawn on the generated sample photo, so a sample is never mistaken for a real one. */
  label: string;
  /** Logos keep transparency and get the white-to-transparent rule of SPEC.md §2.1. */
  kind?: "photo" | "logo";
}

/** What the pipeline records for one slot in the generated manifest. */
export interface ResolvedImage {
  key: string;
  width: number;
  height: number;
  /** A tiny blurred data: URI shown until the real image has loaded. */
  placeholder: string;
  /** srcset strings per format, widest last; logos have no jpeg (png instead). */
  srcset: { avif: string; webp: string; fallback: string };
  /** The fallback <img src> (the middle width). */
  src: string;
  /**
   * Her description of the photo in this place, when she chose it for a design or shop slot
   * (decision 048): it replaces the page's own alt text.
   */
  alt?: string;
}
