import { PRIVATE_AREAS, PURCHASE_STEP_PATTERNS } from "~/shared/robots";

// /robots.txt: the site is open to crawlers except purchase steps, the cart and private areas
// (the same pages that carry a noindex tag; see site-paths.ts).
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...[...PRIVATE_AREAS, ...PURCHASE_STEP_PATTERNS].map((rule) => `Disallow: ${rule}`),
    "",
    `Sitemap: ${siteUrl.replace(/\/$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
