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

/**
 * The pages rendered in the background at start-up, so search engines and most visitors never
 * wait: the sitemap's. The rest (print checkout steps, the cart) are rendered when first asked for.
 */
export function warmUpPaths(): string[] {
  const all = cachedPagePaths();
  return indexablePaths().filter((path) => all.includes(path));
}
