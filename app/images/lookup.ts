import { largestFallbackUrl } from "./srcset";
import type { ResolvedImage } from "./types";
import { bundledPhoto, resolveImage } from "./variants";

export type ImageManifest = Readonly<Record<string, ResolvedImage>>;

export interface ImageLookup {
  /** The resolved image of a slot key; throws, naming the key, when the manifest lacks it. */
  getImage(key: string): ResolvedImage;
  getImages(keys: readonly string[]): ResolvedImage[];
  hasImage(key: string): boolean;
  /** The largest JPEG of a key (PNG for logos); absolute when a site URL is given, as og:image needs. */
  ogImageUrl(key: string, siteUrl?: string): string;
}

/**
 * Every image a page shows goes manifest entry → files (bundledPhoto) → resolveImage, the path a
 * library photo takes too, so both render identically.
 */
export function createImageLookup(manifest: ImageManifest): ImageLookup {
  const resolved = new Map<string, ResolvedImage>();
  const getImage = (key: string): ResolvedImage => {
    const entry = Object.hasOwn(manifest, key) ? manifest[key] : undefined;
    if (!entry) {
      throw new Error(
        `No image "${key}" in app/images/manifest.generated.json. Is the key listed in ` +
          `app/catalogue/image-slots.ts, and has \`npm run images\` run since it was added?`,
      );
    }
    let image = resolved.get(key);
    if (!image) {
      image = resolveImage(bundledPhoto(entry));
      resolved.set(key, image);
    }
    return image;
  };
  return {
    getImage,
    getImages: (keys) => keys.map(getImage),
    hasImage: (key) => Object.hasOwn(manifest, key),
    ogImageUrl: (key, siteUrl) => {
      const url = largestFallbackUrl(getImage(key));
      return siteUrl ? new URL(url, siteUrl).href : url;
    },
  };
}
