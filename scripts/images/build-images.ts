// `npm run images`: builds public/img and app/images/manifest.generated.json from content/photos,
// with generated samples for every slot that has no photo yet. See content/README.md.
import path from "node:path";
import { imageSlots } from "../../app/catalogue/image-slots";
import { buildImages } from "./pipeline";

const root = path.resolve(import.meta.dirname, "../..");

try {
  await buildImages({
    slots: imageSlots,
    photosDir: path.join(root, "content/photos"),
    cacheDir: path.join(root, ".cache"),
    outDir: path.join(root, "public/img"),
    manifestPath: path.join(root, "app/images/manifest.generated.json"),
    log: (line) => console.log(line),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
