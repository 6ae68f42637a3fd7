// Structured data of the portfolio and shop pages, as components a route drops into its page.
// They read names and prices from the catalogue (already in the browser bundle for the cart)
// and image URLs from the page's own ResolvedImages, so a route needs no extra loader data.
import { photoAlbum, resolvePrint, resolveProduct, weddingAlbum, type PrintFlowId, type SizeOption } from "~/catalogue";
import { largestFallbackUrl } from "~/images/srcset";
import type { ResolvedImage } from "~/images/types";
import { useSiteSettings } from "~/site/use-site-settings";
import {
  absoluteUrl,
  breadcrumbListJsonLd,
  imageGalleryJsonLd,
  productJsonLd,
  type Crumb,
  type JsonLdObject,
} from "./json-ld";
import { JsonLd } from "./json-ld-script";

const HOME: Crumb = { name: "Home", path: "/" };
const ALL_PRODUCTS: Crumb = { name: "All Products", path: "/all-products" };

/** Where each print flow's product sits in the shop. */
const FLOW_PARENT: Record<PrintFlowId, Crumb> = {
  floral: { name: "Floral Prints", path: "/floral-gallery" },
  landscape: { name: "Landscape Prints", path: "/landscape-gallery" },
  tulip: ALL_PRODUCTS,
  "golden-coast": { name: "Landscape Prints", path: "/landscape-gallery" },
  legacy: ALL_PRODUCTS,
};

interface ProductPage {
  name: string;
  description: string;
  path: string;
  sizes: readonly SizeOption[];
  sku: string;
  image: ResolvedImage;
  parent: Crumb;
}

function ProductPageJsonLd({ page }: { page: ProductPage }) {
  const { siteUrl, siteName } = useSiteSettings();
  const data: JsonLdObject[] = [
    productJsonLd({
      name: page.name,
      description: page.description,
      url: absoluteUrl(siteUrl, page.path),
      image: absoluteUrl(siteUrl, largestFallbackUrl(page.image)),
      sizes: page.sizes,
      sku: page.sku,
      siteName,
    }),
    breadcrumbListJsonLd(siteUrl, [HOME, page.parent, { name: page.name, path: page.path }]),
  ];
  return <JsonLd data={data} />;
}

/** A print flow's detail page: /floral-print/{id}, /landscape-print/{id}, /product/{id}, … */
export function PrintProductJsonLd({ flow, id, image }: { flow: PrintFlowId; id?: string; image: ResolvedImage }) {
  const item = resolvePrint(flow, id);
  if (!item) return null;
  return (
    <ProductPageJsonLd
      page={{
        name: item.title,
        description: item.description,
        path: item.paths.detail,
        sizes: item.sizes,
        sku: item.productKey,
        image,
        parent: FLOW_PARENT[flow],
      }}
    />
  );
}

/** /product-detail/{id} */
export function CatalogueProductJsonLd({ id, image }: { id?: string; image: ResolvedImage }) {
  const product = resolveProduct(id);
  if (!product) return null;
  return (
    <ProductPageJsonLd
      page={{
        name: product.title,
        description: product.description,
        path: product.path,
        sizes: product.sizes,
        sku: product.productKey,
        image,
        parent: ALL_PRODUCTS,
      }}
    />
  );
}

/** /photo-albums (the photo album), /wedding-albums and /signature-wedding-albums (the wedding album). */
export function AlbumProductJsonLd({
  album,
  path,
  image,
}: {
  album: "photo" | "wedding";
  path: string;
  image: ResolvedImage;
}) {
  const { title, description, sizes, productKey } = album === "photo" ? photoAlbum : weddingAlbum;
  return (
    <ProductPageJsonLd page={{ name: title, description, path, sizes, sku: productKey, image, parent: ALL_PRODUCTS }} />
  );
}

/** A shop list page (/all-products, the galleries): Home › this page. */
export function ShopPageJsonLd({ name, path }: { name: string; path: string }) {
  const { siteUrl } = useSiteSettings();
  return <JsonLd data={breadcrumbListJsonLd(siteUrl, [HOME, { name, path }])} />;
}

/** A portfolio page: the gallery's images, and Home › Portfolio › this gallery. */
export function PortfolioJsonLd({
  name,
  description,
  path,
  images,
}: {
  name: string;
  description: string;
  path: string;
  images: ReadonlyArray<{ image: ResolvedImage; alt: string }>;
}) {
  const { siteUrl } = useSiteSettings();
  const data: JsonLdObject[] = [
    imageGalleryJsonLd({
      name,
      description,
      url: absoluteUrl(siteUrl, path),
      images: images.map(({ image, alt }) => ({
        url: absoluteUrl(siteUrl, largestFallbackUrl(image)),
        caption: alt,
      })),
    }),
    breadcrumbListJsonLd(siteUrl, [HOME, { name: "Portfolio", path: "/work" }, { name, path }]),
  ];
  return <JsonLd data={data} />;
}
