// Small display helpers shared by the upload and library screens (browser-safe).

/** The library search box and its server-side check. */
export const MAX_SEARCH_LENGTH = 100;

export type PhotoState = "queued" | "processing" | "ready" | "failed";

export interface VariantLike {
  format: "avif" | "webp" | "jpeg";
  width: number;
  url: string;
}

/** "3.4 MB", "820 KB": how the photographer's computer shows file sizes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The smallest WebP (else JPEG) at least `minWidth` wide, or the widest there is: a thumbnail. */
export function thumbnailUrl(variants: readonly VariantLike[], minWidth = 300): string | undefined {
  for (const format of ["webp", "jpeg"] as const) {
    const own = variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
    const pick = own.find((v) => v.width >= minWidth) ?? own.at(-1);
    if (pick) return pick.url;
  }
  return undefined;
}

/** A library photo as the admin pages receive it (MediaPhoto of app/server/media, loader JSON). */
export interface LibraryPhoto {
  id: number;
  filename: string;
  bytes: number;
  state: PhotoState;
  failureReason: string | null;
  width: number | null;
  height: number | null;
  altText: string;
  placeholder: string | null;
  variants: Array<VariantLike & { height: number }>;
  source: "upload" | "bundled" | "testimonial" | "gallery";
  capturedAt: string | null;
  createdAt: string;
}

/** A place that shows a photo (PhotoUsage of app/server/media). */
export interface Usage {
  label: string;
  href: string;
}

export const STATE_LABELS: Record<PhotoState, string> = {
  queued: "Waiting to be processed",
  processing: "Processing",
  ready: "Ready",
  failed: "Processing failed",
};
