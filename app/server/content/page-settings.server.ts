import { env } from "../env.server";
import { readSiteSettings } from "./site-settings.server";
import type { SiteSettingsValues } from "~/shared/content/site-settings.schema";
import type { SiteSettings } from "~/shared/content/page-settings";

/** SITE_URL without its trailing slash: infrastructure, from the environment. */
export function siteUrl(): string {
  return env().SITE_URL.replace(/\/$/, "");
}

/**
 * The settings the pages show, as stored. Nothing is prerendered, so this always runs in a server
 * with its database, the render cache's worker thread included (its own connection; decision 020).
 */
export async function siteSettings(): Promise<SiteSettings> {
  return publicSettings((await readSiteSettings()).values);
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
