import { env } from "~/server/env.server";
import type { SiteSettings } from "./settings";

export function siteSettings(): SiteSettings {
  const e = env();
  return {
    siteName: e.SITE_NAME,
    siteUrl: e.SITE_URL.replace(/\/$/, ""),
    email: e.SITE_EMAIL,
    socialUrl: e.SOCIAL_URL,
    socialLabel: e.SOCIAL_LABEL,
    googleReviewsUrl: e.GOOGLE_REVIEWS_URL,
    weddingReviewsUrl: e.WEDDING_REVIEWS_URL,
    bookingUrl: e.BOOKING_URL,
    albumProjectUrl: e.ALBUM_PROJECT_URL,
    welcomeVideoUrl: e.WELCOME_VIDEO_URL,
    welcomeVideoOrigin: new URL(e.WELCOME_VIDEO_ORIGIN).origin,
  };
}
