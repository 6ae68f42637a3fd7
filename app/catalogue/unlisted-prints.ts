// A product she hides or retires (decision 050) leaves every screen that sells it: /all-products and
// /product-detail/{id} (its row is not listed), and the print flows that sell the same print — the
// floral and landscape galleries, the legacy /product/1–2 pages, the tulip and golden-coast pages —
// matched by the priced product (a seeded row's productKey, e.g. "floral/pink-peonies" or "legacy/1").

import type { PrintCarousel } from "./home-carousel";
import { printFlowIds } from "./print-flow-ids";
import type { PrintFlows } from "./print-flows";
import { isListed, type ProductRow } from "./product-rows";
import { productKeyOf } from "./seed-products";

/** The priced products of the rows not listed (hidden or retired). */
export function unlistedProductKeys(rows: readonly ProductRow[]): ReadonlySet<string> {
  return new Set(rows.filter((row) => !isListed(row)).map((row) => productKeyOf(row.id)));
}

/** The flows without the prints of unlisted products (an album page sold by a flow stays: it is not a print). */
export function withoutUnlisted(flows: PrintFlows, unlisted: ReadonlySet<string>): PrintFlows {
  if (unlisted.size === 0) return flows;
  const entries = printFlowIds.map((id) => {
    const flow = flows[id];
    const items = flow.items.filter((item) => item.isAlbum || !unlisted.has(item.productKey));
    return [id, items.length === flow.items.length ? flow : { ...flow, items }] as const;
  });
  return Object.fromEntries(entries) as unknown as PrintFlows;
}

/** The carousel without a tile whose page is gone, nor a gallery tile whose gallery is empty. */
export function carouselWithout(carousel: PrintCarousel, full: PrintFlows, listed: PrintFlows): PrintCarousel {
  const gone = new Set<string>();
  for (const id of printFlowIds) {
    const kept = new Set(listed[id].items);
    for (const item of full[id].items) if (!kept.has(item)) gone.add(item.paths.detail);
    if (listed[id].items.length === 0 && full[id].gallery) gone.add(full[id].gallery.path);
  }
  if (gone.size === 0) return carousel;
  return { ...carousel, items: carousel.items.filter((item) => !gone.has(item.to)) };
}
