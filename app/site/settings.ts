// Settings the pages show, fed from configuration (app/server/env.server.ts) by the root loader.
// Prerendered pages bake the values in at build time: rebuild after changing them.
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
