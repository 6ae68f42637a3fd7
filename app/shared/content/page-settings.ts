// Settings the pages show, fed by the root loader from the database (edited in /admin/site-settings,
// seeded from the environment on first start; app/server/content/page-settings.server.ts). siteUrl is SITE_URL.
// Pages are rendered by the running server (server/render-cache.ts), so they show the stored values.
export interface SiteSettings {
  siteName: string;
  siteUrl: string;
  email: string;
  socialUrl: string;
  socialLabel: string;
  googleReviewsUrl: string;
  weddingReviewsUrl: string;
  bookingUrl: string;
  albumProjectUrl: string;
  welcomeVideoUrl: string;
  welcomeVideoOrigin: string;
}
