import { allProducts } from "./all-products";
import { printFlowIds } from "./print-flow-ids";
import { printFlows } from "./print-flows";

/**
 * Every URL of the shop whose content the catalogue fixes, for the render cache and the
 * sitemap: each print flow's detail, select-size and per-size checkout page, and
 * /product-detail/{id} for every all-products id. Fixed routes such as /cart or the
 * galleries are not listed here.
 */
export function shopPaths(): string[] {
  const paths: string[] = [];
  for (const flow of printFlowIds) {
    for (const item of printFlows[flow].items) {
      paths.push(item.paths.detail, item.paths.selectSize);
      for (const option of item.sizes) paths.push(item.checkoutPath(option.size));
    }
  }
  for (const product of allProducts) paths.push(product.path);
  return paths;
}
