// The build's image manifest, on the server only: it is large, so it must never reach a browser
// bundle. Loaders call getImage() and pass the ResolvedImage down to <Picture>.
// manifest.generated.json is written by `npm run images` (scripts/images/build-images.ts).
import manifest from "./manifest.generated.json";
import { createImageLookup, type ImageManifest } from "./lookup";

const images = createImageLookup(manifest satisfies ImageManifest);

export const { getImage, getImages, hasImage, ogImageUrl } = images;
