import { heroSlides } from "~/catalogue";

/**
 * The photo shared (og:image) for pages without a lead photo of their own, and the business's
 * image in structured data: the first hero slide, the photo that opens the site.
 */
export const defaultShareImageKey: string = heroSlides[0]?.key ?? "site/bee-logo";
