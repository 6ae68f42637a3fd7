// The print flows that share the detail → select size → checkout pages (SPEC §2.6), each declared
// once: its URLs, its pages' words and links, its cart ids and its catalogue. app/routes.ts builds
// the routes from these declarations, so a new flow is an id in printFlowIds, its declaration
// below and its catalogue data (docs/decisions/011-print-flows-declared-once.md).

import { photoAlbum as seedPhotoAlbum, type Album } from "./albums";
import { floralCartId, goldenCoastCartId, landscapeCartId, legacyCartId, tulipCartId } from "./cart-ids";
import { floralPrintFeatures, landscapePrintFeatures, legacyCheckoutFeatures, legacyDetailFeatures } from "./features";
import { floralPrints } from "./floral-prints";
import { landscapePrints } from "./landscape-prints";
import type { ProductCategory } from "./offer";
import { printFlowIds, type PrintFlowId } from "./print-flow-ids";
import {
  invalidSelection,
  invalidSize,
  makeFlow,
  printNotFound,
  type PrintGalleryDeclaration,
  type ItemData,
  type LinkTarget,
  type PrintFlow,
  type PrintFlowRoute,
  type PrintItem,
  type ShopShelf,
} from "./print-flow-kit";
import { goldenCoastPrint, legacyProducts, parseLegacyId, tulipPrint } from "./single-prints";
import { printSizes as seedPrintSizes, type PrintOrientation, type SizeOption } from "./sizes";

export type { PrintFlow, PrintFlowRoute, PrintItem, ShopShelf } from "./print-flow-kit";

interface PrintData {
  readonly productKey: string;
  readonly title: string;
  readonly description: string;
  readonly summary?: string;
  readonly imageKey: string;
  readonly orientation: PrintOrientation;
}

/** What the flows' prices come from: the prints' sizes in each orientation, and the photo album's. */
export interface FlowPrices {
  readonly printSizes: Readonly<Record<PrintOrientation, readonly SizeOption[]>>;
  readonly photoAlbum: Album;
}

/** A print sold by orientation, with one feature list on its detail and checkout pages. */
function printItem(
  prices: FlowPrices,
  id: string,
  print: PrintData,
  category: ProductCategory,
  features: readonly string[],
): ItemData {
  return {
    id,
    productKey: print.productKey,
    title: print.title,
    description: print.description,
    summary: print.summary ?? print.description,
    imageKey: print.imageKey,
    category,
    sizes: prices.printSizes[print.orientation],
    isAlbum: false,
    detailFeatures: features,
    checkoutFeatures: features,
  };
}

const allProductsShelf: ShopShelf = { name: "All Products", path: "/all-products" };

/** Floral and landscape: a gallery, and one page family per print at /{kind}-print/{id}. */
function galleryFlow(
  kind: "floral" | "landscape",
  gallery: PrintGalleryDeclaration,
  cartId: (id: string, size: string) => string,
  items: readonly ItemData[],
): PrintFlow {
  const viewAll = { to: gallery.path, label: "View All Prints" };
  return makeFlow(
    {
      id: kind,
      path: `/${kind}-print/:id`,
      cartId,
      shelf: gallery,
      gallery,
      detailBack: { to: gallery.path, label: `← Back to ${gallery.name}` },
      notFound: printNotFound(viewAll),
      invalidSelection: invalidSelection(viewAll),
    },
    items,
  );
}

/** Tulip and Golden Coast: one product on a fixed path, landscape print bullets. */
function singlePrintFlow(
  prices: FlowPrices,
  id: PrintFlowId,
  path: string,
  shelf: ShopShelf,
  cartId: (size: string) => string,
  print: PrintData,
  extraLinks: readonly LinkTarget[] = [],
): PrintFlow {
  const backToProduct = { to: path, label: "Back to Product" };
  const category: ProductCategory = id === "tulip" ? "Floral Prints" : "Landscape Prints";
  return makeFlow(
    {
      id,
      path,
      cartId: (_id, size) => cartId(size),
      shelf,
      detailBack: { to: "/", label: "← Back" },
      extraLinks,
      notFound: printNotFound(backToProduct),
      invalidSelection: invalidSize(backToProduct),
    },
    [printItem(prices, "", print, category, landscapePrintFeatures)],
  );
}

const landscapeGallery: PrintGalleryDeclaration = {
  name: "Landscape Prints",
  path: "/landscape-gallery",
  heading: "Landscape Prints & Natural Beauty",
  description:
    "Fine-art landscape prints of Arizona's canyons, coastlines, forests and mountains, printed on archival paper.",
};

export type PrintFlows = Readonly<Record<PrintFlowId, PrintFlow>>;

/** Every print flow, priced from `prices`. */
export function buildPrintFlows(prices: FlowPrices): PrintFlows {
  const { photoAlbum } = prices;
  const floral = galleryFlow(
    "floral",
    {
      name: "Floral Prints",
      path: "/floral-gallery",
      heading: "Floral Prints & Botanical Art",
      description:
        "Fine-art floral prints of roses, peonies, tulips and dried flowers, printed on archival paper and ready to frame.",
    },
    floralCartId,
    floralPrints.map((print) =>
      printItem(
        prices,
        print.id,
        { ...print, productKey: `floral/${print.id}`, imageKey: `prints/floral/${print.id}` },
        "Floral Prints",
        floralPrintFeatures,
      ),
    ),
  );

  const landscape = galleryFlow(
    "landscape",
    landscapeGallery,
    landscapeCartId,
    landscapePrints.map((print) =>
      printItem(
        prices,
        print.id,
        { ...print, productKey: `landscape/${print.id}`, imageKey: `prints/landscape/${print.id}` },
        "Landscape Prints",
        landscapePrintFeatures,
      ),
    ),
  );

  const tulip = singlePrintFlow(prices, "tulip", "/tulip-print", allProductsShelf, tulipCartId, tulipPrint);

  const goldenCoast = singlePrintFlow(
    prices,
    "golden-coast",
    "/landscape-prints",
    landscapeGallery,
    goldenCoastCartId,
    goldenCoastPrint,
    [{ to: landscapeGallery.path, label: "View All Landscape Prints" }],
  );

  // Product 3 is the Signature Photo Album: album sizes, prices and bullets, not a print's.
  const legacy = makeFlow(
    {
      id: "legacy",
      path: "/product/:id",
      detailIdOptional: true,
      readId: (raw) => String(parseLegacyId(raw)),
      cartId: (id, size) => legacyCartId(parseLegacyId(id), size),
      shelf: allProductsShelf,
      detailBack: { to: "/", label: "← Back" },
      notFound: { message: "Product not found", link: { to: "/", label: "Return to home" } },
      invalidSelection: invalidSelection({ to: "/all-products", label: "View All Prints" }),
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
        category: isAlbum ? "Signature Albums" : "Floral Prints",
        sizes: isAlbum ? photoAlbum.sizes : prices.printSizes.portrait,
        isAlbum,
        detailFeatures: isAlbum ? photoAlbum.features : legacyDetailFeatures,
        checkoutFeatures: isAlbum ? photoAlbum.features : legacyCheckoutFeatures,
      };
    }),
  );

  return { floral, landscape, tulip, "golden-coast": goldenCoast, legacy };
}

/** The flows at their seeded prices: their routes and words (a page prices from its loader's catalogue). */
export const printFlows: PrintFlows = buildPrintFlows({ printSizes: seedPrintSizes, photoAlbum: seedPhotoAlbum });

/** Every route of every flow (gallery, detail, size selection, checkout): app/routes.ts registers these. */
export const printFlowRoutes: readonly PrintFlowRoute[] = printFlowIds.flatMap((flow) => printFlows[flow].routes);

/** The flow and step a matched route pattern belongs to ("/floral-print/:id/select-size"). */
export function printFlowRoute(pattern: string): PrintFlowRoute | undefined {
  const path = `/${pattern.replace(/^\/+/, "")}`;
  return printFlowRoutes.find((route) => route.path === path);
}

/**
 * The item a flow's page shows, or undefined ("Print not found" / "Product not found").
 * `id` is the raw route param: a slug, a legacy id read like parseInt, or nothing for
 * the tulip and golden-coast flows.
 */
export function resolvePrint(flow: PrintFlowId, id?: string, flows: PrintFlows = printFlows): PrintItem | undefined {
  const { items, hasId, readId } = flows[flow];
  if (!hasId) return items[0];
  const key = readId ? readId(id) : id;
  return items.find((item) => item.id === key);
}
