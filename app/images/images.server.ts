// The build's image manifest, on the server only: it is large, so it must never reach a browser
// bundle. Loaders call getImage() and pass the ResolvedImage down to <Picture>.
// manifest.generated.json is written by `npm run images` (scripts/images/build-images.ts).
import manifest from "./manifest.generated.json";
import { createImageLookup, type ImageManifest } from "./lookup";
import { bundledPhoto, type PhotoFiles } from "./variants";

const images = createImageLookup(manifest satisfies ImageManifest);

export const { getImage, hasImage, ogImageUrl } = images;

/**
 * The built-in photos as files, for the media library's start-up registration: read through
 * bundledPhoto(), the function getImage() resolves with, so both agree. Logos (PNG) are part of
 * the design, not photos, and stay out of the library.
 */
export function bundledPhotos(): PhotoFiles[] {
  return Object.values(manifest as ImageManifest)
    .map(bundledPhoto)
    .filter((photo) => photo.variants.every((v) => v.format !== "png"));
}
