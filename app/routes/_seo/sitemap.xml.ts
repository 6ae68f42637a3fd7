import { largestFallbackUrl } from "~/images/srcset";
import { portfolioPage } from "~/server/content/portfolios.server";
import { absoluteUrl } from "~/seo/json-ld";
import { sitemapEntries, sitemapXml, type SitemapImage } from "~/seo/sitemap";
import { portfolioSlugs } from "~/shared/portfolio-slugs";
import { siteUrl } from "~/server/content/page-settings.server";
import { bookingPagePaths } from "~/server/scheduling/booking-pages.server";
import { designPhotos } from "~/server/content/design-photos.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";
import { shopSitemapEntries } from "~/server/shop/shop-sitemap.server";

// Rendered per request from the running configuration (SITE_URL), then cached by crawlers
// and CDNs for an hour. The portfolios' photos are the database's (edited in /admin/portfolios),
// in their order with their alt texts; the other pages' photos come from the catalogue.
export async function loader({ request }: { request: Request }) {
  const base = siteUrl();
  const galleries = new Map<string, SitemapImage[]>(
    await Promise.all(
      portfolioSlugs.map(async (slug) => {
        const page = await portfolioPage(slug);
        const images = page.images.map(({ image, alt }) => ({
          url: absoluteUrl(base, largestFallbackUrl(image)),
          caption: alt,
        }));
        return [absoluteUrl(base, page.route), images] as const;
      }),
    ),
  );
  // A shop photo she chose in /admin/design-photos is the one listed (decision 048).
  const photos = await designPhotos(request);
  const entries = sitemapEntries(base, (key) => photos.ogImageUrl(key, base)).map((entry) => {
    const images = galleries.get(entry.loc);
    return images ? { ...entry, images } : entry;
  });
  // Her session types and mini days come and go with her edits: read per request.
  const booking = (await bookingPagePaths()).map((path) => ({ loc: absoluteUrl(base, path) }));
  // So do her products (decision 050): hidden and retired ones leave, new ones join.
  const shop = shopSitemapEntries(entries, await shopCatalogue(), base);
  return new Response(sitemapXml([...shop, ...booking]), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
