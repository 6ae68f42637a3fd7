import type { GalleryStatus } from "~/shared/galleries/gallery-admin-rules";

// Display helpers of the gallery admin (browser-safe).

export const STATUS_TONES: Record<GalleryStatus, "neutral" | "good" | "bad"> = {
  Draft: "neutral",
  Published: "good",
  Expired: "bad",
};

/** "May 17, 2026" for a "YYYY-MM-DD" day: no time zone may shift it. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
