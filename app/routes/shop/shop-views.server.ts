import { data } from "react-router";
import {
  allProducts,
  customSizesNote,
  formatDollars,
  formatPrice,
  printFlows,
  productCategories,
  productNotFound,
  requireCartLine,
  resolveProduct,
  resolvePrint,
  resolvePrintSize,
  type AlbumExtra,
  type Album,
  type PrintFlowId,
  type PrintItem,
} from "~/catalogue";
import type { NewCartItem } from "~/cart/cart-reducer";
import type {
  AlbumPageData,
  AllProductsData,
  GalleryData,
  PrintCheckoutData,
  PrintDetailData,
  PrintSelectSizeData,
  PrintView,
  ProductDetailData,
} from "~/components/shop/shop-view";
import { getImage } from "~/images/images.server";
import { parseSrcset } from "~/images/srcset";
import type { ResolvedImage } from "~/images/types";

// Loaders of the shop pages build their page data here, from the catalogue, on the server.
// A miss answers 404 while the page shows the spec's own message.

/** The smallest JPEG of an image: what the cart stores as the item's thumbnail path. */
export function thumbnailUrl(image: ResolvedImage): string {
  const smallest = parseSrcset(image.srcset.fallback).sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? image.src;
}

/** Everything the cart item of an id holds, read back from the catalogue. */
export function cartItemFor(cartId: string): NewCartItem {
  const line = requireCartLine(cartId);
  return {
    id: cartId,
    title: line.cartTitle,
    size: line.size,
    price: formatPrice(line.unitCents),
    image: thumbnailUrl(getImage(line.imageKey)),
  };
}

export function printView(item: PrintItem): PrintView {
  return {
    title: item.title,
    description: item.description,
    startingAt: `Starting at ${formatDollars(item.startingCents)}`,
    imagePosition: item.imagePosition,
    sizes: item.sizes.map((option) => ({
      size: option.size,
      price: formatPrice(option.cents),
      checkoutPath: item.checkoutPath(option.size),
    })),
    features: [...item.detailFeatures],
    selectSizePath: item.paths.selectSize,
    backLinks: {
      detail: { ...item.backLinks.detail },
      selectSize: { ...item.backLinks.selectSize },
      checkout: { ...item.backLinks.checkout },
    },
    extraLinks: item.extraLinks.map((link) => ({ ...link })),
  };
}

const respond = <T extends { found: boolean }>(payload: T) => data(payload, { status: payload.found ? 200 : 404 });

export function printDetailData(flow: PrintFlowId, id?: string) {
  const item = resolvePrint(flow, id);
  const payload: PrintDetailData = item
    ? { found: true, print: printView(item), image: getImage(item.imageKey) }
    : { found: false, notFound: { ...printFlows[flow].notFound } };
  return respond(payload);
}

export function printSelectSizeData(flow: PrintFlowId, id?: string) {
  const item = resolvePrint(flow, id);
  const payload: PrintSelectSizeData = item
    ? { found: true, print: printView(item) }
    : { found: false, notFound: { ...printFlows[flow].notFound } };
  return respond(payload);
}

export function printCheckoutData(flow: PrintFlowId, id: string | undefined, size: string | undefined) {
  const resolved = resolvePrintSize(flow, id, size);
  if (!resolved) {
    const { message, link } = printFlows[flow].invalidSelection;
    return respond<PrintCheckoutData>({ found: false, notFound: { message, link: { ...link } } });
  }
  const { item, option, cartId } = resolved;
  return respond<PrintCheckoutData>({
    found: true,
    image: getImage(item.imageKey),
    view: {
      title: item.title,
      size: option.size,
      price: formatPrice(option.cents),
      imagePosition: item.imagePosition,
      features: [...item.checkoutFeatures],
      backLink: { ...item.backLinks.checkout },
      cartItem: cartItemFor(cartId),
    },
  });
}

export function galleryData(flow: "floral" | "landscape", heading: string): GalleryData {
  return {
    heading,
    backLink: { to: "/", label: "← Back" },
    cards: printFlows[flow].items.map((item) => ({
      id: item.id,
      title: item.title,
      summary: item.summary,
      price: formatPrice(item.startingCents),
      path: item.paths.detail,
      image: getImage(item.imageKey),
    })),
    customSizes: {
      heading: customSizesNote.heading,
      text: customSizesNote.text,
      link: { ...customSizesNote.link },
    },
  };
}

export function albumPageData(
  album: Album,
  cartId: (size: string) => string,
  extras: readonly AlbumExtra[] = [],
): AlbumPageData {
  return {
    title: album.title,
    description: album.description,
    image: getImage(album.imageKey),
    options: album.sizes.map((option) => ({
      size: option.size,
      price: formatPrice(option.cents),
      pages: option.pages,
      name: option.name ?? null,
      cartItem: cartItemFor(cartId(option.size)),
    })),
    features: [...album.features],
    productionTime: album.productionTime,
    extras: extras.map((extra) => ({
      title: extra.title,
      price: extra.unit ? `${formatPrice(extra.cents)} ${extra.unit}` : formatPrice(extra.cents),
    })),
  };
}

export function allProductsData(): AllProductsData {
  return {
    categories: [...productCategories],
    products: allProducts.map((product) => ({
      id: product.id,
      category: product.category,
      title: product.title,
      description: product.description,
      startingAt: `Starting at ${formatDollars(product.sizes[0]?.cents ?? product.startingCents)}`,
      path: product.path,
      image: getImage(product.imageKey),
    })),
  };
}

export function productDetailData(id: string | undefined) {
  const product = resolveProduct(id);
  if (!product)
    return respond<ProductDetailData>({
      found: false,
      notFound: { ...productNotFound, link: { ...productNotFound.link } },
    });
  return respond<ProductDetailData>({
    found: true,
    image: getImage(product.imageKey),
    product: {
      category: product.category,
      title: product.title,
      description: product.description,
      showInches: product.category !== "Signature Albums",
      sizes: product.sizes.map((option) => ({
        size: option.size,
        price: formatPrice(option.cents),
        cartItem: cartItemFor(product.cartId(option.size)),
      })),
      information: [...product.information],
    },
  });
}
