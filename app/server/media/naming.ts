import crypto from "node:crypto";

// Names of the library's files. A public variant is named by the hash of its own bytes, so a URL
// never changes meaning (re-processing with other settings gives new names) and can be cached
// for a year by browsers and CDNs.

export type VariantFormat = "avif" | "webp" | "jpeg";

const EXTENSIONS: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** Hex characters of the content hash in a public name (80 bits: collisions are not a concern). */
export const NAME_HASH_LENGTH = 20;

/** "3f9a…-800.avif" for these bytes at this width. */
export function variantName(content: Buffer, width: number, format: VariantFormat): string {
  const hash = crypto.createHash("sha256").update(content).digest("hex").slice(0, NAME_HASH_LENGTH);
  return `${hash}-${width}.${EXTENSIONS[format]}`;
}

const PUBLIC_NAME = new RegExp(`^[0-9a-f]{${NAME_HASH_LENGTH}}-[1-9][0-9]{0,4}\\.(avif|webp|jpg)$`);

/** Whether a /media/<name> request names a variant (anything else is not ours to serve). */
export function isPublicName(name: string): boolean {
  return PUBLIC_NAME.test(name);
}

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

export const publicKey = (name: string) => `public/${name}`;
/** Variants of client-gallery photos: never under /media, served only through their gallery. */
export const privateKey = (name: string) => `private/${name}`;
/** media_variants.path of a private variant: not a URL; the gallery's pages build theirs from it. */
export const privatePath = (name: string) => `private:${name}`;
export const PRIVATE_PATH_PREFIX = "private:";
export const originalKey = (sha256: string) => `originals/${sha256}`;
export const publicPath = (name: string) => `/media/${name}`;

/**
 * The URL a page uses for a stored variant path: MEDIA_PUBLIC_URL (a CDN in front of /media)
 * replaces the site's own origin for /media/… paths; bundled /img/… paths stay as they are.
 */
export function publicUrl(storedPath: string, mediaPublicUrl?: string): string {
  if (!mediaPublicUrl || !storedPath.startsWith("/media/")) return storedPath;
  return `${mediaPublicUrl.replace(/\/+$/, "")}${storedPath}`;
}

// Copies made from a client-gallery photo on request, kept beside its private variants: the
// web-size download (by the original's hash) and the watermarked preview of a variant (by the
// variant's name). The purge job removes them with the photo once no gallery shows it.

/** The web-size download made from the original with this SHA-256. */
export const webCopyKey = (sha256: string) => `private/web-${sha256}.jpg`;
/** The watermarked copy of the variant named `name`. */
export const watermarkKey = (name: string) => `private/wm-${name}`;

const WEB_COPY_KEY = /^private\/web-([0-9a-f]{64})\.jpg$/;
const WATERMARK_KEY = /^private\/wm-(.+)$/;

/** What a copy's storage key was made from, or undefined for any other key. */
export function copySource(
  key: string,
): { kind: "web"; sha256: string } | { kind: "watermark"; name: string } | undefined {
  const web = WEB_COPY_KEY.exec(key);
  if (web?.[1]) return { kind: "web", sha256: web[1] };
  const mark = WATERMARK_KEY.exec(key);
  if (mark?.[1]) return { kind: "watermark", name: mark[1] };
  return undefined;
}

/** The storage keys of every copy that may have been made of a photo. */
export function copyKeys(photo: { sha256: string; variantPaths: readonly string[] }): string[] {
  const names = photo.variantPaths
    .map((p) => (p.startsWith(PRIVATE_PATH_PREFIX) ? p.slice(PRIVATE_PATH_PREFIX.length) : p.replace(/^\/media\//, "")))
    .filter(isPublicName);
  return [webCopyKey(photo.sha256), ...names.map(watermarkKey)];
}
