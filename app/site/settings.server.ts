import { env } from "~/server/env.server";
import { contentFromDatabase } from "~/server/content/seed-content.server";
import { readSiteSettings, seedSiteSettings, type SiteSettingsValues } from "~/server/content/site-settings.server";
import type { SiteSettings } from "./settings";

/** SITE_URL without its trailing slash: infrastructure, from the environment. */
export function siteUrl(): string {
  return env().SITE_URL.replace(/\/$/, "");
}

/** The settings the pages show: stored ones in a running server, the seed while the build prerenders. */
export async function siteSettings(): Promise<SiteSettings> {
  const values = contentFromDatabase() ? (await readSiteSettings()).values : seedSiteSettings();
  return publicSettings(values);
}

function publicSettings(values: SiteSettingsValues): SiteSettings {
  return {
    siteName: values.siteName,
    siteUrl: siteUrl(),
    email: values.contactEmail,
    socialUrl: values.socialUrl,
    socialLabel: values.socialLabel,
    googleReviewsUrl: values.googleReviewsUrl,
    weddingReviewsUrl: values.weddingReviewsUrl,
    bookingUrl: values.bookingUrl,
    albumProjectUrl: values.albumProjectUrl,
    welcomeVideoUrl: values.welcomeVideoUrl,
    // Checked against the allowed players when saved; the widget believes messages from it only.
    welcomeVideoOrigin: new URL(values.welcomeVideoUrl).origin,
  };
}
