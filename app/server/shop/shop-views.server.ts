import { data } from "react-router";
import {
  printFlowRoute,
  productNotFound,
  type AlbumExtra,
  type AlbumPageFlow,
  type Offer,
  type PrintFlowId,
  type PrintItem,
  type ShopCatalogue,
  type ShopShelf,
} from "~/catalogue";
import { packImage } from "~/images/packed-image";
import { formatDollars, formatPrice } from "~/shared/money";
import type { NewCartItem } from "~/cart/cart-reducer";
import type {
  AlbumPageData,
  AllProductsData,
  CartOffers,
  PrintGalleryData,
  PrintCheckoutData,
  PrintDetailData,
  PrintSelectSizeData,
  PrintView,
  ProductDetailData,
  ProductLdView,
} from "~/shared/shop/shop-views";
import { getImage } from "~/images/images.server";
import { parseSrcset } from "~/images/srcset";
import type { ResolvedImage } from "~/images/types";

// Loaders of the shop pages build their page data here, from the offers of the shop catalogue at her
// current prices (shopCatalogue(), decision 049), on the server. A miss answers 404 while the page
// shows the spec's own message.

/** The smallest JPEG of an image: what the cart stores as the item's thumbnail path. */
export function thumbnailUrl(image: ResolvedImage): string {
  const smallest = parseSrcset(image.srcset.fallback).sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? image.src;
}

/** A product's picture: one of her library photos ("library/12") or a built-in one. */
export function imageOf(catalogue: Pick<ShopCatalogue, "libraryImages">, key: string): ResolvedImage {
  return catalogue.libraryImages.get(key) ?? getImage(key);
}

/** The cart item "Add to Cart" stores for an offer (SPEC §3). */
export function cartItemFor(offer: Offer, catalogue?: Pick<ShopCatalogue, "libraryImages">): NewCartItem {
  return {
    id: offer.cartId,
    title: offer.cartTitle,
    size: offer.size,
    price: formatPrice(offer.cents),
    image: thumbnailUrl(catalogue ? imageOf(catalogue, offer.imageKey) : getImage(offer.imageKey)),
  };
}

/** The flow a print-flow route module serves, from the route pattern React Router matched. */
export function printFlowOf(pattern: string): PrintFlowId {
  const route = printFlowRoute(pattern);
  if (!route) throw new Error(`No print flow is declared at ${pattern}`);
  return route.flow;
}

function productLd(
  page: { title: string; description: string; path: string; productKey: string },
  offers: readonly Offer[],
  shelf: ShopShelf,
): ProductLdView {
  return {
    name: page.title,
    description: page.description,
    path: page.path,
    sku: page.productKey,
    offers: offers.map(({ size, cents }) => ({ size, cents })),
    shelf: { name: shelf.name, path: shelf.path },
  };
}

export function printView(item: PrintItem): PrintView {
  return {
    title: item.title,
    description: item.description,
    startingAt: `Starting at ${formatDollars(item.startingCents)}`,
    imagePosition: item.imagePosition,
    sizes: item.offers.map((offer) => ({
      size: offer.size,
      price: formatPrice(offer.cents),
      checkoutPath: item.checkoutPath(offer.size),
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

export function printDetailData(catalogue: ShopCatalogue, flow: PrintFlowId, id?: string) {
  const { printFlows } = catalogue;
  const item = catalogue.resolvePrint(flow, id);
  const payload: PrintDetailData = item
    ? {
        found: true,
        print: printView(item),
        image: getImage(item.imageKey),
        ld: productLd({ ...item, path: item.paths.detail }, item.offers, printFlows[flow].shelf),
      }
    : { found: false, notFound: { ...printFlows[flow].notFound } };
  return respond(payload);
}

export function printSelectSizeData(catalogue: ShopCatalogue, flow: PrintFlowId, id?: string) {
  const { printFlows } = catalogue;
  const item = catalogue.resolvePrint(flow, id);
  const payload: PrintSelectSizeData = item
    ? { found: true, print: printView(item) }
    : { found: false, notFound: { ...printFlows[flow].notFound } };
  return respond(payload);
}

export function printCheckoutData(
  catalogue: ShopCatalogue,
  flow: PrintFlowId,
  id: string | undefined,
  size: string | undefined,
) {
  const { printFlows } = catalogue;
  const item = catalogue.resolvePrint(flow, id);
  const offer = item && catalogue.findOffer({ flow, product: id, size });
  if (!item || !offer) {
    const { message, link } = printFlows[flow].invalidSelection;
    return respond<PrintCheckoutData>({ found: false, notFound: { message, link: { ...link } } });
  }
  return respond<PrintCheckoutData>({
    found: true,
    image: getImage(item.imageKey),
    view: {
      title: item.title,
      size: offer.size,
      price: formatPrice(offer.cents),
      imagePosition: item.imagePosition,
      features: [...item.checkoutFeatures],
      backLink: { ...item.backLinks.checkout },
      cartItem: cartItemFor(offer),
    },
  });
}

export function printGalleryData(catalogue: ShopCatalogue, flow: PrintFlowId): PrintGalleryData {
  const { customSizesNote } = catalogue;
  const { gallery, items } = catalogue.printFlows[flow];
  if (!gallery) throw new Error(`The ${flow} print flow has no gallery`);
  return {
    heading: gallery.heading,
    description: gallery.description,
    name: gallery.name,
    path: gallery.path,
    backLink: { to: "/", label: "← Back" },
    cards: items.map((item) => ({
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

const ALL_PRODUCTS: ShopShelf = { name: "All Products", path: "/all-products" };

/** The album each album page sells. */
const ALBUM_OF: Record<AlbumPageFlow, "photoAlbum" | "weddingAlbum"> = {
  "photo-album": "photoAlbum",
  "wedding-album": "weddingAlbum",
  "signature-wedding-album": "weddingAlbum",
};

export function albumPageData(
  catalogue: ShopCatalogue,
  flow: AlbumPageFlow,
  path: string,
  extras: readonly AlbumExtra[] = [],
): AlbumPageData {
  const album = catalogue[ALBUM_OF[flow]];
  const offers = catalogue.albumPageOffers[flow];
  return {
    ld: productLd({ ...album, path }, offers, ALL_PRODUCTS),
    title: album.title,
    description: album.description,
    image: getImage(album.imageKey),
    options: album.sizes.flatMap((option) => {
      const offer = offers.find((o) => o.size === option.size);
      return offer
        ? [
            {
              size: offer.size,
              price: formatPrice(offer.cents),
              pages: option.pages,
              name: option.name ?? null,
              cartItem: cartItemFor(offer),
            },
          ]
        : [];
    }),
    features: [...album.features],
    productionTime: album.productionTime,
    extras: extras.map((extra) => ({
      title: extra.title,
      price: extra.unit ? `${formatPrice(extra.cents)} ${extra.unit}` : formatPrice(extra.cents),
    })),
  };
}

export function allProductsData(catalogue: ShopCatalogue): AllProductsData {
  return {
    // Her categories in shop order: the first product of each places it (the seed's three first).
    categories: [...new Set(catalogue.allProducts.map((product) => product.category))],
    products: catalogue.allProducts.map((product, index) => ({
      id: product.id,
      category: product.category,
      title: product.title,
      description: product.description,
      startingAt: `Starting at ${formatDollars(product.sizes[0]?.cents ?? product.startingCents)}`,
      path: product.path,
      image: cardImage(imageOf(catalogue, product.imageKey), index),
    })),
  };
}

/**
 * The first row's cards (3 on a desktop) keep the blurred placeholder painted while their photo
 * loads; the rest load lazily, below the fold, where a placeholder only adds bytes to every card.
 */
const PLACEHOLDER_CARDS = 3;

const cardImage = (image: ResolvedImage, index: number) =>
  packImage(index < PLACEHOLDER_CARDS ? image : { ...image, placeholder: "" });

export function productDetailData(catalogue: ShopCatalogue, id: string | undefined) {
  const product = catalogue.resolveProduct(id);
  if (!product)
    return respond<ProductDetailData>({
      found: false,
      notFound: { ...productNotFound, link: { ...productNotFound.link } },
    });
  return respond<ProductDetailData>({
    found: true,
    image: imageOf(catalogue, product.imageKey),
    ld: productLd(product, product.offers, ALL_PRODUCTS),
    product: {
      category: product.category,
      title: product.title,
      description: product.description,
      showInches: product.category !== "Signature Albums",
      sizes: product.offers.map((offer) => ({
        size: offer.size,
        price: formatPrice(offer.cents),
        cartItem: cartItemFor(offer, catalogue),
      })),
      information: [...product.information],
    },
  });
}

/**
 * /cart's price table: every cart id the catalogue sells, with its size, price and title, and the
 * sizes a client-gallery photo is printed at (its lines are priced by size: their ids name photos).
 */
export function cartOffersData(catalogue: ShopCatalogue): {
  offers: CartOffers;
  galleryPrintSizes: { size: string; cents: number }[];
} {
  const offers: CartOffers = {};
  for (const offer of catalogue.everyCartOffer()) {
    offers[offer.cartId] = {
      size: offer.size,
      cents: offer.cents,
      title: offer.cartTitle,
      category: offer.category,
    };
  }
  return { offers, galleryPrintSizes: catalogue.galleryPrintSizes.map(({ size, cents }) => ({ size, cents })) };
}
