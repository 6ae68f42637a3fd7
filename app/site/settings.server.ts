import type { AppLoadContext } from "react-router";
import { env } from "~/server/env.server";
import { readSiteSettings, seedSiteSettings, type SiteSettingsValues } from "~/server/content/site-settings.server";
import type { SiteSettings } from "./settings";

/** SITE_URL without its trailing slash: infrastructure, from the environment. */
export function siteUrl(): string {
  return env().SITE_URL.replace(/\/$/, "");
}

/**
 * The build's prerenderer calls loaders without the Express shell's context (no CSP nonce) and
 * without a database: those pages show the seed values (the environment's). Every request the
 * server renders reads the stored settings (edited in /admin/site-settings).
 */
export function isPrerendering(context: AppLoadContext | undefined): boolean {
  return context?.cspNonce === undefined;
}

/** The settings the pages show. */
export async function siteSettings(context: AppLoadContext | undefined): Promise<SiteSettings> {
  const values = isPrerendering(context) ? seedSiteSettings() : (await readSiteSettings()).values;
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
