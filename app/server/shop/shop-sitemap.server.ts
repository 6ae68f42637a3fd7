import { printFlowIds, shopPaths, type ShopCatalogue } from "~/catalogue";
import { largestFallbackUrl } from "~/images/srcset";
import { absoluteUrl } from "~/seo/json-ld";
import type { SitemapEntry } from "~/seo/sitemap";
import { imageOf } from "./shop-views.server";

// The sitemap's shop pages as her products are now (decision 050): the fixed list is built from the
// seeded catalogue, so a product she hid or retired is taken out and one she added is put in, with
// its photo (her library photo's widest JPEG).

export function shopSitemapEntries(
  entries: readonly SitemapEntry[],
  shop: ShopCatalogue,
  base: string,
): SitemapEntry[] {
  const current = new Set([
    ...printFlowIds.flatMap((flow) => shop.printFlows[flow].items.map((item) => item.paths.detail)),
    ...shop.allProducts.map((product) => product.path),
  ]);
  const gone = new Set(
    shopPaths()
      .filter((path) => !current.has(path))
      .map((path) => absoluteUrl(base, path)),
  );
  const kept = entries.filter((entry) => !gone.has(entry.loc));
  const known = new Set(kept.map((entry) => entry.loc));
  const added = shop.allProducts
    .filter((product) => !known.has(absoluteUrl(base, product.path)))
    .map((product) => ({
      loc: absoluteUrl(base, product.path),
      images: [{ url: absoluteUrl(base, largestFallbackUrl(imageOf(shop, product.imageKey))), caption: product.title }],
    }));
  return [...kept, ...added];
}
