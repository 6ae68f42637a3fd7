// /robots.txt: the site is open to crawlers except purchase steps, the cart and private areas
// (the same pages that carry a noindex tag; see site-paths.ts).
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /cart",
    "Disallow: /test-checkout",
    "Disallow: /payment-success",
    "Disallow: /functions/",
    "Disallow: /api/",
    "Disallow: /*/checkout/",
    "Disallow: /*/select-size",
    "",
    `Sitemap: ${siteUrl.replace(/\/$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
