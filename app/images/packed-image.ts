// A photo's srcsets, packed for loader data. A built-in photo's files share one name and differ
// only by width and format ("/img/prints-floral-roses-7c8d631e-400.avif"), so its three srcsets
// (~700 characters) say the same thing three times. A long list (/all-products with 200 products)
// sends its photos packed as the name and the widths, and <Picture> unpacks them: the HTML is the
// same, the page's data is about half. Browser-safe.
import type { ResolvedImage } from "./types";

export interface PackedImage extends Omit<ResolvedImage, "srcset" | "src"> {
  files: {
    /** Every file's URL up to "-<width>.<extension>". */
    stem: string;
    /** Widest last, the same for every format. */
    widths: number[];
    /** The <img> fallback's extension: JPEG for photos, PNG for logos. */
    fallback: string;
    /** Whether AVIF and WebP files exist at those widths (a logo may have neither). */
    modern: boolean;
  };
}

/** What <Picture> takes: a photo as the image pipeline resolves it, or packed. */
export type PictureImage = ResolvedImage | PackedImage;

const srcset = (stem: string, widths: readonly number[], extension: string) =>
  widths.map((width) => `${stem}-${width}.${extension} ${width}w`).join(", ");

export function unpackImage(image: PictureImage): ResolvedImage {
  if (!("files" in image)) return image;
  const { files, ...rest } = image;
  const { stem, widths, fallback, modern } = files;
  // The image pipeline's rule (variants.ts): src is the middle width.
  const middle = widths[Math.floor(widths.length / 2)];
  return {
    ...rest,
    srcset: {
      avif: modern ? srcset(stem, widths, "avif") : "",
      webp: modern ? srcset(stem, widths, "webp") : "",
      fallback: srcset(stem, widths, fallback),
    },
    src: middle === undefined ? "" : `${stem}-${middle}.${fallback}`,
  };
}

const FALLBACK_FILE = /^(.+)-(\d+)\.(jpg|png) \d+w$/;

/** The photo packed, or as it is when its files do not follow one name (an uploaded photo's do not). */
export function packImage(image: ResolvedImage): PictureImage {
  const first = FALLBACK_FILE.exec(image.srcset.fallback.split(", ")[0] ?? "");
  if (!first) return image;
  const [, stem, , fallback] = first as unknown as [string, string, string, string];
  const widths = image.srcset.fallback.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
  const { srcset: _srcset, src: _src, ...rest } = image;
  const packed: PackedImage = { ...rest, files: { stem, widths, fallback, modern: image.srcset.avif !== "" } };
  // Packed only when unpacking gives back every string exactly.
  const back = unpackImage(packed);
  const same =
    back.src === image.src &&
    back.srcset.avif === image.srcset.avif &&
    back.srcset.webp === image.srcset.webp &&
    back.srcset.fallback === image.srcset.fallback;
  return same ? packed : image;
}
