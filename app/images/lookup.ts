import { largestFallbackUrl } from "./srcset";
import type { ResolvedImage } from "./types";

export type ImageManifest = Readonly<Record<string, ResolvedImage>>;

export interface ImageLookup {
  /** The resolved image of a slot key; throws, naming the key, when the manifest lacks it. */
  getImage(key: string): ResolvedImage;
  getImages(keys: readonly string[]): ResolvedImage[];
  hasImage(key: string): boolean;
  /** The largest JPEG of a key (PNG for logos); absolute when a site URL is given, as og:image needs. */
  ogImageUrl(key: string, siteUrl?: string): string;
}

export function createImageLookup(manifest: ImageManifest): ImageLookup {
  const getImage = (key: string): ResolvedImage => {
    const image = Object.hasOwn(manifest, key) ? manifest[key] : undefined;
    if (!image) {
      throw new Error(
        `No image "${key}" in app/images/manifest.generated.json. Is the key listed in ` +
          `app/catalogue/image-slots.ts, and has \`npm run images\` run since it was added?`,
      );
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
