// The shape shared by the print flows, and the one function that builds a flow from its
// declaration and items (print-flows.ts declares the flows themselves; app/routes.ts turns each
// declaration into routes, docs/decisions/011-print-flows-declared-once.md).

import { offersOf, type Offer, type ProductCategory } from "./offer";
import type { PrintFlowId } from "./print-flow-ids";
import { startingCents, type SizeOption } from "./sizes";

/** The pages every print flow has, in the visitor's order; one route module each (routes/shop/print-*.tsx). */
export const printFlowSteps = ["detail", "select-size", "checkout"] as const;
export type PrintFlowStep = (typeof printFlowSteps)[number];

const STEP_SUFFIX: Readonly<Record<PrintFlowStep, string>> = {
  detail: "",
  "select-size": "/select-size",
  checkout: "/checkout/:size",
};

export interface LinkTarget {
  readonly to: string;
  readonly label: string;
}

/** A place in the shop: a gallery, or /all-products (breadcrumbs, back links). */
export interface ShopShelf {
  readonly name: string;
  readonly path: string;
}

/** A flow's own gallery page (/floral-gallery, /landscape-gallery). */
export interface PrintGalleryDeclaration extends ShopShelf {
  /** The page's heading and title. */
  readonly heading: string;
  /** Its meta description. */
  readonly description: string;
}

export interface PrintItem {
  readonly flow: PrintFlowId;
  /** The {id} route segment ("pink-peonies", "3"); "" on the tulip and golden-coast flows. */
  readonly id: string;
  /** Identifies the priced product across screens, e.g. "floral/pink-peonies". */
  readonly productKey: string;
  readonly title: string;
  /** Detail page text. */
  readonly description: string;
  /** Gallery card text (clamped to two lines there). */
  readonly summary: string;
  readonly imageKey: string;
  readonly imagePosition: "center" | "top";
  readonly category: ProductCategory;
  readonly sizes: readonly SizeOption[];
  /** One per size, as this flow adds it to the cart. */
  readonly offers: readonly Offer[];
  /** "Starting at {formatDollars(startingCents)}". */
  readonly startingCents: number;
  readonly isAlbum: boolean;
  readonly detailFeatures: readonly string[];
  readonly checkoutFeatures: readonly string[];
  readonly paths: { readonly detail: string; readonly selectSize: string };
  checkoutPath(size: string): string;
  readonly backLinks: {
    /** Detail page back link. */
    readonly detail: LinkTarget;
    /** "← Back to {title}", on the size-selection page. */
    readonly selectSize: LinkTarget;
    /** "← Back to size selection", on the checkout page. */
    readonly checkout: LinkTarget;
  };
  /** Further links on the detail page (Golden Coast: "View All Landscape Prints"). */
  readonly extraLinks: readonly LinkTarget[];
}

/** Everything a print flow is, written once: its URLs, its pages' words and links, its cart ids. */
export interface FlowDeclaration {
  readonly id: PrintFlowId;
  /** The detail page's route pattern, "/floral-print/:id" or "/tulip-print"; the steps hang below it. */
  readonly path: string;
  /** The detail page also answers without an id (/product: "Product not found"). */
  readonly detailIdOptional?: boolean;
  /** How the {id} segment is read when it is not taken as written (/product/2abc is product 2). */
  readonly readId?: (raw: string | undefined) => string;
  /** SPEC §3's cart id of an item (its {id}, "" without one) in a size. */
  readonly cartId: (id: string, size: string) => string;
  /** Where its products sit in the shop (breadcrumbs). */
  readonly shelf: ShopShelf;
  readonly gallery?: PrintGalleryDeclaration;
  readonly detailBack: LinkTarget;
  readonly extraLinks?: readonly LinkTarget[];
  /** Detail and size-selection pages, when the id is unknown. */
  readonly notFound: { readonly message: string; readonly link: LinkTarget };
  /** Checkout page, when the id or the size is not valid. */
  readonly invalidSelection: { readonly message: string; readonly link: LinkTarget };
}

export interface PrintFlowRoute {
  readonly flow: PrintFlowId;
  /** Its route module is routes/shop/print-{step}.tsx. */
  readonly step: PrintFlowStep | "gallery";
  /** React Router pattern, e.g. "/floral-print/:id/checkout/:size". */
  readonly path: string;
}

export interface PrintFlow extends Omit<FlowDeclaration, "cartId" | "detailBack" | "extraLinks"> {
  /** True when the route carries an {id} segment. */
  readonly hasId: boolean;
  /** "/floral-print/pink-peonies", "/tulip-print", "/product/3". */
  basePath(id?: string | number): string;
  readonly routes: readonly PrintFlowRoute[];
  readonly items: readonly PrintItem[];
}

export type ItemData = Pick<
  PrintItem,
  | "id"
  | "productKey"
  | "title"
  | "description"
  | "summary"
  | "imageKey"
  | "category"
  | "sizes"
  | "isAlbum"
  | "detailFeatures"
  | "checkoutFeatures"
> & { readonly imagePosition?: PrintItem["imagePosition"] };

export function makeFlow(declaration: FlowDeclaration, data: readonly ItemData[]): PrintFlow {
  const { cartId, detailBack, extraLinks = [], ...flow } = declaration;
  const basePath = (id?: string | number) => declaration.path.replace(":id", String(id ?? ""));
  const routes: PrintFlowRoute[] = printFlowSteps.map((step) => {
    const detail = step === "detail" && declaration.detailIdOptional ? `${declaration.path}?` : declaration.path;
    return { flow: declaration.id, step, path: detail + STEP_SUFFIX[step] };
  });
  if (declaration.gallery) routes.unshift({ flow: declaration.id, step: "gallery", path: declaration.gallery.path });
  const items = data.map((item): PrintItem => {
    const detail = basePath(item.id);
    const selectSize = `${detail}/select-size`;
    return {
      ...item,
      flow: declaration.id,
      imagePosition: item.imagePosition ?? "center",
      startingCents: startingCents(item.sizes),
      offers: offersOf(
        { flow: declaration.id, productKey: item.productKey, imageKey: item.imageKey, category: item.category },
        item.sizes,
        (option) => ({ cartId: cartId(item.id, option.size), cartTitle: item.title }),
      ),
      paths: { detail, selectSize },
      checkoutPath: (size) => `${detail}/checkout/${size}`,
      backLinks: {
        detail: detailBack,
        selectSize: { to: detail, label: `← Back to ${item.title}` },
        checkout: { to: selectSize, label: "← Back to size selection" },
      },
      extraLinks,
    };
  });
  return { ...flow, hasId: declaration.path.includes(":id"), basePath, routes, items };
}

export const printNotFound = (link: LinkTarget) => ({
  message: "Print not found",
  link,
});
export const invalidSelection = (link: LinkTarget) => ({
  message: "Invalid selection",
  link,
});
export const invalidSize = (link: LinkTarget) => ({
  message: "Invalid size selection",
  link,
});
