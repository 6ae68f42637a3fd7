import { ogImageUrl } from "~/images/images.server";
import { sitemapEntries, sitemapXml } from "~/seo/sitemap";
import { siteSettings } from "~/site/settings.server";

// Rendered per request from the running configuration (SITE_URL), then cached by crawlers
// and CDNs for an hour: the content only changes with a new build.
export function loader() {
  const { siteUrl } = siteSettings();
  const xml = sitemapXml(sitemapEntries(siteUrl, (key) => ogImageUrl(key, siteUrl)));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
