import { shopPaths } from "~/catalogue/shop-paths";
import { indexablePaths, sitePagePaths } from "~/seo/site-paths";

// The public pages the server renders once and keeps in memory (server/render-cache.ts), re-rendered
// when the content version moves. A fixed list: the cache never grows with what visitors ask for,
// and any other path (an unknown product, a typo) is rendered per request and never cached.
export function cachedPagePaths(): string[] {
  const paths = [
    ...sitePagePaths,
    "/tulip-print",
    "/landscape-prints",
    "/cart",
    "/payment-success",
    // Every print flow page and /product-detail/{id} the catalogue knows.
    ...shopPaths(),
  ];
  return [...new Set(paths)];
}

/** The order pages are rendered in at start-up: the sitemap's first, so search engines and most visitors never wait. */
export function warmUpOrder(): string[] {
  const all = cachedPagePaths();
  const sitemap = indexablePaths().filter((path) => all.includes(path));
  return [...sitemap, ...all.filter((path) => !sitemap.includes(path))];
}
