import type { SiteSettingsValues } from "./site-settings.schema";

// Settings the pages show, fed by the root loader from the database (edited in /admin/site-settings,
// seeded from the environment on first start; app/server/content/page-settings.server.ts): the
// stored values, the contact e-mail as `email`, plus SITE_URL and the video player's origin.
// Pages are rendered by the running server (server/render-cache.ts), so they show the stored values.
export type SiteSettings = Omit<SiteSettingsValues, "contactEmail"> & {
  email: string;
  siteUrl: string;
  welcomeVideoOrigin: string;
};
