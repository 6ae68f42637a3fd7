// The five flows that share the detail → select size → checkout pages (SPEC §2.6).
// Everything a page of that family shows comes from here.

import { photoAlbum } from "./albums";
import { floralCartId, goldenCoastCartId, landscapeCartId, legacyCartId, tulipCartId } from "./cart-ids";
import { floralPrintFeatures, landscapePrintFeatures, legacyCheckoutFeatures, legacyDetailFeatures } from "./features";
import { floralPrints } from "./floral-prints";
import { landscapePrints } from "./landscape-prints";
import { goldenCoastPrint, legacyProducts, parseLegacyId, tulipPrint } from "./single-prints";
import {
  invalidSelection,
  invalidSize,
  makeFlow,
  printNotFound,
  type ItemData,
  type LinkTarget,
  type PrintFlow,
  type PrintFlowId,
  type PrintItem,
} from "./print-flow-kit";
import { findSize, printSizes, type PrintOrientation, type SizeOption } from "./sizes";

export type { LinkTarget, PrintFlow, PrintFlowId, PrintItem } from "./print-flow-kit";

interface PrintData {
  readonly productKey: string;
  readonly title: string;
  readonly description: string;
  readonly summary?: string;
  readonly imageKey: string;
  readonly orientation: PrintOrientation;
}

/** A print sold by orientation, with one feature list on its detail and checkout pages. */
function printItem(id: string, print: PrintData, features: readonly string[]): ItemData {
  return {
    id,
    productKey: print.productKey,
    title: print.title,
    description: print.description,
    summary: print.summary ?? print.description,
    imageKey: print.imageKey,
    sizes: printSizes[print.orientation],
    isAlbum: false,
    detailFeatures: features,
    checkoutFeatures: features,
  };
}

/** Floral and landscape: one page family per gallery print, /{kind}-print/{id}. */
function galleryFlow(
  kind: "floral" | "landscape",
  galleryName: string,
  cartId: (id: string, size: string) => string,
  items: readonly ItemData[],
): PrintFlow {
  const gallery = `/${kind}-gallery`;
  const viewAll = { to: gallery, label: "View All Prints" };
  return makeFlow(
    {
      id: kind,
      hasId: true,
      basePath: (id) => `/${kind}-print/${id}`,
      cartId,
      detailBack: { to: gallery, label: `← Back to ${galleryName}` },
      notFound: printNotFound(viewAll),
      invalidSelection: invalidSelection(viewAll),
    },
    items,
  );
}

/** Tulip and Golden Coast: one product on a fixed path, landscape print bullets. */
function singlePrintFlow(
  id: PrintFlowId,
  path: string,
  cartId: (size: string) => string,
  print: PrintData,
  extraLinks: readonly LinkTarget[] = [],
): PrintFlow {
  const backToProduct = { to: path, label: "Back to Product" };
  return makeFlow(
    {
      id,
      hasId: false,
      basePath: () => path,
      cartId: (_id, size) => cartId(size),
      detailBack: { to: "/", label: "← Back" },
      extraLinks,
      notFound: printNotFound(backToProduct),
      invalidSelection: invalidSize(backToProduct),
    },
    [printItem("", print, landscapePrintFeatures)],
  );
}

const floral = galleryFlow(
  "floral",
  "Floral Prints",
  floralCartId,
  floralPrints.map((print) =>
    printItem(
      print.id,
      { ...print, productKey: `floral/${print.id}`, imageKey: `prints/floral/${print.id}` },
      floralPrintFeatures,
    ),
  ),
);

const landscape = galleryFlow(
  "landscape",
  "Landscape Prints",
  landscapeCartId,
  landscapePrints.map((print) =>
    printItem(
      print.id,
      { ...print, productKey: `landscape/${print.id}`, imageKey: `prints/landscape/${print.id}` },
      landscapePrintFeatures,
    ),
  ),
);

const tulip = singlePrintFlow("tulip", "/tulip-print", tulipCartId, tulipPrint);

const goldenCoast = singlePrintFlow("golden-coast", "/landscape-prints", goldenCoastCartId, goldenCoastPrint, [
  { to: "/landscape-gallery", label: "View All Landscape Prints" },
]);

// Product 3 is the Signature Photo Album: album sizes, prices and bullets, not a print's.
const legacy = makeFlow(
  {
    id: "legacy",
    hasId: true,
    basePath: (id) => `/product/${id}`,
    cartId: (id, size) => legacyCartId(parseLegacyId(id), size),
    detailBack: { to: "/", label: "← Back" },
    notFound: { message: "Product not found", link: { to: "/", label: "Return to home" } },
    invalidSelection: invalidSelection({
      to: "/all-products",
      label: "View All Prints",
    }),
  },
  legacyProducts.map((product) => {
    const isAlbum = product.kind === "album";
    return {
      id: String(product.id),
      productKey: isAlbum ? photoAlbum.productKey : `legacy/${product.id}`,
      title: product.title,
      description: product.description,
      summary: product.description,
      imageKey: product.imageKey,
      imagePosition: product.imagePosition,
      sizes: isAlbum ? photoAlbum.sizes : printSizes.portrait,
      isAlbum,
      detailFeatures: isAlbum ? photoAlbum.features : legacyDetailFeatures,
      checkoutFeatures: isAlbum ? photoAlbum.features : legacyCheckoutFeatures,
    };
  }),
);

export const printFlows: Readonly<Record<PrintFlowId, PrintFlow>> = {
  floral,
  landscape,
  tulip,
  "golden-coast": goldenCoast,
  legacy,
};

export const printFlowIds = Object.keys(printFlows) as PrintFlowId[];

/**
 * The item a flow's page shows, or undefined ("Print not found" / "Product not found").
 * `id` is the raw route param: a slug, a legacy id read like parseInt, or nothing for
 * the tulip and golden-coast flows.
 */
export function resolvePrint(flow: PrintFlowId, id?: string): PrintItem | undefined {
  const { items, hasId } = printFlows[flow];
  if (!hasId) return items[0];
  const key = flow === "legacy" ? String(parseLegacyId(id)) : id;
  return items.find((item) => item.id === key);
}

export interface ResolvedPrintSize {
  readonly item: PrintItem;
  readonly option: SizeOption;
  readonly cartId: string;
}

/** A checkout page's item and size, or undefined ("Invalid selection"). */
export function resolvePrintSize(
  flow: PrintFlowId,
  id: string | undefined,
  size: string | undefined,
): ResolvedPrintSize | undefined {
  const item = resolvePrint(flow, id);
  const option = item && findSize(item.sizes, size);
  if (!item || !option) return undefined;
  return { item, option, cartId: item.cartId(option.size) };
}
