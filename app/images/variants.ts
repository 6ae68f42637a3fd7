// The one way a photo becomes what <Picture> renders. A photo, built-in or uploaded, is a list of
// encoded files (format × width) plus its size and placeholder; resolveImage() turns that into
// srcset strings. The build's manifest is read through bundledPhoto(), the same function that
// registers the built-in photos in the media library at start-up, so a page shows a photo the
// same way whether it came from the manifest (built-in photos) or from the library
// (docs/decisions/019-one-image-path.md). Browser-safe: no manifest, no server code here.
import { parseSrcset } from "./srcset";
import type { ResolvedImage } from "./types";

export type VariantFormat = "avif" | "webp" | "jpeg" | "png";

export interface ImageVariant {
  format: VariantFormat;
  width: number;
  height: number;
  url: string;
}

/** A photo as the library and the manifest both describe it. */
export interface PhotoFiles {
  key: string;
  width: number;
  height: number;
  /** A tiny blurred data: URI; "" when there is none (yet). */
  placeholder: string;
  variants: readonly ImageVariant[];
}

const EXTENSION_FORMATS: Record<string, VariantFormat> = {
  avif: "avif",
  webp: "webp",
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
};

/** The <Picture> input of a photo: AVIF, WebP, then JPEG (PNG for logos); src is the middle width. */
export function resolveImage(photo: PhotoFiles): ResolvedImage {
  const of = (formats: readonly VariantFormat[]) =>
    photo.variants.filter((v) => formats.includes(v.format)).sort((a, b) => a.width - b.width);
  const srcset = (variants: readonly ImageVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(", ");
  const fallback = of(["jpeg"]).length > 0 ? of(["jpeg"]) : of(["png"]);
  // The build pipeline's rule (scripts/images/encode.ts): the middle of the widths.
  const middle = fallback[Math.floor(fallback.length / 2)];
  return {
    key: photo.key,
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    srcset: { avif: srcset(of(["avif"])), webp: srcset(of(["webp"])), fallback: srcset(fallback) },
    src: middle?.url ?? "",
  };
}

/** A manifest entry as files: what registerBundledPhoto records and what getImage resolves. */
export function bundledPhoto(entry: ResolvedImage): PhotoFiles {
  const variants: ImageVariant[] = [];
  for (const srcset of [entry.srcset.avif, entry.srcset.webp, entry.srcset.fallback]) {
    for (const { url, width } of parseSrcset(srcset)) {
      const format = EXTENSION_FORMATS[url.slice(url.lastIndexOf(".") + 1).toLowerCase()];
      if (!format) continue;
      variants.push({ format, width, height: Math.round((width * entry.height) / entry.width), url });
    }
  }
  return { key: entry.key, width: entry.width, height: entry.height, placeholder: entry.placeholder, variants };
}

/** A library photo (MediaPhoto of app/server/media) for <Picture>; undefined until it is ready. */
export function libraryImage(photo: {
  id: number;
  state: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: readonly ImageVariant[];
}): ResolvedImage | undefined {
  if (photo.state !== "ready" || !photo.width || !photo.height || photo.variants.length === 0) return undefined;
  // A client's photo (private variants, "private:<name>") is never shown by a public page, even if
  // its number is typed into an editor: only its gallery serves it, under its own URLs.
  if (photo.variants.some((v) => v.url.startsWith("private:"))) return undefined;
  return resolveImage({
    key: `library/${photo.id}`,
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder ?? "",
    variants: photo.variants,
  });
}
