import { galleryPath, type DownloadLevel } from "~/shared/galleries/gallery-rules";

// The download URLs of a client gallery (served by app/routes/client-gallery/download-*.ts after the
// server's own checks: these links are a convenience, never the permission).

export type DownloadSize = "web" | "full";

/** The sizes a level offers, smallest first. */
export function sizesAllowed(level: DownloadLevel): DownloadSize[] {
  return level === "full" ? ["web", "full"] : level === "web" ? ["web"] : [];
}

export const photoDownloadUrl = (slug: string, itemId: number, size: DownloadSize) =>
  `${galleryPath(slug)}/download/${itemId}?size=${size}`;
export const setDownloadUrl = (slug: string, setId: number, size: DownloadSize) =>
  `${galleryPath(slug)}/download/set/${setId}.zip?size=${size}`;
export const allDownloadUrl = (slug: string, size: DownloadSize) =>
  `${galleryPath(slug)}/download/all.zip?size=${size}`;

/**
 * Each size as its download button says it: what it gives and what it is for, in plain words
 * (issue 26 §7), never "web size" or "full resolution".
 */
export const SIZE_LABELS: Record<DownloadSize, string> = {
  web: "Small, for phones and social media",
  full: "Full size, for printing",
};
