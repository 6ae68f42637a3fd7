// Settings the pages show, fed from configuration (app/server/env.server.ts) by the root loader.
// Pages are rendered by the running server (server/render-cache.ts), so they show its values.
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
