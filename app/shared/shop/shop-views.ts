import type { PictureImage } from "~/images/packed-image";
import type { ResolvedImage } from "~/images/types";
import type { NewCartItem } from "~/cart/cart-reducer";

// What shop loaders hand their pages: plain, serialisable data built from the catalogue on the
// server, so the browser bundles no catalogue to show a page.

export interface LinkView {
  to: string;
  label: string;
}

export interface SizeView {
  size: string;
  /** "$45.00" */
  price: string;
  /** The checkout route of this size (print flows). */
  checkoutPath: string;
}

/** One print of a print flow, as its detail and size-selection pages show it. */
export interface PrintView {
  title: string;
  description: string;
  /** "Starting at $45" */
  startingAt: string;
  imagePosition: "center" | "top";
  sizes: SizeView[];
  features: string[];
  selectSizePath: string;
  backLinks: { detail: LinkView; selectSize: LinkView; checkout: LinkView };
  extraLinks: LinkView[];
}

/** A checkout page's print in one size, with the cart item "Add to Cart" stores. */
export interface PrintCheckoutView {
  title: string;
  size: string;
  price: string;
  imagePosition: "center" | "top";
  features: string[];
  backLink: LinkView;
  cartItem: NewCartItem;
}

/** "Print not found", "Invalid selection" and their kin. */
export interface ShopMessageView {
  message: string;
  link: LinkView;
}

export type Found<T> = { found: true; image: ResolvedImage } & T;
export type NotFound = { found: false; notFound: ShopMessageView };

/** A product page's structured data (app/seo/page-json-ld.tsx), from the page's own offers. */
export interface ProductLdView {
  name: string;
  description: string;
  path: string;
  sku: string;
  offers: { size: string; cents: number }[];
  /** Where the product sits in the shop: the breadcrumb between Home and the product. */
  shelf: { name: string; path: string };
}

export type PrintDetailData = Found<{ print: PrintView; ld: ProductLdView }> | NotFound;
export type PrintSelectSizeData = { found: true; print: PrintView } | NotFound;
export type PrintCheckoutData = Found<{ view: PrintCheckoutView }> | NotFound;

export interface GalleryCard {
  id: string;
  title: string;
  /** Clamped to two lines on the card. */
  summary: string;
  /** "$45.00" */
  price: string;
  path: string;
  image: ResolvedImage;
}

export interface PrintGalleryData {
  heading: string;
  /** Meta description, breadcrumb name and path of the gallery page. */
  description: string;
  name: string;
  path: string;
  backLink: LinkView;
  cards: GalleryCard[];
  customSizes: { heading: string; text: string; link: LinkView };
}

export interface AlbumOptionView {
  size: string;
  /** "$150.00" */
  price: string;
  pages: number;
  /** Wedding albums: "The Highlights Reel". */
  name: string | null;
  cartItem: NewCartItem;
}

export interface AlbumPageData {
  ld: ProductLdView;
  title: string;
  description: string;
  image: ResolvedImage;
  options: AlbumOptionView[];
  features: string[];
  /** "2-3 weeks" */
  productionTime: string;
  /** /wedding-albums only: display-only extras with their prices. */
  extras: { title: string; price: string }[];
}

export interface ProductCardView {
  id: string;
  category: string;
  title: string;
  description: string;
  /** "Starting at $45" */
  startingAt: string;
  path: string;
  /** Packed (packImage), and without its placeholder after the first row: the list may be long. */
  image: PictureImage;
}

export interface AllProductsData {
  categories: string[];
  products: ProductCardView[];
}

export interface ProductSizeView {
  size: string;
  price: string;
  cartItem: NewCartItem;
}

export interface ProductDetailView {
  category: string;
  title: string;
  description: string;
  /** "8x10 inches"; album sizes are shown bare (SPEC §2.7). */
  showInches: boolean;
  sizes: ProductSizeView[];
  information: string[];
}

export type ProductDetailData = Found<{ product: ProductDetailView; ld: ProductLdView }> | NotFound;

/** /cart's price table: what the catalogue sells under each cart id a cart may hold. */
export interface CartOfferView {
  size: string;
  cents: number;
  /** The title a line shows when the stored item has none. */
  title: string;
  /** Its shop category, for a coupon on one category (decision 045); none for a gallery print. */
  category?: string;
  /** A gift card sold (decision 051): not taxed, not shipped, no coupon. */
  giftCard?: true;
}

export type CartOffers = Record<string, CartOfferView>;
