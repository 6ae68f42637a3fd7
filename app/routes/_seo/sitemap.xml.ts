import { ogImageUrl } from "~/images/images.server";
import { sitemapEntries, sitemapXml } from "~/seo/sitemap";
import { siteUrl } from "~/site/settings.server";

// Rendered per request from the running configuration (SITE_URL), then cached by crawlers
// and CDNs for an hour: the content only changes with a new build.
export function loader() {
  const base = siteUrl();
  const xml = sitemapXml(sitemapEntries(base, (key) => ogImageUrl(key, base)));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
