import { shopPaths } from "../catalogue/shop-paths";
import { portfolioPath, portfolioSlugs } from "../shared/portfolio-slugs";

// Paths rendered to HTML at build time: every route whose content is fixed.
// Testimonial pages (database) and the API are rendered per request, and so are the pages that
// show content edited in /admin (issue 18): / (home texts, links, video), /inquiry (contact
// e-mail, social label) and /leave-review (review links). Other pages show the site name as of
// the build until the render cache (issue 18's other half) replaces prerendering.
const portfolioPaths = portfolioSlugs.map(portfolioPath);

export function prerenderPaths(): string[] {
  return [
    "/work",
    ...portfolioPaths,
    "/testimonials",
    "/blog",
    "/all-products",
    "/floral-gallery",
    "/landscape-gallery",
    "/photo-albums",
    "/wedding-albums",
    "/signature-wedding-albums",
    "/tulip-print",
    "/landscape-prints",
    "/cart",
    "/payment-success",
    // Every print flow page and /product-detail/{id} the catalogue knows (deduplicated below).
    ...shopPaths(),
  ].filter((path, index, all) => all.indexOf(path) === index);
}
