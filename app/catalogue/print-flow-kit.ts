// The shape shared by the five print flows, and the one function that builds a flow
// from its routes, links and items (print-flows.ts holds the flows themselves).

import { startingCents, type SizeOption } from "./sizes";

export type PrintFlowId = "floral" | "landscape" | "tulip" | "golden-coast" | "legacy";

export interface LinkTarget {
  readonly to: string;
  readonly label: string;
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
  readonly sizes: readonly SizeOption[];
  /** "Starting at {formatDollars(startingCents)}". */
  readonly startingCents: number;
  readonly isAlbum: boolean;
  readonly detailFeatures: readonly string[];
  readonly checkoutFeatures: readonly string[];
  readonly paths: { readonly detail: string; readonly selectSize: string };
  checkoutPath(size: string): string;
  cartId(size: string): string;
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

export interface PrintFlow {
  readonly id: PrintFlowId;
  /** True when the route carries an {id} segment. */
  readonly hasId: boolean;
  /** "/floral-print/pink-peonies", "/tulip-print", "/product/3". */
  basePath(id?: string | number): string;
  readonly items: readonly PrintItem[];
  /** Detail and size-selection pages, when the id is unknown. */
  readonly notFound: { readonly message: string; readonly link: LinkTarget };
  /** Checkout page, when the id or the size is not valid. */
  readonly invalidSelection: {
    readonly message: string;
    readonly link: LinkTarget;
  };
}

export interface FlowConfig {
  readonly id: PrintFlowId;
  readonly hasId: boolean;
  readonly basePath: (id: string) => string;
  readonly cartId: (id: string, size: string) => string;
  readonly detailBack: LinkTarget;
  readonly extraLinks?: readonly LinkTarget[];
  readonly notFound: PrintFlow["notFound"];
  readonly invalidSelection: PrintFlow["invalidSelection"];
}

export type ItemData = Pick<
  PrintItem,
  | "id"
  | "productKey"
  | "title"
  | "description"
  | "summary"
  | "imageKey"
  | "sizes"
  | "isAlbum"
  | "detailFeatures"
  | "checkoutFeatures"
> & { readonly imagePosition?: PrintItem["imagePosition"] };

export function makeFlow(config: FlowConfig, data: readonly ItemData[]): PrintFlow {
  const items = data.map((item): PrintItem => {
    const detail = config.basePath(item.id);
    const selectSize = `${detail}/select-size`;
    return {
      ...item,
      flow: config.id,
      imagePosition: item.imagePosition ?? "center",
      startingCents: startingCents(item.sizes),
      paths: { detail, selectSize },
      checkoutPath: (size) => `${detail}/checkout/${size}`,
      cartId: (size) => config.cartId(item.id, size),
      backLinks: {
        detail: config.detailBack,
        selectSize: { to: detail, label: `← Back to ${item.title}` },
        checkout: { to: selectSize, label: "← Back to size selection" },
      },
      extraLinks: config.extraLinks ?? [],
    };
  });
  return {
    id: config.id,
    hasId: config.hasId,
    basePath: (id) => config.basePath(String(id ?? "")),
    items,
    notFound: config.notFound,
    invalidSelection: config.invalidSelection,
  };
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
