// Which pages search engines should know about: the sitemap lists these, robots.txt and the
// noindex pages keep the rest out. Derived from the catalogue, so a new print appears by itself.
import { collections, shopPaths } from "~/catalogue";
import { PRIVATE_AREAS } from "~/shared/robots";

/** Pages whose path is fixed (not per product), in menu-ish order. */
export const sitePagePaths: readonly string[] = [
  "/",
  "/work",
  ...collections.map((collection) => collection.route),
  "/inquiry",
  "/testimonials",
  "/testimonials/love-stories",
  "/testimonials/life-stories",
  "/leave-review",
  "/blog",
  "/all-products",
  "/floral-gallery",
  "/landscape-gallery",
  "/photo-albums",
  "/wedding-albums",
  "/signature-wedding-albums",
  // Gift cards sold in the shop (decision 051): its own page, not a catalogue product.
  "/gift-cards",
];

/**
 * Steps of a purchase, the cart and private pages: each carries a noindex robots tag and is
 * disallowed in robots.txt, so it never appears in search results or in the sitemap.
 */
export function isPrivatePath(path: string): boolean {
  const inArea = PRIVATE_AREAS.some((area) => {
    const root = area.replace(/\/$/, "");
    return path === root || path.startsWith(`${root}/`);
  });
  return inArea || /\/select-size\/?$/.test(path) || /\/checkout(\/|$)/.test(path);
}

/** Every catalogue product's own page: print details, /product/{id}, /product-detail/{id}. */
export function productPagePaths(): string[] {
  return [...new Set(shopPaths().filter((path) => !isPrivatePath(path)))];
}

/** Every page the sitemap lists, each once. */
export function indexablePaths(): string[] {
  return [...new Set([...sitePagePaths, ...productPagePaths()])];
}
